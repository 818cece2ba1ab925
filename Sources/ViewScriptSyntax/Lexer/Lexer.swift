/// Turns the UTF-8 bytes of a source range into tokens, one at a time, following Swift's
/// lexical rules. It reads the buffer through integer offsets and allocates nothing per token
/// (a token is a kind, a byte range and flags). Problems become diagnostics and `.unknown`
/// tokens; no input makes it crash or stop early.
///
/// The lexer is a value: the parser copies it to look ahead and to backtrack.
/// The grammar of each kind of token lives in an extension (`Lexer+Identifiers.swift`,
/// `Lexer+Numbers.swift`, `Lexer+Operators.swift`, `Lexer+Strings.swift`).
public struct Lexer {
    /// Unretained: the lexer reads `buffer`, which points into `file.bytes`, so whoever made
    /// it already keeps `file` alive for as long as the lexer is used. Not retaining it makes
    /// the copies the parser takes to look ahead and to backtrack cheap.
    unowned(unsafe) let file: SourceFile
    let buffer: UnsafeBufferPointer<UInt8>
    /// Where the next token (or its leading trivia) starts.
    var offset: Int
    /// The first byte of the range (after a byte order mark at the start of the file).
    let startOffsetInt: Int
    /// The end of the range; nothing at or after it is read as part of a token.
    let endOffsetInt: Int
    public var diagnostics: [Diagnostic] = []
    /// When true, string literals are scanned with no escapes and no interpolation (a
    /// backslash is just a character); used for `expect """` blocks.
    public var literalStrings = false
    /// Whether the previous token was a `.`: digits after it form an integer (`t.0.1`).
    var previousWasPeriod = false
    /// No token was returned yet: the first one is at the start of a line.
    var isFirstToken = true
    /// The `#if` blocks open at `offset`.
    var openConditionals: [OpenConditional] = []

    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.file = file
        self.buffer = buffer
        let upper = min(max(range.upperBound, 0), buffer.count)
        var lower = min(max(range.lowerBound, 0), upper)
        if lower == 0, upper >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            lower = 3 // UTF-8 byte order mark
        }
        self.offset = lower
        self.startOffsetInt = lower
        self.endOffsetInt = upper
    }

    public var endOffset: SourceOffset { SourceOffset(truncatingIfNeeded: endOffsetInt) }

    /// The next token of the active code (`Lexer+Conditionals.swift`); at the end of the range,
    /// `.endOfFile` (an empty range at `endOffset`) forever.
    mutating func next() -> Token {
        while true {
            let token = nextToken()
            if token.kind == .poundIdentifier, let directive = directive(token) {
                handleDirective(directive, token)
                continue
            }
            if token.kind == .endOfFile, !openConditionals.isEmpty { closeOpenConditionals() }
            return token
        }
    }

    /// The next token, whether in active code or not. Inlined into `next`, the lexer's one hot loop.
    @inline(__always)
    mutating func nextToken() -> Token {
        var flags: TokenFlags = isFirstToken ? .atStartOfLine : []
        isFirstToken = false
        // Most tokens follow the previous one directly or after one space: those need no call.
        if offset < endOffsetInt {
            let byte = buffer[offset]
            if byte == UInt8(ascii: " "), offset + 1 < endOffsetInt, !Lexer.mayStartTrivia(buffer[offset + 1]) {
                offset += 1
                flags.insert(.leadingTrivia)
            } else if Lexer.mayStartTrivia(byte) {
                skipTrivia(&flags)
            }
        }
        let start = offset
        guard start < endOffsetInt else {
            previousWasPeriod = false
            return Token(kind: .endOfFile, range: SourceRange(endOffsetInt, endOffsetInt),
                         flags: flags.union(.atStartOfLine))
        }
        let kind = lexToken(at: start, &flags)
        if offset <= start { offset = start + 1 } // every token consumes input
        if hasTrailingTrivia(at: offset) { flags.insert(.trailingTrivia) }
        previousWasPeriod = kind == .period || kind == .prefixPeriod
        return Token(kind: kind, range: SourceRange(start, offset), flags: flags)
    }

    /// The text of the bytes `start..<end` (clamped to the buffer); invalid UTF-8 is repaired.
    func text(_ start: Int, _ end: Int) -> String {
        let lower = min(max(start, 0), buffer.count)
        let upper = min(max(end, lower), buffer.count)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[lower..<upper]), as: UTF8.self)
    }

    /// Moves to the end of the range: the next token is `.endOfFile`.
    mutating func skipToEnd() {
        offset = endOffsetInt
    }
}

