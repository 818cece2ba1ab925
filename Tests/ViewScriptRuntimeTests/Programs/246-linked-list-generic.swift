// A generic singly linked list with an indirect enum and a class-based list.
indirect enum List<T> {
    case empty
    case node(T, List<T>)
    init(_ items: [T]) {
        self = items.reversed().reduce(List.empty) { .node($1, $0) }
    }
    var array: [T] {
        var result: [T] = [], current = self
        while case .node(let value, let next) = current { result.append(value); current = next }
        return result
    }
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case .node(let v, let next): return .node(f(v), next.map(f))
        }
    }
    var count: Int { if case .node(_, let next) = self { return 1 + next.count } else { return 0 } }
}
let list = List([1, 2, 3, 4])
print(list.array, list.count)
print(list.map { $0 * $0 }.array)
print(List<String>.empty.count)
final class LinkedList<T> {
    final class Node { let value: T; var next: Node?; init(_ v: T) { value = v } }
    private var head: Node?
    private var tail: Node?
    private(set) var count = 0
    func append(_ value: T) {
        let node = Node(value)
        if let tail { tail.next = node } else { head = node }
        tail = node
        count += 1
    }
    func reverse() {
        var previous: Node? = nil, current = head
        tail = head
        while let node = current { current = node.next; node.next = previous; previous = node }
        head = previous
    }
    var values: [T] {
        var result: [T] = []
        var node = head
        while let n = node { result.append(n.value); node = n.next }
        return result
    }
}
let linked = LinkedList<String>()
for word in ["a", "b", "c"] { linked.append(word) }
print(linked.values, linked.count)
linked.reverse()
linked.append("z")
print(linked.values)
