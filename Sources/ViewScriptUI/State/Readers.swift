/// The nodes whose body evaluation read something (an `@Observable` property, an
/// environment value) or held it (an `ObservableObject`), each with the evaluation that did
/// and, for `_printChanges`, the property it came through. An entry whose evaluation is not
/// its node's latest one is stale and ignored: the node re-records when it evaluates again.
/// Nodes are held weakly: a node's own readers may name it, and a strong reference back would
/// keep it (and its whole subtree) alive forever; a freed node reads nothing any more.
///
/// Most things are read by one or two bodies (a row's own model property): the entries are a
/// plain array, searched from the end, and only past `indexedCount` entries does a dictionary
/// find a node's entry (a value read by thousands of rows), so a table of 100,000 row models
/// does not hold 100,000 dictionaries.
struct Readers {
    private struct Entry {
        weak var node: ViewNode?
        let id: ObjectIdentifier
        var evaluation: Int
        var property: String?
    }
    private var entries: [Entry] = []
    /// Position of each node's entry, once there are more than `indexedCount`.
    private var index: [ObjectIdentifier: Int]?
    private static let indexedCount = 8

    var isEmpty: Bool { entries.isEmpty }

    mutating func record(_ node: ViewNode, property: String? = nil) {
        let id = ObjectIdentifier(node)
        if let position = position(of: id) {
            let existing = entries[position]
            if existing.node === node, existing.evaluation == node.evaluation { return }
            entries[position] = Entry(node: node, id: id, evaluation: node.evaluation, property: property)
            return
        }
        entries.append(Entry(node: node, id: id, evaluation: node.evaluation, property: property))
        if index != nil {
            index?[id] = entries.count - 1
        } else if entries.count > Self.indexedCount {
            var built: [ObjectIdentifier: Int] = [:]
            built.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() { built[entry.id] = position }
            index = built
        }
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        if let index { return index[id] }
        return entries.lastIndex { $0.id == id }
    }

    /// The live readers in tree order (parents first, siblings in order); forgets them all.
    mutating func take() -> [(node: ViewNode, property: String?)] {
        let live = entries.compactMap { entry -> (node: ViewNode, property: String?)? in
            guard let node = entry.node, node.isMounted, node.evaluation == entry.evaluation else { return nil }
            return (node, entry.property)
        }
        entries = []
        index = nil
        if live.count == 1 { return live }
        return live.map { ($0, $0.node.treePath) }
            .sorted { [Int].treeOrder($0.1, $1.1) }
            .map { $0.0 }
    }
}
