// throw / do-catch with patterns, error enums with associated values, structs as errors, how Error values print, rethrowing from catch.
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct ParseError: Error {
    let line: Int
    let message: String
}
class ClassError: Error {}
func vend(_ item: String, coins: Int) throws -> String {
    switch item {
    case "candy":
        guard coins >= 5 else { throw VendingError.insufficientFunds(coinsNeeded: 5 - coins) }
        return "candy"
    case "chips": throw VendingError.outOfStock
    default: throw VendingError.invalidSelection
    }
}
for (item, coins) in [("candy", 10), ("candy", 2), ("chips", 9), ("soda", 1)] {
    do {
        let got = try vend(item, coins: coins)
        print("got", got)
    } catch VendingError.invalidSelection {
        print("invalid selection")
    } catch VendingError.insufficientFunds(let needed) where needed > 2 {
        print("need \(needed) more coins (many)")
    } catch VendingError.insufficientFunds(let needed) {
        print("need \(needed) more coins")
    } catch {
        print("other error:", error)
    }
}
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError(line: 3, message: "bad number '\(s)'") }
    return n
}
do {
    print(try parse("12"))
    print(try parse("x1"))
    print("not reached")
} catch let e as ParseError {
    print("parse error on line \(e.line): \(e.message)")
}
print(VendingError.outOfStock)
print(VendingError.insufficientFunds(coinsNeeded: 3))
print(ParseError(line: 1, message: "m"))
let errors: [Error] = [VendingError.invalidSelection, ParseError(line: 2, message: "x"), ClassError()]
for e in errors {
    print(e, "|", String(describing: e), "|", String(reflecting: e), "|", type(of: e))
}
print(errors.map { "\($0)" })
do {
    throw VendingError.insufficientFunds(coinsNeeded: 1)
} catch {
    print("caught:", error)
    print("localized-free description: \(error)")
    if case VendingError.insufficientFunds(let n) = error { print("pattern on error", n) }
    print(error is VendingError, error is ParseError)
}
func wrapper() throws {
    do {
        try vend("soda", coins: 0)
    } catch {
        print("wrapper saw", error, "- rethrowing")
        throw error
    }
}
do { try wrapper() } catch { print("outer caught", error) }
func convert(_ s: String) throws(ParseError) -> Int {
    guard let n = Int(s) else { throw ParseError(line: 0, message: s) }
    return n
}
do {
    _ = try convert("?")
} catch {
    print("typed throw:", error.message)
}
enum Nested: Error { case wrapped(Error) }
print(Nested.wrapped(VendingError.outOfStock))
do {
    do {
        throw VendingError.outOfStock
    } catch VendingError.invalidSelection {
        print("not this")
    }
} catch {
    print("propagated to outer do:", error)
}
