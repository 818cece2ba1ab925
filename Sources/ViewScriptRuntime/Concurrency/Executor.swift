/// Runs `async` code on the virtual clock (stub until the executor lands).
public final class Executor {
    weak var interpreter: Interpreter?
    /// Virtual time in nanoseconds since the app started.
    public private(set) var now: Int64 = 0
    init() {}
}