// MARK: - Dispatch

extension Lexer {
    /// Lexes one token starting at `start` (not trivia, not the end) and moves `offset` past it.
    private mutating func lexToken(at start: Int, _ flags: inout TokenFlags) -> TokenKind {
        let byte = buffer[start]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifierOrKeyword(at: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(at: start, &flags)
        case UInt8(ascii: "\""):
            return lexStringLiteral(at: start, hashes: 0, &flags)
        case UInt8(ascii: "#"):
            return lexPound(at: start, &flags)
        case UInt8(ascii: "$"):
            return lexDollarIdentifier(at: start)
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier(at: start)
        case UInt8(ascii: "'"):
            return lexSingleQuotedString(at: start)
        case UInt8(ascii: "@"): return single(.atSign, at: start)
        case UInt8(ascii: "\\"): return single(.backslash, at: start)
        case UInt8(ascii: "("): return single(.leftParen, at: start)
        case UInt8(ascii: ")"): return single(.rightParen, at: start)
        case UInt8(ascii: "{"): return single(.leftBrace, at: start)
        case UInt8(ascii: "}"): return single(.rightBrace, at: start)
        case UInt8(ascii: "["): return single(.leftBracket, at: start)
        case UInt8(ascii: "]"): return single(.rightBracket, at: start)
        case UInt8(ascii: ","): return single(.comma, at: start)
        case UInt8(ascii: ";"): return single(.semicolon, at: start)
        case UInt8(ascii: ":"): return single(.colon, at: start)
        case UInt8(ascii: "."):
            return lexOperator(at: start, leadingTrivia: flags.contains(.leadingTrivia))
        case _ where Lexer.isOperatorByte(byte):
            return lexOperator(at: start, leadingTrivia: flags.contains(.leadingTrivia))
        case 0x80...0xFF:
            return lexNonASCII(at: start, leadingTrivia: flags.contains(.leadingTrivia))
        default:
            return lexInvalidCharacters(at: start)
        }
    }

    private mutating func single(_ kind: TokenKind, at start: Int) -> TokenKind {
        offset = start + 1
        return kind
    }

    /// A character that is not ASCII: an identifier, invalid UTF-8, or a stray character.
    private mutating func lexNonASCII(at start: Int, leadingTrivia: Bool) -> TokenKind {
        guard let (scalar, _) = decodeScalar(at: start) else { return lexInvalidUTF8(at: start) }
        if Lexer.isIdentifierHead(scalar) { return lexIdentifierOrKeyword(at: start) }
        if Lexer.isOperatorHead(scalar) { return lexOperator(at: start, leadingTrivia: leadingTrivia) }
        return lexInvalidCharacters(at: start)
    }

    /// A run of bytes that are not valid UTF-8: one `.unknown` token, one diagnostic.
    private mutating func lexInvalidUTF8(at start: Int) -> TokenKind {
        var index = start
        while index < endOffsetInt, buffer[index] >= 0x80, decodeScalar(at: index) == nil { index += 1 }
        offset = max(index, start + 1)
        report(.invalidUTF8, at: start, offset)
        return .unknown
    }

    /// A run of valid characters that cannot start a token (control characters, NUL, symbols
    /// such as `❤`): one `.unknown` token, one diagnostic.
    private mutating func lexInvalidCharacters(at start: Int) -> TokenKind {
        var index = start
        while index < endOffsetInt {
            let byte = buffer[index]
            if byte < 0x80 {
                guard Lexer.isInvalidASCII(byte) else { break }
                index += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: index), scalar != 0xA0,
                      !Lexer.isIdentifierHead(scalar) || Lexer.isModifier(scalar) else { break }
                index += length
            }
        }
        offset = max(index, start + 1)
        report(.invalidCharacter, at: start, offset)
        return .unknown
    }

    /// ASCII bytes that never start or continue a token and are not whitespace.
    static func isInvalidASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x08, 0x0E...0x1F, 0x7F: return true
        default: return false
        }
    }
}

