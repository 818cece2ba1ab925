import ViewScriptSyntax

/// `flatMap { publisher }` and `switchToLatest()`: each upstream value becomes a publisher whose
/// values go downstream. `switchToLatest` cancels the previous inner publisher when a new one
/// comes. The stream finishes once the upstream and every inner publisher have finished; any
/// failure fails it.
final class FlatteningPublisher: PublisherObject {
    let name: String
    let upstream: PublisherObject
    let switches: Bool
    let inner: (Value) throws -> PublisherObject

    init(_ name: String, _ upstream: PublisherObject, switches: Bool, _ inner: @escaping (Value) throws -> PublisherObject) {
        self.name = name
        self.upstream = upstream
        self.switches = switches
        self.inner = inner
    }

    override var typeName: String { name }

    override func subscribe(_ downstream: Subscriber, _ context: CallContext) throws -> () -> Void {
        let gate = SubscriptionGate()
        var inners: [Int: () -> Void] = [:]
        var nextID = 0
        var upstreamFinished = false
        func end(_ completion: PublisherCompletion) throws {
            guard !gate.isDone else { return }
            gate.isDone = true
            gate.end()
            try downstream.complete(completion)
        }
        gate.cleanUp = { inners.values.forEach { $0() }; inners.removeAll() }
        let inner = self.inner, switches = self.switches
        gate.cancelUpstream = try upstream.subscribe(Subscriber(receive: { value in
            guard !gate.isDone else { return }
            let publisher = try inner(value)
            if switches { inners.values.forEach { $0() }; inners.removeAll() }
            nextID += 1
            let id = nextID
            var finishedAtOnce = false
            let cancel = try publisher.subscribe(Subscriber(receive: { element in
                if !gate.isDone { try downstream.receive(element) }
            }, complete: { completion in
                guard inners.removeValue(forKey: id) != nil || !gate.isDone else { return }
                finishedAtOnce = true
                if case .failure = completion { return try end(completion) }
                if upstreamFinished && inners.isEmpty { try end(.finished) }
            }), context)
            if !finishedAtOnce && !gate.isDone { inners[id] = cancel }
        }, complete: { completion in
            upstreamFinished = true
            if case .failure = completion { return try end(completion) }
            if inners.isEmpty { try end(.finished) }
        }), context)
        if gate.isDone { gate.end() }
        return { gate.isDone = true; gate.end() }
    }
}

/// `combineLatest`, `zip` and `merge` of several publishers. `combineLatest` sends a tuple of
/// the newest values once every source has sent one; `zip` pairs the values in order; `merge`
/// passes every value on. Finished when all sources have finished (`zip`: when one that has
/// nothing left queued has); any failure fails it.
final class CombiningPublisher: PublisherObject {
    enum Mode { case latest, zip, merge }
    let name: String
    let sources: [PublisherObject]
    let mode: Mode

    init(_ name: String, _ sources: [PublisherObject], _ mode: Mode) {
        self.name = name
        self.sources = sources
        self.mode = mode
    }

    override var typeName: String { name }

    override func subscribe(_ downstream: Subscriber, _ context: CallContext) throws -> () -> Void {
        let gate = SubscriptionGate()
        let count = sources.count
        var latest = [Value?](repeating: nil, count: count)
        var queues = [[Value]](repeating: [], count: count)
        var finished = [Bool](repeating: false, count: count)
        var cancels: [() -> Void] = []
        let mode = self.mode
        func end(_ completion: PublisherCompletion) throws {
            guard !gate.isDone else { return }
            gate.isDone = true
            gate.end()
            try downstream.complete(completion)
        }
        gate.cleanUp = { cancels.forEach { $0() }; cancels.removeAll() }
        for (index, source) in sources.enumerated() {
            let cancel = try source.subscribe(Subscriber(receive: { value in
                guard !gate.isDone else { return }
                switch mode {
                case .merge:
                    try downstream.receive(value)
                case .latest:
                    latest[index] = value
                    let all = latest.compactMap { $0 }
                    if all.count == count { try downstream.receive(.tuple(TupleValue(all))) }
                case .zip:
                    queues[index].append(value)
                    if queues.allSatisfy({ !$0.isEmpty }) {
                        let row = queues.indices.map { queues[$0].removeFirst() }
                        try downstream.receive(.tuple(TupleValue(row)))
                        if queues.indices.contains(where: { finished[$0] && queues[$0].isEmpty }) { try end(.finished) }
                    }
                }
            }, complete: { completion in
                if case .failure = completion { return try end(completion) }
                finished[index] = true
                let done = mode == .zip ? queues[index].isEmpty : finished.allSatisfy { $0 }
                if done { try end(.finished) }
            }), context)
            if gate.isDone { cancel(); break }
            cancels.append(cancel)
        }
        return { gate.isDone = true; gate.end() }
    }
}

