// Integer division truncates toward zero; remainder takes the sign of the dividend.
let pairs = [(7, 3), (-7, 3), (7, -3), (-7, -3), (0, 5), (5, 7), (-5, 7), (100, 10), (Int.max, 2), (Int.min, 2), (Int.min, 3)]
for (a, b) in pairs {
    print("\(a) / \(b) = \(a / b)   \(a) % \(b) = \(a % b)")
}
print(7.quotientAndRemainder(dividingBy: 3))
print((-7).quotientAndRemainder(dividingBy: 3))
func mod(_ a: Int, _ b: Int) -> Int {
    let r = a % b
    return r < 0 ? r + b : r
}
for a in -6...6 {
    print(a, a % 4, mod(a, 4), terminator: " | ")
}
print()
var digits: [Int] = []
var n = 9_876_543_210
while n > 0 {
    digits.append(n % 10)
    n /= 10
}
print(digits)
print(digits.reversed().map { String($0) }.joined())
print(17 / 5 * 5 + 17 % 5)
