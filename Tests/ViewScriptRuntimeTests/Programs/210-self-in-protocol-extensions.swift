// `Self(...)` and `Self.member` in protocol extensions and in classes.
protocol Scalable {
    init(_ value: Int)
    var value: Int { get }
}
extension Scalable {
    func doubled() -> Self { Self(value * 2) }
    static var zero: Self { Self(0) }
    static func make(_ values: [Int]) -> [Self] { values.map { Self($0) } }
}
struct Meters: Scalable, CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    var description: String { "\(value)m" }
}
struct Seconds: Scalable {
    let value: Int
    init(_ value: Int) { self.value = value }
}
print(Meters(3).doubled())
print(Meters.zero, Seconds.zero.value)
print(Meters.make([1, 2]))
print(Seconds(4).doubled().value)
class Animal {
    required init() {}
    class func create() -> Self { Self() }
    func name() -> String { "animal" }
}
class Dog: Animal { override func name() -> String { "dog" } }
print(Dog.create().name(), Animal.create().name())
extension Int {
    func clamped(to limit: Self) -> Self { Swift.min(self, limit) }
}
print(15.clamped(to: 10))
