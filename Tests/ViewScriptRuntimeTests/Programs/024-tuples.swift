// Tuples: positional and labelled elements, destructuring, comparison, printing, returning several values.
let pair = (1, "two")
print(pair, pair.0, pair.1)
let point = (x: 3, y: 4)
print(point, point.x, point.y, point.0)
let (a, b) = pair
print(a, b)
let (x, _) = point
print(x)
var mutable = (name: "ann", age: 30)
mutable.age += 1
mutable.name = "Ann"
print(mutable)
var copy = mutable
copy.age = 99
print(mutable.age, copy.age)
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for v in xs { lo = min(lo, v); hi = max(hi, v) }
    return (lo, hi)
}
if let mm = minMax([5, -2, 9, 3]) {
    print(mm, mm.min, mm.max)
}
print(minMax([]) as Any)
print((1, 2) == (1, 2), (1, 2) < (1, 3), (2, "a") > (1, "z"), ("a", 1) <= ("a", 1))
let nested = ((1, 2), (x: "a", y: [3]))
print(nested, nested.1.y)
let triple: (Int, Double, Bool) = (1, 2.0, true)
print(triple)
print((1, "a", 2.5, nil as Int?, [1: 2]))
let swapped = (b, a)
print(swapped)
var p = 1, q = 2
(p, q) = (q, p)
print(p, q)
let pairs = [(1, "one"), (2, "two"), (3, "three")]
for (number, name) in pairs {
    print(number, name)
}
print(pairs.map { $0.0 }, pairs.map(\.1))
let labelled = [(name: "a", score: 2), (name: "b", score: 1)]
print(labelled.sorted { $0.score < $1.score }.map { $0.name })
print(labelled)
let single = (42)
print(single, type(of: single))
print((), type(of: ()))
debugPrint(pair, point)
print(type(of: pair), type(of: point))
switch point {
case (0, 0): print("origin")
case (let px, 4): print("on y=4 at x", px)
default: print("elsewhere")
}
