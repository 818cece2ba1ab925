import ViewScriptRuntime

/// `.badge(3)`, `.badge("New")`, `.badge(Text("!"))`: SwiftUI shows a badge in list rows and
/// tab bars (also toolbar items and menus, which are not simulated). A row's badge is a text
/// on screen beside the row; a tab's is on the tab bar, whichever tab is selected. A count of
/// zero and a `nil` text hide the badge. Elsewhere a badge is an error: it would be drawn in a
/// toolbar or menu, and not at all in other places.
extension InterpretedViews {
    /// The text a badge shows, or nil when it is hidden.
    func badgeText(_ arguments: [Value]) throws -> String? {
        guard let value = arguments.first else { return nil }
        let unwrapped: Value
        switch value {
        case .none: return nil
        case .some(let wrapped): unwrapped = wrapped
        default: unwrapped = value
        }
        switch unwrapped {
        case .int(let count): return count == 0 ? nil : "\(count)"
        case .native(let object) where object is ViewValue: return labelText(try element(unwrapped))
        default: return try interpreter.describe(unwrapped)
        }
    }

    /// `.badge(_:)` on a list row: its text beside the row.
    func badgeModifier(_ arguments: [Value]) throws -> Modifier? {
        guard context.inList else {
            throw interpreter.failure(.notSimulated("badge(_:) outside a List row or a tab item"), at: range)
        }
        return try badgeText(arguments).map { .decoration(.text($0), .overlay) }
    }

    /// The badge among a tab's outer modifiers (`.tabItem { }.badge(2)`), and the tab's view
    /// without it (the badge is on the tab bar, not on the tab's content).
    func tabBadge(of view: ViewValue) throws -> (badge: String?, content: Value) {
        guard case .modified(let base, let name, let arguments, let labels, let content) = view.kind else { return (nil, .native(view)) }
        guard case .native(let inner as ViewValue) = base else { return (nil, .native(view)) }
        let (innerBadge, innerContent) = try tabBadge(of: inner)
        if name == "badge" { return (try innerBadge ?? badgeText(arguments), innerContent) }
        return (innerBadge, .native(ViewValue(.modified(base: innerContent, name: name, arguments: arguments, labels: labels, content: content))))
    }
}
