import ViewScriptSyntax

/// Publishers that several subscribers share: subjects and the timer publisher.
class SharedPublisher: PublisherObject {
    private var subscribers: [(id: Int, receive: Receive)] = []
    private var nextID = 0
    var hasSubscribers: Bool { !subscribers.isEmpty }

    override func subscribe(_ receive: @escaping Receive, _ context: CallContext) throws -> () -> Void {
        nextID += 1
        let id = nextID
        subscribers.append((id, receive))
        try subscribed(receive, context)
        return { [weak self] in
            guard let self, let index = subscribers.firstIndex(where: { $0.id == id }) else { return }
            subscribers.remove(at: index)
            unsubscribed()
        }
    }

    /// A new subscriber (a `CurrentValueSubject` sends it its value).
    func subscribed(_ receive: Receive, _ context: CallContext) throws {}
    func unsubscribed() {}

    /// `value` to every subscriber, in the order they subscribed.
    func send(_ value: Value) throws {
        for subscriber in subscribers { try subscriber.receive(value) }
    }
}

/// `PassthroughSubject<T, Never>()` and `CurrentValueSubject<T, Never>(value)`.
final class SubjectObject: SharedPublisher {
    let name: String
    /// A `CurrentValueSubject`'s value; nil for a `PassthroughSubject`.
    private var current: Value?
    private var finished = false

    init(_ name: String, current: Value?) {
        self.name = name
        self.current = current
    }

    override var typeName: String { name }

    override func subscribed(_ receive: Receive, _ context: CallContext) throws {
        if let current, !finished { try receive(current) }
    }

    override func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "value" ? current : nil
    }

    override func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("send", [nil]):
            guard !finished else { return .void }
            if current != nil { current = arguments.values[0] }
            try send(arguments.values[0])
            return .void
        case ("send", []):
            try send(.void)
            return .void
        case ("send", ["completion"]):
            finished = true
            return .void
        default:
            return try super.callMethod(name, arguments, context)
        }
    }
}

/// `Timer.publish(every:on:in:)`: nothing fires until `connect()` or `autoconnect()`; then a
/// timer on the virtual clock sends the fire date every interval.
final class TimerPublisherObject: SharedPublisher {
    let interval: Int64
    /// The `Timer.publish` call.
    let range: SourceRange
    private var connection: ScheduledJob?
    var isAutoconnect = false

    init(interval: Int64, at range: SourceRange) {
        self.interval = interval
        self.range = range
    }

    override var typeName: String { isAutoconnect ? "Publishers.Autoconnect<NSTimer.TimerPublisher>" : "NSTimer.TimerPublisher" }

    func connect(_ context: CallContext) {
        guard connection == nil else { return }
        weak let interpreter = context.interpreter
        connection = context.interpreter.executor.repeating(every: interval) { [weak self] _ in
            guard let interpreter else { return }
            try self?.send(.native(DateObject.now(interpreter)))
        }
        connection?.origin = JobOrigin(.timerPublisher, at: range, every: interval)
    }

    func disconnect() {
        connection?.cancel()
        connection = nil
    }

    override func subscribed(_ receive: Receive, _ context: CallContext) throws {
        if isAutoconnect { connect(context) }
    }

    override func unsubscribed() {
        if isAutoconnect && !hasSubscribers { disconnect() }
    }

    override func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("autoconnect", []):
            let publisher = TimerPublisherObject(interval: interval, at: range)
            publisher.isAutoconnect = true
            return .native(publisher)
        case ("connect", []):
            connect(context)
            return .native(CancellableObject { [weak self] in self?.disconnect() })
        default:
            return try super.callMethod(name, arguments, context)
        }
    }

    deinit { connection?.cancel() }
}

/// `Just(value)`: sends its value to each subscriber, at once.
final class JustPublisher: PublisherObject {
    let value: Value
    init(_ value: Value) { self.value = value }
    override var typeName: String { "Just" }
    override func subscribe(_ receive: @escaping Receive, _ context: CallContext) throws -> () -> Void {
        try receive(value)
        return {}
    }
}

enum CombineLibrary {
    static let typeNames: Set<String> = [
        "PassthroughSubject", "CurrentValueSubject", "Just", "AnyPublisher", "Publishers", "Cancellable", "Never",
    ]

    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) -> Value? {
        switch (name, arguments.labels) {
        case ("PassthroughSubject", []): return .native(SubjectObject("PassthroughSubject", current: nil))
        case ("CurrentValueSubject", [nil]): return .native(SubjectObject("CurrentValueSubject", current: arguments.values[0]))
        case ("Just", [nil]): return .native(JustPublisher(arguments.values[0]))
        case ("AnyCancellable", [nil]):
            let closure = arguments.values[0]
            weak let interpreter = context.interpreter
            let range = context.range
            return .native(CancellableObject { _ = try? interpreter?.callClosure(closure, [], at: range) })
        default: return nil
        }
    }

    /// `Timer.publish(every: 1, on: .main, in: .common)`.
    static func callStatic(_ typeName: String, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard typeName == "Timer", name == "publish", arguments.labels.first == "every" else { return nil }
        let nanoseconds = try PublisherObject.stride(arguments.values[0], context)
        return .native(TimerPublisherObject(interval: max(nanoseconds, Executor.minimumTimerInterval), at: context.range))
    }
}

extension Interpreter {
    /// `.onReceive(publisher) { value in }`: subscribes `action` to `publisher` and returns the
    /// cancellation; a value that is not a simulated publisher is a failure naming it.
    public func subscribe(_ publisher: Value, action: Value, at range: SourceRange) throws -> () -> Void {
        let context = CallContext(interpreter: self, range: range)
        guard case .native(let object as PublisherObject) = publisher else {
            throw failure(.notSimulated("onReceive with \(runtimeType(of: publisher))"), at: range)
        }
        return try object.subscribe({ [weak self] value in
            _ = try self?.callClosure(action, [value], at: range)
        }, context)
    }
}

/// `$name` of a `@Published` property of a class: sends the current value to each new
/// subscriber, then every new value when the property is about to be set (its willSet).
final class PublishedPublisher: SharedPublisher {
    private weak var object: Instance?
    private let index: Int

    private init(_ object: Instance, _ index: Int) {
        self.object = object
        self.index = index
    }

    override var typeName: String { "Published<\(object?.type.storedProperties[index].type?.description ?? "Any")>.Publisher" }

    /// The one projection of the property `name` of `object`, if it is `@Published`.
    static func projection(of object: Instance, _ name: String) -> Value? {
        guard let index = object.type.fieldIndex[name], object.type.storedProperties[index].wrapper == "Published" else {
            return nil
        }
        if let existing = object.publishedProjections?[index] { return .native(existing) }
        let publisher = PublishedPublisher(object, index)
        object.publishedProjections = (object.publishedProjections ?? [:]).merging([index: publisher]) { $1 }
        return .native(publisher)
    }

    override func subscribed(_ receive: Receive, _ context: CallContext) throws {
        if let object, index < object.fields.count { try receive(object.fields[index]) }
    }
}
