import ViewScriptSyntax

/// Runs the program's `async` code cooperatively on a virtual clock, as Swift runs it on the
/// main actor.
///
/// Every task runs on its own OS thread (interpreted code is ordinary recursive Swift, so a
/// task can only suspend in the middle of an evaluation by blocking its thread), but exactly
/// one thread runs at any time: participants hand a `Baton` on. The *driver* (the scenario
/// runner, or the caller of `runMain`) runs the loop: it pops the next entry of the
/// `VirtualClock` (earliest time first, then enqueue order), runs a job itself or passes the
/// baton to a task's thread, and waits until that task suspends or ends. Nothing reads the
/// real clock, so every run of a program interleaves the same way.
///
/// The driver API (`runMain`, `runUntilIdle`, `advance(by:)`, `runUntilAllDone`) is called
/// outside any task. An error that stops the app (a `RuntimeError` from a task, a job or
/// `afterEachJob`) shuts the executor down and is rethrown by the driver call.
///
/// Owners must call `shutdown()` when they are done with an app: suspended tasks keep their
/// threads (and the executor) alive until then.
public final class Executor {
    unowned var interpreter: Interpreter?
    var clock = VirtualClock()
    /// Virtual time in nanoseconds since the app started.
    public var now: Int64 { clock.now }
    /// Runs after each job or task turn, when control is back with the driver (the view
    /// graph renders here). What it throws stops the app.
    public var afterEachJob: (() throws -> Void)?
    /// Whether `afterEachJob` would do anything if it ran now (the graph has writes to render).
    /// While it says no, a task that yields with nothing else due runs on without handing
    /// the baton to the driver (`Executor+Yield.swift`). Unset, `afterEachJob` always has work.
    public var afterEachJobHasWork: (() -> Bool)?
    /// The task whose code is running; nil for the driver's own code and for jobs.
    public private(set) var currentTask: TaskHandle?
    /// `CancellationError`, a struct conforming to `Error` (one per executor).
    public let cancellationErrorType: NominalType
    /// Entries one driver call may run before it reports a runaway loop (a task that
    /// yields forever never lets virtual time pass, so no step budget catches it).
    public var maximumTurnsPerCall = 10_000_000
    /// Tasks alive at once; `checkCapacity(at:)` reports more as a runaway.
    public var maximumLiveTasks = 1_000
    /// Set by `shutdown()`: suspension points then unwind their task, nothing runs any more.
    public private(set) var isShutDown = false

    let stackSize: Int
    /// The driver's baton: tasks pass it when they suspend or end.
    let driverBaton = Baton()
    var idleWorkers: [Worker] = []
    var workerCount = 0
    /// Spawned tasks that did not end, by id.
    var liveTasks: [Int: TaskHandle] = [:]
    var nextTaskID = 1
    var nextHandlerID = 1
    /// An error a task's thread ended with that stops the app: rethrown by the driver.
    var stopError: Error?
    /// The innermost run of the loop, the one whose turn is running (nested runs come from
    /// the driver's own code suspending).
    var activeLoop: DriverLoop?

    /// `stackSize`: bytes of stack of each task's thread (interpreted recursion is deep).
    init(stackSize: Int = 64 << 20) {
        self.stackSize = stackSize
        cancellationErrorType = NominalType(kind: .structType, name: "CancellationError", parent: nil, declaration: nil)
        cancellationErrorType.conformances = ["Error"]
        cancellationErrorType.moduleName = "Swift"
    }

    deinit { shutdown() }

    /// Whether a job or a task's resumption is scheduled, now or later.
    public var hasPendingWork: Bool { clock.hasPendingWork }

    /// Tasks spawned and not ended (not counting the top-level code of `runMain`).
    public var pendingTaskCount: Int { liveTasks.values.filter { !$0.isMain }.count }

    // MARK: Spawning

    /// Before spawning: more tasks alive than the limit is a runaway (a loop that starts
    /// tasks which never end), reported where the task is created.
    public func checkCapacity(at range: SourceRange) throws {
        if liveTasks.count >= maximumLiveTasks {
            throw RuntimeError(.failure(.tooManyTasks(maximumLiveTasks)), at: range)
        }
    }

