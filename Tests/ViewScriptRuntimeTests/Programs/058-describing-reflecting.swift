// String(describing:) vs String(reflecting:) vs interpolation for many types, and type names via type(of:).
struct Point { var x: Int; var y: Int }
class Box { var v = 1 }
enum Color { case red, custom(String) }
let values: [Any] = [
    1, -2.5, true, "text", Character("c"), [1, 2], ["s"], (1, "t"),
    Optional(1) as Any, Optional("o") as Any, Optional<Int>.none as Any,
    Point(x: 1, y: 2), Box(), Color.red, Color.custom("teal"), 1...2, [Point(x: 0, y: 0)],
    ["k": Point(x: 1, y: 1)], [Color.red], (Point(x: 3, y: 3), Color.red), [Optional(Point(x: 4, y: 4))],
]
for v in values {
    print(String(describing: v), "||", String(reflecting: v), "||", "\(v)")
}
print(String(describing: Point.self), String(reflecting: Point.self))
print(String(describing: Box.self), String(reflecting: Box.self))
print(String(describing: [Point].self), String(reflecting: [Point].self))
print(String(describing: Int.self), String(reflecting: Int.self), String(reflecting: String.self))
print(String(describing: Optional<Point>.self), String(reflecting: Optional<Point>.self))
print(type(of: Point(x: 0, y: 0)), type(of: Box()), type(of: Color.red), type(of: [Color.red]))
print(type(of: values[5]), type(of: values[11]))
print(Point.self, [Point.self])
func f(_ x: Int) -> Int { x }
print(type(of: f), type(of: { (s: String) in s.count }))
print(String(describing: (1, 2)), String(reflecting: (1, "a")))
print(String(describing: "x" as String?), String(reflecting: "x" as String?))
