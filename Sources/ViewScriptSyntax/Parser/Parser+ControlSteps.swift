// Steps that drive controls by their label (docs/scenarios.md): pickers, steppers, sliders,
// date pickers and the return key of a text field.
extension Parser {
    /// control-step -> 'select' string 'in' string | 'increment' string | 'decrement' string
    ///               | 'slide' string 'to' number | 'pick' date 'in' string | 'submit' string
    /// (after the step word; `rawDate` is the word after `pick`, read before the lexer saw it).
    mutating func parseControlStep(_ word: StepWord, rawDate: (text: String, range: SourceRange)?) -> ScenarioStepKind? {
        switch word {
        case .select:
            guard let option = parseStepString(after: "'select'") else { return nil }
            guard consume(.in) != nil else {
                report(.expectedInAfter("the option to select"), at: expectedLocation)
                return nil
            }
            return parseStepString(after: "'in'").map { .select(option: option, in: $0) }
        case .increment:
            return parseStepString(after: "'increment'").map { .increment($0) }
        case .decrement:
            return parseStepString(after: "'decrement'").map { .decrement($0) }
        case .slide:
            guard let label = parseStepString(after: "'slide'") else { return nil }
            guard consumeContextual("to") != nil else {
                report(.expectedToAfterSlideLabel, at: expectedLocation)
                return nil
            }
            return parseStepNumber().map { .slide(label, to: $0) }
        case .pick:
            guard let rawDate, let seconds = Self.readISODate(rawDate.text) else {
                report(.expectedDate, at: rawDate?.range ?? expectedLocation)
                return nil
            }
            guard consume(.in) != nil else {
                report(.expectedInAfter("the date to pick"), at: expectedLocation)
                return nil
            }
            return parseStepString(after: "'in'").map { .pick(secondsSince1970: seconds, in: $0) }
        case .submit:
            return parseStepString(after: "'submit'").map { .submit($0) }
        default:
            return nil
        }
    }

    /// step-number -> '-'? (integer-literal | float-literal), on the step's line.
    mutating func parseStepNumber() -> Double? {
        let start = token.range.start
        var negative = false
        if token.kind == .prefixOperator || token.kind == .binaryOperator, text(token) == "-", !token.isAtStartOfLine {
            negative = true
            advance()
        }
        guard at(.integerLiteral) || at(.floatLiteral), !token.isAtStartOfLine || negative,
              let value = Double(String(text(token).filter { $0 != "_" })) else {
            report(.expectedStepNumber, at: SourceRange(start: start, end: max(start, token.range.end)))
            return nil
        }
        advance()
        return negative ? -value : value
    }

    /// The word (up to a space, tab or line break) after the current token, read from the
    /// source bytes; the lexer then continues after it. Nil when the line ends first.
    mutating func readRawWord() -> (text: String, range: SourceRange)? {
        let bytes = lexer.buffer
        let end = min(bytes.count, Int(lexer.endOffset))
        var index = Int(token.range.end)
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let start = index
        while index < end, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";")].contains(bytes[index]) {
            index += 1
        }
        guard index > start else { return nil }
        lexer.offset = index
        return (lexer.text(start, index), SourceRange(start, index))
    }

    /// `2024-03-01`, `2024-03-01T09:30`, `2024-03-01T09:30:15` (ISO 8601, UTC; a trailing `Z`
    /// is allowed): seconds since 1970-01-01 00:00:00 UTC, or nil when it is not such a date.
    static func readISODate(_ text: String) -> Double? {
        var rest = Substring(text)
        if rest.hasSuffix("Z") { rest = rest.dropLast() }
        let parts = rest.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
              let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year) else { return nil }
        var seconds = 0
        if parts.count == 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard time.count == 2 || time.count == 3, time.allSatisfy({ $0.count == 2 }),
                  let hour = Int(time[0]), let minute = Int(time[1]), hour < 24, minute < 60 else { return nil }
            let second = time.count == 3 ? Int(time[2]) ?? 60 : 0
            guard second < 60 else { return nil }
            seconds = hour * 3600 + minute * 60 + second
        }
        return Double(days(fromCivil: year, month, day) * 86_400 + seconds)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days-from-civil algorithm (days since 1970-01-01).
    private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
