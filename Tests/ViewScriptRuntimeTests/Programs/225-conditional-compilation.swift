// #if with os(), canImport, compiler, swift versions and flags; #line and #function.
#if os(Linux)
let platform = "Linux"
#elseif os(iOS)
let platform = "iOS"
#else
let platform = "other"
#endif
print(platform)
#if canImport(Foundation)
print("Foundation available")
#endif
#if swift(>=5.0)
print("Swift 5 or later")
#else
print("old Swift")
#endif
#if compiler(>=5.9)
print("compiler 5.9+")
#endif
#if DEBUG_NOT_SET
print("flag set")
#else
print("flag not set")
#endif
#if targetEnvironment(simulator)
print("simulator")
#else
print("not a simulator")
#endif
struct Item {
    var name: String
    #if !os(Windows)
    static let example = Item(name: "Example")
    #endif
    func describe() -> String {
        #if os(Linux) || os(macOS)
        return "item \(name) on a desktop OS"
        #else
        return "item \(name)"
        #endif
    }
}
print(Item.example.describe())
func whereAmI() -> String { #function }
print(whereAmI())
print(#line)
let values = [3, 1, 2]
    #if os(Linux)
    .sorted()
    #endif
print(values)
