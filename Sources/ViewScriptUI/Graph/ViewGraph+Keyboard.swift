import ViewScriptRuntime
import ViewScriptSyntax

/// The software keyboard and the items of `ToolbarItem(placement: .keyboard)` above it.
///
/// On iOS a `.keyboard` item is "above the software keyboard when present", and the keyboard
/// is up while a text field has focus. A text field has focus:
/// - when a `.focused` modifier around it holds focus (`@FocusState` set by the program, or by
///   typing into the field: `focusChanges(for:)`); setting the binding to `false` or `nil`
///   takes focus away and dismisses the keyboard, even from a field typed into;
/// - when it has no `.focused` modifier around it, from a `type` into it until
///   `resignFirstResponder` is sent to the application or it leaves the screen (a push covers
///   it: popping back does not focus it again).
/// Only the fields of the topmost layer count (a sheet over the field covers it).
/// Source: Apple, ToolbarItemPlacement.keyboard,
///         https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard
///         ("On iOS, keyboard items are above the software keyboard when present").
/// Source: Apple, FocusState, https://developer.apple.com/documentation/swiftui/focusstate
///         ("Set the focus binding to false or nil as appropriate to remove focus from all
///         bound fields. You can also use this to remove focus from a TextField and thereby
///         dismiss the keyboard.").
extension ViewGraph {
    /// Whether the software keyboard is up: a text field of the topmost layer has focus.
    func isKeyboardUp() throws -> Bool {
        var fields: [ViewNode] = []
        visitTopLayer { node in
            if case .textField = node.element { fields.append(node) }
        }
        for field in fields where try hasFocus(field) { return true }
        return false
    }

    /// Whether a text field on screen has focus (see above).
    private func hasFocus(_ field: ViewNode) throws -> Bool {
        var bindings: [FocusBinding] = []
        var ancestor = field.parent
        while let current = ancestor {
            if case .modified(_, .focused(let binding)) = current.element { bindings.append(binding) }
            ancestor = current.parent
        }
        if bindings.isEmpty { return field === keyboardField }
        for binding in bindings where try binding.isFocused() { return true }
        return false
    }

    /// After a render: a field typed into that left the screen (removed, or covered by a
    /// pushed level) has lost focus; it does not take it back when it shows again.
    func dropKeyboardFieldOffScreen() {
        if let field = keyboardField, !field.isMounted || !field.isOnScreen { keyboardField = nil }
    }

    /// `.keyboard` items go above the keyboard, which only a navigation container's toolbar
    /// feeds in ViewScript: outside one they are refused at the `ToolbarItem`, rather than
    /// silently missing (the other placements go to a bar that is not there,
    /// Samples/views/navigation-bar/without-navigation-container.view).
    func refuseKeyboardItemsOutsideStack(_ items: ViewElement) throws {
        switch items {
        case .container(.group, let children):
            for child in children { try refuseKeyboardItemsOutsideStack(child) }
        case .conditional(_, let content?):
            try refuseKeyboardItemsOutsideStack(content)
        case .modified(_, .bar(.keyboardItem(let range?))):  // every `ToolbarItem` the program wrote has its range
            throw RuntimeError(.failure(.notSimulated("ToolbarItemPlacement.keyboard outside a navigation container")), at: range)
        default:
            break
        }
    }
}
