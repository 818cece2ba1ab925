import ViewScriptRuntime

/// Who depends on which observed object: for an `ObservableObject`, the nodes holding it
/// (through `@StateObject`, `@ObservedObject`, `@EnvironmentObject`); for an `@Observable`
/// object, per stored property, the nodes whose body read it. Entries hold their object
/// weakly: a dead object's entry is replaced when its address is reused.
///
/// An `@Observable` object has one entry for all its properties (`PropertyReaders`): each
/// reading node once, with the properties its latest evaluation read as bits, so a row that
/// reads two properties of its model costs one entry, not two entries and two lists.
final class ObservationTable {
    private struct PropertyKey: Hashable {
        let object: ObjectIdentifier
        let property: Int
    }

    private final class Entry {
        weak var object: Instance?
        var readers = Readers()
        init(_ object: Instance) { self.object = object }
    }

    private final class ObjectEntry {
        weak var object: Instance?
        var readers = PropertyReaders()
        init(_ object: Instance) { self.object = object }
    }

    private var holders: [ObjectIdentifier: Entry] = [:]
    private var objects: [ObjectIdentifier: ObjectEntry] = [:]
    /// Properties past the bits of `PropertyReaders` (an object with more than 64 stored properties).
    private var properties: [PropertyKey: Entry] = [:]
    /// Entries at the last sweep of dead objects: the tables are swept when they double.
    private var sweptCount = 64

    /// `node`'s current evaluation holds `object` as `property`.
    func recordHolder(_ node: ViewNode, of object: Instance, property: String) {
        entry(in: &holders, ObjectIdentifier(object), object).readers.record(node, property: property)
        sweepIfNeeded()
    }

    /// `node`'s current evaluation read stored property `index` of `object`.
    func recordRead(_ node: ViewNode, of object: Instance, property index: Int) {
        if index >= PropertyReaders.bitCount || index < 0 {
            entry(in: &properties, PropertyKey(object: ObjectIdentifier(object), property: index), object).readers.record(node)
        } else {
            objectEntry(object).readers.record(node, property: index)
        }
        sweepIfNeeded()
    }

    /// The nodes holding `object`, with the property they hold it as; they re-register
    /// when they evaluate again.
    func takeHolders(of object: Instance) -> [(node: ViewNode, property: String?)] {
        guard let entry = holders[ObjectIdentifier(object)], entry.object === object else { return [] }
        return entry.readers.take()
    }

    /// The nodes whose latest evaluation read property `index` of `object`.
    func takeReaders(of object: Instance, property index: Int) -> [ViewNode] {
        if index >= PropertyReaders.bitCount || index < 0 {
            guard let entry = properties[PropertyKey(object: ObjectIdentifier(object), property: index)],
                  entry.object === object else { return [] }
            return entry.readers.take().map(\.node)
        }
        guard let entry = objects[ObjectIdentifier(object)], entry.object === object else { return [] }
        return entry.readers.take(property: index)
    }

    private func entry<Key: Hashable>(in table: inout [Key: Entry], _ key: Key, _ object: Instance) -> Entry {
        if let existing = table[key], existing.object === object { return existing }
        let created = Entry(object)
        table[key] = created
        return created
    }

    private func objectEntry(_ object: Instance) -> ObjectEntry {
        let key = ObjectIdentifier(object)
        if let existing = objects[key], existing.object === object { return existing }
        let created = ObjectEntry(object)
        objects[key] = created
        return created
    }

    private func sweepIfNeeded() {
        guard holders.count + objects.count + properties.count > 2 * sweptCount else { return }
        holders = holders.filter { $0.value.object != nil }
        objects = objects.filter { $0.value.object != nil }
        properties = properties.filter { $0.value.object != nil }
        sweptCount = max(64, holders.count + objects.count + properties.count)
    }
}

/// The nodes whose body evaluation read properties of one `@Observable` object: each node
/// once, with the properties it read (bit `i`: stored property `i`), in `ReaderEntries`.
struct PropertyReaders {
    static let bitCount = 64

    private var entries = ReaderEntries<UInt64>()

    mutating func record(_ node: ViewNode, property: Int) {
        let bit = UInt64(1) << UInt64(property)
        entries.record(node, bit) { $0 |= bit }
    }

    /// The live readers of `property` in tree order (parents first, siblings in order); they
    /// no longer read it (until they read it again).
    mutating func take(property: Int) -> [ViewNode] {
        let bit = UInt64(1) << UInt64(property)
        var live: [ViewNode] = []
        var dropped = false
        entries.updatePayloads { entry in
            guard entry.payload & bit != 0 else { return }
            if let node = entry.liveNode { live.append(node) }
            entry.payload &= ~bit
            if entry.payload == 0 { dropped = true }
        }
        if dropped { entries.removeAll { $0.payload == 0 } }
        return live.inTreeOrder { $0 }
    }
}
