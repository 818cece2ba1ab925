/// Finds where string literals, interpolations and comments end, without decoding them.
/// The lexer uses it to form one token per literal; the decoder uses it to find the
/// matching `)` of each `\(`. Interpolations are scanned like Swift's lexer does: nested
/// parentheses, nested string literals (themselves with interpolations) and comments are
/// skipped; everything else is re-lexed later from the interpolation's range.
struct StringScanner {
    let buffer: UnsafeBufferPointer<UInt8>
    /// Nothing at or after `end` is read.
    let end: Int
    /// String literals nested (through interpolations) deeper than this are an error.
    static let maximumNesting = 64

    /// How a literal or an interpolation ended.
    enum Outcome: Equatable {
        /// Closed: `end` is just after the closing delimiter (a literal) or at the `)` (an interpolation).
        case closed(end: Int)
        /// Not closed: scanning stopped at `end` (a line break in a single-line literal, or the end).
        case unterminated(end: Int)
        /// A string literal at `at` is nested deeper than `maximumNesting`.
        case tooDeep(at: Int)
    }

    // MARK: Literals

    /// Scans the content of a literal from `start` (just after its opening delimiter) to its
    /// closing delimiter: `"` or `"""`, followed by `hashes` `#`. With `literal`, a backslash
    /// is an ordinary character. `depth` is the literal's nesting level (1 for a top-level one).
    func scanLiteral(from start: Int, hashes: Int, multiline: Bool, literal: Bool, depth: Int) -> Outcome {
        var index = start
        while index < end {
            switch buffer[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !multiline { return .unterminated(end: index) }
                index += 1
            case UInt8(ascii: "\""):
                if let closeEnd = closingDelimiterEnd(at: index, hashes: hashes, multiline: multiline) {
                    return .closed(end: closeEnd)
                }
                index += 1
            case UInt8(ascii: "\\") where !literal:
                let escaped = index + 1 + hashes
                guard hashesMatch(from: index + 1, count: hashes), escaped < end else {
                    index += 1
                    continue
                }
                switch buffer[escaped] {
                case UInt8(ascii: "("):
                    switch skipInterpolation(from: escaped + 1, allowsNewlines: multiline, depth: depth) {
                    case .closed(let parenthesis): index = parenthesis + 1
                    case let other: return other
                    }
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index = escaped // a line break is handled by the loop
                default:
                    index = escaped + 1
                }
            default:
                index += 1
            }
        }
        return .unterminated(end: end)
    }

    /// If a closing delimiter starts at the `"` at `index`, the offset just after it.
    func closingDelimiterEnd(at index: Int, hashes: Int, multiline: Bool) -> Int? {
        var position = index + 1
        if multiline {
            guard position + 1 < end, buffer[position] == UInt8(ascii: "\""),
                  buffer[position + 1] == UInt8(ascii: "\"") else { return nil }
            position += 2
        }
        guard hashesMatch(from: position, count: hashes) else { return nil }
        return position + hashes
    }

    /// Whether `count` `#` characters start at `index`.
    func hashesMatch(from index: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= end else { return false }
        for position in index..<(index + count) where buffer[position] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    /// The opening delimiter at `start` (`#`* `"` or `"""`): its `#` count, whether it is
    /// multi-line, and where its content begins. Nil if no `"` follows the `#`s.
    func openingDelimiter(at start: Int) -> (hashes: Int, multiline: Bool, contentStart: Int)? {
        var index = start
        while index < end, buffer[index] == UInt8(ascii: "#") { index += 1 }
        guard index < end, buffer[index] == UInt8(ascii: "\"") else { return nil }
        let hashes = index - start
        if index + 2 < end, buffer[index + 1] == UInt8(ascii: "\""), buffer[index + 2] == UInt8(ascii: "\"") {
            return (hashes, true, index + 3)
        }
        return (hashes, false, index + 1)
    }

    // MARK: Interpolations

    /// Skips the expression of an interpolation that starts at `start` (just after `\(`) to its
    /// matching `)`. Line breaks end it (unterminated) unless the enclosing literal is multi-line.
    func skipInterpolation(from start: Int, allowsNewlines: Bool, depth: Int) -> Outcome {
        var parentheses = 0
        var index = start
        while index < end {
            switch buffer[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !allowsNewlines { return .unterminated(end: index) }
                index += 1
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                if parentheses == 0 { return .closed(end: index) }
                parentheses -= 1
                index += 1
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                guard let opening = openingDelimiter(at: index) else {
                    index += 1
                    continue
                }
                guard depth < StringScanner.maximumNesting else { return .tooDeep(at: index) }
                let nested = scanLiteral(from: opening.contentStart, hashes: opening.hashes,
                                         multiline: opening.multiline, literal: false, depth: depth + 1)
                guard case .closed(let literalEnd) = nested else { return nested }
                index = literalEnd
            case UInt8(ascii: "/"):
                guard index + 1 < end else { return .unterminated(end: end) }
                if buffer[index + 1] == UInt8(ascii: "*") {
                    let comment = StringScanner.skipBlockComment(buffer, from: index, end: end)
                    if !comment.closed { return .unterminated(end: end) }
                    if comment.containsNewline && !allowsNewlines { return .unterminated(end: index) }
                    index = comment.end
                } else if buffer[index + 1] == UInt8(ascii: "/") {
                    if !allowsNewlines { return .unterminated(end: index) }
                    index = StringScanner.endOfLine(buffer, from: index + 2, end: end)
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return .unterminated(end: end)
    }

    // MARK: Comments and lines

    /// Skips a (possibly nested) `/* ... */` comment that starts at `start`.
    static func skipBlockComment(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, end: Int)
        -> (end: Int, closed: Bool, containsNewline: Bool) {
        var depth = 0
        var containsNewline = false
        var index = start
        while index < end {
            let byte = buffer[index]
            if byte == UInt8(ascii: "/"), index + 1 < end, buffer[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), index + 1 < end, buffer[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return (index, true, containsNewline) }
            } else {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { containsNewline = true }
                index += 1
            }
        }
        return (end, false, containsNewline)
    }

    /// The offset of the next line break at or after `start` (or `end`).
    static func endOfLine(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        while index < end, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }
}
