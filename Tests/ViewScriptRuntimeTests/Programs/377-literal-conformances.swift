// A program's types made from literals through their `ExpressibleBy...Literal` conformances:
// integer, float, string and boolean literals typed by a declaration, an array element type,
// a parameter and a return type, and optionals of those types.
struct Meters: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let value: Int
    init(integerLiteral value: Int) { self.value = value }
    var description: String { "\(value) m" }
}
struct Temperature: ExpressibleByFloatLiteral, Comparable, CustomStringConvertible {
    let celsius: Double
    init(floatLiteral value: Double) { celsius = value }
    var description: String { "\(celsius)°C" }
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}
struct Tag: ExpressibleByStringLiteral, Hashable {
    let text: String
    init(stringLiteral value: String) { text = value.lowercased() }
}
struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}

let height: Meters = 5
let temps: [Temperature] = [21.5, 18.0, 25.25]
let tags: Set<Tag> = ["Swift", "SWIFT", "UI"]
let flag: Flag = true
let maybe: Meters? = 7
print(height, temps.max()!, temps.sorted(), tags.count, flag.on, maybe as Any)
func describe(_ tag: Tag) -> String { "#" + tag.text }
func standard() -> Temperature { 20.0 }
print(describe("Hello"), standard(), [1, 2] as [Meters], -3 as Meters)
