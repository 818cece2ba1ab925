import ViewScriptSyntax

/// Where a job on the clock comes from: what a preview that never goes idle is reported by.
public struct JobOrigin: Sendable {
    public enum Kind: Sendable {
        /// `Timer.scheduledTimer`, `Timer(timeInterval:repeats:block:)`.
        case timer
        /// `Timer.publish(every:on:in:)`, once connected.
        case timerPublisher
        /// The updates of a `TimelineView`'s schedule.
        case timelineView
        /// `DispatchQueue.main.asyncAfter`.
        case asyncAfter
    }

    public let kind: Kind
    public let range: SourceRange
    /// Nanoseconds between two fires, for what repeats.
    public let interval: Int64?

    public init(_ kind: Kind, at range: SourceRange, every interval: Int64? = nil) {
        self.kind = kind
        self.range = range
        self.interval = interval
    }
}

extension Executor {
    /// How long a preview may keep the virtual clock busy: 5 seconds.
    public static let previewSettleWindow: Int64 = 5_000_000_000

    /// A preview settles: virtual time passes as in `advance`, every timer, sleep and task
    /// running when it falls due, until nothing is scheduled any more. What is still scheduled
    /// after `window` nanoseconds keeps the preview from ever going idle (a repeating timer, a
    /// `TimelineView` updating every frame, a task that sleeps in a loop): an error at the
    /// source of the next entry, or at `fallback` when its source is unknown.
    public func settle(within window: Int64 = previewSettleWindow, fallback: SourceRange) throws {
        if try runUntilAllDone(limit: window) { return }
        guard let entry = clock.nextEntry() else { return }
        switch entry.action {
        case .job(let job):
            let origin = job.origin
            throw RuntimeError(.failure(.neverIdle(origin?.kind, every: origin?.interval, window: window)),
                               at: origin?.range ?? fallback)
        case .resumeTask(let task):
            throw RuntimeError(.failure(.neverIdleTask(window: window)), at: task.suspendedAt ?? fallback)
        case .resumeDriver:
            throw RuntimeError(.failure(.neverIdle(nil, every: nil, window: window)), at: fallback)
        }
    }
}

extension DiagnosticMessage {
    static func neverIdle(_ kind: JobOrigin.Kind?, every interval: Int64?, window: Int64) -> DiagnosticMessage {
        let source: String
        switch kind {
        case .timer?: source = "the \(interval == nil ? "" : "repeating ")'Timer' started here"
        case .timerPublisher?: source = "the 'Timer.publish' timer made here"
        case .timelineView?: source = "the 'TimelineView' whose content starts here"
        case .asyncAfter?: source = "the 'asyncAfter' block scheduled here"
        case nil: source = "a job"
        }
        let what = interval.map { "\(source) \(kind == .timelineView ? "updates" : "fires") every \(seconds($0)) s" }
            ?? "\(source) is still waiting"
        return DiagnosticMessage("preview-never-idle", .error,
                                 "the preview does not go idle within \(seconds(window)) s of virtual time: \(what) (test what keeps running with a scenario and 'advance')")
    }

    static func neverIdleTask(window: Int64) -> DiagnosticMessage {
        DiagnosticMessage("preview-never-idle", .error,
                          "the preview does not go idle within \(seconds(window)) s of virtual time: this task still waits on the virtual clock (test what keeps running with a scenario and 'advance')")
    }

    /// `0.0167`, `1`, `2.5`: nanoseconds as seconds, to four decimals.
    private static func seconds(_ nanoseconds: Int64) -> String {
        let value = (Double(nanoseconds) / 1e9 * 10_000).rounded() / 10_000
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
