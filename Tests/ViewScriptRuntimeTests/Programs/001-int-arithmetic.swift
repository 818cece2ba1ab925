// Int basics: literals, + - * /, precedence, compound assignment, negation.
let a = 17
let b = 5
print(a + b, a - b, a * b, a / b, a % b)
print(-a, +a, -(-a))
print(2 + 3 * 4, (2 + 3) * 4, 100 - 10 - 1, 2 * 3 + 4 * 5)
var n = 10
n += 5
print(n)
n -= 3
print(n)
n *= 4
print(n)
n /= 7
print(n)
n %= 4
print(n)
print(1_000_000, 0xff, 0o17, 0b1011)
print(Int.max)
print(Int.min)
print(Int.max - 1, Int.min + 1)
print(Int.bitWidth, MemoryLayout<Int>.size)
let big = 3_037_000_499
print(big * big)
var total = 0
for i in 1...100 {
    total += i * i
}
print("sum of squares 1...100 =", total)
var factorial = 1
for i in 1...20 {
    factorial *= i
    print("\(i)! = \(factorial)")
}
print(7.signum(), (-7).signum(), 0.signum())
print(12.isMultiple(of: 3), 12.isMultiple(of: 5))
print(Int("42")! + 1)
print(a == b, a != b, a < b, a > b, a <= 17, a >= 18)
print(-7 / 2, 7 / -2, -7 / -2)
let negative = -2
print(negative * negative * negative)
print(type(of: a))
