// The values of scenario steps: durations (`advance 0.5s`) and screen sizes (`screen 390 x 844`),
// read exactly from their source bytes.
extension Parser {
    // MARK: - Durations

    /// What a duration token reads as.
    enum DurationReading: Equatable {
        case nanoseconds(Int64)
        case notADuration, tooLarge, tooPrecise
    }

    /// duration -> a number with its unit glued on: `2s`, `0.5s`, `150ms`, `1_000ms`
    mutating func parseDuration() -> Int64? {
        guard at(.integerLiteral) || at(.floatLiteral), token.flags.contains(.identifierSuffix),
              !token.isAtStartOfLine else {
            report(.expectedDuration, at: expectedLocation)
            return nil
        }
        let literal = consumeToken()
        let bytes = file.bytes[Int(literal.range.start)..<Int(literal.range.end)]
        switch Self.readDuration(bytes) {
        case .nanoseconds(let value): return value
        case .notADuration: report(.expectedDuration, at: literal.range)
        case .tooLarge: report(.durationTooLarge, at: literal.range)
        case .tooPrecise: report(.durationTooPrecise, at: literal.range)
        }
        return nil
    }

    /// Converts the decimal text of a duration to nanoseconds exactly (no floating point).
    static func readDuration(_ text: ArraySlice<UInt8>) -> DurationReading {
        var index = text.startIndex
        var whole: Int64 = 0
        var fraction: [Int64] = []
        var wholeDigits = 0
        var seenPoint = false
        var tooLarge = false
        while index < text.endIndex {
            let byte = text[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let digit = Int64(byte - UInt8(ascii: "0"))
                if seenPoint {
                    fraction.append(digit)
                } else {
                    wholeDigits += 1
                    let (shifted, overflow) = whole.multipliedReportingOverflow(by: 10)
                    tooLarge = tooLarge || overflow
                    whole = shifted &+ digit
                }
            } else if byte == UInt8(ascii: "_") && wholeDigits > 0 {
                // digit separator
            } else if byte == UInt8(ascii: ".") && !seenPoint && wholeDigits > 0 {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        let unit = text[index...]
        let scale: Int
        if unit.elementsEqual("s".utf8) {
            scale = 9
        } else if unit.elementsEqual("ms".utf8) {
            scale = 6
        } else {
            return .notADuration
        }
        guard wholeDigits > 0, !seenPoint || !fraction.isEmpty else { return .notADuration }
        var value = whole
        for position in 0..<scale {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(position < fraction.count ? fraction[position] : 0)
            tooLarge = tooLarge || overflow || carry
            value = sum
        }
        if tooLarge || value < 0 { return .tooLarge }
        if fraction.count > scale && fraction[scale...].contains(where: { $0 != 0 }) {
            return .tooPrecise
        }
        return .nanoseconds(value)
    }

    // MARK: - Screen sizes

    /// screen-size -> integer 'x' integer   (`390 x 844`; `390x844` reads the same)
    mutating func parseScreenSize() -> (width: Int, height: Int)? {
        let start = token.range.start
        var text: [UInt8] = []
        var count = 0
        while count < 3, !token.isAtStartOfLine, at(.integerLiteral) || at(.identifier) {
            text += file.bytes[Int(token.range.start)..<Int(token.range.end)]
            advance()
            count += 1
        }
        guard let size = Self.readScreenSize(text) else {
            report(.expectedScreenSize, at: count == 0 ? expectedLocation : range(from: start))
            return nil
        }
        return size
    }

    /// Reads `WIDTHxHEIGHT` (digits, optional `_` separators), each from 1 to 100 000 points.
    static func readScreenSize(_ text: [UInt8]) -> (width: Int, height: Int)? {
        let parts = text.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            var value = 0
            var digits = 0
            for byte in part {
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                    if value > 100_000 { return nil }
                } else if byte != UInt8(ascii: "_") || digits == 0 {
                    return nil
                }
            }
            guard digits > 0, value > 0 else { return nil }
            numbers.append(value)
        }
        return (numbers[0], numbers[1])
    }
}
