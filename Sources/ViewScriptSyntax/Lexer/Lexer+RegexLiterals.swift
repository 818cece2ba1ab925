// Regex literals (SE-0354, "Regex Literals"): `#/.../#` (extended delimiters, any number of `#`;
// `#/` followed by a line break opens a multi-line literal closed by `/#` on a later line) and
// the bare `/.../`. The bare form is ambiguous with division, so, as swiftc does, the lexer
// never produces it on its own: the parser asks for it where an expression starts (the `/` was
// lexed as a prefix operator), and a `/` there is a literal only when
// - the next character is not a space, a tab, `)` or `,` (`reduce(1, /)`, `/ 2`),
// - the literal closes on the same line, with a `/` outside `[...]` and not after `\`,
// - its parentheses are balanced (`foo(/a, b/)` is two operators), and
// - the closing `/` does not follow a space or a tab.
extension Lexer {
    /// `#/.../#`, `##/.../##`: `start` is the first `#`. Moves past the closing delimiter.
    mutating func lexExtendedRegexLiteral(at start: Int, hashes: Int) -> TokenKind {
        let open = start + hashes + 1
        let multiline = open < endOffsetInt && (buffer[open] == UInt8(ascii: "\n") || buffer[open] == UInt8(ascii: "\r"))
        var index = open
        while index < endOffsetInt {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "/"), closesWithHashes(after: index, hashes: hashes) {
                offset = index + 1 + hashes
                return .regexLiteral
            }
            index += 1
        }
        offset = min(index, endOffsetInt)
        report(.unterminatedRegexLiteral, at: start, open)
        return .unknown
    }

    private func closesWithHashes(after slash: Int, hashes: Int) -> Bool {
        guard slash + hashes < endOffsetInt else { return false }
        for step in 0..<hashes where buffer[slash + 1 + step] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The end (past the closing `/`) of a bare `/.../` literal starting at `start`, or nil
    /// when the `/` there is an operator (see the rules above).
    func bareRegexLiteralEnd(at start: Int) -> Int? {
        guard start < endOffsetInt, buffer[start] == UInt8(ascii: "/"), start + 1 < endOffsetInt else { return nil }
        switch buffer[start + 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "\n"),
             UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: "*"):
            return nil
        default: break
        }
        var index = start + 1
        var inClass = 0
        var depth = 0
        while index < endOffsetInt {
            let byte = buffer[index]
            switch byte {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "["): inClass += 1
            case UInt8(ascii: "]") where inClass > 0: inClass -= 1
            case UInt8(ascii: "(") where inClass == 0: depth += 1
            case UInt8(ascii: ")") where inClass == 0:
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: "/") where inClass == 0:
                let before = buffer[index - 1]
                guard depth == 0, before != UInt8(ascii: " "), before != UInt8(ascii: "\t") else { return nil }
                return index + 1
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Re-reads the input from `start` as a bare regex literal when it is one: the token it
    /// returns replaces the operator the parser holds, and lexing goes on after it.
    mutating func relexBareRegexLiteral(at start: Int, flags: TokenFlags) -> Token? {
        guard let end = bareRegexLiteralEnd(at: start) else { return nil }
        offset = end
        var flags = flags.subtracting(.trailingTrivia)
        if hasTrailingTrivia(at: end) { flags.insert(.trailingTrivia) }
        previousWasPeriod = false
        return Token(kind: .regexLiteral, range: SourceRange(start, end), flags: flags)
    }

    /// The pattern of a regex literal token (its text without the delimiters), and whether
    /// it is a multi-line literal (whose pattern uses the extended syntax, `(?x)`).
    func regexPattern(of token: Token) -> (pattern: String, multiline: Bool) {
        let start = Int(token.range.start)
        let end = Int(token.range.end)
        var hashes = 0
        while start + hashes < end, buffer[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let open = start + hashes + 1
        let close = max(open, end - hashes - 1)
        let multiline = open < close && (buffer[open] == UInt8(ascii: "\n") || buffer[open] == UInt8(ascii: "\r"))
        return (text(open, close), multiline)
    }
}
