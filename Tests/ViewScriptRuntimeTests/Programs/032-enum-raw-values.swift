// Enums with raw values: implicit Int/String raw values, init?(rawValue:), printing.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
enum Direction: String {
    case north, south
    case east = "E"
    case west = "W"
}
enum Coin: Double {
    case penny = 0.01, dime = 0.1
}
enum Level: Int {
    case low = 10, medium = 20, high
}
print(Planet.earth, Planet.earth.rawValue, Planet.mars.rawValue)
print(Planet(rawValue: 2) as Any, Planet(rawValue: 9) as Any)
print(Direction.north.rawValue, Direction.east.rawValue, Direction.west)
print(Direction(rawValue: "south") as Any, Direction(rawValue: "E") as Any, Direction(rawValue: "east") as Any)
print(Coin.dime.rawValue, Coin(rawValue: 0.01) as Any)
print(Level.high.rawValue)
print([Planet.venus, .mars], [Direction.east])
let d = Direction.west
print("heading \(d) (\(d.rawValue))")
print(String(describing: d), String(reflecting: d))
debugPrint(d)
print(d == .west, d != .north)
var p = Planet.mercury
p = .venus
print(p)
let ordered = [Planet.mars, .mercury, .earth].sorted { $0.rawValue < $1.rawValue }
print(ordered)
print(type(of: p), Planet.self)
switch Direction(rawValue: "W") {
case .some(.west): print("west via raw value")
case .some(let other): print("other", other)
case .none: print("invalid")
}
if let planet = Planet(rawValue: 3), planet == .earth {
    print("home")
}
