// Greatest common divisor, least common multiple, and a reduced Fraction type.
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }
struct Fraction: CustomStringConvertible, Comparable {
    let numerator: Int, denominator: Int
    init(_ n: Int, _ d: Int) {
        precondition(d != 0)
        let g = gcd(n, d) * (d < 0 ? -1 : 1)
        numerator = n / g
        denominator = d / g
    }
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
    static func + (l: Fraction, r: Fraction) -> Fraction {
        Fraction(l.numerator * r.denominator + r.numerator * l.denominator, l.denominator * r.denominator)
    }
    static func * (l: Fraction, r: Fraction) -> Fraction { Fraction(l.numerator * r.numerator, l.denominator * r.denominator) }
    static func < (l: Fraction, r: Fraction) -> Bool { l.numerator * r.denominator < r.numerator * l.denominator }
    var value: Double { Double(numerator) / Double(denominator) }
}
print(gcd(48, 18), gcd(17, 5), gcd(-12, 8), gcd(0, 9))
print(lcm(4, 6), lcm(21, 6), (1...20).reduce(1, lcm))
print(Fraction(6, 8), Fraction(3, -9), Fraction(10, 5))
print(Fraction(1, 2) + Fraction(1, 3), Fraction(2, 3) * Fraction(3, 4))
let harmonic = (1...6).map { Fraction(1, $0) }.reduce(Fraction(0, 1), +)
print("H6 =", harmonic, harmonic.value)
print([Fraction(1, 2), Fraction(1, 3), Fraction(3, 4)].sorted())
print(Fraction(1, 3) < Fraction(1, 2), max(Fraction(2, 5), Fraction(3, 7)))
