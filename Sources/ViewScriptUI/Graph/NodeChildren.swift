/// A node's children in tree order. Most nodes have none or one (a body, a modifier's
/// content, a button's label): one is kept inline, so a 100,000-row tree does not make a
/// one-element array for each of its rows' nodes; more are kept in an array. (`Captures` has
/// the same shape for a closure's boxes. One generic type for both would make each node 8
/// bytes larger: a generic enum's layout does not use the spare bits of its references.)
struct NodeChildren: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case one(ViewNode)
        case many([ViewNode])
    }
    private var storage: Storage

    init() { storage = .many([]) }

    init(_ nodes: [ViewNode]) {
        storage = nodes.count == 1 ? .one(nodes[0]) : .many(nodes)
    }

    init<S: Sequence>(_ nodes: S) where S.Element == ViewNode {
        self.init(Array(nodes))
    }

    init(arrayLiteral nodes: ViewNode...) { self.init(nodes) }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    subscript(position: Int) -> ViewNode {
        get {
            switch storage {
            case .one(let node):
                precondition(position == 0, "Index out of range")
                return node
            case .many(let nodes): return nodes[position]
            }
        }
        set {
            switch storage {
            case .one:
                precondition(position == 0, "Index out of range")
                storage = .one(newValue)
            case .many(var nodes):
                storage = .many([])  // the array stays uniquely referenced while it changes
                nodes[position] = newValue
                storage = .many(nodes)
            }
        }
    }

    /// The children as an array (one allocation for a single child).
    var array: [ViewNode] {
        switch storage {
        case .one(let node): [node]
        case .many(let nodes): nodes
        }
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == ViewNode {
        if case .many(let nodes) = storage, nodes.isEmpty, subrange.isEmpty, newElements.count == 1 {
            storage = .one(newElements.first!)
            return
        }
        var nodes = array
        storage = .many([])
        nodes.replaceSubrange(subrange, with: newElements)
        self = NodeChildren(nodes)
    }
}
