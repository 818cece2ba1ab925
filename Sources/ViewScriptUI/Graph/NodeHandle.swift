/// What a list of readers holds instead of a node (`ReaderEntries`): a `weak` reference to the
/// node would give it a side table, and then every retain and release of that node, in every
/// walk of the tree, takes the runtime's slow path. The node holds its handle and clears it as
/// it is freed (`ViewNode.deinit`), so `node` is the node while it lives and nil after, as a
/// weak reference would read. It is not `weak` itself for the same reason: an `unowned(unsafe)`
/// reference that the node's own `deinit` clears never names a freed node.
///
/// It also keeps what only a node that is evaluated needs (a user view's body, a navigation
/// stack's destinations), so that the other nodes, most of a tree, are smaller
/// (`ViewNode.state`, `evaluation`, `pendingChanges`, `evaluationChanges`).
final class NodeHandle {
    unowned(unsafe) var node: ViewNode?
    var state: [StateSlot] = []
    var evaluation = 0
    var pendingChanges = BodyChanges()
    var evaluationChanges = BodyChanges()

    init(_ node: ViewNode) { self.node = node }
}
