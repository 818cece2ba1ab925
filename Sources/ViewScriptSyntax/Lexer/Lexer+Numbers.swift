// Integer and floating-point literals.
//
// A number directly followed by identifier characters (`2s`, `150ms`, `0.5s`) is one token
// with the `.identifierSuffix` flag and no diagnostic: the scenario parser reads it as a
// duration, the expression parser reports it.
extension Lexer {
    // MARK: Numbers

    /// numeric-literal -> decimal-literal | '0x' hex-literal | '0o' octal-literal | '0b' binary-literal
    mutating func lexNumber(at start: Int, _ flags: inout TokenFlags) -> TokenKind {
        if buffer[start] == UInt8(ascii: "0"), start + 1 < endOffsetInt {
            switch buffer[start + 1] {
            case UInt8(ascii: "x"): return lexHexNumber(at: start, &flags)
            case UInt8(ascii: "o"): return lexRadixInteger(at: start, radix: 8, &flags)
            case UInt8(ascii: "b"): return lexRadixInteger(at: start, radix: 2, &flags)
            default: break
            }
        }
        return lexDecimalNumber(at: start, &flags)
    }

    /// decimal-literal -> digits ('.' digits)? (('e' | 'E') ('+' | '-')? digits)?
    private mutating func lexDecimalNumber(at start: Int, _ flags: inout TokenFlags) -> TokenKind {
        var index = endOfDigits(from: start, radix: 10)
        var isFloat = false
        // `1.5` is a float; `1.x`, `1..<2` and `t.0.1` (after a period) keep the integer.
        if !previousWasPeriod, index + 1 < endOffsetInt, buffer[index] == UInt8(ascii: "."),
           Lexer.isDigit(buffer[index + 1], radix: 10) {
            index = endOfDigits(from: index + 1, radix: 10)
            isFloat = true
        }
        if !previousWasPeriod, index < endOffsetInt,
           buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
            switch exponent(at: index) {
            case .digits(let end):
                index = end
                isFloat = true
            case .missing(let end):
                report(.expectedExponentDigit, at: end, end)
                flags.insert(.malformed)
                index = end
                isFloat = true
            case .notAnExponent:
                break // `1em`: an identifier suffix
            }
        }
        return finishNumber(at: index, isFloat: isFloat, &flags)
    }

    /// hex-literal -> '0x' hex-digits ('.' hex-digits)? (('p' | 'P') ('+' | '-')? digits)?
    private mutating func lexHexNumber(at start: Int, _ flags: inout TokenFlags) -> TokenKind {
        let digitsStart = start + 2
        var index = endOfDigits(from: digitsStart, radix: 16)
        guard index > digitsStart, buffer[digitsStart] != UInt8(ascii: "_") else {
            return malformedPrefix(at: start, digitsStart: digitsStart, &flags)
        }
        var isFloat = false
        if !previousWasPeriod, index + 1 < endOffsetInt, buffer[index] == UInt8(ascii: "."),
           Lexer.isDigit(buffer[index + 1], radix: 16) {
            let fractionEnd = endOfDigits(from: index + 1, radix: 16)
            if fractionEnd < endOffsetInt, buffer[fractionEnd] == UInt8(ascii: "p") || buffer[fractionEnd] == UInt8(ascii: "P") {
                index = fractionEnd
            } else if Lexer.isDigit(buffer[index + 1], radix: 10) {
                report(.hexFloatNeedsExponent, at: fractionEnd, fractionEnd)
                flags.insert(.malformed)
                index = fractionEnd
                isFloat = true
            }
            // else `0xff.description`: the integer, then a period.
        }
        if index < endOffsetInt, buffer[index] == UInt8(ascii: "p") || buffer[index] == UInt8(ascii: "P") {
            switch exponent(at: index) {
            case .digits(let end):
                index = end
            case .missing(let end), .notAnExponent(let end):
                report(.expectedExponentDigit, at: end, end)
                flags.insert(.malformed)
                index = end
            }
            isFloat = true
        }
        return finishNumber(at: index, isFloat: isFloat, &flags)
    }

    /// octal-literal -> '0o' octal-digits ; binary-literal -> '0b' binary-digits
    private mutating func lexRadixInteger(at start: Int, radix: Int, _ flags: inout TokenFlags) -> TokenKind {
        let digitsStart = start + 2
        let index = endOfDigits(from: digitsStart, radix: radix)
        guard index > digitsStart, buffer[digitsStart] != UInt8(ascii: "_") else {
            return malformedPrefix(at: start, digitsStart: digitsStart, &flags)
        }
        if index < endOffsetInt, Lexer.isDigit(buffer[index], radix: 10) {
            let digit = String(UnicodeScalar(buffer[index]))
            report(.invalidDigit(digit, radix: radix), at: index, index + 1)
            flags.insert(.malformed)
            offset = endOfIdentifier(from: index)
            return .integerLiteral
        }
        return finishNumber(at: index, isFloat: false, &flags)
    }

    /// `0x`, `0o` or `0b` with no digit after it: one malformed token that also covers
    /// any identifier characters that follow (`0xyz`).
    private mutating func malformedPrefix(at start: Int, digitsStart: Int, _ flags: inout TokenFlags) -> TokenKind {
        report(.expectedDigitAfterPrefix, at: digitsStart, digitsStart)
        flags.insert(.malformed)
        offset = endOfIdentifier(from: digitsStart)
        return .integerLiteral
    }

    /// Ends a number at `index`, taking a directly following identifier as its suffix.
    private mutating func finishNumber(at index: Int, isFloat: Bool, _ flags: inout TokenFlags) -> TokenKind {
        offset = index
        if isIdentifierCharacter(at: index) {
            offset = endOfIdentifier(from: index)
            flags.insert(.identifierSuffix)
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    // MARK: Pieces

    private enum Exponent {
        /// Digits follow: the exponent ends at `end`.
        case digits(end: Int)
        /// A sign but no digit, or nothing that could be a suffix: malformed, ends at `end`.
        case missing(end: Int)
        /// Letters follow the `e` (`1em`): not an exponent; `end` is just after the `e`.
        case notAnExponent(end: Int)
    }

    /// Reads an exponent whose marker (`e`, `E`, `p`, `P`) is at `index`.
    private func exponent(at index: Int) -> Exponent {
        var position = index + 1
        let hasSign = position < endOffsetInt && (buffer[position] == UInt8(ascii: "+") || buffer[position] == UInt8(ascii: "-"))
        if hasSign { position += 1 }
        if position < endOffsetInt, Lexer.isDigit(buffer[position], radix: 10) {
            return .digits(end: endOfDigits(from: position, radix: 10))
        }
        if !hasSign, isIdentifierCharacter(at: position) { return .notAnExponent(end: position) }
        return .missing(end: position)
    }

    /// The end of a run of digits of `radix` and `_` separators starting at `index`.
    private func endOfDigits(from index: Int, radix: Int) -> Int {
        var index = index
        while index < endOffsetInt {
            let byte = buffer[index]
            guard byte == UInt8(ascii: "_") || Lexer.isDigit(byte, radix: radix) else { break }
            index += 1
        }
        return index
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        switch radix {
        case 2: return byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
        case 8: return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
        case 16:
            return (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        default: return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
