// Inheritance, override, super, designated/convenience init, polymorphism, type casts.
class Shape {
    let name: String
    init(name: String) {
        self.name = name
        print("Shape.init(\(name))")
    }
    convenience init() {
        self.init(name: "unnamed")
    }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) with area \(area())" }
    var sides: Int { 0 }
}
class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
        print("Rectangle.init")
    }
    override func area() -> Double { width * height }
    override var sides: Int { 4 }
}
class Square: Rectangle {
    init(side: Double) {
        super.init(width: side, height: side)
        print("Square.init")
    }
    override func describe() -> String {
        "Square! " + super.describe()
    }
}
class Circle: Shape {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    override func area() -> Double { 3 * radius * radius }
}
let shapes: [Shape] = [Shape(), Rectangle(width: 2, height: 3), Square(side: 2), Circle(radius: 1)]
for s in shapes {
    print(s.describe(), "sides:", s.sides)
}
for s in shapes {
    if let sq = s as? Square {
        print("square side", sq.width)
    } else if let r = s as? Rectangle {
        print("rectangle", r.width, r.height)
    } else if s is Circle {
        print("a circle")
    } else {
        print("plain shape", type(of: s))
    }
}
print(shapes.map { type(of: $0) })
print(shapes[2] is Rectangle, shapes[1] is Square, shapes[3] is Shape)
let total = shapes.reduce(0.0) { $0 + $1.area() }
print("total area", total)
class Animal {
    func speak() -> String { "..." }
    func intro() -> String { "I say \(speak())" }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + " (squeaky)" }
}
let animals: [Animal] = [Animal(), Dog(), Puppy()]
print(animals.map { $0.intro() })
print(animals[2])
let any: Any = Puppy()
if let dog = any as? Dog { print("cast ok", dog.speak()) }
print((any as? Circle) as Any)
