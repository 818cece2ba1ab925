import ViewScriptSyntax

/// `publisher.values` (`AsyncPublisher`) and `NotificationCenter.notifications(named:)`: an
/// async sequence that `for await` takes values from, suspending while none is ready. It
/// subscribes when the loop asks for its first element, and ends (nil) when the publisher
/// finishes or the waiting task is cancelled; a failure is thrown (`AsyncThrowingPublisher`).
///
/// `AsyncPublisher` asks for one value at a time: a value sent while the loop's body runs
/// (no `next()` waiting) is dropped, as a subject drops values nobody demanded.
/// Source: Apple, AsyncPublisher, https://developer.apple.com/documentation/combine/asyncpublisher
/// ("a publisher that exposes its elements as an asynchronous sequence"); OpenCombine's
/// `AsyncPublisher.Iterator` requests `.max(1)` on each `next()`.
/// `notifications(named:)` buffers instead: every notification posted after the loop began is
/// delivered (`buffers`).
final class PublisherValues: NativeObject, NativeMembers, AsyncElementSource {
    let publisher: PublisherObject
    let name: String
    let buffers: Bool
    private var cancel: (() -> Void)?
    private var ready: [Value] = []
    private var end: PublisherCompletion?
    private var demanded = false
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
        switch (name, arguments.labels) {
        case ("makeAsyncIterator", []): return .native(self)
        case ("next", []): return try nextElement(context).map { .some($0) } ?? Value.none
        default: return nil
        }
    }

    func nextElement(_ context: CallContext) throws -> Value? {
        guard let executor else { throw ExecutorShutdown() }
        if cancel == nil && end == nil {
            demanded = true
            cancel = try publisher.subscribe(Subscriber(receive: { [weak self] value in self?.arrived(value) },
                                                        complete: { [weak self] completion in self?.ended(completion) }), context)
        }
        demanded = true
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
        guard buffers || demanded, buffers || ready.isEmpty else { return }
        ready.append(value)
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
