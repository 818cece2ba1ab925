import ViewScriptSyntax

/// `NotificationCenter.default` of the simulated device: one center per run (so per
/// scenario, like `UserDefaults.standard`). Posting delivers the notification synchronously,
/// on the posting thread (the simulated app has one), to every matching observer in the order
/// they were added; an observer added or removed while a notification is delivered does not
/// change that delivery (Foundation takes a snapshot of the observers as well).
/// Source: Apple, NotificationCenter, https://developer.apple.com/documentation/foundation/notificationcenter
/// ("A notification center delivers notifications to observers synchronously. In other words,
/// when posting a notification, control does not return to the poster until all observers
/// have received and processed the notification.").
public final class NotificationCenterStore {
    typealias Receive = (Value) throws -> Void

    private struct Observer {
        let id: Int
        /// nil: every name.
        let name: String?
        /// nil: every sender.
        let object: Value?
        let receive: Receive
    }

    private var observers: [Observer] = []
    private var nextID = 0

    public init() {}

    /// How many observers are registered (for tests).
    public var observerCount: Int { observers.count }

    /// Registers `receive` for notifications named `name` (nil: all) sent by `object` (nil: any
    /// sender); returns the observer's id.
    func addObserver(name: String?, object: Value?, _ receive: @escaping Receive) -> Int {
        nextID += 1
        observers.append(Observer(id: nextID, name: name, object: object, receive: receive))
        return nextID
    }

    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Delivers `notification` to the observers registered when it is posted.
    func post(_ notification: NotificationObject) throws {
        let matching = observers.filter { observer in
            if let name = observer.name, name != notification.name.rawValue { return false }
            if let object = observer.object, !Self.sameSender(object, notification.object) { return false }
            return true
        }
        for observer in matching where observers.contains(where: { $0.id == observer.id }) {
            try observer.receive(.native(notification))
        }
    }

    /// A sender filter matches the same object (identity for class instances, as Foundation
    /// compares the sender by pointer).
    private static func sameSender(_ filter: Value, _ sender: Value?) -> Bool {
        guard let sender = sender?.unwrappedDeep ?? sender else { return false }
        let wanted = filter.unwrappedDeep ?? filter
        switch (wanted, sender) {
        case (.object(let a), .object(let b)): return a === b
        case (.native(let a), .native(let b)): return a === b
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        default: return false
        }
    }
}

/// `Notification.Name("refresh")` (also spelled `NSNotification.Name`): compared by its raw
/// value, as the name is a string wrapper in Foundation.
final class NotificationNameValue: NativeObject, NativeMembers, NativeEquatable {
    let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    var runtimeType: RuntimeType { .named("NSNotification.Name", []) }
    /// As the toolchain's Foundation prints it (a struct with a `rawValue`).
    func describe() -> String { "Name(rawValue: \"\(rawValue)\")" }

    func isEqual(to other: NativeObject) -> Bool { (other as? NotificationNameValue)?.rawValue == rawValue }
    var hashKey: Int { rawValue.hashValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "rawValue" ? .string(rawValue) : nil
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// A posted `Notification`: its `name`, `object` (the sender, `Any?`) and `userInfo`
/// (`[AnyHashable: Any]?`). Printed as the toolchain's Foundation prints it
/// (`name = x, object = main.S, userInfo = [AnyHashable("k"): 1]`), worked out when it is made.
final class NotificationObject: NativeObject, NativeMembers {
    let name: NotificationNameValue
    let object: Value?
    let userInfo: Value?
    private let text: String

    init(name: NotificationNameValue, object: Value?, userInfo: Value?, _ context: CallContext) throws {
        self.name = name
        self.object = object
        self.userInfo = userInfo
        var text = "name = \(name.rawValue)"
        let interpreter = context.interpreter
        if let object { text += ", object = " + (try interpreter.describe(object, at: context.range)) }
        if let userInfo {
            text += ", userInfo = "
            if case .dictionary(let dictionary) = userInfo {
                // An element's debug form is its form inside an array: `["k"]` without the brackets.
                func debug(_ value: Value) throws -> String {
                    String(try interpreter.describe(.array(ArrayValue([value])), at: context.range).dropFirst().dropLast())
                }
                let pairs = try dictionary.keys.map { key in
                    "AnyHashable(\(try debug(key))): \(try debug(dictionary[key] ?? .void))"
                }
                text += pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
            } else {
                text += try interpreter.describe(userInfo, at: context.range)
            }
        }
        self.text = text
    }

    var runtimeType: RuntimeType { .named("Notification", []) }
    func describe() -> String { text }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "name": return .native(self.name)
        case "object": return object.map { Value.some($0) } ?? Value.none
        case "userInfo": return userInfo.map { Value.some($0) } ?? Value.none
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// What `addObserver(forName:object:queue:using:)` returns: pass it to `removeObserver(_:)`.
final class NotificationObserverToken: NativeObject {
    let id: Int
    weak var center: NotificationCenterStore?

    init(_ id: Int, _ center: NotificationCenterStore) {
        self.id = id
        self.center = center
    }

    var runtimeType: RuntimeType { .named("NSObjectProtocol", []) }
    func describe() -> String { "<__NSObserver: \(id)>" }
}

/// `NotificationCenter.default.publisher(for: name, object: sender)`: a Combine publisher
/// that sends each matching notification to its subscribers, as it is posted.
final class NotificationPublisher: PublisherObject {
    weak var center: NotificationCenterStore?
    let name: NotificationNameValue
    let object: Value?

    init(_ center: NotificationCenterStore, name: NotificationNameValue, object: Value?) {
        self.center = center
        self.name = name
        self.object = object
    }

    override var typeName: String { "NotificationCenter.Publisher" }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        guard let center else { return {} }
        let id = center.addObserver(name: name.rawValue, object: object, subscriber.receive)
        return { [weak center] in center?.removeObserver(id) }
    }
}
