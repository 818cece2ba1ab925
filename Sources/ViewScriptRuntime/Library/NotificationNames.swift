import ViewScriptSyntax

/// The names and initializers of the notification types: `NotificationCenter.default`,
/// `Notification.Name("x")`, `Notification(name:object:userInfo:)`, `OperationQueue.main`,
/// and the system's notification names. The app-lifecycle names are posted by the simulated
/// app when a scenario moves it to the background and back (`AppLifecycleNotification`); the
/// names of moments ViewScript does not model (the keyboard, memory warnings, termination...)
/// are errors that say so, rather than observers that silently never run.
enum NotificationNames {
    /// The type of `Notification.Name` values.
    static var nameType: RuntimeType { .named("NSNotification.Name", []) }

    /// Spellings of `Notification.Name`.
    static let nameTypeNames: Set<String> = ["Notification.Name", "NSNotification.Name"]

    /// UIKit's names whose moment the simulated app does not reach yet.
    static let unsimulated: [String: Set<String>] = [
        "UIApplication": [
            "willTerminateNotification", "didReceiveMemoryWarningNotification", "significantTimeChangeNotification",
            "userDidTakeScreenshotNotification", "backgroundRefreshStatusDidChangeNotification",
            "protectedDataWillBecomeUnavailableNotification", "protectedDataDidBecomeAvailableNotification",
            "didFinishLaunchingNotification",
        ],
        "UIResponder": [
            "keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillHideNotification",
            "keyboardDidHideNotification", "keyboardWillChangeFrameNotification", "keyboardDidChangeFrameNotification",
        ],
        "UIDevice": ["orientationDidChangeNotification", "batteryLevelDidChangeNotification", "batteryStateDidChangeNotification"],
        "UIScene": [
            "willConnectNotification", "didDisconnectNotification", "didActivateNotification", "willDeactivateNotification",
            "willEnterForegroundNotification", "didEnterBackgroundNotification",
        ],
        "UIContentSizeCategory": ["didChangeNotification"],
        "UIPasteboard": ["changedNotification"],
    ]

    /// `Notification.Name` and `NSNotification.Name`: the one runtime name of the type.
    static func nestedTypeName(_ base: String, _ name: String) -> String? {
        (base == "Notification" || base == "NSNotification") && name == "Name" ? "NSNotification.Name" : nil
    }

    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) throws -> Value? {
        if let nested = nestedTypeName(typeName, name) { return .type(.named(nested, [])) }
        switch (typeName, name) {
        case ("NotificationCenter", "default"):
            return .native(NotificationCenterObject(context.interpreter.storage.notifications))
        case ("OperationQueue", "main"):
            return .native(OperationQueueValue(isMain: true))
        default:
            break
        }
        if typeName == "UIApplication", let lifecycle = AppLifecycleNotification(member: name) {
            return .native(NotificationNameValue(lifecycle.rawValue))
        }
        if unsimulated[typeName]?.contains(name) == true {
            throw context.failure(.notSimulated("\(typeName).\(name)"))
        }
        return nil
    }

    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case (_, [nil]) where nameTypeNames.contains(name), (_, ["rawValue"]) where nameTypeNames.contains(name):
            guard let raw = values[0].asString else { return nil }
            return .native(NotificationNameValue(raw))
        case ("Notification", let labels) where labels.first == "name":
            let object = labels.firstIndex(of: "object").map { NotificationCenterObject.optional(values[$0]) } ?? nil
            let userInfo = labels.firstIndex(of: "userInfo").map { NotificationCenterObject.optional(values[$0]) } ?? nil
            return .native(try NotificationObject(name: try NotificationCenterObject.name(values[0], context),
                                                  object: object, userInfo: userInfo, context))
        case ("OperationQueue", _), ("NotificationCenter", _):
            throw context.failure(.notSimulated("\(name)() (only NotificationCenter.default and OperationQueue.main are simulated)"))
        default:
            return nil
        }
    }
}

/// The notifications UIKit posts as the app moves between the foreground and the background,
/// in UIKit's order: resigning active, then entering the background; entering the foreground,
/// then becoming active.
/// Source: Apple, UIApplication.willResignActiveNotification and its siblings,
/// https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
/// ("UIKit posts a willResignActiveNotification regardless of whether your app uses scenes",
/// applicationWillResignActive(_:)); didEnterBackgroundNotification: "Posted when the app
/// enters the background"; willEnterForegroundNotification: "Posted shortly before an app
/// leaves the background state on its way to becoming the active app".
public enum AppLifecycleNotification: String, CaseIterable, Sendable {
    case willResignActive = "UIApplicationWillResignActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"

    /// `UIApplication.<member>`.
    var member: String {
        switch self {
        case .willResignActive: "willResignActiveNotification"
        case .didEnterBackground: "didEnterBackgroundNotification"
        case .willEnterForeground: "willEnterForegroundNotification"
        case .didBecomeActive: "didBecomeActiveNotification"
        }
    }

    init?(member: String) {
        guard let found = Self.allCases.first(where: { $0.member == member }) else { return nil }
        self = found
    }
}

extension Interpreter {
    /// The simulated app posts `notification` (the sender is `UIApplication.shared`).
    public func postAppLifecycle(_ notification: AppLifecycleNotification, at range: SourceRange) throws {
        let context = CallContext(interpreter: self, range: range)
        let application = UIKitLibrary.staticMember("UIApplication", "shared", context)
        try storage.notifications.post(try NotificationObject(name: NotificationNameValue(notification.rawValue),
                                                              object: application, userInfo: nil, context))
    }
}
