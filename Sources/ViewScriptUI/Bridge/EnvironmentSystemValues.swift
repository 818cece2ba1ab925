import ViewScriptRuntime

/// The system's environment values a view reads when no ancestor sets them, beyond the
/// device's (`ViewGraph+Device.swift`): the simulated device is a phone in the run's locale and
/// time zone (`Interpreter.device`: `en_US` and UTC unless `--locale`/`--time-zone` say) with
/// the default text size, enabled, not presented.
/// Sources: Apple, EnvironmentValues, https://developer.apple.com/documentation/swiftui/environmentvalues
/// (`locale`, `calendar`, `timeZone`, `dynamicTypeSize`, `openURL`, `presentationMode`,
/// `requestReview`).
enum EnvironmentSystemValues {
    static func value(_ key: String, device: SimulatedDevice) -> Value? {
        switch key {
        case "locale": .native(SystemIdentifier("Locale", identifier: device.locale.identifier))
        case "timeZone": .native(SystemIdentifier("TimeZone", identifier: device.timeZoneName))
        case "calendar": .native(SystemIdentifier("Calendar", identifier: "gregorian"))
        case "dynamicTypeSize": .native(SymbolValue("large"))
        case "sizeCategory": .native(SymbolValue("large"))
        case "openURL": SystemActions.openURL
        case "requestReview": SystemActions.requestReview
        default: nil
        }
    }

    /// The data stores' keys (SwiftData's `modelContext`, Core Data's `managedObjectContext`):
    /// known, and not simulated yet, as their frameworks are not (`Catalogue+Libraries.swift`).
    static let notSimulated: Set<String> = ["modelContext", "managedObjectContext"]
}

/// `Locale`, `TimeZone`, `Calendar` as the environment gives them: their `identifier`.
final class SystemIdentifier: NativeObject, NativeMembers, NativeEquatable {
    let typeName: String
    let identifier: String

    init(_ typeName: String, identifier: String) {
        self.typeName = typeName
        self.identifier = identifier
    }

    var runtimeType: RuntimeType { .named(typeName, []) }
    func describe() -> String { identifier }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "identifier": typeName == "Calendar" ? .native(SymbolValue(".\(identifier)")) : .string(identifier)
        case "description": .string(identifier)
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
    func isEqual(to other: NativeObject) -> Bool {
        (other as? SystemIdentifier).map { $0.typeName == typeName && $0.identifier == identifier } ?? false
    }
    var hashKey: Int { identifier.hashValue }
}

/// `@Environment(\.openURL) var openURL`; `openURL(url)`: the simulated device opens nothing
/// but writes `[openURL] URL` to the output, so a scenario can expect it.
/// Source: Apple, OpenURLAction, https://developer.apple.com/documentation/swiftui/openurlaction
/// ("Call an instance of this action to open a URL").
enum SystemActions {
    static var openURL: Value {
        .function(Function(builtin: "openURL") { context, arguments in
            guard let url = arguments.first else { return .void }
            try context.interpreter.open(url, at: context.range)
            return .void
        })
    }

    /// `@Environment(\.requestReview) var requestReview`; `requestReview()`: StoreKit decides
    /// whether a review prompt appears, so the simulated device shows none and writes
    /// `[requestReview]` to the output, as `openURL` does.
    /// Source: Apple, RequestReviewAction, https://developer.apple.com/documentation/storekit/requestreviewaction
    /// ("the system may or may not display a rating and review request").
    static var requestReview: Value {
        .function(Function(builtin: "requestReview") { context, _ in
            context.interpreter.write("[requestReview]\n")
            return .void
        })
    }
}

/// `@Environment(\.presentationMode) var presentationMode` (deprecated, still common):
/// `presentationMode.wrappedValue.dismiss()` does what `\.dismiss` does there, and
/// `isPresented` says whether the view is in a presentation or a pushed level.
/// Source: Apple, PresentationMode, https://developer.apple.com/documentation/swiftui/presentationmode
/// ("Dismisses the view if it is currently presented.").
final class PresentationModeObject: NativeObject, NativeMembers {
    let dismiss: Value
    let isPresented: Bool

    init(dismiss: Value, isPresented: Bool) {
        self.dismiss = dismiss
        self.isPresented = isPresented
    }

    var runtimeType: RuntimeType { .named("PresentationMode", []) }
    func describe() -> String { "PresentationMode(isPresented: \(isPresented))" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "isPresented" ? .bool(isPresented) : nil
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "dismiss" else { return nil }
        return try context.interpreter.callClosure(dismiss, [], at: context.range)
    }

    /// The `Binding<PresentationMode>` the environment gives, from the view's `\.dismiss`.
    static func binding(_ context: BodyContext, for property: String) -> Value {
        // Presentations and pushed levels set their own `dismiss` (ViewGraph+DismissAction.swift).
        let presented = context.environment(.value("dismiss"), for: property)
        let dismiss = presented ?? EnvironmentDefaults.value("dismiss") ?? .void
        let isPresented = presented != nil
        return .native(BindingObject(.constant(.native(PresentationModeObject(dismiss: dismiss, isPresented: isPresented)))))
    }
}
