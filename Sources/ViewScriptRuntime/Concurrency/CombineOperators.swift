import ViewScriptSyntax

/// The operators of every publisher, each a stage between its upstream and its downstream
/// (`OperatorPublisher`): values and the completion pass through, changed as Combine does.
/// A closure of a `try` operator that throws fails the stream with its error.
enum CombineOperators {
    static func apply(_ upstream: PublisherObject, _ name: String, _ arguments: CallArguments,
                      _ context: CallContext) throws -> Value? {
        let caller = ClosureCaller(context)
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("share", []):
            return .native(SharingPublisher(upstream))
        case ("eraseToAnyPublisher", []), ("receive", ["on"]), ("receive", ["on", "options"]),
             ("subscribe", ["on"]), ("subscribe", ["on", "options"]), ("setFailureType", ["to"]),
             ("assertNoFailure", []):
            // Everything already runs on the main thread; failure types are not checked.
            return .native(upstream)
        case ("map", [nil]), ("tryMap", [nil]):
            let transform = values[0]
            return upstream.stage("Publishers.\(name == "map" ? "Map" : "TryMap")") { downstream in
                (passing(downstream) { value in
                    switch try caller.attempt(transform, value) {
                    case .success(let mapped): try downstream.receive(mapped)
                    case .failure(let error): try downstream.complete(.failure(error.value))
                    }
                }, {})
            }
        case ("compactMap", [nil]), ("filter", [nil]), ("tryFilter", [nil]), ("tryCompactMap", [nil]):
            let transform = values[0]
            let filters = name.hasSuffix("ilter")
            return upstream.stage("Publishers.\(name.prefix(1).uppercased() + name.dropFirst())") { downstream in
                (passing(downstream) { value in
                    switch try caller.attempt(transform, value) {
                    case .success(let result) where filters:
                        if try caller.truth(result) { try downstream.receive(value) }
                    case .success(let result):
                        if case .some(let wrapped) = result { try downstream.receive(wrapped) }
                    case .failure(let error): try downstream.complete(.failure(error.value))
                    }
                }, {})
            }
        case ("removeDuplicates", []), ("removeDuplicates", ["by"]):
            let predicate = values.first
            return upstream.stage("Publishers.RemoveDuplicates") { downstream in
                var last: Value?
                return (passing(downstream) { value in
                    if let previous = last {
                        let same = try predicate.map { try caller.truth(try caller.call($0, previous, value)) }
                        if try same ?? caller.equal(previous, value) { return }
                    }
                    last = value
                    try downstream.receive(value)
                }, {})
            }
        case ("scan", [nil, nil]):
            let (initial, combine) = (values[0], values[1])
            return upstream.stage("Publishers.Scan") { downstream in
                var accumulated = initial
                return (passing(downstream) { value in
                    accumulated = try caller.call(combine, accumulated, value)
                    try downstream.receive(accumulated)
                }, {})
            }
        case ("handleEvents", _):
            return handleEvents(upstream, arguments, caller)
        case ("replaceError", ["with"]):
            let replacement = context.interpreter.resolvingEnumCase(values[0])
            return upstream.stage("Publishers.ReplaceError") { downstream in
                (Subscriber(receive: downstream.receive, complete: { end in
                    if case .failure = end { try downstream.receive(replacement) }
                    try downstream.complete(.finished)
                }), {})
            }
        case ("replaceNil", ["with"]):
            let replacement = values[0]
            return upstream.stage("Publishers.Map") { downstream in
                (passing(downstream) { value in try downstream.receive(value.isNil ? replacement : value.unwrappedDeep ?? value) }, {})
            }
        case ("replaceEmpty", ["with"]):
            let replacement = values[0]
            return upstream.stage("Publishers.ReplaceEmpty") { downstream in
                var empty = true
                return (Subscriber(receive: { value in empty = false; try downstream.receive(value) }, complete: { end in
                    if empty, case .finished = end { try downstream.receive(replacement) }
                    try downstream.complete(end)
                }), {})
            }
        case ("mapError", [nil]):
            let transform = values[0]
            return upstream.stage("Publishers.MapError") { downstream in
                (Subscriber(receive: downstream.receive, complete: { end in
                    if case .failure(let error) = end {
                        try downstream.complete(.failure(try caller.call(transform, error)))
                    } else {
                        try downstream.complete(end)
                    }
                }), {})
            }
        case ("decode", ["type", "decoder"]):
            let (type, decoder) = (values[0], values[1])
            guard case .native(let members as NativeMembers) = decoder else { return nil }
            return upstream.stage("Publishers.Decode") { downstream in
                (passing(downstream) { data in
                    guard let interpreter = caller.interpreter else { return }
                    let arguments = CallArguments(values: [type, data], labels: [nil, "from"], inoutTargets: [nil, nil],
                                                  thunks: [nil, nil], firstTrailingClosure: nil)
                    do {
                        guard let decoded = try members.callMethod("decode", arguments, CallContext(interpreter: interpreter, range: caller.range)) else {
                            throw interpreter.failure(.notSimulated("decode(type:decoder:) with this decoder"), at: caller.range)
                        }
                        try downstream.receive(decoded)
                    } catch let error as ThrownError {
                        try downstream.complete(.failure(error.value))
                    }
                }, {})
            }
        case ("prepend", _), ("append", _):
            let extra = values.count == 1 && values[0].asArray != nil ? Array(values[0].asArray!.elements) : values
            let prepends = name == "prepend"
            return upstream.stage("Publishers.Concatenate") { downstream in
                (Subscriber(receive: downstream.receive, complete: { end in
                    if !prepends, case .finished = end { for value in extra { try downstream.receive(value) } }
                    try downstream.complete(end)
                }), {})
            }.prepending(prepends ? extra : [])
        case ("dropFirst", []), ("dropFirst", [nil]):
            let count = values.first?.asInt ?? 1
            return upstream.stage("Publishers.Drop") { downstream in
                var remaining = count
                return (passing(downstream) { value in
                    if remaining > 0 { remaining -= 1 } else { try downstream.receive(value) }
                }, {})
            }
        case ("first", []), ("first", ["where"]):
            let predicate = values.first
            return upstream.stage("Publishers.First") { downstream in
                (passing(downstream) { value in
                    if let predicate, try !caller.truth(try caller.call(predicate, value)) { return }
                    try downstream.receive(value)
                    try downstream.complete(.finished)
                }, {})
            }
        case ("collect", []):
            return upstream.stage("Publishers.Collect") { downstream in
                var collected: [Value] = []
                return (Subscriber(receive: { collected.append($0) }, complete: { end in
                    if case .finished = end { try downstream.receive(.array(ArrayValue(collected))) }
                    try downstream.complete(end)
                }), {})
            }
        case ("retry", [nil]):
            return .native(RetryPublisher(upstream, times: values[0].asInt ?? 0))
        default:
            return try CombineFlattening.apply(upstream, name, arguments, context)
        }
    }

    /// A stage that changes the values and passes the completion on unchanged.
    static func passing(_ downstream: Subscriber, _ receive: @escaping (Value) throws -> Void) -> Subscriber {
        Subscriber(receive: receive, complete: downstream.complete)
    }

    /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`:
    /// the subscription's closure runs when a subscriber subscribes (given the subscription), the
    /// request's with the demand, which is always `unlimited` here (every subscriber takes all).
    private static func handleEvents(_ upstream: PublisherObject, _ arguments: CallArguments, _ caller: ClosureCaller) -> Value {
        var closures: [String: Value] = [:]
        for (label, value) in zip(arguments.labels, arguments.values) where !value.isNil {
            if let label { closures[label] = value.unwrappedDeep ?? value }
        }
        return upstream.stage("Publishers.HandleEvents") { downstream in
            var ended = false
            if let closure = closures["receiveSubscription"] { _ = try caller.call(closure, .native(SymbolValue("Subscription"))) }
            if let closure = closures["receiveRequest"] { _ = try caller.call(closure, .native(SymbolValue("unlimited"))) }
            return (Subscriber(receive: { value in
                if let closure = closures["receiveOutput"] { _ = try caller.call(closure, value) }
                try downstream.receive(value)
            }, complete: { end in
                ended = true
                if let closure = closures["receiveCompletion"] { _ = try caller.call(closure, caller.completionValue(end)) }
                try downstream.complete(end)
            }), {
                if !ended, let closure = closures["receiveCancel"] { _ = try? caller.call(closure) }
            })
        }
    }
}

extension Value {
    /// `prepend(values)`: the values first, then the upstream's (a `Publishers.Concatenate`).
    func prepending(_ values: [Value]) -> Value {
        guard !values.isEmpty, case .native(let publisher as PublisherObject) = self else { return self }
        return .native(ConcatenatePublisher(FinitePublisher("Publishers.Sequence", values: values, end: .finished), publisher))
    }
}
