// A binary search tree (indirect enum) with insert, traversals, height and contains.
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree, T, Tree)
    func inserting(_ value: T) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, value, .leaf)
        case let .node(l, v, r):
            if value < v { return .node(l.inserting(value), v, r) }
            if value > v { return .node(l, v, r.inserting(value)) }
            return self
        }
    }
    var inOrder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.inOrder + [v] + r.inOrder
    }
    var preOrder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return [v] + l.preOrder + r.preOrder
    }
    var height: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + max(l.height, r.height)
    }
    func contains(_ value: T) -> Bool {
        switch self {
        case .leaf: return false
        case let .node(l, v, r): return value == v || (value < v ? l.contains(value) : r.contains(value))
        }
    }
    var minimum: T? {
        guard case let .node(l, v, _) = self else { return nil }
        return l.minimum ?? v
    }
}
let tree = [50, 30, 70, 20, 40, 60, 80, 30].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.inOrder)
print(tree.preOrder)
print(tree.height, tree.contains(60), tree.contains(65), tree.minimum as Any)
let words = ["m", "c", "x", "a"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(words.inOrder, words.height)
final class Node {
    var value: Int
    var left: Node?, right: Node?
    init(_ v: Int) { value = v }
}
func levelOrder(_ root: Node?) -> [[Int]] {
    var result: [[Int]] = [], level = [root].compactMap { $0 }
    while !level.isEmpty {
        result.append(level.map(\.value))
        level = level.flatMap { [$0.left, $0.right].compactMap { $0 } }
    }
    return result
}
let root = Node(1)
root.left = Node(2); root.right = Node(3); root.left?.left = Node(4); root.right?.right = Node(5)
print(levelOrder(root))
