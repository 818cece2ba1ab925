import ViewScriptRuntime

/// Who depends on which observed object: for an `ObservableObject`, the nodes holding it
/// (through `@StateObject`, `@ObservedObject`, `@EnvironmentObject`); for an `@Observable`
/// object, per stored property, the nodes whose body read it. Entries hold their object
/// weakly: a dead object's entry is replaced when its address is reused.
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

    private var holders: [ObjectIdentifier: Entry] = [:]
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
        entry(in: &properties, PropertyKey(object: ObjectIdentifier(object), property: index), object).readers.record(node)
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
        guard let entry = properties[PropertyKey(object: ObjectIdentifier(object), property: index)],
              entry.object === object else { return [] }
        return entry.readers.take().map(\.node)
    }

    private func entry<Key: Hashable>(in table: inout [Key: Entry], _ key: Key, _ object: Instance) -> Entry {
        if let existing = table[key], existing.object === object { return existing }
        let created = Entry(object)
        table[key] = created
        return created
    }

    private func sweepIfNeeded() {
        guard holders.count + properties.count > 2 * sweptCount else { return }
        holders = holders.filter { $0.value.object != nil }
        properties = properties.filter { $0.value.object != nil }
        sweptCount = max(64, holders.count + properties.count)
    }
}
