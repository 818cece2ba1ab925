import ViewScriptSyntax

/// String literals SwiftUI takes as `LocalizedStringKey`s (a control's title: `Button("Save")`,
/// `Toggle("Wi-Fi", isOn: $on)`) and `String(localized:)`'s interpolated literals: their
/// nodes look the key up in the app's string tables (`StringTables`). A `String` variable
/// given as a title is shown as is, as SwiftUI's `StringProtocol` initializers do.
/// Source: Apple, Button.init(_:action:), https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy8
/// ("titleKey: The key for the button's localized title, that describes the purpose of the
/// button's action.").
extension Compiler {
    /// Library views whose first, unlabelled argument is a `LocalizedStringKey` title.
    static let localizedTitleViews: Set<String> = [
        "Button", "Toggle", "Label", "Link", "NavigationLink", "Section", "Picker", "Stepper", "TextField", "SecureField",
        "Menu", "DisclosureGroup", "LabeledContent", "ProgressView", "GroupBox", "ContentUnavailableView", "Tab",
        "DatePicker", "ColorPicker", "ShareLink", "Gauge", "TextEditor",
    ]
    /// Modifiers whose first, unlabelled argument is a `LocalizedStringKey`.
    static let localizedTitleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle", "alert", "confirmationDialog", "badge", "help"]

    /// Wraps the title literal of a library view; returns the whole node for
    /// `String(localized: "\(n) items")`, which its `LocalizedStringNode` is.
    mutating func localizeTitles(_ type: RuntimeType, _ arguments: [Argument], _ compiled: inout [ArgumentNode]) -> ExprNode? {
        guard let first = arguments.first, case .stringLiteral = first.value.kind else { return nil }
        if type == .string, first.label?.name == "localized", compiled[0].value is InterpolationNode,
           arguments.allSatisfy({ ["localized", "table", "comment"].contains($0.label?.name) }) {
            let table = arguments.first { $0.label?.name == "table" }.flatMap { argument -> String? in
                if case .stringLiteral(let literal) = argument.value.kind { return literal.staticText }
                return nil
            }
            return LocalizedStringNode(compiled[0].value, table: table ?? "Localizable")
        }
        if case .named(let name, _) = type, Self.localizedTitleViews.contains(name), first.label == nil {
            Self.localizeFirst(&compiled)
        }
        return nil
    }

    /// `.navigationTitle("Inbox")`: the modifier's title literal, looked up.
    func localizeModifierTitle(_ name: String, _ arguments: [Argument], _ compiled: inout [ArgumentNode]) {
        guard Self.localizedTitleModifiers.contains(name), let first = arguments.first, first.label == nil,
              case .stringLiteral = first.value.kind else { return }
        Self.localizeFirst(&compiled)
    }

    /// The first argument, a title literal, looked up as a localized key.
    private static func localizeFirst(_ compiled: inout [ArgumentNode]) {
        compiled[0] = ArgumentNode(label: nil, value: LocalizedStringNode(compiled[0].value), isInout: false,
                                   isTrailingClosure: false, thunk: nil)
    }
}
