import ViewScriptRuntime
import ViewScriptSyntax
import ViewScriptUI

/// Runs the steps of one scenario against a fresh app and checks its expectations.
///
/// A failed expectation is recorded and the scenario goes on, so one run reports every
/// mismatch; a step that cannot run (no such control, a limit, a construct outside the
/// simulation) ends it. A trap stops the app: only expectations may follow, and unless an
/// `expect crash` names it, the trap fails the scenario.
struct ScenarioExecution {
    /// The REPL replaces it as its virtual file grows (positions in it stay the same).
    var file: SourceFile
    let scenario: Scenario
    let app: SimulatedApp
    private var failures: [ScenarioFailure] = []
    /// Printed since the last `expect """`.
    private var pendingOutput = ""
    private var output = ""
    /// The trap that stopped the app, and whether an `expect crash` matched it.
    private var trap: RuntimeError?
    /// Where the trap happened: the phase and the step.
    private var trapHost: DiagnosticNote?
    private var trapExpected = false
    private var trapReported = false
    private var ended = false
    /// How much of `output` (UTF-8 bytes) the REPL has shown.
    private var reportedOutput = 0

    init(file: SourceFile, scenario: Scenario, app: SimulatedApp) {
        self.file = file
        self.scenario = scenario
        self.app = app
    }

    mutating func run() -> ScenarioReport {
        start()
        for step in scenario.steps where !ended { run(step) }
        if scenario.isPreview, isRunning, let last = scenario.steps.last {
            attempt(at: last.range) { try $0.settle(at: last.range) }
        }
        return finish()
    }

    /// Starts the app (its globals).
    mutating func start() {
        attempt(at: scenario.nameRange) { try $0.start() }
    }

    /// Runs one step: after a trap only expectations may run.
    mutating func run(_ step: ScenarioStep) {
        if trap != nil && !step.kind.isExpectation {
            fail(.stepAfterTrap, at: step.range, ends: true)
            return
        }
        if !step.kind.isExpectation { app.note(.step(file.text(step.range))) }
        let hadTrapped = trap != nil
        perform(step)
        if !hadTrapped, let trap { app.note(.trap(trap.message)) }
        collectOutput()
        if !step.kind.isExpectation { app.noteTree() }
    }

    /// Ends the app and reports: a trap no `expect crash` named fails the scenario.
    mutating func finish() -> ScenarioReport {
        collectOutput()
        if let trap, !trapExpected {
            var diagnostic = trap.diagnostic(in: file, host: trapHost)
            diagnostic.notes.append(DiagnosticNote(DiagnosticMessage.unexpectedTrap, at: nil))
            failures.append(ScenarioFailure(diagnostic))
        }
        app.shutdown()
        failures = failures.map(noteUndeclaredRequests)
        return ScenarioReport(name: scenario.name, range: scenario.range,
                              status: failures.isEmpty ? .passed : .failed(failures), output: output,
                              trap: trap?.diagnostic(in: file, host: trapHost), trace: app.trace)
    }

    /// For the REPL: what the steps since the last call printed and which failed, and the
    /// trap if the app stopped in them.
    mutating func takeProgress() -> (output: String, failures: [ScenarioFailure], trap: Diagnostic?) {
        collectOutput()
        defer {
            failures = []
            reportedOutput = output.utf8.count
        }
        let newTrap = trap != nil && !trapReported ? trap?.diagnostic(in: file, host: trapHost) : nil
        if trap != nil { trapReported = true }
        let shown = String(decoding: output.utf8.dropFirst(reportedOutput), as: UTF8.self)
        return (shown, failures, newTrap)
    }

    /// Whether the app can take more steps (it has not trapped or hit an error).
    var isRunning: Bool { trap == nil && !ended }

