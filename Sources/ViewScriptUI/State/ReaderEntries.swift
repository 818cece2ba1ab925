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
        /// The node's handle: one per node, so it also tells the entries of two nodes apart
        /// (and a node made where a freed one was is not taken for it).
        let handle: NodeHandle
        var payload: Payload
        /// The evaluation, as 32 bits (after the payload: an object's entry of one reader then
        /// takes 72 bytes, not 80); compared as 32 bits.
        private var storedEvaluation: Int32

        init(handle: NodeHandle, evaluation: Int, payload: Payload) {
            self.handle = handle
            self.payload = payload
            storedEvaluation = Int32(truncatingIfNeeded: evaluation)
        }

        func isFrom(_ evaluation: Int) -> Bool { storedEvaluation == Int32(truncatingIfNeeded: evaluation) }

        /// The node, while it is on screen and this entry is from its latest evaluation.
        var node: ViewNode? { handle.node }

        /// Its node read `payload` in `evaluation`: merged if this entry is from that evaluation,
        /// else the entry starts afresh with it.
        mutating func refresh(_ evaluation: Int, _ payload: Payload, merge: (inout Payload) -> Void) {
            if isFrom(evaluation) {
                merge(&self.payload)
            } else {
                storedEvaluation = Int32(truncatingIfNeeded: evaluation)
                self.payload = payload
            }
        }

        var liveNode: ViewNode? {
            guard let node = handle.node, node.isMounted, isFrom(node.evaluation) else { return nil }
            return node
        }
    }
    /// The entries: one kept inline (most things are read by one body: a row's own model),
    /// more in an array.
    private enum Storage {
        case one(Entry)
        case many([Entry])
    }
    private var storage = Storage.many([])
    /// Position of each node's entry, once there are more than `indexedCount`.
    private var index: [ObjectIdentifier: Int]?
    private static var indexedCount: Int { 8 }

    var isEmpty: Bool {
        if case .many(let entries) = storage { return entries.isEmpty }
        return false
    }

    /// Every entry, in the order they were recorded.
    var all: [Entry] {
        switch storage {
        case .one(let entry): [entry]
        case .many(let entries): entries
        }
    }

    /// `node` read `payload` in its latest evaluation: an entry from that evaluation merges it
    /// (`merge`), a stale one or none is replaced by a fresh entry.
    mutating func record(_ node: ViewNode, _ payload: Payload, merge: (inout Payload) -> Void) {
        let handle = node.readerHandle
        let evaluation = node.evaluation
        switch storage {
        case .many(let entries) where entries.isEmpty:
            storage = .one(Entry(handle: handle, evaluation: evaluation, payload: payload))
            return
        case .one(var entry) where entry.handle === handle:
            entry.refresh(evaluation, payload, merge: merge)
            storage = .one(entry)
            return
        default:
            break
        }
        var entries = all
        storage = .many([])  // the array stays uniquely referenced while it changes
        defer { storage = .many(entries) }
        let id = ObjectIdentifier(handle)
        if let position = index.map({ $0[id] }) ?? entries.lastIndex(where: { $0.handle === handle }) {
            entries[position].refresh(evaluation, payload, merge: merge)
            return
        }
        entries.append(Entry(handle: handle, evaluation: evaluation, payload: payload))
        if index != nil {
            index?[id] = entries.count - 1
        } else if entries.count > Self.indexedCount {
            index = Self.index(of: entries)
        }
    }

    mutating func updatePayloads(_ body: (inout Entry) -> Void) {
        switch storage {
        case .one(var entry):
            body(&entry)
            storage = .one(entry)
        case .many(var entries):
            storage = .many([])
            for position in entries.indices { body(&entries[position]) }
            storage = .many(entries)
        }
    }

    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        var entries = all
        storage = .many([])
        entries.removeAll(where: shouldRemove)
        storage = entries.count == 1 ? .one(entries[0]) : .many(entries)
        index = entries.count > Self.indexedCount ? Self.index(of: entries) : nil
    }

    private static func index(of entries: [Entry]) -> [ObjectIdentifier: Int] {
        var built: [ObjectIdentifier: Int] = [:]
        built.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { built[ObjectIdentifier(entry.handle)] = position }
        return built
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
