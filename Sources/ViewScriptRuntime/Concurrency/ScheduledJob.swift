/// A job on the main queue: a `DispatchQueue.main.async` or `asyncAfter` block (runs once),
/// or a repeating `Timer` (runs every `interval` until cancelled). Jobs are synchronous: they
/// run on the driver's thread, between tasks, with an empty call stack.
public final class ScheduledJob {
    /// Receives the job itself, so a timer's block can invalidate its timer. Let go of once
    /// the job can run no more (it ran once, was cancelled, or its app shut down): a timer's
    /// block holds its timer, which holds this job.
    private(set) var body: ((ScheduledJob) throws -> Void)?
    /// Nanoseconds between two fires of a repeating timer; nil for a one-shot job.
    public let interval: Int64?
    /// `DispatchWorkItem.cancel()` / `Timer.invalidate()` was called.
    public private(set) var isCancelled = false
    /// The virtual time of the next run, while one is scheduled.
    public var nextFireTime: Int64? { entry.flatMap { $0.isCancelled ? nil : $0.time } }
    /// The call that scheduled it, for a preview that never goes idle (`Executor.settle`).
    public var origin: JobOrigin?
    /// How many times the job ran.
    public internal(set) var fireCount = 0
    /// The scheduled run, replaced at each fire of a timer. Weak: the entry (held by the
    /// clock) refers to this job, and a job whose app shut down must not keep itself alive.
    weak var entry: ScheduledEntry?
    weak var executor: Executor?

    init(interval: Int64?, body: @escaping (ScheduledJob) throws -> Void) {
        self.interval = interval
        self.body = body
    }

    /// Stops the job: a pending run does not happen, a timer fires no more. Cancelling from
    /// the job's own body stops a timer after this fire.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        body = nil
        if let entry { executor?.clock.cancel(entry) }
        entry = nil
    }

    /// The job ran for the last time, or its app shut down: its block is let go of.
    func finish() {
        body = nil
    }
}

extension Executor {
    /// `DispatchQueue.main.async { }` (delay 0) and `asyncAfter(deadline: .now() + s)`:
    /// runs `job` once, `delay` nanoseconds from now, after everything already scheduled for
    /// that time. A negative delay means now.
    @discardableResult
    public func enqueue(after delay: Int64 = 0, _ job: @escaping () throws -> Void) -> ScheduledJob {
        let scheduled = ScheduledJob(interval: nil) { _ in try job() }
        schedule(scheduled, at: clock.time(after: delay))
        return scheduled
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats: true)`: runs `body` every `interval`
    /// nanoseconds (at least 0.1 ms, as Foundation's timers), first one interval from now,
    /// until the job is cancelled. Fire times stay on the grid `start + k × interval`: a fire
    /// that comes late (the main thread was blocked) does not shift the next ones, and fires
    /// missed meanwhile are skipped, as Foundation does.
    @discardableResult
    public func repeating(every interval: Int64, _ body: @escaping (ScheduledJob) throws -> Void) -> ScheduledJob {
        let scheduled = ScheduledJob(interval: max(interval, Self.minimumTimerInterval), body: body)
        schedule(scheduled, at: clock.time(after: scheduled.interval!))
        return scheduled
    }

    /// Foundation's floor for a timer's interval: 0.1 ms.
    static let minimumTimerInterval: Int64 = 100_000

    func schedule(_ job: ScheduledJob, at time: Int64) {
        guard !isShutDown, !job.isCancelled else { return }
        job.executor = self
        job.entry = clock.schedule(.job(job), at: time)
    }

    /// Runs one fire of `job` on the driver's thread as a new event, then schedules the
    /// next fire of a timer.
    func run(_ job: ScheduledJob, scheduledAt time: Int64) throws {
        job.entry = nil
        job.fireCount += 1
        let interpreter = self.interpreter
        let saved = interpreter?.swapCallStack([]) ?? []
        defer { _ = interpreter?.swapCallStack(saved) }
        interpreter?.resetBudget()
        guard let body = job.body else { return }
        try body(job)
        guard let interval = job.interval else {
            job.finish()
            return
        }
        if !job.isCancelled {
            // The first grid point after now: `time + k × interval` with k ≥ 1.
            let periods = max(0, now - time) / interval + 1
            let (offset, overflow1) = periods.multipliedReportingOverflow(by: interval)
            let (next, overflow2) = time.addingReportingOverflow(offset)
            schedule(job, at: overflow1 || overflow2 ? .max : next)
        }
    }
}
