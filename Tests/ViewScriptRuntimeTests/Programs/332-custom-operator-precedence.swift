// Custom operators folded by their declared precedence groups (swiftc's sequence folding):
// groups placed with higherThan/lowerThan, left/right associativity, the standard groups,
// operator functions as static members of types, extensions and protocol extensions.
precedencegroup ForwardPipe {
    associativity: left
    lowerThan: LogicalDisjunctionPrecedence
}
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup ComposePrecedence {
    higherThan: ForwardPipe
    lowerThan: AdditionPrecedence
    associativity: left
}
infix operator |>: ForwardPipe
infix operator ^^: PowerPrecedence
infix operator +++: AdditionPrecedence
infix operator %%: MultiplicationPrecedence
infix operator >>>: ComposePrecedence
infix operator <=>
prefix operator √
postfix operator %

func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }
func ^^ (base: Int, exponent: Int) -> Int {
    exponent == 0 ? 1 : base * (base ^^ (exponent - 1))
}
func +++ (a: Int, b: Int) -> Int { a * 100 + b }
func %% (a: Int, n: Int) -> Int { ((a % n) + n) % n }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix func % (x: Double) -> Double { x / 100 }
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : (a == b ? 0 : 1) }

print(2 ^^ 3 ^^ 2)            // right associative: 2 ^^ 9
print(3 * 2 ^^ 3)             // ^^ binds tighter than *
print(-7 %% 3, 7 %% 3 * 2)    // left to right at multiplication level
print(1 + 2 +++ 3 * 4)
print(5 |> { $0 * 2 } |> { "<\($0)>" })
print(true || false |> { !$0 })   // |> is below ||
let double: (Int) -> Int = { $0 * 2 }
let describe: (Int) -> String = { "n=\($0)" }
print(4 |> double >>> describe)
print(√16 + 1, 50%, √(81.0))
print(1 <=> 2, 2 <=> 2, 3 <=> 2)

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
extension Money {
    static func +++ (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static prefix func √ (m: Money) -> Money { Money(cents: Int(Double(m.cents).squareRoot())) }
}
infix operator ==~: ComparisonPrecedence
protocol Approximate { var magnitude: Double { get } }
extension Approximate {
    static func ==~ (l: Self, r: Self) -> Bool { abs(l.magnitude - r.magnitude) < 0.5 }
}
extension Money: Approximate { var magnitude: Double { Double(cents) / 100 } }
let a = Money(cents: 150), b = Money(cents: 275)
print(a +++ b, √Money(cents: 10000))
print(a ==~ Money(cents: 170), a ==~ b, a +++ a ==~ Money(cents: 300))

infix operator <~: AssignmentPrecedence
func <~ (target: inout [String], item: String) { target.append(item) }
var log: [String] = []
log <~ "first"
log <~ "second" + "!"
print(log)
postfix operator ++
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
var n = 1
let old = n++
print(old, n, n++ + n++, n)
// Operators as function values: the function that fits the operands, per call.
print([1, 2, 3].reduce(0, +++), [16.0, 9.0].map(√), [a, b].reduce(Money(cents: 0), +++))
let combine: (Int, Int) -> Int = (+++)
print(combine(4, 5))