    /// `Task { }` (and `Task.detached`, `.task`): the task starts after what is already
    /// enqueued, once the running code suspends or ends. `successType` and `failureType`
    /// make its `Task<Success, Failure>` type. A `ThrownError` out of `body` becomes the
    /// task's result; any other error stops the app.
    @discardableResult
    public func spawn(name: String = "Task", successType: RuntimeType = .void,
                      failureType: RuntimeType = TaskHandle.neverType, at range: SourceRange? = nil,
                      body: @escaping () throws -> Value) -> TaskHandle {
        let task = makeTask(name: name, isMain: false, successType: successType, failureType: failureType, body: body)
        task.startedAt = range
        return task
    }

    private func makeTask(name: String, isMain: Bool, successType: RuntimeType, failureType: RuntimeType,
                          body: @escaping () throws -> Value) -> TaskHandle {
        let task = TaskHandle(id: nextTaskID, name: name, isMain: isMain, successType: successType,
                              failureType: failureType, body: body)
        nextTaskID += 1
        task.executor = self
        if isShutDown {
            task.state = .finished
            task.body = nil
            return task
        }
        liveTasks[task.id] = task
        clock.schedule(.resumeTask(task), at: now)
        return task
    }

    // MARK: Driver API

    /// A script: runs `body` (the top-level code) as the first task, and everything else
    /// while it is suspended, advancing the clock as needed, until it ends. Then returns,
    /// leaving what is still pending: Swift exits when top-level code ends, so tasks and
    /// jobs still queued never run. Rethrows a Swift error `body` did not catch; throws a
    /// failure if the top-level code waits for something that can never happen.
    public func runMain(_ body: @escaping () throws -> Void) throws {
        try asDriver {
            let main = makeTask(name: "main", isMain: true, successType: .void, failureType: TaskHandle.errorType) {
                try body()
                return .void
            }
            try runLoop(deadline: .max) { main.isFinished }
            if case .failure(let error)? = main.result { throw error }
            guard main.isFinished else { throw neverResumes(main) }
        }
    }

    /// Runs every job and task turn due now, including those they enqueue for now; the
    /// clock does not move.
    public func runUntilIdle() throws {
        try asDriver { try runLoop(deadline: now) }
    }

    /// Lets `nanoseconds` of virtual time pass: runs what falls due meanwhile in time order,
    /// the clock moving to each entry's time as it runs, then sets the clock to the end.
    public func advance(by nanoseconds: Int64) throws {
        try asDriver {
            let end = clock.time(after: nanoseconds)
            try runLoop(deadline: end)
            clock.advance(to: end)
        }
    }

    /// Runs until nothing is scheduled any more, moving the clock from one entry to the
    /// next. Stops at `limit` nanoseconds of virtual time from now (a timer that repeats
    /// forever) and returns false then; returns true when everything ran.
    @discardableResult
    public func runUntilAllDone(limit: Int64 = 3_600_000_000_000) throws -> Bool {
        try asDriver {
            try runLoop(deadline: clock.time(after: limit))
            return !hasPendingWork
        }
    }

    /// Ends the simulated app: nothing scheduled runs, each suspended task is resumed once
    /// more to unwind (its suspension point throws an `ExecutorShutdown`), and every thread
    /// ends. Idempotent; called by `deinit` too.
    public func shutdown() {
        guard !isShutDown else { return }
        precondition(currentTask == nil, "Executor.shutdown() called from inside a task")
        isShutDown = true
        clock.removeAll()
        for id in liveTasks.keys.sorted() {
            guard let task = liveTasks[id] else { continue }
            if task.state == .suspended {
                try? transfer(to: task)
            } else {
                task.state = .finished
                task.body = nil
            }
        }
        liveTasks.removeAll()
        stopError = nil
        for worker in idleWorkers { worker.stop() }
        idleWorkers.removeAll()
    }

    /// Runs a driver call: what stops the app shuts the executor down on its way out.
    private func asDriver<T>(_ body: () throws -> T) throws -> T {
        precondition(currentTask == nil, "the executor's driver API was called from inside a task")
        do {
            return try body()
        } catch {
            shutdown()
            throw error
        }
    }

    // MARK: The loop

