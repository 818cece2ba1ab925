/// The nodes whose body evaluation read something (an `@Observable` property, an
/// environment value) or held it (an `ObservableObject`), each with the evaluation that did
/// and, for `_printChanges`, the property it came through. An entry whose evaluation is not
/// its node's latest one is stale and ignored: the node re-records when it evaluates again.
struct Readers {
    private var entries: [ObjectIdentifier: (node: ViewNode, evaluation: Int, property: String?)] = [:]

    var isEmpty: Bool { entries.isEmpty }

    mutating func record(_ node: ViewNode, property: String? = nil) {
        let id = ObjectIdentifier(node)
        if let existing = entries[id], existing.evaluation == node.evaluation { return }
        entries[id] = (node, node.evaluation, property)
    }

    /// The live readers in tree order (parents first, siblings in order); forgets them all.
    mutating func take() -> [(node: ViewNode, property: String?)] {
        let live = entries.values.filter { $0.node.isMounted && $0.node.evaluation == $0.evaluation }
        entries.removeAll()
        return live.map { ($0, $0.node.treePath) }
            .sorted { [Int].treeOrder($0.1, $1.1) }
            .map { ($0.0.node, $0.0.property) }
    }
}
