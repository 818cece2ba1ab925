import Testing
@testable import ViewScriptSyntax

/// Number and string literal tokens (decoding is in `StringLiteralDecoderTests`).
@Suite struct LexerLiteralTests {
    // MARK: Numbers

    @Test(arguments: ["0", "42", "1_000", "0x1F", "0xff_ff", "0o17", "0b1010", "0b1_0"])
    func integers(source: String) {
        let lexed = LexedSource(source)
        #expect(lexed.kinds == [.integerLiteral])
        #expect(lexed.texts == [source])
        #expect(lexed.significant[0].flags.intersection([.malformed, .identifierSuffix]).isEmpty)
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test(arguments: ["1.5", "0.25", "1e-3", "2.5E+10", "1e10", "1_0.0_1", "0x1p4", "0x1.8p1", "0xAp-2"])
    func floats(source: String) {
        let lexed = LexedSource(source)
        #expect(lexed.kinds == [.floatLiteral])
        #expect(lexed.texts == [source])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func integerFollowedByMember() {
        #expect(LexedSource("1.description").kinds == [.integerLiteral, .period, .identifier])
        #expect(LexedSource("1.e5").kinds == [.integerLiteral, .period, .identifier])
        #expect(LexedSource("0xff.description").kinds == [.integerLiteral, .period, .identifier])
    }

    @Test(arguments: [("2s", TokenKind.integerLiteral), ("150ms", .integerLiteral), ("0.5s", .floatLiteral),
                      ("0s", .integerLiteral), ("1em", .integerLiteral), ("1e3x", .floatLiteral)])
    func identifierSuffix(source: String, kind: TokenKind) {
        let lexed = LexedSource(source)
        #expect(lexed.kinds == [kind])
        #expect(lexed.texts == [source])
        #expect(lexed.significant[0].flags.contains(.identifierSuffix))
        #expect(!lexed.significant[0].flags.contains(.malformed))
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("0x", "1:3 expected a digit after integer literal prefix"),
        ("0xyz", "1:3 expected a digit after integer literal prefix"),
        ("0b", "1:3 expected a digit after integer literal prefix"),
        ("0o_1", "1:3 expected a digit after integer literal prefix"),
        ("1e", "1:3 expected a digit in floating point exponent"),
        ("1e+", "1:4 expected a digit in floating point exponent"),
        ("1.5e-", "1:6 expected a digit in floating point exponent"),
        ("0x1p", "1:5 expected a digit in floating point exponent"),
        ("0x1.8", "1:6 hexadecimal floating point literal must end with an exponent"),
        ("0b102", "1:5 '2' is not a valid binary digit (0 or 1) in integer literal"),
        ("0o78", "1:4 '8' is not a valid octal digit (0-7) in integer literal"),
    ])
    func malformedNumbers(source: String, message: String) {
        let lexed = LexedSource(source)
        #expect(lexed.kinds.count == 1)
        #expect(lexed.texts == [source])
        #expect(lexed.significant[0].flags.contains(.malformed))
        #expect(lexed.messages == [message])
    }

    // MARK: Strings

