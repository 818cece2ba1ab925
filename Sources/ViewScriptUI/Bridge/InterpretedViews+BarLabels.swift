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
