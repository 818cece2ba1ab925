// Generic functions and types, constraints, where clauses, generic methods, inference.
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var x = 1, y = 2
swapValues(&x, &y)
print(x, y)
var s1 = "a", s2 = "b"
swapValues(&s1, &s2)
print(s1, s2)
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items where item > best { best = item }
    return best
}
print(largest([3, 9, 2]) as Any, largest(["pear", "fig"]) as Any, largest([Double]()) as Any)
func describeAll<T: CustomStringConvertible>(_ items: [T]) -> String {
    items.map { $0.description }.joined(separator: ",")
}
print(describeAll([1, 2]), describeAll([true]))
func pairUp<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pairUp(1, "one"), pairUp([1], 2.5))
func allEqual<T: Equatable>(_ xs: [T]) -> Bool where T: Hashable {
    Set(xs).count <= 1
}
print(allEqual([1, 1, 1]), allEqual(["a", "b"]))
struct Queue<Element> {
    private var storage: [Element] = []
    mutating func enqueue(_ e: Element) { storage.append(e) }
    mutating func dequeue() -> Element? { storage.isEmpty ? nil : storage.removeFirst() }
    var count: Int { storage.count }
    func map<U>(_ f: (Element) -> U) -> Queue<U> {
        var q = Queue<U>()
        for e in storage { q.enqueue(f(e)) }
        return q
    }
}
var q = Queue<Int>()
q.enqueue(1); q.enqueue(2); q.enqueue(3)
var labels = q.map { "#\($0)" }
print(q.dequeue() as Any, q.count, labels.dequeue() as Any, labels.count)
print(q, type(of: labels))
struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}
let pr = Pair(first: 1, second: "one")
print(pr, pr.swapped())
extension Pair where First == Second {
    var same: Bool { "\(first)" == "\(second)" }
}
print(Pair(first: 2, second: 2).same)
func sum<T: Numeric>(_ xs: T...) -> T { xs.reduce(0, +) }
print(sum(1, 2, 3), sum(0.5, 0.25))
protocol HasArea { var area: Double { get } }
struct Sq: HasArea { var s: Double; var area: Double { s * s } }
func totalArea<S: Sequence>(_ shapes: S) -> Double where S.Element: HasArea {
    shapes.reduce(0) { $0 + $1.area }
}
print(totalArea([Sq(s: 1), Sq(s: 2)]))
func firstIndex<T: Equatable>(of target: T, in items: [T]) -> Int? {
    for (i, item) in items.enumerated() where item == target { return i }
    return nil
}
print(firstIndex(of: "c", in: ["a", "b", "c"]) as Any, firstIndex(of: 5, in: [1]) as Any)
class Cache<Key: Hashable, Value> {
    private var store: [Key: Value] = [:]
    func get(_ k: Key, orCompute f: () -> Value) -> Value {
        if let v = store[k] { print("hit \(k)"); return v }
        print("miss \(k)")
        let v = f()
        store[k] = v
        return v
    }
}
let cache = Cache<String, Int>()
print(cache.get("a") { 1 }, cache.get("a") { 2 }, cache.get("b") { 3 })
print(type(of: cache), type(of: pr))
func identity<T>(_ x: T) -> T { x }
print(identity(5), identity("s"), identity([1.5]), identity(Optional(1)) as Any)
