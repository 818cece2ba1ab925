import ViewScriptRuntime

/// Who depends on which observed object: for an `ObservableObject`, the nodes holding it
/// (through `@StateObject`, `@ObservedObject`, `@EnvironmentObject`); for an `@Observable`
/// object, per stored property, the nodes whose body read it.
///
/// The entries live on the objects themselves (`Instance.observation`), one per graph that
/// observes the object: an entry dies with its object, so there is no table of weak
/// references to sweep, and an object read by a row gets no weak-reference side table (which
/// would make every retain and release of it take the runtime's slow path).
///
/// An `@Observable` object's entry covers all its properties (`PropertyReaders`): each
/// reading node once, with the properties its latest evaluation read as bits, so a row that
/// reads two properties of its model costs one entry, not two entries and two lists.
final class ObservationTable {
    /// What one graph knows about one object. Objects observed by several graphs chain their
    /// entries through `next`.
    private final class ObjectEntry {
        unowned(unsafe) let table: ObservationTable
        var readers = PropertyReaders()
        /// An `ObservableObject`'s holders, made when the first is recorded (an `@Observable`
        /// object's entry, one for each row model of a long list, has none).
        var holders: Holders?
        var next: ObjectEntry?
        init(_ table: ObservationTable, next: ObjectEntry?) {
            self.table = table
            self.next = next
        }
    }

    private final class Holders {
        var readers = Readers()
    }

    private struct PropertyKey: Hashable {
        let object: ObjectIdentifier
        let property: Int
    }

    private final class PropertyEntry {
        weak var object: Instance?
        var readers = Readers()
        init(_ object: Instance) { self.object = object }
    }

    /// Properties past the bits of `PropertyReaders` (an object with more than 64 stored
    /// properties): rare, so kept in a table of weak entries, swept when it doubles.
    private var properties: [PropertyKey: PropertyEntry] = [:]
    private var sweptCount = 64

    /// `node`'s current evaluation holds `object` as `property`.
    func recordHolder(_ node: ViewNode, of object: Instance, property: String) {
        let entry = entry(of: object)
        if entry.holders == nil { entry.holders = Holders() }
        entry.holders?.readers.record(node, property: property)
    }

    /// `node`'s current evaluation read stored property `index` of `object`.
    func recordRead(_ node: ViewNode, of object: Instance, property index: Int) {
        if index >= PropertyReaders.bitCount || index < 0 {
            propertyEntry(object, index).readers.record(node)
            sweepIfNeeded()
        } else {
            entry(of: object).readers.record(node, property: index)
        }
    }

    /// The nodes holding `object`, with the property they hold it as; they re-register
    /// when they evaluate again.
    func takeHolders(of object: Instance) -> [(node: ViewNode, property: String?)] {
        existingEntry(of: object)?.holders?.readers.take() ?? []
    }

    /// The nodes whose latest evaluation read property `index` of `object`.
    func takeReaders(of object: Instance, property index: Int) -> [ViewNode] {
        if index >= PropertyReaders.bitCount || index < 0 {
            guard let entry = properties[PropertyKey(object: ObjectIdentifier(object), property: index)],
                  entry.object === object else { return [] }
            return entry.readers.take().map(\.node)
        }
        return existingEntry(of: object)?.readers.take(property: index) ?? []
    }

    private func existingEntry(of object: Instance) -> ObjectEntry? {
        var candidate = object.observation.map { unsafeDowncast($0, to: ObjectEntry.self) }
        while let entry = candidate {
            if entry.table === self { return entry }
            candidate = entry.next
        }
        return nil
    }

    private func entry(of object: Instance) -> ObjectEntry {
        if let existing = existingEntry(of: object) { return existing }
        let created = ObjectEntry(self, next: object.observation.map { unsafeDowncast($0, to: ObjectEntry.self) })
        object.observation = created
        return created
    }

    private func propertyEntry(_ object: Instance, _ index: Int) -> PropertyEntry {
        let key = PropertyKey(object: ObjectIdentifier(object), property: index)
        if let existing = properties[key], existing.object === object { return existing }
        let created = PropertyEntry(object)
        properties[key] = created
        return created
    }

    private func sweepIfNeeded() {
        guard properties.count > 2 * sweptCount else { return }
        properties = properties.filter { $0.value.object != nil }
        sweptCount = max(64, properties.count)
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
