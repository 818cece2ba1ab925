// Structs: memberwise init (with defaults), custom init, failable init, value semantics, printing.
struct Point {
    var x: Int
    var y: Int
}
struct Size {
    var width = 10.0
    var height = 20.0
}
struct Rect {
    var origin: Point
    var size: Size
    init(x: Int, y: Int, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    init(square side: Double) {
        self.init(x: 0, y: 0, width: side, height: side)
    }
}
struct Temperature {
    let celsius: Double
    init?(fahrenheit: Double) {
        guard fahrenheit > -459.67 else { return nil }
        celsius = (fahrenheit - 32) * 5 / 9
    }
    init(celsius: Double) { self.celsius = celsius }
}
struct Empty {}
let p = Point(x: 1, y: 2)
print(p)
print(p.x, p.y)
var q = p
q.x = 100
print(p, q)
print(Size(), Size(width: 1), Size(height: 2), Size(width: 3, height: 4))
let r = Rect(x: 1, y: 2, width: 3, height: 4)
print(r)
print(Rect(square: 5))
print(Temperature(fahrenheit: 212) as Any)
print(Temperature(fahrenheit: -500) as Any)
print(Temperature(celsius: 21.5))
print(Empty())
print([Point(x: 0, y: 0), Point(x: -1, y: 5)])
print((p, Size()))
print("interpolated \(p)")
print(String(describing: p), String(reflecting: p))
struct Pair<T> { var first: T; var second: T }
print(Pair(first: 1, second: 2), Pair(first: "a", second: "b"))
struct WithOptional { var name: String; var nickname: String? }
print(WithOptional(name: "Ann", nickname: nil), WithOptional(name: "Bob", nickname: "B"))
struct WithArray { var tags: [String]; var scores: [String: Int] }
print(WithArray(tags: ["x"], scores: ["a": 1]))
struct Person: Equatable { var name: String; var age: Int }
print(Person(name: "A", age: 1) == Person(name: "A", age: 1), Person(name: "A", age: 1) == Person(name: "A", age: 2))
func move(_ point: Point, by dx: Int) -> Point {
    var moved = point
    moved.x += dx
    return moved
}
print(move(p, by: 5), p)
let points = (0..<3).map { Point(x: $0, y: $0 * $0) }
print(points)
print(type(of: p), Point.self)
