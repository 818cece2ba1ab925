// The lexer's messages: swiftc's wording where swiftc has one.
extension DiagnosticMessage {
    // MARK: Source bytes

    static let invalidUTF8 = DiagnosticMessage(
        "invalid-utf8", .error, "invalid UTF-8 found in source file")

    static let invalidCharacter = DiagnosticMessage(
        "invalid-character", .error, "invalid character in source file")

    static let nonBreakingSpace = DiagnosticMessage(
        "non-breaking-space", .warning, "non-breaking space (U+00A0) used instead of regular space")

    // MARK: Comments

    static let unterminatedBlockComment = DiagnosticMessage(
        "unterminated-block-comment", .error, "unterminated '/*' comment")

    static let unexpectedBlockCommentEnd = DiagnosticMessage(
        "unexpected-block-comment-end", .error, "unexpected end of block comment")

    // MARK: Conditional compilation

    static let invalidCompilationCondition = DiagnosticMessage(
        "invalid-compilation-condition", .error, "invalid conditional compilation expression")

    static let unexpectedConditionalDirective = DiagnosticMessage(
        "unexpected-conditional-directive", .error, "unexpected conditional compilation block terminator")

    static let expectedEndif = DiagnosticMessage(
        "expected-endif", .error, "expected #else or #endif at end of conditional compilation block")

    // MARK: Regex literals

    static let unterminatedRegexLiteral = DiagnosticMessage(
        "unterminated-regex-literal", .error, "unterminated regex literal")

    // MARK: Identifiers

    static let expectedMacroIdentifier = DiagnosticMessage(
        "expected-macro-identifier", .error, "expected a macro identifier")

    static let unterminatedBacktickIdentifier = DiagnosticMessage(
        "unterminated-backtick-identifier", .error, "expected '`' to end the identifier")

    static let expectedDollarIdentifier = DiagnosticMessage(
        "expected-dollar-identifier", .error, "expected a name or number after '$'")

    // MARK: Numbers

    static let expectedDigitAfterPrefix = DiagnosticMessage(
        "expected-digit-after-prefix", .error, "expected a digit after integer literal prefix")

    static func invalidDigit(_ digit: String, radix: Int) -> DiagnosticMessage {
        let kind = switch radix {
        case 2: "binary digit (0 or 1)"
        case 8: "octal digit (0-7)"
        case 16: "hexadecimal digit (0-9, A-F)"
        default: "digit"
        }
        return DiagnosticMessage("invalid-digit-in-literal", .error, "'\(digit)' is not a valid \(kind) in integer literal")
    }

    static let expectedExponentDigit = DiagnosticMessage(
        "expected-exponent-digit", .error, "expected a digit in floating point exponent")

    static let hexFloatNeedsExponent = DiagnosticMessage(
        "hex-float-needs-exponent", .error, "hexadecimal floating point literal must end with an exponent")

    // MARK: String literals (scanning)

    static let unterminatedString = DiagnosticMessage(
        "unterminated-string-literal", .error, "unterminated string literal")

    static let unterminatedMultilineString = DiagnosticMessage(
        "unterminated-multiline-string-literal", .error, "unterminated multi-line string literal")

    static let multilineStringStart = DiagnosticMessage(
        "multiline-string-start", .error, "multi-line string literal content must begin on a new line")

    static let multilineStringEnd = DiagnosticMessage(
        "multiline-string-end", .error, "multi-line string literal closing delimiter must begin on a new line")

    static func stringNestingTooDeep(limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("string-nesting-too-deep", .error,
                          "string literals nested too deeply in interpolations: the limit is \(limit)")
    }

    static let singleQuotedString = DiagnosticMessage(
        "single-quoted-string", .error, "single-quoted string literal found, use '\"'")

    // MARK: String literals (decoding)

    static let invalidEscape = DiagnosticMessage(
        "invalid-escape", .error, "invalid escape sequence in literal")

    static let unicodeEscapeBraces = DiagnosticMessage(
        "unicode-escape-braces", .error, "expected hexadecimal code in braces after unicode escape")

    static let unicodeEscapeDigits = DiagnosticMessage(
        "unicode-escape-digits", .error, "\\u{...} escape sequence expects between 1 and 8 hex digits")

    static let unicodeEscapeClosingBrace = DiagnosticMessage(
        "unicode-escape-closing-brace", .error, "expected '}' in \\u{...} escape sequence")

    static let invalidUnicodeScalar = DiagnosticMessage(
        "invalid-unicode-scalar", .error, "invalid unicode scalar")

    static let insufficientIndentation = DiagnosticMessage(
        "insufficient-indentation", .error, "insufficient indentation of line in multi-line string literal")
}
