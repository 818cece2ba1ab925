import ViewScriptRuntime

/// What a presentation's content says about how it is dismissed: `.interactiveDismissDisabled`
/// refuses the swipe down of a sheet, and a confirmation dialog without a `.cancel` button
/// gets the system's "Cancel".
extension ViewGraph {
    /// Whether `.interactiveDismissDisabled(true)` is on a view of the content on screen (not
    /// in a presentation of its own).
    func refusesInteractiveDismiss(_ content: ViewNode) -> Bool {
        if case .modified(_, .interactiveDismissDisabled(true)) = content.element { return true }
        let children = content.presented != nil ? content.children.prefix(1) : content.shownChildren
        return children.contains { $0.isOnScreen && refusesInteractiveDismiss($0) }
    }

    /// Whether a dialog's buttons include one with `role: .cancel`.
    static func hasCancelButton(_ element: ViewElement) -> Bool {
        switch element {
        case .button(let button): return button.role == .cancel
        case .container(_, let children): return children.contains(where: hasCancelButton)
        case .conditional(_, let content): return content.map(hasCancelButton) ?? false
        case .modified(let content, _): return hasCancelButton(content)
        default: return false
        }
    }
}
