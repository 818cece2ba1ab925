// Typed throws: throws(E) functions and the error type in catch.
enum ParseError: Error { case empty, notANumber(String) }
func parse(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    guard let n = Int(text) else { throw .notANumber(text) }
    return n
}
for input in ["12", "", "x1"] {
    do {
        let value = try parse(input)
        print("value", value)
    } catch {
        switch error {
        case .empty: print("empty input")
        case .notANumber(let t): print("not a number:", t)
        }
    }
}
func sum(_ texts: [String]) throws(ParseError) -> Int {
    var total = 0
    for t in texts { total += try parse(t) }
    return total
}
print(try? sum(["1", "2"]) as Any)
do { _ = try sum(["1", "no"]) } catch { print("caught", error) }
func safe(_ body: () throws(ParseError) -> Int) -> Int {
    do { return try body() } catch { return -1 }
}
print(safe { () throws(ParseError) -> Int in try parse("5") }, safe { () throws(ParseError) -> Int in try parse("") })
func neverThrows() throws(Never) -> Int { 3 }
print(neverThrows())
