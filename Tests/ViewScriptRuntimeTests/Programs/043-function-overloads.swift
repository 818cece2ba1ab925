// Overloads by argument label, by parameter type, by arity and by return type.
func area(side: Double) -> Double { side * side }
func area(width: Double, height: Double) -> Double { width * height }
func area(radius: Double) -> Double { 3 * radius * radius }
print(area(side: 3), area(width: 2, height: 5), area(radius: 1))
func describe(_ x: Int) -> String { "Int \(x)" }
func describe(_ x: String) -> String { "String \(x)" }
func describe(_ x: Double) -> String { "Double \(x)" }
func describe(_ x: [Int]) -> String { "Array of \(x.count)" }
func describe(_ x: Int, _ y: Int) -> String { "two Ints \(x), \(y)" }
print(describe(1), describe("s"), describe(2.5), describe([1, 2]), describe(3, 4))
func make() -> Int { 1 }
func make() -> String { "one" }
let i: Int = make()
let s: String = make()
print(i, s)
struct Printer {
    func show(_ value: Int) { print("show Int", value) }
    func show(_ value: Bool) { print("show Bool", value) }
    func show(label: String) { print("show label", label) }
    func show(_ a: Int, and b: Int) { print("show pair", a, b) }
}
let printer = Printer()
printer.show(5)
printer.show(true)
printer.show(label: "x")
printer.show(1, and: 2)
struct Vector { var x: Double, y: Double }
func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
func * (a: Vector, k: Double) -> Vector { Vector(x: a.x * k, y: a.y * k) }
prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
func += (a: inout Vector, b: Vector) { a = a + b }
var v = Vector(x: 1, y: 2) + Vector(x: 3, y: 4)
print(v, v * 2, -v)
v += Vector(x: 10, y: 10)
print(v)
infix operator **: MultiplicationPrecedence
func ** (base: Int, exp: Int) -> Int { (0..<exp).reduce(1) { acc, _ in acc * base } }
print(2 ** 10, 3 ** 2 * 2)
func pick(_ x: Int?) -> String { "optional" }
func pick(_ x: Int) -> String { "non-optional" }
print(pick(1), pick(nil), pick(Optional(1)))
func generic<T>(_ x: T) -> String { "generic \(x)" }
func generic(_ x: Int) -> String { "specific \(x)" }
print(generic(1), generic("a"))
