import ViewScriptRuntime

/// `@Environment(\.dismiss)`: the content of a presentation and every pushed level get their
/// own `dismiss` through an environment modifier above them. Calling it in an action closes
/// that presentation (its binding becomes false or nil) or pops that level with the levels
/// above it; the render after the action shows the result. Outside both it does nothing
/// (`EnvironmentDefaults`).
/// Source: Apple, DismissAction, https://developer.apple.com/documentation/swiftui/dismissaction
/// ("dismisses a modal presentation ... or pops the current view from a navigation stack").
extension ViewGraph {
    func withDismissAction(_ element: ViewElement, _ dismiss: @escaping () throws -> Void) -> ViewElement {
        let action = Value.function(Function(builtin: "dismiss") { _, _ in
            try dismiss()
            return .void
        })
        return .modified(element, .environment(.value("dismiss"), action))
    }

    /// The level of `stack` with identity `key`, and those above it, are popped.
    func popLevel(_ stack: ViewNode, key: IdentityKey) throws {
        guard let index = stack.children.dropFirst().firstIndex(where: { $0.key == key }) else { return }
        try popLevels(stack, from: index - 1)
    }
}
