// Comparable, Hashable and Equatable synthesized for enums and structs.
enum Size: Comparable { case small, medium, large }
print(Size.small < Size.large, [Size.large, Size.small, Size.medium].sorted())
print(Size.medium > .small, [Size.medium, .large].max()!)
enum Priority: Int, Comparable {
    case low = 1, high = 3
    static func < (l: Priority, r: Priority) -> Bool { l.rawValue < r.rawValue }
}
print(Priority.low < .high)
enum Card: Comparable { case number(Int), face(String) }
print(Card.number(10) < .face("K"), Card.number(2) < .number(3), Card.face("A") < .face("B"))
struct Point: Hashable { var x: Int, y: Int }
let points: Set<Point> = [Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 0)]
print(points.count, points.contains(Point(x: 2, y: 0)))
var visits: [Point: Int] = [:]
visits[Point(x: 0, y: 0), default: 0] += 1
visits[Point(x: 0, y: 0), default: 0] += 1
print(visits[Point(x: 0, y: 0)]!)
enum Direction: Hashable { case north, south }
print(Set([Direction.north, .north, .south]).count)
struct Wrapper: Equatable { let values: [Int]; let name: String? }
print(Wrapper(values: [1], name: nil) == Wrapper(values: [1], name: nil))
print(Wrapper(values: [1], name: "a") == Wrapper(values: [1], name: nil))
enum Token: Hashable { case word(String), number(Int) }
print(Set([Token.word("a"), .word("a"), .number(1)]).count, Token.number(2) == .number(2))
struct Version: Comparable {
    let major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
print([Version(major: 1, minor: 2), Version(major: 1, minor: 0)].sorted().map { "\($0.major).\($0.minor)" })
