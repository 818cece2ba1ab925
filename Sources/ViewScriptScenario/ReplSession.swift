import ViewScriptRuntime
import ViewScriptSyntax
import ViewScriptUI

/// The REPL's session: declarations typed one by one accumulate into a program; scenario
/// steps run at once against the current app. `show` starts a fresh app from the
/// declarations as they are now (its state, output and clock start over); the other
/// steps act on the app the last `show` started.
///
/// The session's source is one growing virtual file, `<repl>`: each input is appended to
/// the declarations accepted so far, so diagnostics point into what was typed. Every call
/// runs on a thread with a large stack, like `ScenarioRunner`.
public final class ReplSession: @unchecked Sendable {
    /// What one input did.
    public struct Response: Sendable {
        public var output = ""
        /// Parse and compile errors (nothing ran), or why a step could not run.
        public var diagnostics: [Diagnostic] = []
        public var failures: [ScenarioFailure] = []
        /// The trap that stopped the app during this input.
        public var trap: Diagnostic?
        /// What the trace options asked for, for this input (output lines included).
        public var trace: [TraceEntry] = []
    }

    public static let fileName = "<repl>"
    /// The words that start a scenario step rather than a declaration.
    public static let stepKeywords: Set<String> = ["show", "tap", "long", "type", "scroll", "back", "dismiss", "advance", "expect", "screen",
                                                        "select", "increment", "decrement", "slide", "pick", "submit",
                                                        "delete", "move", "swipe", "refresh",
                                                        "set", "background", "foreground", "respond"]

    let runner: ScenarioRunner
    private var declarations = ""
    private var execution: ScenarioExecution?
    /// The `respond to` steps typed so far: each new app gets them.
    private var responses: [(url: String, response: SimulatedNetwork.Response)] = []
    /// `:trace on`, `:explain on`, `:tree`: applies to the running app at once.
    public var traceOptions = TraceOptions() {
        didSet { execution?.app.traceOptions = traceOptions }
    }

    /// An app's `.swift` files (`--sources`), compiled with what is typed as one module.
    let sources: [SourceFile]

    public init(runner: ScenarioRunner = ScenarioRunner(), sources: [SourceFile] = []) {
        self.runner = runner
        self.sources = sources
    }

    /// What was typed, joined with the sources.
    private func sessionFile(_ text: String) -> SourceFile {
        let typed = SourceFile(path: Self.fileName, text: text)
        return sources.isEmpty ? typed : SourceFile(module: Self.fileName, joining: [typed] + sources)
    }

    /// Whether `input` is a scenario step (else it is declarations).
    public static func isStep(_ input: String) -> Bool {
        let word = input.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix { $0.isLetter }
        return stepKeywords.contains(String(word))
    }

    /// Declarations or a step (a complete input: see `InputCompleteness`).
    public func submit(_ input: String) -> Response {
        let box = UncheckedSendable(self)
        return runOnLargeStack(stackSize: RuntimeLimits.threadStackSize) {
            Self.isStep(input) ? box.value.runSteps(input) : box.value.declare(input)
        }
    }

    /// `:load FILE`: the file's declarations join the session (its scenarios are ignored).
    public func load(_ file: SourceFile) -> Response {
        let parsed = Parser.parse(file)
        guard !parsed.hasErrors else { return Response(diagnostics: parsed.diagnostics) }
        var text = ""
        for item in parsed.syntax.items {
            guard case .declaration(let decl) = item else { continue }
            text += file.text(decl.range) + "\n"
        }
        return submit(text)
    }

    /// `:reset`: no declarations, no app.
    public func reset() {
        finishApp()
        declarations = ""
        responses = []
    }

    /// Ends the app (`:quit`, `:reset`, a new `show`).
    public func finishApp() {
        execution?.app.shutdown()
        execution = nil
    }

    /// Everything the current app recorded since its `show` (with `traceOptions.events`):
    /// what `:timeline` draws.
    public var trace: [TraceEntry] { execution?.app.trace ?? [] }

    /// The render tree of the current app.
    public var tree: String? {
        guard let app = execution?.app, let graph = app.graph else { return nil }
        return graph.dump { app.interpreter.inspect($0) }
    }

    // MARK: Inputs

    private func declare(_ input: String) -> Response {
        let text = declarations + input + "\n"
        let parsed = Parser.parse(sessionFile(text))
        if parsed.hasErrors { return Response(diagnostics: parsed.diagnostics) }
        if !parsed.syntax.scenarios.isEmpty {
            return Response(diagnostics: [Diagnostic(.scenarioInRepl, at: SourceSpan(file: parsed.file, range: parsed.syntax.scenarios[0].range))])
        }
        let compiled = Compiler.compile(parsed, release: runner.release)
        if compiled.hasErrors { return Response(diagnostics: compiled.diagnostics) }
        declarations = text
        return Response(diagnostics: compiled.diagnostics)
    }

    private func runSteps(_ input: String) -> Response {
        let text = declarations + "scenario \"repl\" {\n" + input + "\n}\n"
        let parsed = Parser.parse(sessionFile(text))
        if parsed.hasErrors { return Response(diagnostics: parsed.diagnostics) }
        guard let scenario = parsed.syntax.scenarios.last else { return Response() }
        var response = Response()
        for step in scenario.steps {
            if case .respond(let url, let body, let status, let delay) = step.kind {
                let response = SimulatedNetwork.Response(body: body, status: status, delay: delay)
                responses.append((url, response))
                execution?.app.interpreter.network.respond(to: url, with: response)
                continue
            }
            if case .show = step.kind {
                let compiled = Compiler.compile(parsed, release: runner.release)
                if compiled.hasErrors { return Response(diagnostics: compiled.diagnostics) }
                finishApp()
                let app = runner.makeApp(compiled.program, for: scenario, resources: runner.resourceFolders, trace: traceOptions)
                for (url, response) in responses { app.interpreter.network.respond(to: url, with: response) }
                var fresh = ScenarioExecution(file: parsed.file, scenario: scenario, app: app)
                fresh.start()
                execution = fresh
            }
            guard var current = execution else {
                response.diagnostics.append(Diagnostic(.nothingShown, at: SourceSpan(file: parsed.file, range: step.range)))
                return response
            }
            current.file = parsed.file
            let traced = current.app.trace.count
            current.run(step)
            response.trace += current.app.trace(from: traced)
            let progress = current.takeProgress()
            execution = current
            response.output += progress.output
            response.failures += progress.failures
            if let trap = progress.trap { response.trap = trap }
        }
        return response
    }
}

/// Hands a value to the large-stack thread and back (the threads never run at once).
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
