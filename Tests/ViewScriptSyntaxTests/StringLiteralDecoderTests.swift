import Testing
@testable import ViewScriptSyntax

/// `Lexer.decodeStringLiteral`: escapes, interpolations, multi-line indentation, literal mode.
@Suite struct StringLiteralDecoderTests {
    /// A readable form of the segments: text as is, interpolations as `{source}`.
    private struct Decoded {
        let parts: [String]
        let decoded: DecodedStringLiteral
        let messages: [String]
    }

    /// Decodes the first string literal token of `source`.
    private func decode(_ source: String, literal: Bool = false) -> Decoded {
        let lexed = LexedSource(source, literalStrings: literal)
        guard let token = lexed.significant.first(where: { $0.kind == .stringLiteral }) else {
            Issue.record("no string literal in \(source)")
            return Decoded(parts: [], decoded: DecodedStringLiteral(segments: [], isMultiline: false, isRaw: false), messages: [])
        }
        var diagnostics: [Diagnostic] = []
        let decoded = Lexer.decodeStringLiteral(token, in: lexed.file, literal: literal, diagnostics: &diagnostics)
        let parts = decoded.segments.map { segment -> String in
            switch segment {
            case .text(let text): text
            case .interpolation(let range): "{\(lexed.file.text(range))}"
            }
        }
        let messages = (lexed.diagnostics + diagnostics).map { "\($0.location) \($0.message.text)" }
        return Decoded(parts: parts, decoded: decoded, messages: messages)
    }

    // MARK: Single-line

