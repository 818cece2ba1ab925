// debugPrint: strings quoted and escaped, characters, numbers, arrays, optionals, tuples, structs, enums, classes.
debugPrint("hello")
debugPrint("quote \" backslash \\ tab \t newline \n apostrophe ' end")
debugPrint("unicode é 🇨🇭 \u{0}")
debugPrint(Character("x"), Character("'"))
debugPrint(42, 3.5, true, -0.0)
debugPrint([1, 2], ["a", "b"], [Character("c")])
debugPrint(Optional(2) as Any, Optional("a") as Any, Optional<Int>.none as Any)
debugPrint((1, "two"), (x: 1, y: "y"))
debugPrint("a", "b", separator: "+", terminator: ";\n")
struct Point { var x: Int; var y: Int }
debugPrint(Point(x: 1, y: 2))
debugPrint([Point(x: 0, y: 0)])
enum Kind { case small, named(String) }
debugPrint(Kind.small, Kind.named("n"))
class Thing {}
debugPrint(Thing())
debugPrint(1...3, 0..<2)
debugPrint(["k": "v"])
debugPrint(String(reflecting: "s"), String(describing: "s"))
let s: Substring = "substring"[...]
debugPrint(s)
print(s)
debugPrint("multi\nline")
debugPrint("\r\n")
debugPrint(Set(["only"]))
debugPrint(1.0 / 3)
debugPrint(Double.infinity, Double.nan)
struct Custom: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "plain" }
    var debugDescription: String { "DEBUG" }
}
print(Custom())
debugPrint(Custom())
print([Custom()])
print(String(describing: Custom()), String(reflecting: Custom()))
struct OnlyDescription: CustomStringConvertible { var description: String { "only-desc" } }
debugPrint(OnlyDescription())
print([OnlyDescription()])
