// Protocols: requirements (methods, properties, init, static), conformance by structs/classes/enums, existentials, is/as.
protocol Named {
    var name: String { get }
}
protocol Greeter: Named {
    func greet() -> String
}
protocol Resettable {
    mutating func reset()
}
protocol Makeable {
    init(seed: Int)
    static func kind() -> String
}
struct Person: Greeter, Resettable, Makeable {
    var name: String
    var visits = 0
    func greet() -> String { "Hello, I am \(name)" }
    mutating func reset() { visits = 0 }
    init(name: String) { self.name = name }
    init(seed: Int) { self.name = "person\(seed)" }
    static func kind() -> String { "Person" }
}
class Robot: Greeter {
    let serial: Int
    var name: String { "RX-\(serial)" }
    init(serial: Int) { self.serial = serial }
    func greet() -> String { "BEEP. \(name)." }
}
enum Pet: String, Greeter {
    case cat, dog
    var name: String { rawValue }
    func greet() -> String { self == .cat ? "Meow" : "Woof" }
}
let greeters: [Greeter] = [Person(name: "Ann"), Robot(serial: 42), Pet.dog, Pet.cat]
for g in greeters {
    print(g.name, "says", g.greet())
}
print(greeters.map(\.name))
func introduce(_ n: Named) -> String { "This is \(n.name)" }
print(greeters.map(introduce))
var p = Person(name: "Bo")
p.visits = 3
p.reset()
print(p.visits)
func make<T: Makeable>(_ type: T.Type, _ seed: Int) -> T { T(seed: seed) }
let made = make(Person.self, 7)
print(made.name, Person.kind())
for g in greeters {
    if let person = g as? Person {
        print("person visits", person.visits)
    } else if g is Robot {
        print("robot")
    } else {
        print("other:", g)
    }
}
protocol Shape {
    var area: Double { get }
}
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
print(shapes.map { $0.area }, shapes.reduce(0) { $0 + $1.area })
print(shapes[0])
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
    mutating func add(_ item: Item)
}
struct IntBox: Container {
    var items: [Int] = []
    mutating func add(_ item: Int) { items.append(item) }
}
var box = IntBox()
box.add(1); box.add(2)
print(box.items, box)
protocol Describable: CustomStringConvertible {}
struct Tag: Describable { var text: String; var description: String { "#\(text)" } }
print(Tag(text: "swift"), [Tag(text: "a")], "\(Tag(text: "b"))")
let value: Any = Tag(text: "z")
print(value is CustomStringConvertible, value is Shape)
struct Version: Comparable, Hashable {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let versions = [Version(major: 1, minor: 2), Version(major: 0, minor: 9), Version(major: 1, minor: 0)]
print(versions.sorted(), versions.max()!)
print(Set(versions + versions).count, Version(major: 1, minor: 0) == Version(major: 1, minor: 0))
