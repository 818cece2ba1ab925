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

    /// The stack of every thread that runs interpreted code (the scenario and script runners,
    /// the REPL, the executor's task threads). The call-depth limit, not the stack, must end
    /// deep recursion. An unoptimized build (`swift test`, the sanitizer runs) keeps each
    /// closure of the interpreter's hot paths (`NodeList.with`, `CalleePlan.run`) as a frame
    /// of its own, several times the optimized build's stack per interpreted call
    /// (AddressSanitizer's debug build overflowed 256 MiB just short of 10,000 nested calls),
    /// so it gets twice the stack (ThreadSanitizer cannot set up threads with 1 GiB stacks).
    /// The size is reserved address space; only the pages a program touches are memory.
    #if DEBUG
    public static let threadStackSize = 512 << 20
    #else
    public static let threadStackSize = 256 << 20
    #endif

    public init(stepBudget: Int = 2_000_000, maximumCallDepth: Int = 10_000, maximumLiveTasks: Int = 1_000,
                maximumTurnsPerStep: Int = 100_000) {
        self.stepBudget = stepBudget
        self.maximumCallDepth = maximumCallDepth
        self.maximumLiveTasks = maximumLiveTasks
        self.maximumTurnsPerStep = maximumTurnsPerStep
    }
}
