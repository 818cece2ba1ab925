import ViewScriptRuntime

/// `@Environment(\.editMode)`: "an optional binding to the edit mode state" (Apple,
/// EnvironmentValues.editMode). The nearest `.environment(\.editMode, $mode)` gives it; else the
/// window's own edit mode, one state for the window that an `EditButton` toggles (a view that
/// reads it through the binding depends on it, like any state).
extension ViewGraph {
    /// A `Binding<EditMode>` to the window's edit mode.
    var windowEditMode: Value {
        .native(BindingObject(.reference(StateCell(GraphStateStorage(StateReference(graph: self, slot: editModeSlot))))))
    }
}

extension BodyContext {
    /// The edit mode binding of this body's views: an ancestor's `.environment(\.editMode, ...)`,
    /// else the window's; read for the dynamic property `property` (the body depends on it).
    func editMode(for property: String?) -> Value {
        let given = property.map { environment(.value("editMode"), for: $0) } ?? inheritedEditMode
        return given ?? graph.windowEditMode
    }

    /// The nearest ancestor's `.environment(\.editMode, ...)` value, without a dependency.
    private var inheritedEditMode: Value? {
        var ancestor = node.parent
        while let current = ancestor {
            if case .modified(_, .environment(.value("editMode"), let value)) = current.element { return value }
            ancestor = current.parent
        }
        return nil
    }
}

extension InterpretedViews {
    /// `.environment(\.editMode, $mode)`: the views built below it in this body (an `EditButton`,
    /// a `List(selection:)`) use that binding; views of other bodies find it in the environment.
    func editModeEnvironment(_ base: Value, _ arguments: [Value]) throws -> ViewElement {
        var inner = self
        inner.context.editMode = arguments[1].unwrappedDeep ?? arguments[1]
        return .modified(try inner.element(base), .environment(.value("editMode"), arguments[1]))
    }

    /// Whether the edit mode of these views is active (`isEditing`), read through its binding.
    func isEditing() throws -> Bool {
        guard let binding = context.editMode else { return false }
        return (EditModeValue.mode(of: try interpreter.readBinding(binding)) ?? .inactive) != .inactive
    }

    /// `EditButton()`: "Edit", or "Done" while edit mode is active (Apple, EditButton: "the Edit
    /// button displays the title "Done" while edit mode is active"); a tap toggles the mode.
    func editButton() throws -> ViewElement {
        guard let binding = context.editMode else { return .button(ButtonElement(label: .text("Edit"), kind: .system("EditButton"))) }
        let editing = try isEditing()
        let interpreter = self.interpreter
        let range = self.range
        return .button(ButtonElement(label: .text(editing ? "Done" : "Edit"), kind: .button({
            let current = EditModeValue.mode(of: try interpreter.readBinding(binding)) ?? .inactive
            try interpreter.writeBinding(binding, EditModeValue.value(current == .inactive ? .active : .inactive), at: range)
        })))
    }
}

extension Value {
    /// `.environment(\.editMode, ...)`'s arguments.
    var isEditModeKeyPath: Bool {
        guard case .keyPath(let path) = self, path.components.count == 1, case .property("editMode") = path.components[0] else { return false }
        return true
    }
}
