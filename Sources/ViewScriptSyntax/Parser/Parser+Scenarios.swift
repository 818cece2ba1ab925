// Scenarios (docs/scenarios.md): `scenario "NAME" { steps }`, one step per line. Step names are
// contextual words, so Swift code may still use `type`, `show` or `back` as names.
extension Parser {
    /// The words that begin a scenario step.
    enum StepWord {
        case show, tap, double, triple, long, type, scroll, back, dismiss, advance, screen, expect
        case select, increment, decrement, slide, pick, submit
        case delete, move, swipe, refresh
        case drag
        case set, background, foreground
        case respond
    }

    static let stepWords: [(StaticString, StepWord)] = [
        ("show", .show), ("tap", .tap), ("double", .double), ("triple", .triple), ("long", .long), ("type", .type), ("scroll", .scroll), ("back", .back),
        ("dismiss", .dismiss), ("advance", .advance), ("screen", .screen), ("expect", .expect),
        ("select", .select), ("increment", .increment), ("decrement", .decrement), ("slide", .slide),
        ("pick", .pick), ("submit", .submit),
        ("delete", .delete), ("move", .move), ("swipe", .swipe), ("refresh", .refresh),
        ("drag", .drag),
        ("set", .set), ("background", .background), ("foreground", .foreground),
        ("respond", .respond),
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

    /// scenario-step -> 'show' expression | 'tap' string | 'double' 'tap' string | 'long' 'press' string | 'type' string 'into' string
    ///                | 'drag' string 'by' number ',' number
    ///                | 'scroll' 'to' string | 'back' | 'dismiss' | 'advance' duration
    ///                | 'screen' integer 'x' integer | 'expect' expectation
    ///                | control-step (Parser+ControlSteps.swift)
    ///                | list-step (Parser+ListSteps.swift)
    ///                | device-step (Parser+DeviceSteps.swift)
    ///                | 'respond' network-step (Parser+NetworkSteps.swift)
    mutating func parseScenarioStep() -> ScenarioStep? {
        let start = token.range.start
        guard let word = stepWord(token) else {
            report(.unknownScenarioStep(text(token)), at: token.range)
            return nil
        }
        // An `expect """` block is lexed literally: the mode must be set before the lexer reads it.
        let literalBlock = word == .expect && multilineLiteralFollows(token)
        // `pick 2024-03-01T09:30 in ...`: the date is read as raw text before the lexer sees it.
        let rawDate = word == .pick ? readRawWord() : nil
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
        case .double:
            guard consumeContextual("tap") != nil else {
                report(.expectedTap(after: "double"), at: expectedLocation)
                return nil
            }
            guard let text = parseStepString(after: "'double tap'") else { return nil }
            kind = .doubleTap(text)
        case .triple:
            guard consumeContextual("tap") != nil else {
                report(.expectedTap(after: "triple"), at: expectedLocation)
                return nil
            }
            guard let text = parseStepString(after: "'triple tap'") else { return nil }
            kind = .tripleTap(text)
        case .long:
            guard consumeContextual("press") != nil else {
                report(.expectedPressAfterLong, at: expectedLocation)
                return nil
            }
            guard let text = parseStepString(after: "'long press'") else { return nil }
            kind = .longPress(text)
        case .drag:
            guard let drag = parseDragStep() else { return nil }
            kind = drag
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
        case .select, .increment, .decrement, .slide, .pick, .submit:
            guard let control = parseControlStep(word, rawDate: rawDate) else { return nil }
            kind = control
        case .delete, .move, .swipe, .refresh:
            guard let step = parseListStep(word) else { return nil }
            kind = step
        case .set, .background, .foreground:
            guard let step = parseDeviceStep(word) else { return nil }
            kind = step
        case .respond:
            guard let step = parseRespondStep() else { return nil }
            kind = step
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
    ///              | 'disabled' string | 'enabled' string
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
        if atContextual("requests") { return parseExpectRequests() }
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
        if consumeContextual("disabled") != nil {
            return parseStepString(after: "'expect disabled'").map { .expectControlState($0, isDisabled: true) }
        }
        if consumeContextual("enabled") != nil {
            return parseStepString(after: "'expect enabled'").map { .expectControlState($0, isDisabled: false) }
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
}
