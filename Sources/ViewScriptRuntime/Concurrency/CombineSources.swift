import ViewScriptSyntax

/// Publishers that several subscribers share: subjects and the timer publisher.
class SharedPublisher: PublisherObject {
    private var subscribers: [(id: Int, subscriber: Subscriber)] = []
    private var nextID = 0
    /// How it ended (`send(completion:)`): later subscribers get only that.
    private(set) var completion: PublisherCompletion?
    var hasSubscribers: Bool { !subscribers.isEmpty }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        if let completion {
            try subscriber.complete(completion)
            return {}
        }
        nextID += 1
        let id = nextID
        subscribers.append((id, subscriber))
        try subscribed(subscriber.receive, context)
        // The subscription keeps the publisher alive, as a Combine subscription does: a `Future`
        // whose promise comes later, or a `share()`, still delivers after the program let go of it.
        return { [self] in
            guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return }
            subscribers.remove(at: index)
            unsubscribed()
        }
    }

    /// A new subscriber (a `CurrentValueSubject` sends it its value).
    func subscribed(_ receive: Receive, _ context: CallContext) throws {}
    func unsubscribed() {}

    /// `value` to every subscriber, in the order they subscribed.
    func send(_ value: Value) throws {
        guard completion == nil else { return }
        for entry in subscribers { try entry.subscriber.receive(value) }
    }

    /// The end, to every subscriber; the subscriptions end with it.
    func finish(_ end: PublisherCompletion) throws {
        guard completion == nil else { return }
        completion = end
        let ending = subscribers
        subscribers.removeAll()
        for entry in ending { try entry.subscriber.complete(end) }
        unsubscribed()
    }
}

/// `PassthroughSubject<T, Never>()` and `CurrentValueSubject<T, Never>(value)`.
final class SubjectObject: SharedPublisher {
    let name: String
    /// A `CurrentValueSubject`'s value; nil for a `PassthroughSubject`.
    private var current: Value?

    init(_ name: String, current: Value?) {
        self.name = name
        self.current = current
    }

    override var typeName: String { name }

    override func subscribed(_ receive: Receive, _ context: CallContext) throws {
        if let current { try receive(current) }
    }

    override func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "value" ? current : try super.property(name, context)
    }

    override func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("send", [nil]):
            guard completion == nil else { return .void }
            let value = context.interpreter.resolvingEnumCase(arguments.values[0])
            if current != nil { current = value }
            try send(value)
            return .void
        case ("send", []):
            try send(.void)
            return .void
        case ("send", ["completion"]):
            try finish(try CombineLibrary.completion(arguments.values[0], context))
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
    /// `autoconnect()`'s publisher: the timer publisher it connects (`timer.upstream`).
    private var upstream: TimerPublisherObject?
    /// The timer publisher: the autoconnect publisher whose timer it runs.
    private weak var autoconnected: TimerPublisherObject?
    /// Cancelled through `timer.upstream.connect().cancel()`: it never fires again.
    private var isCancelled = false

    init(interval: Int64, at range: SourceRange) {
        self.interval = interval
        self.range = range
    }

    override var typeName: String { isAutoconnect ? "Publishers.Autoconnect<NSTimer.TimerPublisher>" : "NSTimer.TimerPublisher" }

    func connect(_ context: CallContext) {
        guard connection == nil, !isCancelled else { return }
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
            publisher.upstream = self
            autoconnected = publisher
            return .native(publisher)
        case ("connect", []):
            // `timer.upstream.connect().cancel()`, the usual way to stop an autoconnected timer:
            // the timer publisher has one timer, shared by whoever connects it, and `connect()`
            // returns its one subscription; cancelling it stops the timer for good (connecting
            // again does not restart it). A program restarts by making a new publisher.
            // Source: pointfreeco/combine-schedulers, Publishers.Timer (written after Foundation's
            // Timer.TimerPublisher): `connect()` returns the shared `routingSubscription`, whose
            // `cancel()` clears `isConnected` and the subscribers and cancels the timer, which
            // then has no parent to schedule again.
            let timer = autoconnected ?? self
            timer.connect(context)
            return .native(CancellableObject { [weak timer] in
                timer?.disconnect()
                timer?.isCancelled = true
            })
        default:
            return try super.callMethod(name, arguments, context)
        }
    }

    override func property(_ name: String, _ context: CallContext) throws -> Value? {
        if name == "upstream", let upstream { return .native(upstream) }
        return try super.property(name, context)
    }

    deinit { connection?.cancel() }
}

/// `$name` of a `@Published` property of a class: sends the current value to each new
/// subscriber, then every new value when the property is about to be set (its willSet).
final class PublishedPublisher: SharedPublisher {
    private weak var object: Instance?
    private let index: Int
    /// The `assign(to: &$property)` subscriptions into this property.
    private var assignments: [CancellableObject] = []

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

    /// `upstream.assign(to: &$property)`: every value is set on the property; the subscription
    /// lives as long as the property's object, which holds this projection.
    func assign(from upstream: PublisherObject, _ context: CallContext) throws {
        let caller = ClosureCaller(context)
        let cancel = try upstream.subscribe(Subscriber(receive: { [weak self] value in
            guard let self, let object = self.object else { return }
            var target = Value.object(object)
            try caller.assign(&target, object.type.storedProperties[self.index].name, value)
        }), context)
        assignments.append(CancellableObject(cancel))
    }
}
