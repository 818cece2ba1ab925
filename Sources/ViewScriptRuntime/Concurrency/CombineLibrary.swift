import ViewScriptSyntax

/// The Combine names a program constructs: subjects, `Just`, `Future`, `Deferred`, `Empty`,
/// `Fail`, `AnyCancellable`, `Timer.publish` and `Publishers.Merge`/`CombineLatest`/`Zip`.
enum CombineLibrary {
    static let typeNames: Set<String> = [
        "PassthroughSubject", "CurrentValueSubject", "Just", "AnyPublisher", "Publishers", "Cancellable", "Never",
        "Future", "Deferred", "Empty", "Fail", "Subscribers",
    ]

    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        // `Fail(error: .offline)`, `CurrentValueSubject(.home)`: the generic arguments that would
        // type the member are not kept, so it is the one enum case of the program with that name.
        let values = arguments.values.map(context.interpreter.resolvingEnumCase)
        switch (name, arguments.labels) {
        case ("PassthroughSubject", []): return .native(SubjectObject("PassthroughSubject", current: nil))
        case ("CurrentValueSubject", [nil]): return .native(SubjectObject("CurrentValueSubject", current: values[0]))
        case ("Just", [nil]): return .native(FinitePublisher("Just", values: [values[0]], end: .finished))
        case ("Empty", []): return .native(FinitePublisher("Empty", values: [], end: .finished))
        case ("Empty", ["completeImmediately"]):
            return .native(FinitePublisher("Empty", values: [], end: values[0].asBool == false ? nil : .finished))
        case ("Fail", ["error"]): return .native(FinitePublisher("Fail", values: [], end: .failure(values[0])))
        case ("Future", [nil]): return .native(try FuturePublisher(values[0], context))
        case ("Deferred", [nil]), ("Deferred", ["createPublisher"]): return .native(DeferredPublisher(values[0]))
        case ("AnyPublisher", [nil]):
            return .native(try ClosureCaller(context).publisher(values[0]))
        case ("AnyCancellable", [nil]):
            let closure = values[0]
            weak let interpreter = context.interpreter
            let range = context.range
            return .native(CancellableObject { _ = try? interpreter?.callClosure(closure, [], at: range) })
        default: return nil
        }
    }

    /// `Timer.publish(every: 1, on: .main, in: .common)`, `Publishers.Merge(a, b)`.
    static func callStatic(_ typeName: String, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (typeName, name) {
        case ("Timer", "publish") where arguments.labels.first == "every":
            let nanoseconds = try PublisherObject.stride(arguments.values[0], context)
            return .native(TimerPublisherObject(interval: max(nanoseconds, Executor.minimumTimerInterval), at: context.range))
        case ("Publishers", "Merge"), ("Publishers", "Merge3"), ("Publishers", "Merge4"), ("Publishers", "MergeMany"):
            let caller = ClosureCaller(context)
            var sources = try arguments.values.flatMap { value -> [Value] in
                if case .array(let array) = value { return Array(array.elements) }
                return [value]
            }.map(caller.publisher)
            let first = sources.removeFirst()
            return .native(CombiningPublisher("Publishers.\(name)", [first] + sources, .merge))
        case ("Publishers", "CombineLatest"), ("Publishers", "CombineLatest3"), ("Publishers", "CombineLatest4"),
             ("Publishers", "Zip"), ("Publishers", "Zip3"), ("Publishers", "Zip4"):
            let caller = ClosureCaller(context)
            let sources = try arguments.values.map(caller.publisher)
            return .native(CombiningPublisher("Publishers.\(name)", sources, name.hasPrefix("Zip") ? .zip : .latest))
        default:
            return nil
        }
    }

    /// The completion a program sends: `.finished` or `.failure(error)`.
    static func completion(_ value: Value, _ context: CallContext) throws -> PublisherCompletion {
        switch value {
        case .enumValue(let value) where value.type.declaration == nil && value.type.name == "Completion":
            return value.caseIndex == 0 ? .finished : .failure(value.payload[0])
        default:
            switch member(value, context) {
            case ("finished", nil)?: return .finished
            case ("failure", let error?)?: return .failure(error)
            default:
                throw context.failure(.notSimulated("send(completion:) with \(context.interpreter.describeForMessage(value))"))
            }
        }
    }

    /// `.success(value)` / `.failure(error)` given to a `Future`'s promise: whether it succeeded, and its payload.
    static func outcome(_ value: Value, _ context: CallContext) throws -> (succeeded: Bool, payload: Value) {
        if case .enumValue(let result) = value, result.type.name == "Result", let payload = result.payload.first {
            return (result.caseIndex == 0, payload)
        }
        switch member(value, context) {
        case ("success", let payload?)?: return (true, payload)
        case ("failure", let error?)?: return (false, error)
        default: throw context.failure(.notSimulated("a promise given \(context.interpreter.describeForMessage(value))"))
        }
    }

    /// An implicit member the compiler could not type (`.failure(.offline)` passed to a closure
    /// of the library): its name and its one argument, whose own implicit member is resolved as
    /// the one enum case of the program with that name.
    private static func member(_ value: Value, _ context: CallContext) -> (String, Value?)? {
        switch value {
        case .native(let member as UnresolvedMember):
            let argument = member.arguments?.values.first.map(context.interpreter.resolvingEnumCase)
            return (member.name, argument)
        case .native(let symbol as SymbolValue):
            let name = symbol.member ?? String(symbol.name.split(separator: ".").last ?? "")
            return (name, symbol.arguments.first.map(context.interpreter.resolvingEnumCase))
        default:
            return nil
        }
    }
}

