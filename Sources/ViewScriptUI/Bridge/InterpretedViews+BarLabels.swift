import ViewScriptRuntime

/// In a navigation bar or toolbar a `Label` draws its icon only, unless a `.labelStyle(_:)`
/// says otherwise: its title stays the control's accessibility label, so `tap "Add"` still
/// finds a button labelled `Label("Add", systemImage: "plus")`, but "Add" is not on screen.
/// Source: fivestars.blog, "SwiftUI's Label", https://fivestars.blog/swiftui/label.html
/// ("Unless we're in a particular context (e.g., a navigation bar), both Label's title and
/// image are displayed by default."; a Label "adapts based on the context (e.g., if it's put
/// on a toolbar)").
extension InterpretedViews {
    /// These views with the label style of a bar: icon only, unless a style is set above.
    var inBar: InterpretedViews {
        var bar = self
        if bar.context.styles[.label] == nil { bar.context.styles[.label] = .builtIn("icononly") }
        return bar
    }
}

extension InterpretedViews {
    /// Whether a `Toggle`'s label draws its icon only: its label view is a `Label` under the
    /// icon-only style (a toggle in a bar), or it is `Toggle(_:systemImage:isOn:)` under that
    /// style. iOS then draws the toggle as a button showing the icon, its title the
    /// accessibility label: the title is not on screen, and `tap "TITLE"` flips it.
    func toggleDrawsIconOnly(_ labels: [String?], _ label: [ViewElement]) -> Bool {
        if labels.contains("systemImage"), case .builtIn(let name)? = context.styles[.label], name.contains("icononly") { return true }
        return label.count == 1 && Self.isIconOnlyLabel(label[0])
    }

    private static func isIconOnlyLabel(_ element: ViewElement) -> Bool {
        switch element {
        case .modified(.container(.label, _), .accessibilityLabel): return true
        case .modified(let content, _): return isIconOnlyLabel(content)
        case .container(.group, let children) where children.count == 1: return isIconOnlyLabel(children[0])
        default: return false
        }
    }
}
