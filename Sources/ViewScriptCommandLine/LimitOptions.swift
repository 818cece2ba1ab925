import ViewScriptRuntime

/// `--step-budget N` and `--max-call-depth N`: the interpreter's limits, for commands that run code.
struct LimitOptions: Equatable, Sendable {
    var stepBudget: Int?
    var maximumCallDepth: Int?

    var limits: RuntimeLimits {
        var limits = RuntimeLimits()
        if let stepBudget { limits.stepBudget = stepBudget }
        if let maximumCallDepth { limits.maximumCallDepth = maximumCallDepth }
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
            guard argument == "--step-budget" || argument == "--max-call-depth" else {
                kept.append(argument)
                index += 1
                continue
            }
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                throw Invocation.UsageError(message: "\(argument) needs a positive whole number", topic: topic)
            }
            if argument == "--step-budget" { options.stepBudget = value } else { options.maximumCallDepth = value }
            index += 2
        }
        arguments = kept
        return options
    }
}
