import ViewScriptSyntax

/// A Combine publisher of the subset SwiftUI apps use. A subscription is a `receive` closure
/// for the values and a cancel closure; everything is delivered on the driver's thread, on the
/// virtual clock. The operators (`map`, `filter`, `removeDuplicates`, `delay`, `debounce`,
/// `eraseToAnyPublisher`, `receive(on:)`) and the subscribers (`sink`, `assign(to:on:)`) are
/// members of every publisher.
class PublisherObject: NativeObject, NativeMembers {
    typealias Receive = (Value) throws -> Void

    var runtimeType: RuntimeType { .named(typeName, []) }
    var typeName: String { "AnyPublisher" }
    func describe() -> String { typeName }

    /// Subscribes `receive`; the returned closure ends the subscription.
    func subscribe(_ receive: @escaping Receive, _ context: CallContext) throws -> () -> Void {
        { }
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        // Subscriptions hold the program's closures, not the interpreter (it owns them).
        let interpreter = ClosureCaller(context)
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("sink", ["receiveValue"]), ("sink", [nil]):
            return try sink(values[0], context)
        case ("sink", ["receiveCompletion", "receiveValue"]):
            return try sink(values[1], context)
        case ("assign", ["to", "on"]):
            guard case .keyPath(let path) = values[0], case .object = values[1] else { return nil }
            guard path.components.count == 1, case .property(let property) = path.components[0] else {
                throw context.failure(.notSimulated("assign(to:on:) with a key path of more than one property"))
            }
            let target = values[1]
            return .native(CancellableObject(try subscribe({ value in
                var object = target
                try interpreter.assign(&object, property, value)
            }, context)))
        case ("eraseToAnyPublisher", []), ("receive", ["on"]), ("receive", ["on", "options"]), ("share", []):
            // `receive(on: DispatchQueue.main)` / `RunLoop.main`: everything already runs on the main thread.
            return .native(self)
        case ("map", [nil]):
            let transform = values[0]
            return stage("Publishers.Map") { downstream in
                ({ value in try downstream(try interpreter.call(transform, value)) }, {})
            }
        case ("compactMap", [nil]):
            let transform = values[0]
            return stage("Publishers.CompactMap") { downstream in
                ({ value in
                    if case .some(let wrapped) = try interpreter.call(transform, value) { try downstream(wrapped) }
                }, {})
            }
        case ("filter", [nil]):
            let predicate = values[0]
            return stage("Publishers.Filter") { downstream in
                ({ value in
                    if try interpreter.truth(try interpreter.call(predicate, value)) {
                        try downstream(value)
                    }
                }, {})
            }
        case ("removeDuplicates", []):
            return stage("Publishers.RemoveDuplicates") { downstream in
                var last: Value?
                return ({ value in
                    if let previous = last, try interpreter.equal(previous, value) { return }
                    last = value
                    try downstream(value)
                }, {})
            }
        case ("delay", ["for", "scheduler"]), ("debounce", ["for", "scheduler"]):
            let nanoseconds = try Self.stride(values[0], context)
            let debounces = name == "debounce"
            weak let executor = context.interpreter.executor
            return stage(debounces ? "Publishers.Debounce" : "Publishers.Delay") { downstream in
                var pending: [ScheduledJob] = []
                return ({ value in
                    if debounces { pending.forEach { $0.cancel() }; pending.removeAll() }
                    pending.removeAll { $0.isCancelled || $0.fireCount > 0 }
                    guard let executor else { return }
                    pending.append(executor.enqueue(after: nanoseconds) { try downstream(value) })
                }, { pending.forEach { $0.cancel() } })
            }
        default:
            return nil
        }
    }

    /// A scheduler's stride: seconds as a number, or `.seconds(1)`, `.milliseconds(300)`.
    static func stride(_ value: Value, _ context: CallContext) throws -> Int64 {
        switch value {
        case .int(let seconds): return Int64(seconds) * 1_000_000_000
        case .double(let seconds): return Int64((seconds * 1e9).rounded())
        default: return try ConcurrencyLibrary.nanoseconds(value, context)
        }
    }

    /// `publisher.sink { value in }`: the closure runs for every value.
    func sink(_ closure: Value, _ context: CallContext) throws -> Value {
        let interpreter = ClosureCaller(context)
        return .native(CancellableObject(try subscribe({ value in _ = try interpreter.call(closure, value) }, context)))
    }

    /// An operator: each subscription gets its own stage (its `receive` and its clean-up).
    func stage(_ name: String, _ make: @escaping (@escaping Receive) -> (Receive, () -> Void)) -> Value {
        .native(OperatorPublisher(name, upstream: self, make))
    }
}

/// `upstream.map { }` and the other operators.
final class OperatorPublisher: PublisherObject {
    let name: String
    let upstream: PublisherObject
    let make: (@escaping Receive) -> (Receive, () -> Void)

    init(_ name: String, upstream: PublisherObject, _ make: @escaping (@escaping Receive) -> (Receive, () -> Void)) {
        self.name = name
        self.upstream = upstream
        self.make = make
    }

    override var typeName: String { name }

    override func subscribe(_ receive: @escaping Receive, _ context: CallContext) throws -> () -> Void {
        let (stageReceive, cleanUp) = make(receive)
        let cancelUpstream = try upstream.subscribe(stageReceive, context)
        return { cancelUpstream(); cleanUp() }
    }
}

/// `AnyCancellable`: what `sink` and `assign` return. `cancel()` ends the subscription, and so
/// does the last reference going away (as `AnyCancellable`'s `deinit` does); `store(in:)` puts
/// it into a set or an array.
final class CancellableObject: NativeObject, NativeMembers {
    private var cancelAction: (() -> Void)?

    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    var runtimeType: RuntimeType { .named("AnyCancellable", []) }
    func describe() -> String { "Combine.AnyCancellable" }

    func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "cancel", arguments.values.isEmpty else { return nil }
        cancel()
        return .void
    }

    /// `cancellable.store(in: &set)` (the interpreter passes the storage).
    func store(in collection: inout Value) -> Bool {
        switch collection {
        case .set(var set):
            collection = .void
            _ = set.insert(.native(self))
            collection = .set(set)
        case .array(var array):
            collection = .void
            array.elements.append(.native(self))
            collection = .array(array)
        default:
            return false
        }
        return true
    }

    deinit { cancelAction?() }
}

/// Runs the program's closures for a subscription without keeping the interpreter alive
/// (the interpreter owns the publishers, through the program's values).
struct ClosureCaller {
    weak var interpreter: Interpreter?
    let range: SourceRange

    init(_ context: CallContext) {
        interpreter = context.interpreter
        range = context.range
    }

    func call(_ closure: Value, _ argument: Value) throws -> Value {
        guard let interpreter else { return .void }
        return try interpreter.callClosure(closure, [argument], at: range)
    }

    func truth(_ value: Value) throws -> Bool {
        guard let interpreter else { return false }
        return try interpreter.truth(value, at: range)
    }

    func equal(_ a: Value, _ b: Value) throws -> Bool {
        guard let interpreter else { return false }
        return try interpreter.valuesEqual(a, b, at: range)
    }

    func assign(_ object: inout Value, _ property: String, _ value: Value) throws {
        try interpreter?.assignMember(&object, property, value, at: range)
    }
}