    @Test func plainText() {
        let result = decode(#""Hello, world!""#)
        #expect(result.parts == ["Hello, world!"])
        #expect(!result.decoded.isMultiline && !result.decoded.isRaw)
        #expect(decode(#""""#).parts == [])
    }

    @Test func escapes() {
        #expect(decode(#""a\tb\nc\rd\0e\\f\"g\'h""#).parts == ["a\tb\nc\rd\0e\\f\"g'h"])
        #expect(decode(#""\u{1F600} \u{E9}\u{41}""#).parts == ["😀 éA"])
    }

    @Test func invalidEscapes() {
        let result = decode(#""a\qb""#)
        #expect(result.parts == ["aqb"])
        #expect(result.messages == ["1:3 invalid escape sequence in literal"])
        #expect(decode(#""\u41""#).messages == ["1:2 expected hexadecimal code in braces after unicode escape"])
        #expect(decode(#""\u{}""#).messages == ["1:2 \u{5C}u{...} escape sequence expects between 1 and 8 hex digits"])
        #expect(decode(#""\u{123456789}""#).messages == ["1:2 \u{5C}u{...} escape sequence expects between 1 and 8 hex digits"])
        #expect(decode(#""\u{41""#).messages == ["1:7 expected '}' in \u{5C}u{...} escape sequence"])
        #expect(decode(#""\u{D800}""#).messages == ["1:2 invalid unicode scalar"])
        #expect(decode(#""\u{110000}""#).messages == ["1:2 invalid unicode scalar"])
    }

    @Test func interpolations() {
        #expect(decode(#""Count: \(count)""#).parts == ["Count: ", "{count}"])
        #expect(decode(#""\(a)\(b)""#).parts == ["{a}", "{b}"])
        #expect(decode(#""x \(f(g(1), "s \(y)")) z""#).parts == ["x ", #"{f(g(1), "s \(y)")}"#, " z"])
        #expect(decode(#""\(v, specifier: "%.1f")""#).parts == [#"{v, specifier: "%.1f"}"#])
    }

    @Test func interpolationRangeIsInsideParentheses() {
        let lexed = LexedSource(#"x = "a\(b)c""#)
        var diagnostics: [Diagnostic] = []
        let decoded = Lexer.decodeStringLiteral(lexed.significant[2], in: lexed.file, literal: false, diagnostics: &diagnostics)
        guard case .interpolation(let range) = decoded.segments[1] else {
            Issue.record("expected an interpolation")
            return
        }
        #expect(range == SourceRange(8, 9))
    }

    // MARK: Raw strings

    @Test func rawStrings() {
        let plain = decode(##"#"a\n \(x) "q""#"##)
        #expect(plain.parts == [#"a\n \(x) "q""#])
        #expect(plain.decoded.isRaw)
        #expect(decode(##"#"a\#n\#(x)\#u{41}"#"##).parts == ["a\n", "{x}", "A"])
        #expect(decode(###"##"a\#n\##t"##"###).parts == ["a\\#n\t"])
    }

    // MARK: Multi-line

    @Test func indentationIsStripped() {
        let source = "let s = \"\"\"\n    Hello\n      indented\n\n    end\n    \"\"\""
        let result = decode(source)
        #expect(result.parts == ["Hello\n  indented\n\nend"])
        #expect(result.decoded.isMultiline)
        #expect(result.messages.isEmpty)
    }

    @Test func blankLinesMayLackIndentation() {
        #expect(decode("\"\"\"\n    a\n  \n    b\n    \"\"\"").parts == ["a\n\nb"])
        #expect(decode("\"\"\"\n    a\n      \n    \"\"\"").parts == ["a\n  "])
    }

    @Test func emptyMultiline() {
        #expect(decode("\"\"\"\n\"\"\"").parts == [])
        #expect(decode("\"\"\"\n    \"\"\"").parts == [])
        #expect(decode("\"\"\"\n\n\"\"\"").parts == [])
        #expect(decode("\"\"\"\n\n\n\"\"\"").parts == ["\n"])
    }

    @Test func insufficientIndentation() {
        let result = decode("let s = \"\"\"\n    a\n  b\n    \"\"\"")
        #expect(result.messages == ["3:1 insufficient indentation of line in multi-line string literal"])
        #expect(result.parts == ["a\nb"])
    }

    @Test func lineContinuationAndEscapes() {
        let source = "\"\"\"\n  one \\\n  two\\tthree \"\" \\\"\"\"\n  \"\"\""
        #expect(decode(source).parts == ["one two\tthree \"\" \"\"\""])
    }

    @Test func carriageReturnsAreNormalised() {
        #expect(decode("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"").parts == ["a\nb"])
    }

    @Test func multilineInterpolationSpanningLines() {
        let source = "\"\"\"\n  x \\(f(\n1)) y\n  z\n  \"\"\""
        #expect(decode(source).parts == ["x ", "{f(\n1)}", " y\nz"])
    }

    @Test func rawMultiline() {
        let result = decode("#\"\"\"\n  a\\n \"\"\" \\#(x)\n  \"\"\"#")
        #expect(result.parts == ["a\\n \"\"\" ", "{x}"])
        #expect(result.decoded.isRaw && result.decoded.isMultiline)
    }

    // MARK: Literal mode

    @Test func literalModeKeepsBackslashes() {
        let source = "\"\"\"\n    a\\nb \\(x)\n      c\\\n    \"\"\""
        let result = decode(source, literal: true)
        #expect(result.parts == ["a\\nb \\(x)\n  c\\"])
        #expect(result.messages.isEmpty)
        #expect(decode(#""a\q""#, literal: true).parts == [#"a\q"#])
    }

    @Test func literalModeStillChecksIndentation() {
        let result = decode("\"\"\"\n    a\n  b\n    \"\"\"", literal: true)
        #expect(result.messages == ["3:1 insufficient indentation of line in multi-line string literal"])
    }

    // MARK: Broken literals

    @Test func unterminatedLiteralsDecodeWhatTheyHave() {
        #expect(decode("\"abc\nx").parts == ["abc"])
        #expect(decode("\"a \\(b\nx").parts == ["a ", "{b}"])
        #expect(decode("\"\"\"\n  abc\n").parts == ["  abc\n"])
        #expect(decode("\"\"\"abc\n  \"\"\"").parts == [])
    }
}
