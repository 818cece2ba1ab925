// Messages of the scenario grammar (`Parser+Scenarios.swift`, docs/scenarios.md).
extension DiagnosticMessage {
    static let expectedLeftBraceAfterScenarioName = DiagnosticMessage(
        "expected-scenario-body", .error, "expected '{' after scenario name")

    static let expectedRightBraceAtEndOfScenario = DiagnosticMessage(
        "expected-scenario-end", .error, "expected '}' at end of scenario")

    static func unknownScenarioStep(_ word: String) -> DiagnosticMessage {
        DiagnosticMessage("unknown-scenario-step", .error,
                          "unknown scenario step '\(word)'; expected show, tap, double tap, triple tap, long press, drag, type, scroll, back, dismiss, advance, screen, select, increment, decrement, slide, pick, submit, delete, move, swipe, refresh or expect")
    }

    static let consecutiveScenarioSteps = DiagnosticMessage(
        "consecutive-scenario-steps", .error, "consecutive scenario steps on a line must be separated by ';'")

    /// `expected a string literal after 'tap'`
    static func expectedStepString(after what: String) -> DiagnosticMessage {
        DiagnosticMessage("expected-step-string", .error, "expected a string literal after \(what)")
    }

    static let interpolationInScenarioStep = DiagnosticMessage(
        "interpolation-in-scenario-step", .error, "string interpolation is not allowed in a scenario step")

    static let expectedIntoAfterTypedText = DiagnosticMessage(
        "expected-into", .error, "expected 'into' after the text to type")

    /// `double` or `triple` not followed by `tap`.
    static func expectedTap(after word: String) -> DiagnosticMessage {
        DiagnosticMessage(DiagnosticID("expected-tap-after-\(word)"), .error, "expected 'tap' after '\(word)'")
    }

    static let expectedPressAfterLong = DiagnosticMessage(
        "expected-press-after-long", .error, "expected 'press' after 'long'")

    static let expectedToAfterScroll = DiagnosticMessage(
        "expected-to-after-scroll", .error, "expected 'to' after 'scroll'")

    static let expectedDuration = DiagnosticMessage(
        "expected-duration", .error, "expected a duration such as '2s', '0.5s' or '150ms'")

    static let durationTooPrecise = DiagnosticMessage(
        "duration-too-precise", .error, "a duration must be a whole number of nanoseconds")

    static let durationTooLarge = DiagnosticMessage(
        "duration-too-large", .error, "the duration is too large")

    static let expectedScreenSize = DiagnosticMessage(
        "expected-screen-size", .error, "expected a screen size such as '390 x 844'")

    static let expectedExpectation = DiagnosticMessage(
        "expected-expectation", .error, "expected '\"\"\"', 'visible', 'not visible', 'crash', 'disabled', 'enabled' or 'requests' after 'expect'")

    static let expectedVisibleAfterNot = DiagnosticMessage(
        "expected-visible-after-not", .error, "expected 'visible' after 'expect not'")
}

// Control steps (`Parser+ControlSteps.swift`, docs/scenarios.md).
extension DiagnosticMessage {
    /// `expected 'in' after the option to select`
    static func expectedInAfter(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("expected-in", .error, "expected 'in' after \(what)")
    }

    static let expectedByAfterDragText = DiagnosticMessage(
        "expected-by-after-drag", .error, "expected 'by' after the text of the view to drag")

    static let expectedCommaInDrag = DiagnosticMessage(
        "expected-comma-in-drag", .error, "expected ',' between the drag's horizontal and vertical translation")

    static let expectedToAfterSlideLabel = DiagnosticMessage(
        "expected-to-after-slide", .error, "expected 'to' after the slider's label")

    static let expectedStepNumber = DiagnosticMessage(
        "expected-step-number", .error, "expected a number such as '0.5' or '-2'")

    static let expectedDate = DiagnosticMessage(
        "expected-date", .error, "expected a date such as '2024-03-01' or '2024-03-01T09:30' (ISO 8601, UTC)")
}

// List steps (`Parser+ListSteps.swift`, docs/scenarios.md).
extension DiagnosticMessage {
    static let expectedToAfterMovedRow = DiagnosticMessage(
        "expected-to-after-move", .error, "expected 'to' after the row to move")

    static let expectedMoveDestination = DiagnosticMessage(
        "expected-move-destination", .error, "expected the destination offset, a whole number such as '0' or '3'")
}

// Device steps (`Parser+DeviceSteps.swift`, docs/scenarios.md).
extension DiagnosticMessage {
    static let expectedToAfterRespond = DiagnosticMessage(
        "expected-to-after-respond", .error, "expected 'to' and a quoted URL after 'respond'")

    static let expectedWithAfterRespondURL = DiagnosticMessage(
        "expected-with-after-respond-url", .error, "expected 'with' and the response body after the URL of 'respond to'")

    static let expectedResponseBody = DiagnosticMessage(
        "expected-response-body", .error, "expected the response body after 'with': a \"\"\" block or a quoted string")

    static let expectedStatusCode = DiagnosticMessage(
        "expected-status-code", .error, "expected an HTTP status code (100 to 599) after 'status'")

    static let expectedRequestLines = DiagnosticMessage(
        "expected-request-lines", .error, "expected a \"\"\" block of requests after 'expect requests', one 'METHOD URL' a line")

    static let expectedDeviceSetting = DiagnosticMessage(
        "expected-device-setting", .error, "expected 'colorScheme light', 'colorScheme dark', 'sizeClass compact' or 'sizeClass regular' after 'set'")
}
