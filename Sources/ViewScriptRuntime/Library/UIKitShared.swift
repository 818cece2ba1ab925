import ViewScriptSyntax

/// The UIKit that SwiftUI code reaches for outside a representable: the screen's size, the
/// device, the shared application and pasteboard, haptics and images. What a scenario can
/// observe is simulated (the screen is the simulated 393 x 852 one; the pasteboard keeps what
/// was copied; `open(url)` writes `[openURL] URL` to the output, as SwiftUI's `openURL` action
/// does); what only the hardware would feel (haptics) is inert by design.
extension UIKitLibrary {
    /// The UIKit types of this file, for the compiler's name checks.
    static let sharedTypes: Set<String> = [
        "UIScreen", "UIDevice", "UIApplication", "UIPasteboard", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIColor", "UIFont", "UIResponder",
        "UIUserInterfaceIdiom",
    ]

    /// `UIScreen.main`, `UIDevice.current`, `UIApplication.shared`, `UIPasteboard.general`: one
    /// object per app, so what a program sets on it reads back.
    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) -> Value? {
        let key: String
        switch (typeName, name) {
        case ("UIScreen", "main"), ("UIDevice", "current"), ("UIApplication", "shared"), ("UIPasteboard", "general"):
            key = typeName
        case ("UIApplication", "openSettingsURLString"):
            // Source: Apple, UIApplication.openSettingsURLString,
            // https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
            return .string("app-settings:")
        default:
            return nil
        }
        let interpreter = context.interpreter
        if let shared = interpreter.uikitShared[key] { return .native(shared) }
        let object = UIKitObject(typeName)
        for (property, value) in initialProperties(of: typeName, context) { object.set(property, value) }
        interpreter.uikitShared[key] = object
        return .native(object)
    }

    /// What the simulated phone answers.
    private static func initialProperties(of typeName: String, _ context: CallContext) -> [(String, Value)] {
        switch typeName {
        case "UIScreen":
            let size = context.interpreter.screenSize
            let bounds = GeometryValue.value(.rect(x: 0, y: 0, width: size.width, height: size.height))
            return [("bounds", bounds), ("scale", .double(3)), ("nativeScale", .double(3))]
        case "UIDevice":
            return [("name", .string("iPhone")), ("model", .string("iPhone")), ("systemName", .string("iOS")),
                    ("systemVersion", .string("\(context.interpreter.program.release.rawValue).0")), ("userInterfaceIdiom", LibraryEnums.userInterfaceIdiom.value("phone"))]
        case "UIPasteboard":
            return [("string", .none), ("hasStrings", .bool(false))]
        default:
            return []
        }
    }

    /// The shared objects whose properties are the simulated device's: a property they do not
    /// have is not simulated yet, never an inert stand-in (`UIDevice.current.batteryLevel`).
    static let simulatedSharedTypes: Set<String> = ["UIScreen", "UIDevice", "UIApplication", "UIPasteboard"]

    /// Methods of the shared objects that do something a scenario could see.
    static func sharedMethod(_ object: UIKitObject, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (object.typeName, name) {
        case ("UIApplication", "sendAction"):
            // The "hide the keyboard" idiom; another action would reach responders not simulated.
            guard case .native(let selector as UIKitObject)? = arguments.values.first,
                  case .string("resignFirstResponder")? = try? selector.property("name", context) else {
                throw context.failure(.notSimulated("UIApplication.sendAction(_:to:from:for:) of another action than resignFirstResponder"))
            }
            try context.interpreter.dependencies?.resignFirstResponder()
            return .bool(true)
        case ("UIApplication", "open") where arguments.values.count == 1 || arguments.labels == [nil, "options"]:
            // As SwiftUI's `openURL` action: the simulated device opens nothing and writes
            // `[openURL] URL` to the output. A completion handler (whether it opened) is not simulated.
            guard let url = arguments.values.first else { return nil }
            try context.interpreter.open(url, at: context.range)
            return .void
        case ("UIApplication", "open"):
            throw context.failure(.notSimulated("UIApplication.open(_:options:completionHandler:) with a completion handler"))
        case ("UIApplication", "canOpenURL"):
            return .bool(false)
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// Opening a URL (SwiftUI's `openURL`, UIKit's `open(_:)`): the simulated device opens
    /// nothing and writes `[openURL] URL` to the output, so a scenario can expect it.
    public func open(_ url: Value, at range: SourceRange) throws {
        write("[openURL] \(try describe(url.unwrappedDeep ?? url, at: range))\n")
    }
}
