// TRAP: try! on a call that throws.
enum LoadError: Error { case missing(name: String) }
func load(_ name: String) throws -> String {
    if name.hasPrefix("?") { throw LoadError.missing(name: name) }
    return "contents of \(name)"
}
print(try! load("a.txt"))
print(try! load("?b.txt"))
print("never printed")
