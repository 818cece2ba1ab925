import ViewScriptRuntime
import ViewScriptUI

/// The limit options of the commands that run code, each `--NAME N` with a positive whole
/// number: the interpreter's (`RuntimeLimits`) and the view graph's (`GraphLimits`).
struct LimitOptions: Equatable, Sendable {
    enum Limit: String, CaseIterable, Sendable {
        case stepBudget = "--step-budget"
        case maximumCallDepth = "--max-call-depth"
        case maximumTasks = "--max-tasks"
        case maximumTurns = "--max-turns"
        case maximumRenderPasses = "--max-render-passes"
        case maximumViewDepth = "--max-view-depth"
        case maximumTaskRestarts = "--max-task-restarts"
    }

    var values: [Limit: Int] = [:]

    init(stepBudget: Int? = nil, maximumCallDepth: Int? = nil) {
        values[.stepBudget] = stepBudget
        values[.maximumCallDepth] = maximumCallDepth
    }

    var limits: RuntimeLimits {
        var limits = RuntimeLimits()
        if let value = values[.stepBudget] { limits.stepBudget = value }
        if let value = values[.maximumCallDepth] { limits.maximumCallDepth = value }
        if let value = values[.maximumTasks] { limits.maximumLiveTasks = value }
        if let value = values[.maximumTurns] { limits.maximumTurnsPerStep = value }
        return limits
    }

    var graphLimits: GraphLimits {
        var limits = GraphLimits()
        if let value = values[.maximumRenderPasses] { limits.renderPasses = value }
        if let value = values[.maximumViewDepth] { limits.viewDepth = value }
        if let value = values[.maximumTaskRestarts] { limits.taskRestarts = value }
        return limits
    }

    /// Removes the limit options (and their values) from `arguments`.
    static func take(from arguments: inout [String], topic: HelpTopic) throws(Invocation.UsageError) -> LimitOptions {
        var options = LimitOptions()
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                kept.append(contentsOf: arguments[index...])
                break
            }
            guard let limit = Limit(rawValue: argument) else {
                kept.append(argument)
                index += 1
                continue
            }
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                throw Invocation.UsageError(message: "\(argument) needs a positive whole number", topic: topic)
            }
            options.values[limit] = value
            index += 2
        }
        arguments = kept
        return options
    }

    /// The options' lines in a command's help.
    static let help = """
      --step-budget N         Loop iterations and calls one event may run before it is
                              stopped as a runaway (default 25000000).
      --max-call-depth N      Nested calls allowed before a call is stopped as runaway
                              recursion (default 10000).
      --max-tasks N           Tasks alive at once (default 1000).
      --max-turns N           Task turns and jobs one step may run without virtual time
                              passing (default 100000).
      --max-render-passes N   Render passes one event may take before the update is
                              reported as a cycle (default 25).
      --max-view-depth N      Nesting of the render tree (default 2000).
      --max-task-restarts N   Render passes that cancel a '.task' and start it again
                              without virtual time passing (default 1000).
    """
}
