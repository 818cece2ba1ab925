// Protocol extensions: default implementations, overriding defaults, constrained extensions, static vs dynamic dispatch.
protocol Describer {
    var name: String { get }
    func describe() -> String
}
extension Describer {
    func describe() -> String { "<\(name)>" }
    func shout() -> String { describe().uppercased() + "!" }
    var nameLength: Int { name.count }
}
struct Plain: Describer { var name = "plain" }
struct Custom: Describer {
    var name = "custom"
    func describe() -> String { "Custom(\(name))" }
}
print(Plain().describe(), Plain().shout(), Plain().nameLength)
print(Custom().describe(), Custom().shout(), Custom().nameLength)
let items: [Describer] = [Plain(), Custom()]
print(items.map { $0.describe() })
protocol Greeting {
    func hello() -> String
}
extension Greeting {
    func hello() -> String { "hello from the extension" }
    func bye() -> String { "bye from the extension" }
}
struct Greeter: Greeting {
    func hello() -> String { "hello from the type" }
    func bye() -> String { "bye from the type" }
}
let concrete = Greeter()
let existential: Greeting = Greeter()
print(concrete.hello(), "|", concrete.bye())
print(existential.hello(), "|", existential.bye())
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element == String {
    func shoutAll() -> [String] { map { $0.uppercased() } }
}
print([1, 2, 3].total(), [1.5, 2.5].total(), Set([4]).total())
print(["a", "b"].shoutAll())
extension Array where Element: Comparable {
    var isSortedAscending: Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
print([1, 2, 2, 5].isSortedAscending, [3, 1].isSortedAscending, [String]().isSortedAscending)
protocol Identified {
    static var prefix: String { get }
    var id: Int { get }
}
extension Identified {
    static var prefix: String { "ID" }
    var label: String { "\(Self.prefix)-\(id)" }
}
struct User: Identified { var id: Int }
struct Order: Identified { static var prefix: String { "ORD" }; var id: Int }
print(User(id: 7).label, Order(id: 9).label)
protocol Animal { var sound: String { get } }
extension Animal {
    func speak(times: Int = 2) -> String {
        Array(repeating: sound, count: times).joined(separator: " ")
    }
}
struct Cow: Animal { let sound = "moo" }
print(Cow().speak(), Cow().speak(times: 3))
extension Describer where Self == Plain {
    static var standard: Plain { Plain(name: "standard") }
}
print(Plain.standard.describe())
