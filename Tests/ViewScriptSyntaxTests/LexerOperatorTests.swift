import Testing
@testable import ViewScriptSyntax

/// Operators are classified by the whitespace around them, as in Swift.
@Suite struct LexerOperatorTests {
    private func tokens(_ source: String) -> [String] {
        let lexed = LexedSource(source)
        return zip(lexed.texts, lexed.kinds).map { "\($0) \(Self.name($1))" }
    }

    private static func name(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "id"
        case .integerLiteral: "int"
        case .binaryOperator: "binary"
        case .prefixOperator: "prefix"
        case .postfixOperator: "postfix"
        case .period: "period"
        case .prefixPeriod: "prefixPeriod"
        case .postfixQuestion: "postfixQuestion"
        case .infixQuestion: "infixQuestion"
        case .exclamationPostfix: "exclamationPostfix"
        case .prefixAmpersand: "prefixAmpersand"
        case .equal: "equal"
        case .arrow: "arrow"
        default: "\(kind)"
        }
    }

    /// A left-bound `!` or `?` is a one-character postfix, as in Swift's lexer (checked with
    /// swiftc: `c!==b` compares `c!` with `b`).
    @Test func leftBoundBangAndQuestionStandAlone() {
        #expect(tokens("a!!") == ["a id", "! exclamationPostfix", "! exclamationPostfix"])
        #expect(tokens("c!==b") == ["c id", "! exclamationPostfix", "== binary", "b id"])
        #expect(tokens("x??.y") == ["x id", "? postfixQuestion", "? postfixQuestion", ". period", "y id"])
        #expect(tokens("a != b") == ["a id", "!= binary", "b id"])
        #expect(tokens("!flag") == ["! prefix", "flag id"])
    }

    @Test(arguments: [
        ("a + b", ["a id", "+ binary", "b id"]),
        ("a+b", ["a id", "+ binary", "b id"]),
        ("-x", ["- prefix", "x id"]),
        ("(-x)", ["( leftParen", "- prefix", "x id", ") rightParen"]),
        ("f(a, -b)", ["f id", "( leftParen", "a id", ", comma", "- prefix", "b id", ") rightParen"]),
        ("x...", ["x id", "... postfix"]),
        ("5...", ["5 int", "... postfix"]),
        ("..<5", ["..< prefix", "5 int"]),
        ("a...b", ["a id", "... binary", "b id"]),
        ("0..<n", ["0 int", "..< binary", "n id"]),
        ("x ?? y", ["x id", "?? binary", "y id"]),
        ("x < y", ["x id", "< binary", "y id"]),
        ("Array<Int>()", ["Array id", "< binary", "Int id", "> binary", "( leftParen", ") rightParen"]),
        ("a === b", ["a id", "=== binary", "b id"]),
        ("x += 1", ["x id", "+= binary", "1 int"]),
        ("!flag", ["! prefix", "flag id"]),
        ("a != b", ["a id", "!= binary", "b id"]),
        ("a ~= b", ["a id", "~= binary", "b id"]),
    ])
    func classification(source: String, expected: [String]) {
        #expect(tokens(source) == expected)
    }

    @Test(arguments: [
        ("a?.b", ["a id", "? postfixQuestion", ". period", "b id"]),
        ("a!.b", ["a id", "! exclamationPostfix", ". period", "b id"]),
        ("x!", ["x id", "! exclamationPostfix"]),
        ("x! + 1", ["x id", "! exclamationPostfix", "+ binary", "1 int"]),
        ("f!(x)", ["f id", "! exclamationPostfix", "( leftParen", "x id", ") rightParen"]),
        ("Int?", ["Int id", "? postfixQuestion"]),
        ("c ? a : b", ["c id", "? infixQuestion", "a id", ": colon", "b id"]),
        ("a = b", ["a id", "= equal", "b id"]),
        ("a=b", ["a id", "= equal", "b id"]),
        ("() -> Int", ["( leftParen", ") rightParen", "-> arrow", "Int id"]),
        ("f(&x)", ["f id", "( leftParen", "& prefixAmpersand", "x id", ") rightParen"]),
        ("a & b", ["a id", "& binary", "b id"]),
        ("a.b", ["a id", ". period", "b id"]),
        (".bordered", [". prefixPeriod", "bordered id"]),
        ("f(.red)", ["f id", "( leftParen", ". prefixPeriod", "red id", ") rightParen"]),
        ("x\n  .padding()", ["x id", ". prefixPeriod", "padding id", "( leftParen", ") rightParen"]),
        ("x^.y", ["x id", "^ postfix", ". period", "y id"]),
        ("^.y", ["^ prefix", ". period", "y id"]),
    ])
    func specialKinds(source: String, expected: [String]) {
        #expect(tokens(source) == expected)
    }

    @Test func operatorsWithoutLeadingDotStopAtDot() {
        #expect(tokens("a+.b") == ["a id", "+ postfix", ". period", "b id"])
        #expect(tokens("a +.b") == ["a id", "+ prefix", ". period", "b id"])
    }

    @Test func commentsCountAsWhitespace() {
        #expect(tokens("a/* c */+ b") == ["a id", "+ binary", "b id"])
        #expect(tokens("a /* c */-b") == ["a id", "- prefix", "b id"])
        #expect(tokens("a-/* c */ b") == ["a id", "- postfix", "b id"])
        #expect(tokens("a +// c\nb") == ["a id", "+ binary", "b id"])
    }

    @Test func tupleIndexAfterPeriodIsInteger() {
        let lexed = LexedSource("t.0.1")
        #expect(lexed.kinds == [.identifier, .period, .integerLiteral, .period, .integerLiteral])
    }

    @Test func strayCommentEnd() {
        let lexed = LexedSource("a */ b")
        #expect(lexed.messages == ["1:3 unexpected end of block comment"])
    }
}
