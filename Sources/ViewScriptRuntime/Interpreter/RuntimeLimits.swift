/// Bounds that turn runaway programs into positioned errors instead of hangs or stack
/// overflows. Each is adjustable from the command line.
public struct RuntimeLimits: Sendable {
    /// Loop iterations and calls one event (a scenario step, a task resumption) may run.
    public var stepBudget: Int
    /// Nested calls of the simulated program.
    public var maximumCallDepth: Int
    /// Tasks alive at once (each simulated task holds a thread while it is suspended).
    public var maximumLiveTasks: Int
    /// Task turns and jobs one step may run without virtual time passing (a task yielding
    /// in an endless loop never lets the clock move, so no step budget catches it).
    public var maximumTurnsPerStep: Int

    public init(stepBudget: Int = 2_000_000, maximumCallDepth: Int = 10_000, maximumLiveTasks: Int = 1_000,
                maximumTurnsPerStep: Int = 100_000) {
        self.stepBudget = stepBudget
        self.maximumCallDepth = maximumCallDepth
        self.maximumLiveTasks = maximumLiveTasks
        self.maximumTurnsPerStep = maximumTurnsPerStep
    }
}
