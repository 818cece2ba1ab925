// String literal tokens: `"..."`, `"""..."""`, `#"..."#`. One `.stringLiteral` token covers
// the whole literal, interpolations included; `Lexer.decodeStringLiteral` splits it later.
extension Lexer {
    // MARK: String literals

    /// string-literal -> '#'* '"' quoted-text '"' '#'* | '#'* '"""' multiline-text '"""' '#'*
    /// `start` is the first `#` (or the `"`), followed by `hashes` `#`.
    mutating func lexStringLiteral(at start: Int, hashes: Int, _ flags: inout TokenFlags) -> TokenKind {
        let scanner = StringScanner(buffer: buffer, end: endOffsetInt)
        guard let opening = scanner.openingDelimiter(at: start) else {
            offset = start + 1
            return .unknown
        }
        if opening.multiline {
            flags.insert(.multiline)
            checkMultilineOpening(contentStart: opening.contentStart)
        }
        if hashes > 0 { flags.insert(.raw) }
        let outcome = scanner.scanLiteral(from: opening.contentStart, hashes: hashes, multiline: opening.multiline,
                                          literal: literalStrings, depth: 1)
        switch outcome {
        case .closed(let end):
            offset = end
            if opening.multiline { checkMultilineClosing(closingStart: end - hashes - 3, contentStart: opening.contentStart) }
        case .unterminated(let end):
            report(opening.multiline ? .unterminatedMultilineString : .unterminatedString, at: start, start + hashes + 1)
            flags.insert(.malformed)
            offset = max(end, opening.contentStart)
        case .tooDeep(let position):
            report(.stringNestingTooDeep(limit: StringScanner.maximumNesting), at: position, position + 1)
            flags.insert(.malformed)
            offset = StringScanner.endOfLine(buffer, from: position, end: endOffsetInt)
        }
        checkUTF8(from: opening.contentStart, to: offset)
        return .stringLiteral
    }

    /// A literal's or a comment's text must be valid UTF-8, as everywhere in a source file
    /// (swiftc's lexer: `invalid UTF-8 found in source file`): one diagnostic per run of
    /// invalid bytes.
    mutating func checkUTF8(from start: Int, to end: Int) {
        var index = start
        while index < end {
            guard buffer[index] >= 0x80 else {
                index += 1
                continue
            }
            if let (_, length) = decodeScalar(at: index) {
                index += length
                continue
            }
            let runStart = index
            while index < end, buffer[index] >= 0x80, decodeScalar(at: index) == nil { index += 1 }
            report(.invalidUTF8, at: runStart, index)
        }
    }

    /// The opening `"""` must end its line (trailing spaces and tabs allowed).
    private mutating func checkMultilineOpening(contentStart: Int) {
        var index = contentStart
        while index < endOffsetInt, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index < endOffsetInt, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") else { return }
        report(.multilineStringStart, at: index, index)
    }

    /// The closing `"""` must begin its line (after indentation only).
    private mutating func checkMultilineClosing(closingStart: Int, contentStart: Int) {
        var index = closingStart
        while index > contentStart, buffer[index - 1] == UInt8(ascii: " ") || buffer[index - 1] == UInt8(ascii: "\t") {
            index -= 1
        }
        if index > contentStart, buffer[index - 1] == UInt8(ascii: "\n") || buffer[index - 1] == UInt8(ascii: "\r") {
            return
        }
        report(.multilineStringEnd, at: closingStart, closingStart)
    }

    // MARK: Single quotes

    /// `'text'` is not Swift: one `.unknown` token up to the closing quote on the same line.
    mutating func lexSingleQuotedString(at start: Int) -> TokenKind {
        let index = closingDelimiterOnLine(UInt8(ascii: "'"), after: start)
        if index < endOffsetInt, buffer[index] == UInt8(ascii: "'") {
            offset = index + 1
            report(.singleQuotedString, at: start, offset)
        } else {
            offset = start + 1
            report(.invalidCharacter, at: start, offset)
        }
        return .unknown
    }

    /// The index of the first `delimiter` after `start` on the same line, or of the line break
    /// (or the end) that comes first: where a backtick identifier or quoted text ends.
    func closingDelimiterOnLine(_ delimiter: UInt8, after start: Int) -> Int {
        var index = start + 1
        while index < endOffsetInt {
            let byte = buffer[index]
            if byte == delimiter || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        return index
    }
}
