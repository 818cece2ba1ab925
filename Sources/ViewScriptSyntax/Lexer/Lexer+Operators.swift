// Operators and the punctuation spelled with operator characters (`.`, `=`, `->`, `&`, `?`, `!`).
//
// Swift classifies an operator by the whitespace around it: an operator is left-bound when
// the byte before it is not whitespace (nor `(`, `[`, `{`, `,`, `;`, `:`, nor the start), and
// right-bound when the byte after it is not whitespace (nor `)`, `]`, `}`, `,`, `;`, `:`, nor
// the end). Both or neither: binary; only right-bound: prefix; only left-bound: postfix. A
// left-bound operator followed by `.` is postfix (`x!.y`, `a?.b`), and a left-bound `!` or `?`
// is always a one-character postfix. Comments count as whitespace.
extension Lexer {
    // MARK: Operators

    /// operator -> operator-head operator-character* | dot-operator-head dot-operator-character*
    mutating func lexOperator(at start: Int, leadingTrivia: Bool) -> TokenKind {
        let first = buffer[start]
        let allowsDot = first == UInt8(ascii: ".")
        var index = start + (first >= 0x80 ? (decodeScalar(at: start)?.1 ?? 1) : 1)
        while index < endOffsetInt {
            let byte = buffer[index]
            if byte >= 0x80 {
                // `•`, `√`, `≈`: the Unicode operator characters.
                guard let (scalar, length) = decodeScalar(at: index), Lexer.isOperatorCharacter(scalar) else { break }
                index += length
                continue
            }
            guard Lexer.isOperatorByte(byte) || (allowsDot && byte == UInt8(ascii: ".")) else { break }
            // `//` or `/*` inside an operator starts a comment.
            if byte == UInt8(ascii: "/"), index + 1 < endOffsetInt,
               buffer[index + 1] == UInt8(ascii: "/") || buffer[index + 1] == UInt8(ascii: "*") {
                break
            }
            index += 1
        }
        let leftBound = isLeftBound(start, leadingTrivia: leadingTrivia)
        // A left-bound `!` or `?` is a postfix of its own, as in Swift's lexer: `a!!` is two
        // force unwraps, `c!==b` is `c! == b`, `x?.y` and `x??` chain.
        if leftBound, first == UInt8(ascii: "!") || first == UInt8(ascii: "?") { index = start + 1 }
        offset = index
        reportStrayCommentEnd(from: start, to: index)

        let rightBound = isRightBound(index, leftBound: leftBound)
        let length = index - start
        if length == 1 {
            switch first {
            case UInt8(ascii: "="):
                return .equal
            case UInt8(ascii: "."):
                return !leftBound && rightBound ? .prefixPeriod : .period
            case UInt8(ascii: "&"):
                if !leftBound && rightBound { return .prefixAmpersand }
            case UInt8(ascii: "?"):
                return leftBound ? .postfixQuestion : .infixQuestion
            case UInt8(ascii: "!"):
                if leftBound { return .exclamationPostfix }
            default:
                break
            }
        } else if length == 2, first == UInt8(ascii: "-"), buffer[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// operator-character, except `.` (allowed only in operators that begin with `.`).
    @inline(__always)
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// operator-head for scalars at or above U+0080 (Swift's ranges: `•`, `√`, `≈`, `⊕`, arrows).
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// operator-character for scalars at or above U+0080: a head or a combining mark.
    static func isOperatorCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(scalar)
        }
    }

    // MARK: Binding

    /// Whether the token starting at `start` touches the token before it.
    private func isLeftBound(_ start: Int, leadingTrivia: Bool) -> Bool {
        guard !leadingTrivia, start > startOffsetInt else { return false }
        switch buffer[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    /// Whether the token ending at `end` touches the token after it.
    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < endOffsetInt else { return false }
        switch buffer[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `x^.y`: postfix `^`; `^.y`: prefix `^`.
            return !leftBound
        case UInt8(ascii: "/"):
            // A comment that follows counts as whitespace (the operator stopped before it).
            return !(end + 1 < endOffsetInt && (buffer[end + 1] == UInt8(ascii: "/") || buffer[end + 1] == UInt8(ascii: "*")))
        case 0xC2:
            return !(end + 1 < endOffsetInt && buffer[end + 1] == 0xA0)
        default:
            return true
        }
    }

    /// `*/` outside a comment is an error (the operator is still returned).
    private mutating func reportStrayCommentEnd(from start: Int, to end: Int) {
        var index = start
        while index + 1 < end {
            if buffer[index] == UInt8(ascii: "*"), buffer[index + 1] == UInt8(ascii: "/") {
                report(.unexpectedBlockCommentEnd, at: index, index + 2)
                return
            }
            index += 1
        }
    }
}
