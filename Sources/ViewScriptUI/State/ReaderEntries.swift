/// The nodes whose body evaluation read something, one entry each with the evaluation that
/// read and what it read (`Payload`), shared by `Readers` and `PropertyReaders`. An entry whose
/// evaluation is not its node's latest one is stale: the node's next read starts it afresh.
/// Nodes are held through their handles (`NodeHandle`), which read nil once the node is freed:
/// a node's own readers may name it, and a strong reference back would keep it (and its whole
/// subtree) alive forever; a freed node reads nothing any more.
///
/// Most things are read by one or two bodies (a row's own model property): the entries are a
/// plain array, searched from the end, and only past `indexedCount` entries does a dictionary
/// find a node's entry (a value read by thousands of rows), so a table of 100,000 row models
/// does not hold 100,000 dictionaries.
struct ReaderEntries<Payload> {
    struct Entry {
        let handle: NodeHandle
        let id: ObjectIdentifier
        var evaluation: Int
        var payload: Payload

        /// The node, while it is on screen and this entry is from its latest evaluation.
        var node: ViewNode? { handle.node }

        var liveNode: ViewNode? {
            guard let node = handle.node, node.isMounted, node.evaluation == evaluation else { return nil }
            return node
        }
    }
    private(set) var all: [Entry] = []
    /// Position of each node's entry, once there are more than `indexedCount`.
    private var index: [ObjectIdentifier: Int]?
    private static var indexedCount: Int { 8 }

    var isEmpty: Bool { all.isEmpty }

    /// `node` read `payload` in its latest evaluation: an entry from that evaluation merges it
    /// (`merge`), a stale one or none is replaced by a fresh entry.
    mutating func record(_ node: ViewNode, _ payload: Payload, merge: (inout Payload) -> Void) {
        let id = ObjectIdentifier(node)
        if let position = position(of: id) {
            if all[position].handle.node === node, all[position].evaluation == node.evaluation {
                merge(&all[position].payload)
            } else {
                all[position] = Entry(handle: node.readerHandle, id: id, evaluation: node.evaluation, payload: payload)
            }
            return
        }
        all.append(Entry(handle: node.readerHandle, id: id, evaluation: node.evaluation, payload: payload))
        if index != nil {
            index?[id] = all.count - 1
        } else if all.count > Self.indexedCount {
            rebuildIndex()
        }
    }

    mutating func updatePayloads(_ body: (inout Entry) -> Void) {
        for position in all.indices { body(&all[position]) }
    }

    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        all.removeAll(where: shouldRemove)
        if all.count > Self.indexedCount {
            if index != nil { rebuildIndex() }
        } else {
            index = nil
        }
    }

    private mutating func rebuildIndex() {
        var built: [ObjectIdentifier: Int] = [:]
        built.reserveCapacity(all.count)
        for (position, entry) in all.enumerated() { built[entry.id] = position }
        index = built
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        if let index { return index[id] }
        return all.lastIndex { $0.id == id }
    }
}

extension Array {
    /// These readers in tree order (parents first, siblings in order).
    func inTreeOrder(of node: (Element) -> ViewNode) -> [Element] {
        if count <= 1 { return self }
        return map { ($0, node($0).treePath) }
            .sorted { [Int].treeOrder($0.1, $1.1) }
            .map { $0.0 }
    }
}
