// rounded, rounding rules, squareRoot, truncatingRemainder, conversions.
let values = [2.5, 3.5, -2.5, 2.4, 2.6, -2.6, 0.5, -0.5, 1.0]
for v in values {
    print(v, v.rounded(), v.rounded(.down), v.rounded(.up), v.rounded(.towardZero), v.rounded(.toNearestOrEven), v.rounded(.awayFromZero))
}
print(2.0.squareRoot(), 16.0.squareRoot(), 0.0.squareRoot(), (-1.0).squareRoot().isNaN)
print(10.0.truncatingRemainder(dividingBy: 3), (-10.0).truncatingRemainder(dividingBy: 3))
print(10.5.remainder(dividingBy: 3))
var x = 3.7
x.round()
print(x)
var y = -3.2
y.round(.up)
print(y)
print((2.0 * 100).rounded() / 100, (1.005 * 100).rounded() / 100)
print(Double(Int(7.9)), Int(7.9.rounded()))
print(abs(-2.5), (-2.5).magnitude)
print(1.5.isLess(than: 2.0), 3.0.isEqual(to: 3))
let hyp = (3.0 * 3.0 + 4.0 * 4.0).squareRoot()
print("hypotenuse", hyp)
var sum = 0.0
for i in 1...10 { sum += 1.0 / Double(i) }
print("harmonic 10:", sum)
print((sum * 1000).rounded() / 1000)
print(Double(Int.max).rounded(), 1e20.rounded())
