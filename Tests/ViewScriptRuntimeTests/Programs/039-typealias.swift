// typealias for function types, tuples, generics, nested in types and protocols.
typealias Meters = Double
typealias Point = (x: Int, y: Int)
typealias Handler = (String) -> String
typealias StringDict<V> = [String: V]
typealias Matrix = [[Int]]
let distance: Meters = 12.5
print(distance, type(of: distance))
let p: Point = (3, 4)
print(p, p.x + p.y)
let shout: Handler = { $0.uppercased() + "!" }
print(shout("hi"))
var d: StringDict<Int> = [:]
d["a"] = 1
print(d, type(of: d))
let m: Matrix = [[1, 2], [3, 4]]
print(m, m.map { $0.reduce(0, +) })
struct Graph {
    typealias Node = Int
    typealias Edge = (from: Node, to: Node)
    var edges: [Edge] = []
    func neighbors(of n: Node) -> [Node] { edges.filter { $0.from == n }.map(\.to) }
}
var g = Graph()
g.edges = [(1, 2), (1, 3), (2, 3)]
print(g.neighbors(of: 1), g.neighbors(of: 3))
let node: Graph.Node = 7
print(node)
func apply(_ h: Handler, to s: String) -> String { h(s) }
print(apply({ "<\($0)>" }, to: "x"))
typealias Completion = (Result<Int, Never>) -> Void
let done: Completion = { result in
    switch result {
    case .success(let v): print("done with", v)
    }
}
done(.success(3))
typealias Pair<T> = (T, T)
let pr: Pair<String> = ("a", "b")
print(pr)
