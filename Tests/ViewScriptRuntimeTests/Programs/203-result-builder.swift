// A user @resultBuilder: buildBlock, buildOptional, buildEither, buildArray, buildExpression.
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildExpression(_ number: Int) -> [String] { ["#\(number)"] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}

func makeList(@ListBuilder _ content: () -> [String]) -> [String] { content() }

@ListBuilder
func shopping(vegetarian: Bool, extras: [String]) -> [String] {
    "bread"
    "milk"
    if vegetarian {
        "tofu"
    } else {
        "chicken"
    }
    if extras.count > 1 {
        "several extras"
    }
    for extra in extras {
        extra.uppercased()
    }
    3
}

print(shopping(vegetarian: true, extras: ["tea"]))
print(shopping(vegetarian: false, extras: ["jam", "eggs"]))
let list = makeList {
    "one"
    "two"
}
print(list)

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ values: Int...) -> Int { values.reduce(0, +) }
}
struct Total {
    let value: Int
    init(@SumBuilder _ make: () -> Int) { value = make() }
}
print(Total { 1; 2; 3; 4 }.value)
