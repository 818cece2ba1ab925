// dump of classes (with superclass), enums with and without payloads, errors, optionals of classes, repeated references.
class Animal {
    var name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    var tricks: [String]
    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
    }
}
class Empty {}
dump(Animal(name: "generic"))
dump(Dog(name: "rex", tricks: ["sit", "roll"]))
dump(Empty())
let shared = Animal(name: "shared")
dump([shared, shared])
enum Direction { case north, south }
enum Shape { case circle(radius: Double), rect(Double, Double), dot }
enum Planet: Int { case mercury = 1, venus }
dump(Direction.north)
dump(Shape.circle(radius: 1.5))
dump(Shape.rect(2, 3))
dump(Shape.dot)
dump(Planet.venus)
dump([Direction.south])
let maybeDog: Dog? = Dog(name: "opt", tricks: [])
dump(maybeDog)
enum AppError: Error { case failed(code: Int) }
dump(AppError.failed(code: 7))
struct Holder { var animal: Animal; var dir: Direction }
dump(Holder(animal: Animal(name: "held"), dir: .south))
class Node {
    var value: Int
    var next: Node?
    init(_ v: Int, _ next: Node? = nil) { value = v; self.next = next }
}
dump(Node(1, Node(2)))
class WithDescription: CustomStringConvertible {
    var secret = 1
    var description: String { "WD" }
}
dump(WithDescription())
struct Desc: CustomStringConvertible { var a = 1; var description: String { "Desc!" } }
dump(Desc())
dump([Desc()])
