// CaseIterable, methods, computed properties, mutating methods, static members, nested enums, switch exhaustiveness.
enum Weekday: String, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
    var isWeekend: Bool {
        switch self {
        case .saturday, .sunday: return true
        default: return false
        }
    }
    var short: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst().prefix(2) }
    func next() -> Weekday {
        let all = Weekday.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
    mutating func advance() { self = next() }
    static var workdays: [Weekday] { allCases.filter { !$0.isWeekend } }
}
print(Weekday.allCases.count)
print(Weekday.allCases)
print(Weekday.allCases.map(\.short))
print(Weekday.workdays)
print(Weekday.sunday.next(), Weekday.friday.isWeekend, Weekday.saturday.isWeekend)
var day = Weekday.saturday
day.advance()
print(day)
day.advance()
print(day)
enum TrafficLight: CaseIterable {
    case red, yellow, green
    mutating func cycle() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    var canGo: Bool { self == .green }
}
var light = TrafficLight.red
for _ in 0..<4 {
    print(light, light.canGo)
    light.cycle()
}
print(TrafficLight.allCases.map { "\($0)" }.joined(separator: "/"))
enum Outer {
    enum Inner: Int, CaseIterable { case a = 1, b }
    case wrap(Inner)
}
print(Outer.Inner.allCases, Outer.wrap(.b))
print(Outer.Inner.b, String(reflecting: Outer.Inner.b))
print(type(of: Outer.Inner.a), Outer.Inner.self)
enum Suit: Character, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
print(Suit.allCases.map(\.rawValue), Suit.hearts > Suit.clubs, [Suit.spades, .clubs, .hearts].sorted())
print(Suit.allCases.max()!, Suit.allCases.min()!)
