import ViewScriptSyntax
import ViewScriptUI

/// The steps on lists that people edit (docs/scenarios.md): each is an event on the shown graph,
/// then the app runs until idle.
extension SimulatedApp {
    func editList(_ step: ScenarioStepKind) throws {
        guard let graph else { throw ScenarioStepError(.nothingShown) }
        interpreter.resetBudget()
        switch step {
        case .delete(let text): try graph.delete(row: text)
        case .move(let text, let destination): try graph.move(row: text, to: destination)
        case .swipe(let text): try graph.swipe(row: text)
        case .refresh:
            // The pull starts the action as a task; the step returns once it has finished,
            // the virtual clock moving while it waits (Apple, `refreshable`: the indicator
            // "remains visible for the duration of the refresh, which runs asynchronously").
            let task = try graph.refresh()
            guard try interpreter.executor.runUntilFinished(task) else { throw ScenarioStepError(.refreshNeverFinished) }
        default: return
        }
        try interpreter.executor.runUntilIdle()
    }
}

extension DiagnosticMessage {
    static let refreshNeverFinished = DiagnosticMessage(
        "refresh-never-finished", .error, "the refresh action did not finish within an hour of virtual time")
}
