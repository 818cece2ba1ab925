import ViewScriptSyntax

/// `publisher.values` (`AsyncPublisher`) and `NotificationCenter.notifications(named:)`: an
/// async sequence that `for await` takes values from, suspending while none is ready. It
/// subscribes when the loop asks for its first element, and ends (nil) when the publisher
/// finishes or the waiting task is cancelled; a failure is thrown (`AsyncThrowingPublisher`).
///
/// `AsyncPublisher` asks for one value at a time: a value sent while the loop's body runs
/// (no `next()` waiting) is dropped, as a `PassthroughSubject` drops values nobody demanded;
/// a `CurrentValueSubject` or `@Published` projection keeps its newest value for the next demand.
/// Source: Apple, AsyncPublisher, https://developer.apple.com/documentation/combine/asyncpublisher
/// ("a publisher that exposes its elements as an asynchronous sequence"); OpenCombine's
/// `AsyncPublisher.Iterator` requests `.max(1)` on each `next()`.
/// `notifications(named:)` buffers instead, keeping the newest 8 notifications not yet taken.
/// Source: Apple Developer Forums, "NotificationCenter.notifications(named:) appears to buffer
/// internally and can drop notifications", https://developer.apple.com/forums/thread/808800
/// ("In local testing it appears to be limited to 8 messages"; its loop still saw the last one).
final class PublisherValues: NativeObject, NativeMembers, AsyncElementSource {
    let publisher: PublisherObject
    let name: String
    let buffers: Bool
    static let notificationBuffer = 8
    private var cancel: (() -> Void)?
    private var ready: [Value] = []
    private var end: PublisherCompletion?
    private var demanded = false
    /// The newest value sent while nothing was demanded, for a publisher that keeps one.
    private var latest: Value?
    private var parked: Waiter?
    private weak var executor: Executor?

    init(_ publisher: PublisherObject, _ context: CallContext, name: String = "AsyncPublisher", buffers: Bool = false) {
        self.publisher = publisher
        self.name = name
        self.buffers = buffers
        executor = context.interpreter.executor
    }

    var runtimeType: RuntimeType { .named(name, []) }
    func describe() -> String { name }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        try iteratorMethod(name, arguments, context)
    }

    func nextElement(_ context: CallContext) throws -> Value? {
        guard let executor else { throw ExecutorShutdown() }
        if cancel == nil && end == nil {
            demanded = true
            cancel = try publisher.subscribe(Subscriber(receive: { [weak self] value in self?.arrived(value) },
                                                        complete: { [weak self] completion in self?.ended(completion) }), context)
        }
        demanded = true
        if ready.isEmpty, let value = latest {
            latest = nil
            ready.append(value)
        }
        while ready.isEmpty && end == nil {
            if executor.isCurrentTaskCancelled { return finish() }
            _ = try executor.withCancellationHandler({ [weak self] in self?.wakeParked() }) {
                try executor.park(at: context.range) { parked = $0 }
                return .void
            }
        }
        demanded = false
        if !ready.isEmpty { return ready.removeFirst() }
        if case .failure(let error)? = end { throw ThrownError(value: error, range: context.range) }
        return nil
    }

    private func arrived(_ value: Value) {
        if buffers {
            ready.append(value)
            if ready.count > Self.notificationBuffer { ready.removeFirst() }
        } else if demanded && ready.isEmpty {
            ready.append(value)
        } else if publisher.keepsCurrentValue {
            latest = value
        }
        wakeParked()
    }

    private func ended(_ completion: PublisherCompletion) {
        end = completion
        cancel = nil
        wakeParked()
    }

    private func wakeParked() {
        guard let parked else { return }
        self.parked = nil
        executor?.wake(parked)
    }

    private func finish() -> Value? {
        cancel?()
        cancel = nil
        end = .finished
        return nil
    }

    deinit { cancel?() }
}

extension PublisherObject {
    /// Whether the publisher's source is a `CurrentValueSubject` or a `@Published` projection,
    /// which give a late demand their newest value.
    var keepsCurrentValue: Bool {
        switch self {
        case let subject as SubjectObject: return subject.name == "CurrentValueSubject"
        case is PublishedPublisher: return true
        case let stage as OperatorPublisher: return stage.upstream.keepsCurrentValue
        default: return false
        }
    }
}
