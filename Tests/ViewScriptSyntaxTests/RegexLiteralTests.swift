import Testing
@testable import ViewScriptSyntax

/// Regex literals (SE-0354): `#/.../#` always, a bare `/.../` only where an expression starts,
/// and never where `/` is division. Each case was checked with
/// `swiftc -enable-bare-slash-regex` (Swift 6.3.1).
@Suite struct RegexLiteralTests {
    @Test func extendedLiteralsAreRegexCalls() {
        #expect(sexpr(#"#/\d+/#"#).contains("Regex"))
        #expect(sexpr(##"##/a/#b/##"##).contains("Regex"))
        #expect(sexpr(#"s.contains(#/\d+/#)"#).contains("Regex"))
    }

    @Test func bareLiteralWhereAnExpressionStarts() {
        #expect(sexpr(#"s.firstMatch(of: /(\d+) dollars/)"#).contains("Regex"))
        #expect(sexpr(#"x = /[a-z]+/"#).contains("Regex"))
        #expect(sexpr(#"s.split(separator: /\s*\/\s*/)"#).contains("Regex"))
    }

    @Test func slashIsDivisionOtherwise() {
        #expect(sexpr("a / b / c") == "(/ (/ a b) c)")
        #expect(sexpr("a/b/c") == "(/ (/ a b) c)")
        #expect(!sexpr("(a / 2) / 1").contains("Regex"))
        #expect(!sexpr("xs.reduce(64, /)").contains("Regex"))
    }

    @Test func unterminatedExtendedLiteralIsAnError() {
        #expect(exprDiagnostics("#/abc").contains { $0.hasSuffix("unterminated regex literal") })
    }
}
