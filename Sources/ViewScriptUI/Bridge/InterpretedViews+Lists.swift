import ViewScriptRuntime

/// The modifiers of lists that people edit: `.onDelete`, `.onMove`, `.swipeActions`,
/// `.refreshable` and `.searchable` (ListModifier.swift, ViewGraph+ListEditing.swift).
extension InterpretedViews {
    /// The element for `base.name(arguments)` when `name` is one of these modifiers; nil otherwise.
    func listModifier(_ name: String, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value],
                      base: Value) throws -> ViewElement? {
        switch name {
        case "onDelete", "onMove":
            let element = try element(base)
            // Both are members of `DynamicViewContent` (a `ForEach`), not of every view.
            guard case .forEach = element.normalized else {
                throw interpreter.failure(.typeMismatch("'\(name)' needs a ForEach (DynamicViewContent); it is not a member of other views"), at: range)
            }
            guard let closure = arguments.last, closure.asFunction != nil else { return element }  // `perform: nil`
            let interpreter = self.interpreter
            let range = self.range
            let edits = name == "onDelete"
                ? RowEdits(delete: { offsets in _ = try interpreter.callClosure(closure, [.native(IndexSetObject(offsets))], at: range) })
                : RowEdits(move: { offsets, destination in
                    _ = try interpreter.callClosure(closure, [.native(IndexSetObject(offsets)), .int(destination)], at: range)
                })
            return .modified(element, .list(.rowEdits(edits)))
        case "swipeActions":
            let actions = content.keys.sorted().compactMap { content[$0] }.first
            return .modified(try element(base), .list(.swipeActions(try actions.map { try element($0) } ?? .empty)))
        case "refreshable":
            guard let body = arguments.last, body.asFunction != nil else { return nil }
            let interpreter = self.interpreter
            let range = self.range
            return .modified(try element(base), .list(.refreshable({
                try interpreter.executor.checkCapacity(at: range)
                return interpreter.executor.spawn(name: "refresh", at: range) { try interpreter.callClosure(body, [], at: range) }
            })))
        case "deleteDisabled", "moveDisabled":
            guard let disabled = arguments.first?.asBool else { return nil }
            return .modified(try element(base), .list(.editsDisabled(name == "deleteDisabled" ? .delete : .move, disabled)))
        case "searchable":
            return .modified(try element(base), .list(.searchable(field: try searchField(arguments, labels))))
        default:
            return nil
        }
    }

    /// `.searchable(text: $query, prompt: "Find")`: a text field titled by its prompt, or
    /// "Search" (the placeholder iOS shows when there is no prompt).
    private func searchField(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        for unsupported in ["tokens", "suggestions", "isPresented", "editableTokens", "selectedScope"] where labels.contains(unsupported) {
            throw interpreter.failure(.notSimulated("searchable(\(unsupported):)"), at: range)
        }
        guard let binding = argument("text", arguments, labels) else {
            throw interpreter.failure(.notSimulated("searchable without 'text:'"), at: range)
        }
        var title = "Search"
        if let prompt = argument("prompt", arguments, labels) {
            title = try prompt.asString ?? (interpreter.isView(prompt) ? element(prompt).shownText : nil) ?? interpreter.describe(prompt)
        }
        let text = try interpreter.describe(try interpreter.readBinding(binding))
        let interpreter = self.interpreter
        let range = self.range
        return .textField(title: title, text: text) { new in try interpreter.writeBinding(binding, .string(new), at: range) }
    }
}
