import ViewScriptSyntax

/// The operators that subscribe to other publishers (`flatMap`, `switchToLatest`, `catch`,
/// `combineLatest`, `merge`, `zip`) and those on the virtual clock (`delay`, `debounce`, `throttle`).
enum CombineFlattening {
    static func apply(_ upstream: PublisherObject, _ name: String, _ arguments: CallArguments,
                      _ context: CallContext) throws -> Value? {
        let caller = ClosureCaller(context)
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("flatMap", [nil]), ("flatMap", ["maxPublishers", nil]):
            let transform = values[values.count - 1]
            return .native(FlatteningPublisher("Publishers.FlatMap", upstream, switches: false) { try caller.publisher(try caller.call(transform, $0)) })
        case ("switchToLatest", []):
            return .native(FlatteningPublisher("Publishers.SwitchToLatest", upstream, switches: true) { try caller.publisher($0) })
        case ("catch", [nil]), ("tryCatch", [nil]):
            let handler = values[0]
            return upstream.stage("Publishers.Catch") { downstream in
                var replacement: (() -> Void)?
                return (Subscriber(receive: downstream.receive, complete: { end in
                    guard case .failure(let error) = end else { return try downstream.complete(end) }
                    switch try caller.attempt(handler, error) {
                    case .success(let publisher):
                        replacement = try caller.publisher(publisher).subscribe(downstream, context)
                    case .failure(let thrown):
                        try downstream.complete(.failure(thrown.value))
                    }
                }), { replacement?() })
            }
        case ("combineLatest", _), ("zip", _):
            let transform = arguments.labels.last == nil && values.count > 1 && isClosure(values.last!) ? values.last : nil
            let others = try values.dropLast(transform == nil ? 0 : 1).map(caller.publisher)
            let zips = name == "zip"
            let combined = CombiningPublisher(zips ? "Publishers.Zip" : "Publishers.CombineLatest", [upstream] + others,
                                              zips ? .zip : .latest)
            guard let transform else { return .native(combined) }
            return combined.stage("Publishers.Map") { downstream in
                CombineOperators.passing(downstream) { tuple in
                    guard case .tuple(let elements) = tuple, let interpreter = caller.interpreter else { return }
                    try downstream.receive(try interpreter.callClosure(transform, elements.elements, at: caller.range))
                }
            } cleanUp: {}
        case ("merge", ["with"]), ("merge", ["with", nil]), ("merge", ["with", nil, nil]):
            return .native(CombiningPublisher("Publishers.Merge", [upstream] + (try values.map(caller.publisher)), .merge))
        case ("delay", ["for", "scheduler"]), ("delay", ["for", "scheduler", "options"]),
             ("debounce", ["for", "scheduler"]), ("debounce", ["for", "scheduler", "options"]):
            return try timed(upstream, debounces: name == "debounce", try PublisherObject.stride(values[0], context), context)
        case ("throttle", ["for", "scheduler", "latest"]):
            return try throttle(upstream, try PublisherObject.stride(values[0], context), latest: values[2].asBool ?? true, context)
        default:
            return nil
        }
    }

    private static func isClosure(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }

    /// `delay`: every value and the completion, later by `nanoseconds`. `debounce`: a value only
    /// once `nanoseconds` passed without a newer one; the completion at once, dropping a pending
    /// value (as OpenCombine's `Debounce` does).
    private static func timed(_ upstream: PublisherObject, debounces: Bool, _ nanoseconds: Int64, _ context: CallContext) throws -> Value {
        weak let executor = context.interpreter.executor
        return upstream.stage(debounces ? "Publishers.Debounce" : "Publishers.Delay") { downstream in
            var pending: [ScheduledJob] = []
            return (Subscriber(receive: { value in
                if debounces { pending.forEach { $0.cancel() }; pending.removeAll() }
                pending.removeAll { $0.isCancelled || $0.fireCount > 0 }
                guard let executor else { return }
                pending.append(executor.enqueue(after: nanoseconds) { try downstream.receive(value) })
            }, complete: { end in
                if debounces { pending.forEach { $0.cancel() }; pending.removeAll() }
                guard let executor else { return }
                pending.append(executor.enqueue(after: debounces ? 0 : nanoseconds) { try downstream.complete(end) })
            }), { pending.forEach { $0.cancel() } })
        }
    }

    /// `throttle(for:scheduler:latest:)`: the first value at once, then at most one value per
    /// interval, the newest (`latest: true`) or the first of those that came during it.
    /// Source: Apple, Publisher.throttle(for:scheduler:latest:),
    /// https://developer.apple.com/documentation/combine/publisher/throttle(for:scheduler:latest:)
    /// ("the throttle(for:scheduler:latest:) operator delivers the first event, then republishes
    /// only the latest event in the following ten second intervals").
    private static func throttle(_ upstream: PublisherObject, _ nanoseconds: Int64, latest: Bool, _ context: CallContext) throws -> Value {
        weak let executor = context.interpreter.executor
        return upstream.stage("Publishers.Throttle") { downstream in
            var window: ScheduledJob?
            var held: Value?
            func open() {
                window = executor?.enqueue(after: nanoseconds) {
                    window = nil
                    guard let value = held else { return }
                    held = nil
                    try downstream.receive(value)
                    open()
                }
            }
            return (Subscriber(receive: { value in
                guard window != nil else {
                    try downstream.receive(value)
                    open()
                    return
                }
                if latest || held == nil { held = value }
            }, complete: downstream.complete), { window?.cancel() })
        }
    }
}

extension PublisherObject {
    /// `stage` for a stage with a clean-up given separately.
    func stage(_ name: String, _ receive: @escaping (Subscriber) throws -> Subscriber, cleanUp: @escaping () -> Void) -> Value {
        stage(name) { downstream in (try receive(downstream), cleanUp) }
    }
}
