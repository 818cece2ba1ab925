// Key-path equality and key-path patterns; the `[T](...)` and `[K: V]()` initializer forms.
struct Obs { var a = 1.0; var b = 2.0; var inner = Inner() }
struct Inner { var c = 3 }
func name(_ k: KeyPath<Obs, Double>) -> String {
    switch k {
    case \.a: return "a"
    case \Obs.b: return "b"
    default: return "?"
    }
}
print(name(\Obs.b), name(\.a))
print(\Obs.a == \Obs.a, \Obs.a == \Obs.b, \Obs.inner.c == \Obs.inner.c)
let paths: Set<KeyPath<Obs, Double>> = [\Obs.a, \Obs.b, \Obs.a]
print(paths.count)
print([Int](repeating: 0, count: 3), [String](repeating: "ab", count: 2))
var grid = [[Int]](repeating: [Int](repeating: 1, count: 2), count: 2)
grid[0][1] = 5
print(grid)
var counts = [String: Int]()
counts["x", default: 0] += 2
print(counts, [Double]().isEmpty, Array<Int>(1...3))
