/// Bounds that turn runaway programs into positioned errors instead of hangs or stack
/// overflows. Each is adjustable from the command line.
public struct RuntimeLimits: Sendable {
    /// Loop iterations and calls one event (a scenario step, a task resumption) may run.
    public var stepBudget: Int
    /// Nested calls of the simulated program.
    public var maximumCallDepth: Int

    public init(stepBudget: Int = 2_000_000, maximumCallDepth: Int = 10_000) {
        self.stepBudget = stepBudget
        self.maximumCallDepth = maximumCallDepth
    }
}