/// `prepend(values)`: the first publisher's values, then (once it finished) the second's.
final class ConcatenatePublisher: PublisherObject {
    let prefix: PublisherObject
    let suffix: PublisherObject

    init(_ prefix: PublisherObject, _ suffix: PublisherObject) {
        self.prefix = prefix
        self.suffix = suffix
    }

    override var typeName: String { "Publishers.Concatenate" }

    override func subscribe(_ downstream: Subscriber, _ context: CallContext) throws -> () -> Void {
        var cancelSuffix: (() -> Void)?
        var cancelled = false
        let suffix = self.suffix
        let cancelPrefix = try prefix.subscribe(Subscriber(receive: downstream.receive, complete: { completion in
            guard case .finished = completion, !cancelled else { return try downstream.complete(completion) }
            cancelSuffix = try suffix.subscribe(downstream, context)
        }), context)
        return { cancelled = true; cancelPrefix(); cancelSuffix?() }
    }
}

/// `retry(n)`: after a failure, subscribes to the upstream again, up to `n` times; the last
/// failure goes downstream.
final class RetryPublisher: PublisherObject {
    let upstream: PublisherObject
    let times: Int

    init(_ upstream: PublisherObject, times: Int) {
        self.upstream = upstream
        self.times = times
    }

    override var typeName: String { "Publishers.Retry" }

    override func subscribe(_ downstream: Subscriber, _ context: CallContext) throws -> () -> Void {
        var remaining = times
        var cancel: (() -> Void)?
        var cancelled = false
        let upstream = self.upstream
        func attach() throws {
            cancel = try upstream.subscribe(Subscriber(receive: downstream.receive, complete: { completion in
                if case .failure = completion, remaining > 0, !cancelled {
                    remaining -= 1
                    return try attach()
                }
                try downstream.complete(completion)
            }), context)
        }
        try attach()
        return { cancelled = true; cancel?() }
    }
}

/// `share()`: one subscription to the upstream, made for the first subscriber and shared by the
/// ones that come while it lasts (a later subscriber gets only later values); cancelled when the
/// last subscriber goes. Source: Apple, Publisher.share(),
/// https://developer.apple.com/documentation/combine/publisher/share() ("The publisher returned by
/// this operator supports multiple subscribers, all of whom receive unchanged elements and
/// completion states from the upstream publisher.").
final class SharingPublisher: SharedPublisher {
    let upstream: PublisherObject
    private var cancelUpstream: (() -> Void)?

    init(_ upstream: PublisherObject) { self.upstream = upstream }

    override var typeName: String { "Publishers.Share" }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        let cancel = try super.subscribe(subscriber, context)
        if cancelUpstream == nil, hasSubscribers {
            cancelUpstream = {}
            cancelUpstream = try upstream.subscribe(Subscriber(receive: { [weak self] value in try self?.send(value) },
                                                               complete: { [weak self] end in try self?.finish(end) }), context)
        }
        return cancel
    }

    override func unsubscribed() {
        guard !hasSubscribers else { return }
        let cancel = cancelUpstream
        cancelUpstream = nil
        cancel?()
    }
}
