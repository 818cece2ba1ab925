import ViewScriptRuntime

/// `.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog` and
/// `.navigationDestination(isPresented:)`: content shown while a binding says so. The content
/// closure is called only while presented (B5), each time the presentation is evaluated.
public struct Presentation {
    public enum Style: Equatable, Sendable {
        case sheet, fullScreenCover, alert, confirmationDialog
        /// `.navigationDestination(isPresented:)`: a level pushed on the enclosing stack.
        case navigationDestination
        /// The items of a `Menu` or `.contextMenu` while it is open (`InterpretedViews+Menus`).
        case menu

        /// Alerts, dialogs and menus: tapping any of their buttons dismisses them (B32).
        var dismissesOnAnyButton: Bool { self == .alert || self == .confirmationDialog || self == .menu }

        var name: String {
            switch self {
            case .sheet: "sheet"
            case .fullScreenCover: "fullScreenCover"
            case .alert: "alert"
            case .confirmationDialog: "confirmationDialog"
            case .navigationDestination: "navigationDestination"
            case .menu: "menu"
            }
        }
    }

    public enum Trigger {
        /// `isPresented: $flag`: presented while true; dismissing writes false.
        case isPresented(GraphBinding)
        /// `item: $item`: presented while non-nil, one presentation per `id` (B31); dismissing
        /// writes nil.
        case item(GraphBinding, id: (Value) throws -> Value)
    }

    public var style: Style
    public var trigger: Trigger
    /// Runs once the presentation is gone, after its content's `onDisappear`.
    public var onDismiss: ViewAction?
    /// The content for the item (`.void` for `isPresented:`).
    public var content: (Value) throws -> ViewElement

    public init(_ style: Style, trigger: Trigger, onDismiss: ViewAction? = nil,
                content: @escaping (Value) throws -> ViewElement) {
        self.style = style
        self.trigger = trigger
        self.onDismiss = onDismiss
        self.content = content
    }

    var binding: GraphBinding {
        switch trigger {
        case .isPresented(let binding), .item(let binding, _): binding
        }
    }
}