/// `Just(value)`, `Empty()`, `Fail(error:)`: the values, then the end (none for
/// `Empty(completeImmediately: false)`), to each subscriber, at once.
final class FinitePublisher: PublisherObject {
    let name: String
    let values: [Value]
    let end: PublisherCompletion?

    init(_ name: String, values: [Value], end: PublisherCompletion?) {
        self.name = name
        self.values = values
        self.end = end
    }

    override var typeName: String { name }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        let gate = SubscriptionGate()
        for value in values where !gate.isDone { try subscriber.receive(value) }
        if let end, !gate.isDone { try subscriber.complete(end) }
        return { gate.isDone = true }
    }
}

/// `Future { promise in ... }`: the closure runs once, at once; the first `promise(.success(v))`
/// or `promise(.failure(e))` is kept and sent to every subscriber, then the end.
/// Source: Apple, Future, https://developer.apple.com/documentation/combine/future ("A publisher
/// that eventually produces a single value and then finishes or fails.").
final class FuturePublisher: SharedPublisher {
    private var result: Result<Value, ValueError>?

    struct ValueError: Error { let value: Value }

    init(_ body: Value, _ context: CallContext) throws {
        super.init()
        let promise = Function(builtin: "promise") { [weak self] context, arguments in
            try self?.fulfil(arguments.first ?? .void, context)
            return .void
        }
        _ = try context.interpreter.callClosure(body, [.function(promise)], at: context.range)
    }

    override var typeName: String { "Future" }

    private func fulfil(_ outcome: Value, _ context: CallContext) throws {
        guard result == nil else { return }
        let (succeeded, payload) = try CombineLibrary.outcome(outcome, context)
        if succeeded {
            result = .success(payload)
            try send(payload)
            try finish(.finished)
        } else {
            result = .failure(ValueError(value: payload))
            try finish(.failure(payload))
        }
    }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        if case .success(let value) = result { try subscriber.receive(value) }
        return try super.subscribe(subscriber, context)
    }
}

/// `Deferred { publisher }`: the closure makes a new publisher for each subscriber, when it subscribes.
final class DeferredPublisher: PublisherObject {
    let make: Value
    init(_ make: Value) { self.make = make }
    override var typeName: String { "Deferred" }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        let caller = ClosureCaller(context)
        return try caller.publisher(try caller.call(make)).subscribe(subscriber, context)
    }
}
