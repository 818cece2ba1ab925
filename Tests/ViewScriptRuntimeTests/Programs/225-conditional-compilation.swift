// #if with os(), canImport, compiler, swift versions and flags; #line and #function.
// The conditions are ones that hold both on Linux (where swiftc recorded this) and on the
// iOS simulator ViewScript simulates.
#if os(Linux) || os(iOS)
let platform = "Linux or iOS"
#elseif os(Windows)
let platform = "Windows"
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
#if !os(Windows) && !os(Android)
print("neither Windows nor Android")
#endif
struct Item {
    var name: String
    #if !os(Windows)
    static let example = Item(name: "Example")
    #endif
    func describe() -> String {
        #if os(Windows)
        return "item \(name) on Windows"
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
    #if !os(Windows)
    .sorted()
    #endif
print(values)
