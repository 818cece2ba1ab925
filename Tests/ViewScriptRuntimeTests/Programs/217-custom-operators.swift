// Custom operators: infix, prefix, postfix, and precedence groups.
precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentiationPrecedence
func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
print(2 ** 10)
print(2 ** 3 ** 2)
print(1 + 2 ** 3 * 2)
prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }
print(√25.0)
postfix operator ++
postfix func ++ (value: inout Int) -> Int {
    defer { value += 1 }
    return value
}
var counter = 5
print(counter++, counter)
struct Vector: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    static func + (l: Vector, r: Vector) -> Vector { Vector(x: l.x + r.x, y: l.y + r.y) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (l: inout Vector, r: Vector) { l = l + r }
}
infix operator •: MultiplicationPrecedence
func • (l: Vector, r: Vector) -> Int { l.x * r.x + l.y * r.y }
var v = Vector(x: 1, y: 2)
v += Vector(x: 3, y: 4)
print(v, -v, v • Vector(x: 1, y: 1))
infix operator <>: AdditionPrecedence
func <> (l: String, r: String) -> String { l + "<>" + r }
print("a" <> "b" <> "c")
print([1, 2, 3].reduce(0, +), [Vector(x: 1, y: 1), Vector(x: 2, y: 2)].reduce(Vector(x: 0, y: 0), +))
