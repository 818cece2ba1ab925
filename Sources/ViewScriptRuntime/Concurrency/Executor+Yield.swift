import ViewScriptSyntax

/// One run of the driver's loop (`Executor.runLoop`): what it runs until, and the turns it
/// counted since virtual time last moved.
final class DriverLoop {
    let deadline: Int64
    let isDone: () -> Bool
    var turns = 0

    init(deadline: Int64, isDone: @escaping () -> Bool) {
        self.deadline = deadline
        self.isDone = isDone
    }
}

extension Executor {
    /// `Task.yield()` of `task` when its resumption would be the very next entry the driver
    /// runs, and the driver would do nothing observable between the two turns: the turn ends
    /// and the next one begins on the task's own thread, with no hand-off of the baton (two
    /// thread switches, tens of microseconds each on a loaded machine; an endless yield loop
    /// makes 100,000 of them before its turn limit). Returns false, having changed nothing,
    /// when the driver has to run: another entry is due now (or overdue, after a blocking
    /// sleep), the resumption would fall after the loop's deadline, the loop is done, the
    /// next turn would exceed the turn limit (the driver throws the runaway, as always), or
    /// `afterEachJob` has work (the graph renders a write of the task).
    ///
    /// Otherwise it does what `suspend`, `transfer` and `runLoop` do between the turns, in
    /// their order: the task suspends (its observer is told), the loop counts the turn,
    /// `afterEachJob` has nothing to do, the resumption comes up at the same virtual time
    /// (so the count goes on), and the task resumes with a full budget (its observer is told).
    func continuesAfterYield(_ task: TaskHandle, at range: SourceRange) -> Bool {
        guard !isShutDown, let loop = activeLoop, loop.turns < maximumTurnsPerCall,
              now <= loop.deadline, clock.nextTime().map({ $0 > now }) ?? true,
              !(afterEachJobHasWork?() ?? (afterEachJob != nil)), !loop.isDone()
        else { return false }
        task.state = .suspended
        task.suspendedAt = range
        task.turnObserver?(.suspended)
        loop.turns += 1
        interpreter?.resetBudget()
        task.state = .running
        task.turnObserver?(.resumed)
        task.suspendedAt = nil
        return true
    }
}