    @Test func simpleString() {
        let lexed = LexedSource(#"Text("Hello, world!")"#)
        #expect(lexed.kinds == [.identifier, .leftParen, .stringLiteral, .rightParen])
        #expect(lexed.texts[2] == #""Hello, world!""#)
        #expect(lexed.significant[2].flags.isDisjoint(with: [.multiline, .raw, .malformed]))
    }

    @Test func escapesDoNotCloseString() {
        let lexed = LexedSource(#""a \"quoted\" \\" x"#)
        #expect(lexed.texts == [#""a \"quoted\" \\""#, "x"])
    }

    @Test func interpolationsWithNestedStrings() {
        let source = #"print("a \(f("b \(g("c", (1 + 2)))") + ")") d") e"#
        let lexed = LexedSource(source)
        #expect(lexed.texts == ["print", "(", #""a \(f("b \(g("c", (1 + 2)))") + ")") d""#, ")", "e"])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func interpolationWithComment() {
        let lexed = LexedSource(#""a \(x /* ) */) b""#)
        #expect(lexed.kinds == [.stringLiteral])
    }

    @Test func unterminatedString() {
        let lexed = LexedSource("let s = \"abc\nlet t = 1")
        #expect(lexed.texts == ["let", "s", "=", "\"abc", "let", "t", "=", "1"])
        #expect(lexed.significant[3].flags.contains(.malformed))
        #expect(lexed.messages == ["1:9 unterminated string literal"])
    }

    @Test func unterminatedInterpolation() {
        let lexed = LexedSource("x = \"a \\(b\nc")
        #expect(lexed.messages == ["1:5 unterminated string literal"])
        #expect(lexed.texts.last == "c")
    }

    @Test func rawStrings() {
        let lexed = LexedSource(###"#"a "quoted" \n"# ##"b"# c"##"###)
        #expect(lexed.kinds == [.stringLiteral, .stringLiteral])
        #expect(lexed.texts == [##"#"a "quoted" \n"#"##, ###"##"b"# c"##"###])
        #expect(lexed.significant.allSatisfy { $0.flags.contains(.raw) })
    }

    @Test func rawStringInterpolation() {
        let lexed = LexedSource(##"#"a \#(f(")")) b"#"##)
        #expect(lexed.kinds == [.stringLiteral])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func multilineString() {
        let source = "let s = \"\"\"\n    one \"two\" \"\"\n    \\(x)\n    \"\"\"\nnext"
        let lexed = LexedSource(source)
        #expect(lexed.kinds == [.keyword(.let), .identifier, .equal, .stringLiteral, .identifier])
        #expect(lexed.significant[3].flags.contains(.multiline))
        #expect(lexed.significant[4].isAtStartOfLine)
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func multilineInterpolationSpansLines() {
        let source = "\"\"\"\n  \\(f(\n    1,\n    \"\"\"\n    inner\n    \"\"\"))\n  \"\"\""
        let lexed = LexedSource(source)
        #expect(lexed.kinds == [.stringLiteral])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func rawMultilineString() {
        let lexed = LexedSource("#\"\"\"\n  a \"\"\" b\n  \"\"\"#")
        #expect(lexed.kinds == [.stringLiteral])
        #expect(lexed.significant[0].flags.isSuperset(of: [.multiline, .raw]))
    }

    @Test func emptyStrings() {
        #expect(LexedSource(#""" x"#).kinds == [.stringLiteral, .identifier])
        #expect(LexedSource("\"\"\"\n\"\"\"").kinds == [.stringLiteral])
    }

    @Test func multilineErrors() {
        #expect(LexedSource("\"\"\"abc\n  \"\"\"").messages == ["1:4 multi-line string literal content must begin on a new line"])
        #expect(LexedSource("\"\"\"\n  abc\"\"\"").messages == ["2:6 multi-line string literal closing delimiter must begin on a new line"])
        let unterminated = LexedSource("x = \"\"\"\n  abc\n")
        #expect(unterminated.messages == ["1:5 unterminated multi-line string literal"])
        #expect(unterminated.kinds == [.identifier, .equal, .stringLiteral])
    }

    @Test func literalStringsIgnoreBackslashes() {
        let lexed = LexedSource("\"\"\"\n  a\\\n  b \\(x\n  \"\"\" y", literalStrings: true)
        #expect(lexed.kinds == [.stringLiteral, .identifier])
        #expect(lexed.diagnostics.isEmpty)
        let single = LexedSource(#""a\" b"#, literalStrings: true)
        #expect(single.texts == [#""a\""#, "b"])
    }

    @Test func singleQuotedString() {
        let lexed = LexedSource("x = 'a'")
        #expect(lexed.kinds == [.identifier, .equal, .unknown])
        #expect(lexed.messages == ["1:5 single-quoted string literal found, use '\"'"])
    }

    @Test func stringNestingIsCapped() {
        var source = ""
        for _ in 0..<70 { source += "\"\\(" }
        source += "x"
        for _ in 0..<70 { source += ")\"" }
        let lexed = LexedSource(source + "\nnext")
        #expect(lexed.messages.count == 1)
        #expect(lexed.messages.first?.hasSuffix("string literals nested too deeply in interpolations: the limit is 64") == true)
        #expect(lexed.texts.last == "next")
        var ok = ""
        for _ in 0..<64 { ok += "\"\\(" }
        ok += "x"
        for _ in 0..<64 { ok += ")\"" }
        #expect(LexedSource(ok).kinds == [.stringLiteral])
    }
}
