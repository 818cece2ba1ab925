// Self in static members of classes and protocol extensions: implicit static calls, Self.member, Self().
class Animal {
    required init() {}
    class func create() -> Self { Self() }
    class func twice() -> [Animal] { [create(), Self.create()] }
    static let shared = make()
    static func make() -> Animal { Self() }
    func name() -> String { "animal" }
}
class Dog: Animal { override func name() -> String { "dog" } }
print(Dog.twice().map { $0.name() }, Animal.shared.name())
let f = Dog.create
print(f().name())
protocol P { init(); static func build() -> Self }
extension P { static func build() -> Self { Self() }; static func pair() -> [Self] { [build(), Self.build()] } }
struct S: P {}
print(S.pair().count)