    private mutating func perform(_ step: ScenarioStep) {
        let range = step.range
        switch step.kind {
        case .show:
            attempt(at: range) { try $0.show(step, at: range) }
        case .tap(let label):
            attempt(at: range) { try $0.tap(label) }
        case .doubleTap(let label):
            attempt(at: range) { try $0.doubleTap(label) }
        case .tripleTap(let label):
            attempt(at: range) { try $0.tripleTap(label) }
        case .longPress(let label):
            attempt(at: range) { try $0.longPress(label) }
        case .drag(let label, let dx, let dy):
            attempt(at: range) { try $0.drag(label, by: dx, dy) }
        case .scrollTo(let text):
            attempt(at: range) { try $0.scroll(to: text) }
        case .advance(let nanoseconds):
            attempt(at: range) { try $0.advance(by: nanoseconds) }
        case .type(let text, let title):
            attempt(at: range) { try $0.type(text, into: title) }
        case .back:
            attempt(at: range) { try $0.back() }
        case .dismiss:
            attempt(at: range) { try $0.dismiss() }
        case .screen:
            break
        case .select(let option, let label):
            attempt(at: range) { try $0.drive { try $0.select(option, in: label) } }
        case .increment(let label):
            attempt(at: range) { try $0.drive { try $0.step(label, increment: true) } }
        case .decrement(let label):
            attempt(at: range) { try $0.drive { try $0.step(label, increment: false) } }
        case .slide(let label, let value):
            attempt(at: range) { try $0.drive { try $0.slide(label, to: value) } }
        case .pick(let seconds, let label):
            attempt(at: range) { try $0.drive { try $0.pick(date: seconds, in: label) } }
        case .submit(let title):
            attempt(at: range) { try $0.drive { try $0.submit(title) } }
        case .delete, .move, .swipe, .refresh:
            attempt(at: range) { try $0.editList(step.kind) }
        case .set, .background, .foreground:
            attempt(at: range) { try $0.changeDevice(step.kind) }
        case .respond(let url, let body, let status, let delay):
            app.interpreter.network.respond(to: url, with: SimulatedNetwork.Response(body: body, status: status, delay: delay))
        case .expectRequests(let expected):
            let actual = app.interpreter.network.takeRequestLines()
            if actual != expected {
                let mismatch = OutputMismatch(expected: expected, actual: actual)
                failures.append(ScenarioFailure(diagnostic(.requestsMismatch, at: range), mismatch: mismatch))
            }
        case .expectOutput(let expected):
            collectOutput()
            let actual = OutputMismatch.lines(of: pendingOutput)
            pendingOutput = ""
            if actual != expected {
                let mismatch = OutputMismatch(expected: expected, actual: actual)
                failures.append(ScenarioFailure(diagnostic(.outputMismatch, at: range), mismatch: mismatch))
            }
        case .expectVisible(let text):
            if !app.visibleLabels.contains(where: { Self.sameVisibleText($0, text) }) {
                fail(.notVisible(text, onScreen: app.visibleLabels), at: range)
            }
        case .expectNotVisible(let text):
            if app.visibleLabels.contains(where: { Self.sameVisibleText($0, text) }) { fail(.unexpectedlyVisible(text), at: range) }
        case .expectControlState(let label, let isDisabled):
            expectControlState(label, isDisabled: isDisabled, at: range)
        case .expectCrash(let message):
            guard let trap else {
                fail(.noCrash(message), at: range)
                return
            }
            if trap.message.contains(message) {
                trapExpected = true
            } else {
                fail(.otherCrash(message, trap.message), at: range)
            }
        }
    }

    /// `expect disabled "LABEL"` / `expect enabled "LABEL"`: a missing or ambiguous control
    /// is a failure that lists the candidates, like `tap`'s.
    private mutating func expectControlState(_ label: String, isDisabled: Bool, at range: SourceRange) {
        do {
            let actual = try app.isControlDisabled(label)
            if actual != isDisabled { fail(.controlState(label, expectedDisabled: isDisabled), at: range) }
        } catch let error as ViewGraphError {
            fail(.graphError(error.description), at: range)
        } catch {
            fail(.graphError("\(error)"), at: range)
        }
    }

    /// Runs a step on the app; a trap stops the app, any other error ends the scenario.
    private mutating func attempt(at range: SourceRange, _ body: (SimulatedApp) throws -> Void) {
        do {
            try body(app)
        } catch let error as RuntimeError where error.isTrap {
            trap = error
            trapHost = DiagnosticNote("while \(app.phaseDescription), during this step", at: SourceSpan(file: file, range: range))
        } catch let error as RuntimeError {
            let host = DiagnosticNote("while \(app.phaseDescription), during this step", at: SourceSpan(file: file, range: range))
            failures.append(ScenarioFailure(error.diagnostic(in: file, host: host)))
            ended = true
        } catch let error as ScenarioStepError {
            fail(error.message, at: range, ends: true)
        } catch let error as ViewGraphError {
            fail(.graphError(error.description), at: range, ends: true)
        } catch {
            fail(.graphError("\(error)"), at: range, ends: true)
        }
    }

    /// A failure of a scenario that requested URLs without a declared response gets a note
    /// naming each: those requests failed as offline.
    private func noteUndeclaredRequests(_ failure: ScenarioFailure) -> ScenarioFailure {
        let urls = app.interpreter.network.undeclaredURLs
        guard !urls.isEmpty else { return failure }
        var diagnostic = failure.diagnostic
        for url in urls { diagnostic.notes.append(DiagnosticNote(DiagnosticMessage.undeclaredRequest(url), at: nil)) }
        return ScenarioFailure(diagnostic, mismatch: failure.mismatch)
    }

    private mutating func collectOutput() {
        let text = app.takeOutput()
        pendingOutput += text
        output += text
    }

    private mutating func fail(_ message: DiagnosticMessage, at range: SourceRange, ends: Bool = false) {
        failures.append(ScenarioFailure(diagnostic(message, at: range)))
        if ends { ended = true }
    }

    private func diagnostic(_ message: DiagnosticMessage, at range: SourceRange) -> Diagnostic {
        Diagnostic(message, at: SourceSpan(file: file, range: range))
    }
}

extension ScenarioStepKind {
    /// Expectations may follow a trap; other steps may not.
    var isExpectation: Bool {
        switch self {
        case .expectOutput, .expectVisible, .expectNotVisible, .expectCrash, .expectControlState, .expectRequests: true
        default: false
        }
    }
}

extension ScenarioExecution {
    /// Whether a label on screen reads as `text`: the no-break spaces Foundation's formatters
    /// write ("9:30\u{202F}AM") match a space typed in a scenario.
    static func sameVisibleText(_ label: String, _ text: String) -> Bool {
        func spaced(_ string: String) -> String {
            String(string.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : Character($0) })
        }
        return label == text || spaced(label) == spaced(text)
    }
}
