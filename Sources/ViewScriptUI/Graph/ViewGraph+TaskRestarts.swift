import ViewScriptRuntime
import ViewScriptSyntax

/// A task restart loop: a `.task` whose every run changes state that cancels it and starts
/// it again. On a `Group` or in a `@ViewBuilder` `if`/`switch`, `.task` belongs to each
/// branch, so a loading view model that sets `isLoading = true` as its fetch begins switches
/// the branch, which cancels the task and starts the new branch's, which sets it again...
/// SwiftUI restarts it forever too; ViewScript counts the passes that cancel a task and start
/// one again in one event (a step and the task turns after it, `render()`) at one instant of
/// virtual time, and stops at `GraphLimits.taskRestarts` with an error at the `.task` (its
/// turns alone would take the turn limit, 100,000 turns, to stop).

/// Why a pass restarted a task.
enum TaskRestartCause {
    /// A view with a `.task` left the screen and another appeared with one: the task's view
    /// got a new identity (another branch, a new `.id`).
    case identity
    /// The `.task(id:)`'s id changed.
    case id
}

/// The first task a pass restarted.
struct TaskRestart {
    let node: ViewNode
    let unit: ViewUnit
    let cause: TaskRestartCause
}

/// Passes that restarted a task at one instant of virtual time.
struct TaskRestartCount {
    var instant: Int64 = 0
    var passes = 0
}

extension ViewGraph {
    /// Counts a pass that restarted a task; past the limit, the loop is an error positioned
    /// at the `.task` (the graph's own error when the task has no position).
    func countTaskRestart(_ restart: TaskRestart) throws {
        let now = virtualNow()
        if now != taskRestarts.instant { taskRestarts = TaskRestartCount(instant: now) }
        taskRestarts.passes += 1
        guard taskRestarts.passes > taskRestartLimit else { return }
        let view = laneNode(of: restart.unit)?.name ?? restart.unit.name
        let message = DiagnosticMessage.taskRestartLoop(limit: taskRestartLimit, view: view, cause: restart.cause)
        guard let origin = restart.node.runningTask?.origin else { throw ViewGraphError.taskRestartLoop(message.text) }
        throw RuntimeError(.failure(message), at: origin)
    }
}

extension DiagnosticMessage {
    static func taskRestartLoop(limit: Int, view: String, cause: TaskRestartCause) -> DiagnosticMessage {
        let (task, why) = switch cause {
        case .identity:
            ("'.task'", "each of its runs changes state that gives the view it is attached to in '\(view)' a new identity (another branch "
                + "of an 'if' or 'switch', or a new '.id'), which cancels it and starts the new view's task (attach the '.task' to a view "
                + "that stays, outside the branches; ")
        case .id:
            ("'.task(id:)'", "each of its runs changes its 'id' in '\(view)', which cancels it and starts it again (")
        }
        return DiagnosticMessage("task-restart-loop", .error,
                                 "this \(task) was cancelled and started again more than \(limit) times without virtual time passing "
                                 + "(SwiftUI would restart it forever): \(why)raise the limit with --max-task-restarts)")
    }
}
