// stride forms, numeric helpers: abs/min/max on mixed values, rounding with stride, Int/Double conversion corner cases.
for x in stride(from: 0.0, through: 1.0, by: 0.1) { print(x, terminator: " ") }
print()
for x in stride(from: 0.0, to: 1.0, by: 0.3) { print(x, terminator: " ") }
print()
print(Array(stride(from: 10, through: 0, by: -4)), Array(stride(from: 10, to: 0, by: -5)))
print(stride(from: 1, to: 100, by: 10).reduce(0, +))
print(Array(stride(from: -3, through: 3, by: 2)))
var t = 0
for _ in stride(from: 0, to: 1_000, by: 7) { t += 1 }
print(t)
print(abs(-7), abs(-7.5), min(1.5, 2), max(3, 2.5))
print(Int(7.0 / 2.0), Double(7) / 2, 7 / 2, Double(7 / 2))
print(Int(-7.9), Int((-7.9).rounded()), Int((-7.5).rounded(.down)))
print(Int(Double(Int.max / 2)), Int(1e15), Double(12).squareRoot())
let values = [3.14159, 2.71828, 1.41421]
print(values.map { ($0 * 100).rounded() / 100 })
print(values.map { Int($0 * 1000) })
let avg = Double([90, 85, 77].reduce(0, +)) / 3
print(avg, (avg * 10).rounded() / 10)
print(Double(1) / 3 * 3 == 1, 0.1 * 3 == 0.3)
print(10.0.squareRoot() * 10.0.squareRoot())
print(Double(Int8.max), Int(Int8.min), UInt8(255), Int(UInt8(200)) + 100)
print(5.0.rounded(.towardZero), (-5.5).rounded(.towardZero), 1e16 + 1, 1e16 + 2)
print(Int.max / 10 * 10, Int.max % 10)
print(100.0.squareRoot().rounded(), 2.0.squareRoot().rounded(.down))
