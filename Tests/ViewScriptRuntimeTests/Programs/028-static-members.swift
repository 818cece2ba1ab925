// static properties and methods on structs, classes and enums; Self; class var.
struct Config {
    static let appName = "Demo"
    static var launches = 0
    static func launch() -> Int {
        launches += 1
        return launches
    }
    static var description: String { "\(appName) launched \(launches)x" }
    let id: Int
    static let zero = Config(id: 0)
    static func make(_ id: Int) -> Self { Self(id: id) }
}
print(Config.appName)
print(Config.launch(), Config.launch())
print(Config.description)
print(Config.zero, Config.make(7))
Config.launches = 100
print(Config.launches)
class Counter {
    static var instances = 0
    class var kind: String { "Counter" }
    let number: Int
    init() {
        Counter.instances += 1
        number = Counter.instances
    }
    class func create() -> Counter { Counter() }
}
class SpecialCounter: Counter {
    override class var kind: String { "Special" }
}
let a = Counter(), b = Counter(), c = SpecialCounter.create()
print(a.number, b.number, c.number, Counter.instances)
print(Counter.kind, SpecialCounter.kind)
enum Units {
    static let factor = 1000
    static func kilo(_ x: Int) -> Int { x * factor }
    case metric
}
print(Units.kilo(3), Units.factor)
struct Lazily {
    static var log: [String] = []
    static let computed: Int = {
        log.append("computed once")
        return 7
    }()
}
print(Lazily.log)
print(Lazily.computed, Lazily.computed)
print(Lazily.log)
extension Int {
    static let dozen = 12
    static func squared(_ x: Int) -> Int { x * x }
}
print(Int.dozen, Int.squared(9))
let x: Int = .dozen
print(x)
