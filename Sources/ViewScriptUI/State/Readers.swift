/// The nodes whose body evaluation read something (an environment value, a device value) or
/// held it (an `ObservableObject`), each with, for `_printChanges`, the property it came
/// through (`ReaderEntries`).
struct Readers {
    private var entries = ReaderEntries<String?>()

    var isEmpty: Bool { entries.isEmpty }

    mutating func record(_ node: ViewNode, property: String? = nil) {
        entries.record(node, property) { _ in }
    }

    /// The live readers, in the order they read; keeps them.
    var liveNodes: [ViewNode] { entries.all.compactMap(\.liveNode) }

    /// The live readers in tree order (parents first, siblings in order); forgets them all.
    mutating func take() -> [(node: ViewNode, property: String?)] {
        let live = entries.all.compactMap { entry -> (node: ViewNode, property: String?)? in
            entry.liveNode.map { ($0, entry.payload) }
        }
        entries = ReaderEntries()
        return live.inTreeOrder { $0.node }
    }
}
