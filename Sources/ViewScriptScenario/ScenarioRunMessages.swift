import ViewScriptSyntax

/// The messages of a scenario's run (the parser's own are in `ScenarioMessages`).
extension DiagnosticMessage {
    static let outputMismatch = DiagnosticMessage("output-mismatch", .error, "the output does not match the expectation")

    static func notVisible(_ text: String, onScreen: [String]) -> DiagnosticMessage {
        DiagnosticMessage("not-visible", .error, "expected \"\(text)\" to be visible; on screen: \(list(onScreen))")
    }

    static func unexpectedlyVisible(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage("unexpectedly-visible", .error, "expected \"\(text)\" not to be visible, but it is on screen")
    }

    static func controlState(_ label: String, expectedDisabled: Bool) -> DiagnosticMessage {
        DiagnosticMessage("control-state", .error, expectedDisabled
            ? "expected the control labelled \"\(label)\" to be disabled, but it is enabled"
            : "expected the control labelled \"\(label)\" to be enabled, but it is disabled (.disabled(true) on it or a view above it)")
    }

    static func noCrash(_ message: String) -> DiagnosticMessage {
        DiagnosticMessage("no-crash", .error, "expected a crash with \"\(message)\", but the app did not trap")
    }

    static func otherCrash(_ expected: String, _ actual: String) -> DiagnosticMessage {
        DiagnosticMessage("other-crash", .error, "expected a crash with \"\(expected)\", but the app trapped with \"\(actual)\"")
    }

    static let requestsMismatch = DiagnosticMessage(
        "requests-mismatch", .error, "the requests made do not match the expectation")

    static func undeclaredRequest(_ url: String) -> String {
        "no response was declared for \"\(url)\": the request failed as offline (URLError.notConnectedToInternet); "
            + "declare one with 'respond to \"\(url)\" with \"\"\"...\"\"\"'"
    }

    static let unexpectedTrap = "the app trapped here and the scenario has no 'expect crash'"

    static let stepAfterTrap = DiagnosticMessage(
        "step-after-trap", .error, "the app has trapped; only expectations may follow")

    static let nothingShown = DiagnosticMessage(
        "nothing-shown", .error, "no view is shown yet: the scenario must 'show' one first")

    static let scenarioInRepl = DiagnosticMessage(
        "scenario-in-repl", .error, "type the steps of a scenario at the prompt, one by one, instead of a 'scenario' block")

    static func notAView(_ type: String) -> DiagnosticMessage {
        DiagnosticMessage("not-a-view", .error, "'show' needs a view, but the expression is a '\(type)'")
    }

    static func graphError(_ description: String) -> DiagnosticMessage {
        DiagnosticMessage("scenario-step", .error, description)
    }

    static func notSimulated(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("not-simulated", .error, "\(what) is not simulated yet")
    }

    private static func list(_ labels: [String]) -> String {
        labels.isEmpty ? "nothing" : labels.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
