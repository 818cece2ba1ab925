import ViewScriptSyntax

// The suspension points and cancellation, called by the running code: a task, or the
// driver's own code (outside any task, a suspension runs the loop nested until the
// driver's turn comes). Awaiting an async function is not a suspension point by itself.
extension Executor {
    // MARK: Suspension points

    /// `Task.sleep(nanoseconds:)`, `Task.sleep(for:)`: resumes `nanoseconds` from now, after
    /// everything scheduled earlier for that time. A cancelled task (before or during the
    /// sleep) is resumed at once, from the back of the queue, and the sleep throws
    /// `CancellationError()`.
    public func sleep(nanoseconds: Int64, at range: SourceRange) throws {
        let wake = clock.time(after: nanoseconds)
        guard let task = currentTask else {
            try suspendDriver(at: range) { clock.schedule($0.resumption, at: wake) }
            return
        }
        let entry = clock.schedule(.resumeTask(task), at: task.isCancelled ? now : wake)
        task.sleepEntry = entry
        defer { task.sleepEntry = nil }
        try suspend(task, at: range)
        if task.isCancelled { throw cancellationError(at: range) }
    }

    /// `Task.yield()`: resumes after everything already enqueued for now (at once, on the
    /// same thread, when nothing is: `continuesAfterYield`).
    public func yield(at range: SourceRange) throws {
        if let task = currentTask, continuesAfterYield(task, at: range) { return }
        try suspendCurrent(at: range) { clock.schedule($0.resumption, at: now) }
    }

    /// Foundation's blocking `sleep(2)`, `Thread.sleep(forTimeInterval:)`: the main thread
    /// is blocked, so the clock moves on and nothing else runs meanwhile.
    public func blockingSleep(nanoseconds: Int64) {
        clock.advance(to: clock.time(after: nanoseconds))
    }

    /// `await task.result`: waits until `task` ends (no suspension if it has).
    public func result(of task: TaskHandle, at range: SourceRange) throws -> TaskResult {
        if !task.isFinished {
            if task === currentTask { throw RuntimeError(.failure(.awaitsItself), at: range) }
            try suspendCurrent(at: range) { task.waiters.append($0) }
        }
        guard let result = task.result else { throw ExecutorShutdown() }
        return result
    }

    /// Suspends the current task (or the driver) until what `arrange` is given is passed to
    /// `wake` (a task group's `next`).
    func park(at range: SourceRange, _ arrange: (Waiter) -> Void) throws {
        try suspendCurrent(at: range, arrange)
    }

    /// Resumes a parked waiter after everything already enqueued for now.
    func wake(_ waiter: Waiter) {
        clock.schedule(waiter.resumption, at: now)
    }

    /// `await task.value`: the task's value, or its error rethrown (at `range`).
    public func value(of task: TaskHandle, at range: SourceRange) throws -> Value {
        switch try result(of: task, at: range) {
        case .success(let value): return value
        case .failure(let error): throw ThrownError(value: error.value, range: range)
        }
    }

    // MARK: Cancellation

    /// `task.cancel()`: sets the flag (and its child tasks', first), wakes the task if it sleeps (the sleep throws), then
    /// runs its cancellation handlers at once, on the canceller's turn, innermost first.
    /// Cancelling twice, or a task that ended, only sets the flag. Throws what a handler threw.
    public func cancel(_ task: TaskHandle) throws {
        guard !task.isCancelled else { return }
        task.isCancelled = true
        guard !task.isFinished else { return }
        // Newest first, as Swift walks a task's status records.
        for child in task.children.reversed() where !child.isFinished { try cancel(child) }
        if let entry = task.sleepEntry {
            clock.cancel(entry)
            task.sleepEntry = clock.schedule(.resumeTask(task), at: now)
        }
        for record in task.cancellationHandlers.reversed() { try record.handler() }
    }

    /// `withTaskCancellationHandler { operation } onCancel: { handler }`: `handler` runs if
    /// the current task is cancelled while `operation` runs, or before it if the task is
    /// cancelled already. Outside a task nothing can cancel, and `operation` just runs.
    public func withCancellationHandler(_ handler: @escaping () throws -> Void,
                                        operation: () throws -> Value) throws -> Value {
        guard let task = currentTask else { return try operation() }
        if task.isCancelled {
            try handler()
            return try operation()
        }
        let id = nextHandlerID
        nextHandlerID += 1
        task.cancellationHandlers.append((id, handler))
        defer { task.cancellationHandlers.removeAll { $0.id == id } }
        return try operation()
    }

    /// `Task.isCancelled`: false outside a task.
    public var isCurrentTaskCancelled: Bool { currentTask?.isCancelled ?? false }

    /// `Task.checkCancellation()`.
    public func checkCancellation(at range: SourceRange) throws {
        if isCurrentTaskCancelled { throw cancellationError(at: range) }
    }

    /// `CancellationError()`, a value of `cancellationErrorType`.
    public func makeCancellationError() -> Value {
        .structValue(StructValue(type: cancellationErrorType, fields: []))
    }

    func cancellationError(at range: SourceRange) -> ThrownError {
        ThrownError(value: makeCancellationError(), range: range)
    }

    // MARK: Suspending

    /// Suspends the running code until what `arrange` set up resumes it.
    private func suspendCurrent(at range: SourceRange, _ arrange: (Waiter) -> Void) throws {
        if let task = currentTask {
            arrange(.task(task))
            try suspend(task, at: range)
        } else {
            try suspendDriver(at: range, arrange)
        }
    }

    /// On the task's thread: passes the baton back to the driver and blocks until the task's
    /// next turn. Throws `ExecutorShutdown` when that turn is the teardown.
    private func suspend(_ task: TaskHandle, at range: SourceRange) throws {
        if isShutDown { throw ExecutorShutdown() }
        guard let worker = task.worker else { preconditionFailure("a task suspends without a thread") }
        task.state = .suspended
        task.suspendedAt = range
        driverBaton.pass()
        worker.baton.wait()
        task.suspendedAt = nil
        if isShutDown { throw ExecutorShutdown() }
    }

    /// The driver's own code suspends: the loop runs nested, on the driver's thread, until
    /// the driver's resumption comes up.
    private func suspendDriver(at range: SourceRange, _ arrange: (Waiter) -> Void) throws {
        if isShutDown { throw ExecutorShutdown() }
        let wait = DriverWait()
        arrange(.driver(wait))
        try runLoop(deadline: .max) { wait.isResumed }
        if isShutDown { throw ExecutorShutdown() }
        if !wait.isResumed { throw RuntimeError(.failure(.suspendedForever("code outside any task")), at: range) }
    }
}

extension DiagnosticMessage {
    static func suspendedForever(_ who: String) -> DiagnosticMessage {
        DiagnosticMessage("suspended-forever", .error,
                          "\(who) is suspended here, and no task or timer is left that could resume it (the program would hang)")
    }
    static var awaitsItself: DiagnosticMessage {
        DiagnosticMessage("task-awaits-itself", .error, "a task awaits its own value (the program would hang)")
    }
    static func tooManyTasks(_ limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("too-many-tasks", .error,
                          "more than \(limit) tasks alive at once (do tasks start in a loop and never end? raise the limit with --max-tasks)")
    }
    static func tooManyTurns(_ limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("too-many-turns", .error,
                          "tasks and jobs ran more than \(limit) turns without letting virtual time pass (is a task yielding in an endless loop? raise the limit with --max-turns)")
    }
}
