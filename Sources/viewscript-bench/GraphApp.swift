import ViewScriptRuntime
import ViewScriptSyntax
import ViewScriptUI

/// A `.view` program shown through the real pipeline: parsed, compiled, its root view
/// evaluated by the interpreter, turned into elements by `InterpretedViews` and mounted in a
/// `ViewGraph` (what `SimulatedApp` does for a scenario's `show`), with the graph's log off.
final class GraphApp {
    let interpreter: Interpreter
    let graph: ViewGraph

    enum Failure: Error, CustomStringConvertible {
        case rejected([String])
        case stopped(String)
        var description: String {
            switch self {
            case .rejected(let messages): "the program was rejected: " + messages.joined(separator: "; ")
            case .stopped(let message): "the app stopped: " + message
            }
        }
    }

    /// Compiles `source` and mounts the view `root` (an expression of the program). The
    /// step budget is reset before every event, as a scenario does.
    init(_ source: String, root: String, limits: RuntimeLimits) throws(Failure) {
        let text = source + "\nlet __root = \(root)\n"
        let parsed = Parser.parse(SourceFile(path: "bench.view", text: text), options: ParseOptions(allowsTopLevelStatements: true))
        let compiled = Compiler.compile(parsed)
        let errors = (parsed.diagnostics + compiled.diagnostics).filter { $0.severity == .error }
        guard errors.isEmpty, let index = compiled.program.globalNames.firstIndex(of: "__root") else {
            throw .rejected(errors.map(\.message.text))
        }
        let interpreter = Interpreter(program: compiled.program, limits: limits)
        // As `SimulatedApp` does: the graph calls rows and bodies from outside any call.
        interpreter.keepsSpareFrames = true
        do {
            try interpreter.runMain()
            let element = try InterpretedViews(interpreter: interpreter).element(interpreter.globals[index].value)
            let graph = ViewGraph(root: element)
            graph.isLogging = false
            self.interpreter = interpreter
            self.graph = graph
        } catch {
            interpreter.executor.shutdown()
            throw .stopped(Self.describe(error))
        }
    }

    deinit {
        interpreter.executor.shutdown()
        interpreter.releaseSpareFrames()
    }

    /// Shows the root view: the first render.
    func mount() throws(Failure) {
        try event { try graph.mount() }
    }

    /// Taps the one control labelled `label` and renders what its action changed.
    func tap(_ label: String) throws(Failure) {
        try event { try graph.tap(label) }
    }

    /// Scrolls until `text` is on screen.
    func scroll(toText text: String) throws(Failure) {
        try event { try graph.scroll(toText: text) }
    }

    private func event(_ body: () throws -> Void) throws(Failure) {
        interpreter.resetBudget()
        do {
            try body()
            try interpreter.executor.runUntilIdle()
        } catch {
            throw .stopped(Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let runtime = error as? RuntimeError { return runtime.message }
        return "\(error)"
    }
}
