// Function references with argument labels: f(x:), Type.method(_:), init references.
func add(_ a: Int, to b: Int) -> Int { a + b }
func add(_ a: Int, times b: Int) -> Int { a * b }
func greet(name: String) -> String { "Hi \(name)" }
let plus = add(_:to:)
let mul = add(_:times:)
print(plus(2, 3), mul(2, 3))
let g = greet(name:)
print(g("Ann"))
print(["a", "b"].map(greet(name:)))
struct Counter {
    var count = 0
    func describe(prefix: String) -> String { "\(prefix)\(count)" }
    static func make(start: Int) -> Counter { Counter(count: start) }
}
let maker = Counter.make(start:)
print(maker(5).describe(prefix: "#"))
let describer = Counter.describe(prefix:)
print(describer(Counter(count: 2))("n="))
let counter = Counter(count: 9)
let bound = counter.describe(prefix:)
print(bound(">"))
print([1, 2, 3].map(String.init))
print(["1", "x", "3"].compactMap(Int.init))
let makeCounter = Counter.init(count:)
print(makeCounter(4).count)
func apply(_ f: (Int, Int) -> Int, _ x: Int, _ y: Int) -> Int { f(x, y) }
print(apply(add(_:to:), 10, 5), apply(max, 3, 8))
