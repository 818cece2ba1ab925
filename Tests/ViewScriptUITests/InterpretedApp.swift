import Testing
import ViewScriptRuntime
import ViewScriptSyntax
@testable import ViewScriptUI

/// An interpreted app driven the way a scenario drives it: every step runs the app until it
/// is idle at the current virtual time, tasks' writes are rendered after each job.
final class InterpretedApp {
    let graph: ViewGraph
    let interpreter: Interpreter

    init(_ source: String, root: String) throws {
        (graph, interpreter) = try InterpretedViewTests().mount(source, root: root)
        let graph = self.graph
        let interpreter = self.interpreter
        graph.output = { interpreter.write($0) }
        interpreter.executor.afterEachJob = { if graph.needsRender { try graph.renderAfterJob() } }
        try interpreter.executor.runUntilIdle()
    }

    deinit {
        interpreter.executor.shutdown()
        interpreter.executor.afterEachJob = nil  // it holds the graph, whose output holds the interpreter
    }

    /// The program's output since the last call, as lines.
    func output() -> [String] {
        interpreter.takeOutput().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func tap(_ title: String) throws { try step { try graph.tap(title) } }
    func back() throws { try step { try graph.back() } }
    func dismiss() throws { try step { try graph.dismiss() } }
    func advance(seconds: Double) throws { try interpreter.executor.advance(by: Int64(seconds * 1_000_000_000)) }

    private func step(_ body: () throws -> Void) throws {
        try body()
        try interpreter.executor.runUntilIdle()
    }
}
