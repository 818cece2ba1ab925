/// The nodes whose body evaluation read something (an `@Observable` property, an
/// environment value) or held it (an `ObservableObject`), each with the evaluation that did
/// and, for `_printChanges`, the property it came through. An entry whose evaluation is not
/// its node's latest one is stale and ignored: the node re-records when it evaluates again.
/// Nodes are held weakly: a node's own readers may name it, and a strong reference would
/// keep it (and its whole subtree) alive forever; a freed node reads nothing any more.
struct Readers {
    private struct Entry {
        weak var node: ViewNode?
        let evaluation: Int
        let property: String?
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    mutating func record(_ node: ViewNode, property: String? = nil) {
        let id = ObjectIdentifier(node)
        if let existing = entries[id], existing.node === node, existing.evaluation == node.evaluation { return }
        entries[id] = Entry(node: node, evaluation: node.evaluation, property: property)
    }

    /// The live readers in tree order (parents first, siblings in order); forgets them all.
    mutating func take() -> [(node: ViewNode, property: String?)] {
        let live = entries.values.compactMap { entry -> (node: ViewNode, property: String?)? in
            guard let node = entry.node, node.isMounted, node.evaluation == entry.evaluation else { return nil }
            return (node, entry.property)
        }
        entries.removeAll()
        return live.map { ($0, $0.node.treePath) }
            .sorted { [Int].treeOrder($0.1, $1.1) }
            .map { $0.0 }
    }
}
