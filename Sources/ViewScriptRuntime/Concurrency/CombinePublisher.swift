import ViewScriptSyntax

/// How a publisher ends: `Subscribers.Completion<Failure>` (`.finished` or `.failure(error)`).
enum PublisherCompletion {
    case finished
    case failure(Value)
}

/// What a subscription hears: values, then at most one completion (Combine's contract:
/// "a publisher ... can send a single completion", after which it sends nothing).
struct Subscriber {
    let receive: (Value) throws -> Void
    let complete: (PublisherCompletion) throws -> Void

    init(receive: @escaping (Value) throws -> Void, complete: @escaping (PublisherCompletion) throws -> Void = { _ in }) {
        self.receive = receive
        self.complete = complete
    }
}

/// A Combine publisher of the subset SwiftUI apps use. A subscription is a `Subscriber` and a
/// cancel closure; everything is delivered on the driver's thread, on the virtual clock. The
/// operators (`CombineOperators`) and the subscribers (`sink`, `assign`, `values`) are members
/// of every publisher.
class PublisherObject: NativeObject, NativeMembers {
    typealias Receive = (Value) throws -> Void

    var runtimeType: RuntimeType { .named(typeName, []) }
    var typeName: String { "AnyPublisher" }
    func describe() -> String { typeName }

    /// Subscribes `subscriber`; the returned closure ends the subscription.
    func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        { }
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        // `for await value in publisher.values`.
        name == "values" ? .native(PublisherValues(self, context)) : nil
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("sink", ["receiveValue"]), ("sink", [nil]):
            return try sink(completion: nil, value: values[0], context)
        case ("sink", ["receiveCompletion", "receiveValue"]), ("sink", [nil, "receiveValue"]), ("sink", ["receiveCompletion", nil]):
            return try sink(completion: values[0], value: values[1], context)
        case ("sink", ["receiveCompletion"]):
            return try sink(completion: values[0], value: nil, context)
        case ("assign", ["to", "on"]):
            guard case .keyPath(let path) = values[0], case .object = values[1] else { return nil }
            guard path.components.count == 1, case .property(let property) = path.components[0] else {
                throw context.failure(.notSimulated("assign(to:on:) with a key path of more than one property"))
            }
            let interpreter = ClosureCaller(context)
            let target = values[1]
            return .native(CancellableObject(try subscribe(Subscriber(receive: { value in
                var object = target
                try interpreter.assign(&object, property, value)
            }), context)))
        case ("assign", ["to"]):
            // `assign(to: &$property)`: lives as long as the property's object (no cancellable).
            guard case .native(let published as PublishedPublisher) = values[0] else { return nil }
            try published.assign(from: self, context)
            return .void
        default:
            return try CombineOperators.apply(self, name, arguments, context)
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

    /// `sink(receiveCompletion:receiveValue:)`: the closures run for every value and at the end.
    func sink(completion: Value?, value: Value?, _ context: CallContext) throws -> Value {
        let interpreter = ClosureCaller(context)
        return .native(CancellableObject(try subscribe(Subscriber(receive: { element in
            if let value { _ = try interpreter.call(value, element) }
        }, complete: { end in
            if let completion { _ = try interpreter.call(completion, interpreter.completionValue(end)) }
        }), context)))
    }

    /// An operator: each subscription gets its own stage (its subscriber and its clean-up).
    func stage(_ name: String, _ make: @escaping OperatorPublisher.Make) -> Value {
        .native(OperatorPublisher(name, upstream: self, make))
    }
}

/// `upstream.map { }` and the other operators. The stage's downstream is gated: once it has
/// completed, nothing more reaches it, the upstream subscription ends and the stage cleans up.
final class OperatorPublisher: PublisherObject {
    typealias Make = (_ downstream: Subscriber) throws -> (Subscriber, () -> Void)
    let name: String
    let upstream: PublisherObject
    let make: Make

    init(_ name: String, upstream: PublisherObject, _ make: @escaping Make) {
        self.name = name
        self.upstream = upstream
        self.make = make
    }

    override var typeName: String { name }

    override func subscribe(_ downstream: Subscriber, _ context: CallContext) throws -> () -> Void {
        let gate = SubscriptionGate()
        let gated = Subscriber(receive: { value in
            if !gate.isDone { try downstream.receive(value) }
        }, complete: { completion in
            guard !gate.isDone else { return }
            gate.isDone = true
            gate.end()
            try downstream.complete(completion)
        })
        let (stage, cleanUp) = try make(gated)
        gate.cleanUp = cleanUp
        gate.cancelUpstream = try upstream.subscribe(stage, context)
        if gate.isDone { gate.end() }
        return { gate.isDone = true; gate.end() }
    }
}

/// One subscription's state: whether it has completed or was cancelled, and what ends it.
final class SubscriptionGate {
    var isDone = false
    var cancelUpstream: (() -> Void)?
    var cleanUp: (() -> Void)?

    func end() {
        let cancel = cancelUpstream, clean = cleanUp
        cancelUpstream = nil
        cleanUp = nil
        cancel?()
        clean?()
    }
}
