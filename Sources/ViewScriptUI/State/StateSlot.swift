import ViewScriptRuntime

/// The storage of one `@State` property of one node. Knows which body evaluations read it,
/// so that a change invalidates exactly those nodes (B4).
final class StateSlot {
    let name: String
    /// The name of the view type holding it, for errors and traces.
    let ownerName: String
    var value: Value
    /// The node whose state this is (for the timeline's lanes).
    weak var owner: ViewNode?
    /// The value when its view's body last ran (`_printChanges` names the slots that differ).
    var valueAtLastEvaluation: Value?
    /// Nodes whose body read this slot, with the evaluation that read it. An entry whose
    /// evaluation is not the node's latest one is stale and ignored. Held weakly: the slot
    /// belongs to a node that reads it, and a strong reference back would never be freed.
    private var readers: [ObjectIdentifier: Reader] = [:]
    private struct Reader {
        weak var node: ViewNode?
        let evaluation: Int
    }

    init(name: String, ownerName: String, value: Value) {
        self.name = name
        self.ownerName = ownerName
        self.value = value
    }

    func recordRead(by node: ViewNode) {
        readers[ObjectIdentifier(node)] = Reader(node: node, evaluation: node.evaluation)
    }

    /// The nodes whose latest evaluation read this slot; forgets them (they re-record when
    /// they evaluate again).
    func takeReaders() -> [ViewNode] {
        let live = readers.values.compactMap { reader -> ViewNode? in
            guard let node = reader.node, node.isMounted, node.evaluation == reader.evaluation else { return nil }
            return node
        }
        readers.removeAll()
        return live.sorted { $0.depth < $1.depth }
    }

    /// `'count' of 'Counter'`.
    var displayName: String { "'\(name)' of '\(ownerName)'" }
}
