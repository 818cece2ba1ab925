// Result builder forms: else-if chains and switch as balanced buildEither trees, buildFinalResult,
// buildPartialBlock, builders on computed properties, methods and initializer closures, local lets.
@resultBuilder
struct Trace {
    static func buildExpression(_ value: Int) -> String { "\(value)" }
    static func buildExpression(_ text: String) -> String { text }
    static func buildBlock(_ parts: String...) -> String { "[" + parts.joined(separator: " ") + "]" }
    static func buildOptional(_ part: String?) -> String { part ?? "none" }
    static func buildEither(first part: String) -> String { "L(" + part + ")" }
    static func buildEither(second part: String) -> String { "R(" + part + ")" }
    static func buildArray(_ parts: [String]) -> String { parts.joined(separator: ",") }
    static func buildLimitedAvailability(_ part: String) -> String { "avail(" + part + ")" }
    static func buildFinalResult(_ part: String) -> String { "<" + part + ">" }
}

@Trace
func pick(_ n: Int) -> String {
    "n"
    if n == 0 {
        "zero"
    } else if n == 1 {
        "one"
    } else if n == 2 {
        "two"
    } else {
        "many"
    }
}
for n in 0...3 { print(pick(n)) }

@Trace
func noElse(_ n: Int) -> String {
    if n > 5 {
        "big"
    } else if n > 2 {
        "medium"
    }
    let doubled = n * 2
    doubled
}
print(noElse(1), noElse(3), noElse(9))

enum Shape { case circle, square, triangle }
@Trace
func describe(_ shape: Shape) -> String {
    switch shape {
    case .circle: "round"
    case .square: "four"
    case .triangle:
        "three"
        3
    }
}
print(describe(.circle), describe(.square), describe(.triangle))

@Trace
func loops(_ items: [Int]) -> String {
    for (index, item) in items.enumerated() where item % 2 == 1 {
        "\(index):\(item)"
    }
    if #available(iOS 13, *) {
        "new"
    }
}
print(loops([1, 2, 3, 5]))

@resultBuilder
enum Joined {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
}
struct Card {
    let title: String
    init(@Joined title: () -> String) { self.title = title() }
    @Joined var summary: String {
        "card"
        title
    }
    @Joined func repeated(_ times: Int) -> String {
        title
        String(times)
    }
}
let card = Card {
    "a"
    "b"
    "c"
}
print(card.title, card.summary, card.repeated(2))
