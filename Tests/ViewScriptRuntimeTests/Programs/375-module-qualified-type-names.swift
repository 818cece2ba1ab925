// Library types written with their module's name in type positions: `Swift.Range<Int>`,
// `Swift.Array<String>`, `Swift.Set`, `Swift.Optional`, `Swift.Int` in a signature, a
// `Swift.Dictionary` made with `()`, and a function's parameter and result types.
let r: Swift.Range<Int> = 0..<3
let a: Swift.Array<String> = ["x", "y"]
var d = Swift.Dictionary<String, Int>()
d["k"] = 1
let s: Swift.Set<Int> = [1]
print(r, a, d, s, Swift.max(1, 2), Swift.String(5))
func count(_ xs: Swift.Array<Int>) -> Swift.Int { xs.count }
print(count([1, 2]))
let o: Swift.Optional<Int> = nil
print(o as Any, type(of: r), type(of: a))
struct Span { var bounds: Swift.ClosedRange<Double> }
print(Span(bounds: 1...2.5))
