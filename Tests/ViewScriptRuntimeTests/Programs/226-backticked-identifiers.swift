// Backticked identifiers: keywords as names.
struct Profile {
    let name: String
    static let `default` = Profile(name: "Guest")
    var `class` = "standard"
    func `is`(_ other: String) -> Bool { name == other }
}
print(Profile.default.name)
let p = Profile.`default`
print(p.class, p.`class`)
print(p.is("Guest"), p.`is`("Ann"))
enum Keyword: String { case `if`, `else`, `return`, `self` = "itself" }
print(Keyword.if, Keyword.return.rawValue, Keyword.`self`.rawValue)
let `let` = 5
print(`let` * 2)
func `func`(`in`: Int) -> Int { `in` + 1 }
print(`func`(in: 1))
let `var` = [Keyword.else]
print(`var`)
