// Protocols with extensions and existentials (any Shape), generic functions and types with constrained extensions, Result.
protocol Shape { var area: Double { get }; var name: String { get } }
extension Shape { var name: String { "shape" }; func describe() -> String { "\(name) with area \(area)" } }
struct Square: Shape { var side: Double; var area: Double { side * side }; var name: String { "square" } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes { print(s.describe()) }
print(shapes.map(\.area).reduce(0, +), shapes.sorted { $0.area < $1.area }.map(\.name))
func largest<T: Shape>(_ items: [T]) -> T? { items.max { $0.area < $1.area } }
print(largest([Square(side: 1), Square(side: 3)])?.side ?? 0)
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var count: Int { items.count }
}
var st = Stack<String>()
st.push("a"); st.push("b")
print(st.pop() ?? "-", st.top ?? "-", st.count)
extension Stack where Element == String { func joined() -> String { items.joined(separator: "+") } }
st.push("c")
print(st.joined())
enum Result2<Value> { case ok(Value), fail(String) }
func parse(_ s: String) -> Result2<Int> { Int(s).map { .ok($0) } ?? .fail("bad \(s)") }
for input in ["4", "x"] {
    switch parse(input) { case .ok(let v): print("ok", v); case .fail(let m): print(m) }
}
let r: Result<Int, Error> = .success(3)
if case .success(let v) = r { print("success", v) }
print(type(of: st), type(of: shapes), Square.self)
let pairs = zip(["a", "b", "c"], 1...).map { "\($0)\($1)" }
print(pairs, Array(stride(from: 10, to: 0, by: -3)), (1...4).filter { $0 % 2 == 0 })
var seen = Set<String>()
let unique = ["x", "y", "x"].filter { seen.insert($0).inserted }
print(unique, seen.count)
print([3, 1, 2].min()!, [[1, 2], [3]].flatMap { $0 }, ["1", "a"].compactMap(Int.init), [1, 2, 3].enumerated().map { "\($0.offset):\($0.element)" })
