/// A driver call that waits for one task: the scenario runner's `refresh` step awaits the
/// refresh action as SwiftUI does (the list's indicator stays until the action returns).
extension Executor {
    /// Runs what is due, moving the clock from one entry to the next as the task waits, until
    /// `task` has ended; at most `limit` nanoseconds of virtual time. Returns whether it ended
    /// (false: it waits for something that did not happen in time, or never can).
    public func runUntilFinished(_ task: TaskHandle, limit: Int64 = 3_600_000_000_000) throws -> Bool {
        precondition(currentTask == nil, "the executor's driver API was called from inside a task")
        do {
            try runLoop(deadline: clock.time(after: limit)) { task.isFinished }
            return task.isFinished
        } catch {
            shutdown()
            throw error
        }
    }
}
