/// Bounds that turn runaway programs into positioned errors instead of hangs or stack
/// overflows. Each is adjustable from the command line.
public struct RuntimeLimits: Sendable {
    /// Loop iterations and calls one event (a scenario step, a task resumption) may run. The
    /// default stops a runaway after about a second of interpretation in a release build
    /// (about 25 million simple loop iterations a second on the reference machine), so real
    /// numeric work (a 10,000,000-iteration loop) finishes.
    public var stepBudget: Int
    /// Nested calls of the simulated program.
    public var maximumCallDepth: Int
    /// Tasks alive at once (each simulated task holds a thread while it is suspended).
    public var maximumLiveTasks: Int
    /// Task turns and jobs one step may run without virtual time passing (a task yielding
    /// in an endless loop never lets the clock move, so no step budget catches it).
    public var maximumTurnsPerStep: Int

    /// The stack of every thread that runs interpreted code (the scenario and script runners,
    /// the REPL, the executor's task threads). It holds the deepest recursion the default
    /// call-depth limit allows in every build: a function or `body` calling itself takes
    /// about 5-6 KB of native stack per call in a debug build, 7.5 KB under ThreadSanitizer
    /// and 11-15 KB under AddressSanitizer (measured with gdb at the call-depth error), so
    /// 10,000 calls need at most ~155 MB, below the 240 MiB left above the reserve of
    /// `NativeStackGuard`, which ends paths that take more per call (or a raised limit) with
    /// an error. The size is reserved address space; only the pages a program touches are memory.
    public static let threadStackSize = 256 << 20

    public init(stepBudget: Int = 25_000_000, maximumCallDepth: Int = 10_000, maximumLiveTasks: Int = 1_000,
                maximumTurnsPerStep: Int = 100_000) {
        self.stepBudget = stepBudget
        self.maximumCallDepth = maximumCallDepth
        self.maximumLiveTasks = maximumLiveTasks
        self.maximumTurnsPerStep = maximumTurnsPerStep
    }
}
