// Ranges: half-open, closed, one-sided, contains, iteration, slicing, printing.
let r1 = 0..<5
let r2 = 1...3
print(r1, r2, r1.count, r2.count)
print(Array(r1), Array(r2))
print(r1.contains(5), r2.contains(3), r1.isEmpty, (3..<3).isEmpty, (3..<3).count)
print(r1.lowerBound, r1.upperBound, r2.lowerBound, r2.upperBound)
print(r1.first as Any, r1.last as Any, r2.reversed().map { $0 })
for i in 2..<4 { print("half-open", i) }
for i in (1...3).reversed() { print("down", i) }
let xs = [10, 20, 30, 40, 50]
print(xs[1..<3], xs[...1], xs[..<1], xs[3...])
print(xs[xs.indices.dropFirst()])
let word = "abcdef"
print(word.prefix(3), word.dropFirst(2))
print((1...10).filter { $0 % 3 == 0 })
print((1...4).map { $0 * $0 }, (1..<1).map { $0 })
print((1...5).reduce(0, +), (1...5).contains(6))
print((0..<10).count, (-5...5).count)
let oneSided = 5...
print(oneSided.contains(100), oneSided.contains(4))
let upTo = ..<3
print(upTo.contains(2), upTo.contains(3))
let through = ...3
print(through.contains(3), through.contains(-100))
print((1.0...2.0).contains(1.5), (0.0..<1.0).contains(1.0))
print(1.0...2.0, "a"..."z", ("a"..."z").contains("q"))
print(type(of: r1), type(of: r2), type(of: oneSided), type(of: upTo), type(of: through))
func bucket(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "digit"
    case 10..<100: return "two digits"
    default: return "large"
    }
}
print([-5, 0, 7, 42, 500].map(bucket))
print((1...3) ~= 2, (1...3) ~= 5)
print(r1.clamped(to: 2..<10), (1...10).clamped(to: 3...4))
print(r1 == 0..<5, r1.overlaps(4..<8), r1.overlaps(5..<8))
