// Scenarios (CONTRACT.md §2): `scenario "NAME" { steps }`, one step per line. Step names are
// contextual words, so Swift code may still use `type`, `show` or `back` as names.
extension Parser {
    /// The words that begin a scenario step.
    enum StepWord {
        case show, tap, type, scroll, back, dismiss, advance, screen, expect
    }

    static let stepWords: [(StaticString, StepWord)] = [
        ("show", .show), ("tap", .tap), ("type", .type), ("scroll", .scroll), ("back", .back),
        ("dismiss", .dismiss), ("advance", .advance), ("screen", .screen), ("expect", .expect),
    ]

    // MARK: - Scenarios

    /// scenario -> 'scenario' string-literal '{' (scenario-step (';' | newline))* '}'
    mutating func parseScenario() -> Scenario {
        let start = token.range.start
        advance()  // 'scenario'
        let nameRange = token.range
        let name = parseStepString(after: "'scenario'") ?? ""
        var steps: [ScenarioStep] = []
        if let open = consume(.leftBrace) {
            steps = nested([]) { parser in
                let steps = parser.parseScenarioSteps()
                parser.closeBlockBrace(opening: open, .expectedRightBraceAtEndOfScenario)
                return steps
            }
        } else {
            report(.expectedLeftBraceAfterScenarioName, at: expectedLocation)
        }
        return Scenario(name: name, nameRange: nameRange, steps: steps, range: range(from: start))
    }

    /// scenario-steps -> scenario-step*, up to (not including) a `}` or the end of the input.
    mutating func parseScenarioSteps() -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        var progress: SourceOffset?
        while !at(.rightBrace), !at(.endOfFile), madeProgress(since: &progress) {
            if consume(.semicolon) != nil { continue }
            let start = token.range.start
            let errors = diagnostics.count
            if let step = parseScenarioStep() { steps.append(step) }
            finishListItem(startedAt: start, errorsBefore: errors, separator: .consecutiveScenarioSteps)
        }
        return steps
    }

    // MARK: - Steps

    /// scenario-step -> 'show' expression | 'tap' string | 'type' string 'into' string
    ///                | 'scroll' 'to' string | 'back' | 'dismiss' | 'advance' duration
    ///                | 'screen' integer 'x' integer | 'expect' expectation
    mutating func parseScenarioStep() -> ScenarioStep? {
        let start = token.range.start
        guard let word = stepWord(token) else {
            report(.unknownScenarioStep(text(token)), at: token.range)
            return nil
        }
        // An `expect """` block is lexed literally: the mode must be set before the lexer reads it.
        let literalBlock = word == .expect && multilineLiteralFollows(token)
        lexer.literalStrings = literalBlock
        advance()
        lexer.literalStrings = false
        let kind: ScenarioStepKind
        switch word {
        case .show:
            kind = .show(parseExpression())
        case .tap:
            guard let text = parseStepString(after: "'tap'") else { return nil }
            kind = .tap(text)
        case .type:
            guard let text = parseStepString(after: "'type'") else { return nil }
            guard consumeContextual("into") != nil else {
                report(.expectedIntoAfterTypedText, at: expectedLocation)
                return nil
            }
            guard let title = parseStepString(after: "'into'") else { return nil }
            kind = .type(text: text, into: title)
        case .scroll:
            guard consumeContextual("to") != nil else {
                report(.expectedToAfterScroll, at: expectedLocation)
                return nil
            }
            guard let text = parseStepString(after: "'scroll to'") else { return nil }
            kind = .scrollTo(text)
        case .back:
            kind = .back
        case .dismiss:
            kind = .dismiss
        case .advance:
            guard let nanoseconds = parseDuration() else { return nil }
            kind = .advance(nanoseconds: nanoseconds)
        case .screen:
            guard let size = parseScreenSize() else { return nil }
            kind = .screen(width: size.width, height: size.height)
        case .expect:
            guard let expectation = parseExpectation(literalBlock: literalBlock) else { return nil }
            kind = expectation
        }
        return ScenarioStep(kind, range: range(from: start))
    }

    /// The step a token names, if any.
    func stepWord(_ token: Token) -> StepWord? {
        guard token.kind == .identifier else { return nil }
        for (spelling, word) in Self.stepWords where tokenText(token, equals: spelling) { return word }
        return nil
    }

    /// step-string -> string-literal without interpolation, on the step's line.
    mutating func parseStepString(after what: String) -> String? {
        guard at(.stringLiteral), !token.isAtStartOfLine else {
            report(.expectedStepString(after: what), at: expectedLocation)
            return nil
        }
        let literal = consumeToken()
        let decoded = Lexer.decodeStringLiteral(literal, in: file, literal: false, diagnostics: &diagnostics)
        var text = ""
        for segment in decoded.segments {
            switch segment {
            case .text(let part): text += part
            case .interpolation:
                report(.interpolationInScenarioStep, at: literal.range)
                return nil
            }
        }
        return text
    }

    // MARK: - Expectations

    /// expectation -> multi-line-string | 'visible' string | 'not' 'visible' string | 'crash' string
    /// (after `expect`). The multi-line block was lexed literally: a backslash is just a backslash.
    mutating func parseExpectation(literalBlock: Bool) -> ScenarioStepKind? {
        if literalBlock && at(.stringLiteral) {
            let literal = consumeToken()
            let decoded = Lexer.decodeStringLiteral(literal, in: file, literal: true, diagnostics: &diagnostics)
            var text = ""
            for case .text(let part) in decoded.segments { text += part }
            let lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return .expectOutput(lines)
        }
        if consumeContextual("visible") != nil {
            return parseStepString(after: "'expect visible'").map { .expectVisible($0) }
        }
        if consumeContextual("not") != nil {
            guard consumeContextual("visible") != nil else {
                report(.expectedVisibleAfterNot, at: expectedLocation)
                return nil
            }
            return parseStepString(after: "'expect not visible'").map { .expectNotVisible($0) }
        }
        if consumeContextual("crash") != nil {
            return parseStepString(after: "'expect crash'").map { .expectCrash($0) }
        }
        report(.expectedExpectation, at: expectedLocation)
        return nil
    }

    /// Whether `"""` follows `token` on its line (after spaces and tabs only).
    func multilineLiteralFollows(_ token: Token) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            var index = Int(token.range.end)
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
            let quote = UInt8(ascii: "\"")
            return index + 2 < bytes.count && bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote
        }
    }

    // MARK: - Durations and sizes

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