    /// Runs entries due by `deadline`, in order, until `isDone()` or none is left.
    func runLoop(deadline: Int64, until isDone: @escaping () -> Bool = { false }) throws {
        let loop = DriverLoop(deadline: deadline, isDone: isDone)
        let outer = activeLoop
        activeLoop = loop
        defer { activeLoop = outer }
        while !isDone(), !isShutDown, let entry = clock.popNext(dueBy: deadline) {
            if entry.time > now { loop.turns = 0 }
            clock.advance(to: entry.time)
            switch entry.action {
            case .resumeDriver(let wait):
                wait.isResumed = true
                continue
            case .job(let job):
                try run(job, scheduledAt: entry.time)
            case .resumeTask(let task):
                try transfer(to: task)
            }
            loop.turns += 1
            if loop.turns > maximumTurnsPerCall { throw runaway(after: entry) }
            try afterEachJob?()
        }
    }

    /// Gives the baton to `task` (starting it on a worker the first time) and waits until
    /// the task suspends or ends. The task runs with its own call stack and a full budget.
    func transfer(to task: TaskHandle) throws {
        let interpreter = self.interpreter
        let saved = interpreter?.swapCallStack(task.callStack) ?? []
        interpreter?.resetBudget()
        let previous = currentTask
        currentTask = task
        task.state = .running
        if !isShutDown { task.turnObserver?(.resumed) }
        if let worker = task.worker {
            worker.baton.pass()
        } else {
            let worker = obtainWorker()
            task.worker = worker
            worker.assignment = { [self] in runBody(of: task) }
            worker.baton.pass()
        }
        driverBaton.wait()
        if !isShutDown { task.turnObserver?(task.isFinished ? .finished : .suspended) }
        currentTask = previous
        task.callStack = interpreter?.swapCallStack(saved) ?? []
        if let error = stopError {
            stopError = nil
            throw error
        }
    }

    private func obtainWorker() -> Worker {
        if let worker = idleWorkers.popLast() { return worker }
        workerCount += 1
        return Worker(stackSize: stackSize, name: "ViewScript task \(workerCount)")
    }

    /// A task's whole life, on its worker's thread.
    private func runBody(of task: TaskHandle) {
        let body = task.body
        task.body = nil
        var result: TaskResult?
        do {
            if isShutDown { throw ExecutorShutdown() }
            if let body { result = .success(try body()) }
        } catch let error as ThrownError {
            result = .failure(error)
        } catch is ExecutorShutdown {
            result = nil
        } catch {
            stopError = error
        }
        task.state = .finished
        task.result = result
        task.callStack = []
        liveTasks[task.id] = nil
        if !isShutDown {
            task.onFinish?(task)
            for waiter in task.waiters { clock.schedule(waiter.resumption, at: now) }
        }
        task.onFinish = nil
        task.releaseChildren()
        task.waiters = []
        task.cancellationHandlers = []
        if let worker = task.worker { idleWorkers.append(worker) }
        task.worker = nil
        driverBaton.pass()
    }

    // MARK: Stopping

    private func neverResumes(_ task: TaskHandle) -> RuntimeError {
        RuntimeError(.failure(.suspendedForever(task.isMain ? "top-level code" : "task")),
                     at: task.suspendedAt ?? SourceRange(0, 0), stack: task.callStack.reversed().map(\.entry))
    }

    private func runaway(after entry: ScheduledEntry) -> RuntimeError {
        var range = SourceRange(0, 0)
        if case .resumeTask(let task) = entry.action, let at = task.suspendedAt ?? task.startedAt { range = at }
        return RuntimeError(.failure(.tooManyTurns(maximumTurnsPerCall)), at: range)
    }
}

/// Thrown at the suspension points of a task that `Executor.shutdown()` tears down: it
/// unwinds the task's interpreted code. The interpreter must not let a `catch` or `try?`
/// of the program stop it (they handle `ThrownError` only).
struct ExecutorShutdown: Error {}

extension Interpreter {
    /// Installs `stack` as the running code's call stack and returns the one it replaces:
    /// each task keeps its own while others run.
    func swapCallStack(_ stack: [ActiveCall]) -> [ActiveCall] {
        let previous = callStack
        callStack = stack
        if stack.isEmpty { spareFrames.removeAll() }
        return previous
    }
}