// MARK: - Trivia

extension Lexer {
    /// Skips whitespace and comments, noting line breaks and whether anything was skipped.
    mutating func skipTrivia(_ flags: inout TokenFlags) {
        let begin = offset
        let end = endOffsetInt
        var index = offset
        var newline = false
        scan: while index < end {
            switch buffer[index] {
            case UInt8(ascii: " "):
                index = Lexer.endOfSpaces(buffer, from: index + 1, end: end)
            case UInt8(ascii: "\t"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                newline = true
                index = Lexer.endOfSpaces(buffer, from: index + 1, end: end)
            case UInt8(ascii: "/"):
                guard index + 1 < end else { break scan }
                if buffer[index + 1] == UInt8(ascii: "/") {
                    let lineEnd = StringScanner.endOfLine(buffer, from: index + 2, end: end)
                    checkUTF8(from: index + 2, to: lineEnd)
                    index = lineEnd
                } else if buffer[index + 1] == UInt8(ascii: "*") {
                    index = skipBlockComment(at: index, &flags)
                } else {
                    break scan
                }
            case 0xC2:
                guard index + 1 < end, buffer[index + 1] == 0xA0 else { break scan }
                reportNonBreakingSpace(at: index)
                index += 2
            default:
                break scan
            }
        }
        offset = index
        if newline { flags.insert(.atStartOfLine) }
        if index > begin { flags.insert(.leadingTrivia) }
    }

    /// Whether `byte` may begin trivia (one of `skipTrivia`'s cases: whitespace, `/` of a
    /// comment, the first byte of a non-breaking space), tested with one bit mask.
    @inline(__always)
    static func mayStartTrivia(_ byte: UInt8) -> Bool {
        let starts: UInt64 = 1 << 9 | 1 << 10 | 1 << 11 | 1 << 12 | 1 << 13 | 1 << 32 | 1 << 47 // \t \n VT FF \r space /
        return byte < 64 ? (starts >> UInt64(byte)) & 1 != 0 : byte == 0xC2
    }

    /// The end of the run of spaces starting at `index` (indentation), read eight bytes at a time.
    @inline(__always)
    private static func endOfSpaces(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= end {
                let spaces = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    ^ 0x2020_2020_2020_2020
                if spaces != 0 { return index + spaces.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < end, buffer[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    @inline(never)
    private mutating func reportNonBreakingSpace(at index: Int) {
        report(.nonBreakingSpace, at: index, index + 2)
    }

    /// Skips a `/* ... */` comment, which may nest; an unterminated one runs to the end.
    @inline(never)
    private mutating func skipBlockComment(at start: Int, _ flags: inout TokenFlags) -> Int {
        let comment = StringScanner.skipBlockComment(buffer, from: start, end: endOffsetInt)
        if comment.containsNewline { flags.insert(.atStartOfLine) }
        if !comment.closed { report(.unterminatedBlockComment, at: start, start + 2) }
        checkUTF8(from: start + 2, to: comment.end)
        return comment.end
    }

    /// Whether whitespace, a comment or the end of the range follows a token ending at `index`.
    @inline(__always)
    func hasTrailingTrivia(at index: Int) -> Bool {
        guard index < endOffsetInt else { return true }
        switch buffer[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            return true
        case UInt8(ascii: "/"):
            guard index + 1 < endOffsetInt else { return false }
            return buffer[index + 1] == UInt8(ascii: "/") || buffer[index + 1] == UInt8(ascii: "*")
        case 0xC2:
            return index + 1 < endOffsetInt && buffer[index + 1] == 0xA0
        default:
            return false
        }
    }
}

// MARK: - Diagnostics

extension Lexer {
    mutating func report(_ message: DiagnosticMessage, at start: Int, _ end: Int) {
        let range = SourceRange(start, max(start, end))
        diagnostics.append(Diagnostic(message, at: SourceSpan(file: file, range: range)))
    }
}
