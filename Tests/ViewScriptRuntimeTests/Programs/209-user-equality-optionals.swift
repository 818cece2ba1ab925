// A user `==` (and Equatable conformance) used with optional operands.
struct Version: Equatable {
    let major: Int, minor: Int
    static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major }
}
let a: Version? = Version(major: 1, minor: 0)
let b: Version? = Version(major: 1, minor: 5)
let none: Version? = nil
print(a == b)
print(a == none, none == nil, a != nil)
print(a == Version(major: 2, minor: 0))
print([Version(major: 1, minor: 1)].contains(Version(major: 1, minor: 9)))
print([a, none].firstIndex(of: nil) as Any)
struct Point: Equatable { var x: Int, y: Int }
let p: Point? = Point(x: 1, y: 2)
print(p == Point(x: 1, y: 2), p == nil, Optional(Point(x: 0, y: 0)) == p)
enum Light: Equatable { case red, green }
let light: Light? = .red
print(light == .red, light == .green, light != nil)
class Node: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (l: Node, r: Node) -> Bool { l.id == r.id }
}
let n1: Node? = Node(id: 1)
print(n1 == Node(id: 1), n1 == Node(id: 2))
