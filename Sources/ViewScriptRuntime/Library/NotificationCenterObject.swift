import ViewScriptSyntax

/// `NotificationCenter.default`: posts, block observers (`addObserver(forName:object:queue:using:)`
/// with a token to remove) and `publisher(for:object:)`.
/// Source: Apple, addObserver(forName:object:queue:using:),
/// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
/// (`name`: "When nil, the sender doesn't use notification names as criteria for delivery.";
/// `obj`: "Specify a sender to deliver only notifications from this sender."). With
/// `queue: nil` the block runs synchronously on the posting thread; the simulated app posts
/// on its main thread only, so `queue: .main` (`OperationQueue.main`) runs it at once too
/// (Foundation runs the operation on the main queue and the post waits for it). Another
/// operation queue would run it on a thread of its own: not simulated yet.
final class NotificationCenterObject: NativeObject, NativeMembers {
    let store: NotificationCenterStore

    init(_ store: NotificationCenterStore) { self.store = store }

    var runtimeType: RuntimeType { .named("NotificationCenter", []) }
    func describe() -> String { "<NSNotificationCenter>" }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("post", ["name", "object"]), ("post", ["name", "object", "userInfo"]), ("post", ["name"]):
            let notification = try NotificationObject(
                name: try Self.name(values[0], context), object: Self.optional(values.count > 1 ? values[1] : .none),
                userInfo: Self.optional(values.count > 2 ? values[2] : .none), context)
            try store.post(notification)
            return .void
        case ("post", [nil]):
            guard case .native(let notification as NotificationObject) = values[0] else { return nil }
            try store.post(notification)
            return .void
        case ("addObserver", ["forName", "object", "queue", "using"]), ("addObserver", ["forName", "object", "queue", nil]):
            try Self.checkQueue(values[2], context)
            let name = try Self.optionalName(values[0], context)
            let closure = values[3]
            let caller = ClosureCaller(context)
            let id = store.addObserver(name: name, object: Self.optional(values[1])) { note in
                _ = try caller.call(closure, note)
            }
            return .native(NotificationObserverToken(id, store))
        case ("addObserver", [nil, "selector", "name", "object"]):
            throw context.failure(.notSimulated("NotificationCenter.addObserver(_:selector:name:object:) (selector observers)"))
        case ("removeObserver", [nil]), ("removeObserver", [nil, "name", "object"]):
            // A token from `addObserver(forName:...)`; any other observer was never added
            // (selector observers are not simulated), so there is nothing to remove.
            if case .native(let token as NotificationObserverToken) = values[0].unwrappedDeep ?? values[0],
               token.center === store {
                store.removeObserver(token.id)
            }
            return .void
        case ("publisher", ["for"]), ("publisher", ["for", "object"]):
            let object = values.count > 1 ? Self.optional(values[1]) : nil
            return .native(NotificationPublisher(store, name: try Self.name(values[0], context), object: object))
        case ("notifications", ["named"]), ("notifications", ["named", "object"]):
            let object = values.count > 1 ? Self.optional(values[1]) : nil
            let publisher = NotificationPublisher(store, name: try Self.name(values[0], context), object: object)
            return .native(PublisherValues(publisher, context, name: "NotificationCenter.Notifications", buffers: true))
        default:
            return nil
        }
    }

    /// `Any?`: nil for `nil`.
    static func optional(_ value: Value) -> Value? {
        if value.isNil { return nil }
        return value.unwrappedDeep ?? value
    }

    /// A `Notification.Name` argument, also `.refresh` from an extension of `Notification.Name`.
    static func name(_ value: Value, _ context: CallContext) throws -> NotificationNameValue {
        if case .native(let name as NotificationNameValue) = value.unwrappedDeep ?? value { return name }
        if case .native(let member as UnresolvedMember) = value,
           case .native(let name as NotificationNameValue)? = context.interpreter.resolve(member, as: NotificationNames.nameType) {
            return name
        }
        throw context.failure(.typeMismatch("expected a Notification.Name, got \(context.interpreter.describeForMessage(value))"))
    }

    static func optionalName(_ value: Value, _ context: CallContext) throws -> String? {
        value.isNil ? nil : try name(value, context).rawValue
    }

    /// `queue: nil` or `queue: .main`: delivered at once on the main thread.
    static func checkQueue(_ value: Value, _ context: CallContext) throws {
        if value.isNil { return }
        if case .native(let queue as OperationQueueValue) = value.unwrappedDeep ?? value, queue.isMain { return }
        if case .native(let member as UnresolvedMember) = value, member.name == "main", member.arguments == nil { return }
        if value.symbolMember == "main" { return }
        throw context.failure(.notSimulated("an observer on an operation queue other than .main"))
    }
}

/// `OperationQueue.main`, for an observer's `queue:`; other queues are not simulated yet.
final class OperationQueueValue: NativeObject {
    let isMain: Bool
    init(isMain: Bool) { self.isMain = isMain }
    var runtimeType: RuntimeType { .named("OperationQueue", []) }
    func describe() -> String { "<NSOperationQueue: main>" }
}
