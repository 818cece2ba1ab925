import ViewScriptRuntime

/// A `Button` and the library controls drawn like one (`Link`, `ShareLink`, `EditButton`,
/// `PasteButton`): a control whose label is a view of its own. The label's views are real
/// child views (their `onAppear` runs, their texts are on screen); what a tap names is the
/// label's visible text (`ViewGraph+Controls.swift`). A label that is one plain `Text`
/// (`Button("Add") { }`) has nothing of its own to run or keep: its node is the button's
/// (`title`), which a 100,000-row list of buttons makes 100,000 nodes fewer.
public struct ButtonElement {
    /// What a tap does.
    public enum Kind {
        /// `Button`: runs the action as one event.
        case button(ViewAction)
        /// `Link("Docs", destination: url)`: the system opens the URL outside the app, which
        /// ViewScript does not simulate: a tap is a scenario error naming the URL.
        case link(url: String)
        /// A control whose effect is the system's (`ShareLink`'s share sheet, `PasteButton`'s
        /// pasteboard, `EditButton`'s edit mode), named for the error a tap gives.
        case system(String)
    }

    /// `Button(role:)`: a dialog adds its own "Cancel" only when no button has `.cancel`.
    public enum Role: Equatable, Sendable { case cancel, destructive }

    /// The label as kept: a title as its string (no element of its own for it), other labels
    /// as their element.
    private enum Label {
        case title(String)
        case view(ViewElement)

        init(_ label: ViewElement) {
            if case .text(let title) = label { self = .title(title) } else { self = .view(label) }
        }
    }
    private var storedLabel: Label
    public var kind: Kind
    public var role: Role?

    public init(label: ViewElement, kind: Kind, role: Role? = nil) {
        storedLabel = Label(label)
        self.kind = kind
        self.role = role
    }

    public var label: ViewElement {
        get {
            switch storedLabel {
            case .title(let title): .text(title)
            case .view(let view): view
            }
        }
        set { storedLabel = Label(newValue) }
    }

    /// The label's text when the label is one plain `Text`: the button's node shows it
    /// itself, with no child node for it.
    var title: String? { if case .title(let title) = storedLabel { title } else { nil } }

    /// The name of the library view, for `--tree`.
    var viewName: String {
        switch kind {
        case .button: "Button"
        case .link: "Link"
        case .system(let name): name
        }
    }
}

extension ViewElement {
    /// `Button(title) { action }`: a button whose label is `Text(title)`.
    public static func button(_ title: String, action: @escaping ViewAction) -> ViewElement {
        .button(ButtonElement(label: .text(title), kind: .button(action)))
    }
}
