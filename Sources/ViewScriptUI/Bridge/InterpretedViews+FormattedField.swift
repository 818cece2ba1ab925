import ViewScriptRuntime

/// `TextField("Amount", value: $amount, format: .number)` (also `.percent`,
/// `.currency(code:)`): the field shows the value formatted; typing edits its text, and the
/// value changes when the edit is committed with the return key (`submit "Amount"`). Text the
/// format cannot read leaves the value as it was (an optional value becomes nil), and the
/// field shows the value again.
/// Source: Apple, TextField ("For non-string types, it updates the value when the user commits
/// their edits, such as by pressing the Return key"); TextField.init(_:value:format:prompt:)
/// ("If format can't perform the conversion, the text field leaves binding.value unchanged";
/// for an optional value "the text field sets binding.value to nil").
extension InterpretedViews {
    func formattedTextField(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        guard let binding = argument("value", arguments, labels), let format = argument("format", arguments, labels) else {
            throw interpreter.failure(.notSimulated("TextField(_:value:formatter:) (a Formatter); use format:"), at: range)
        }
        let interpreter = self.interpreter
        let range = self.range
        let title = try title(arguments, labels) ?? ""
        let prompt = argument("prompt", arguments, labels)
        let views = self
        let draft = StateDeclaration("draft", initialValue: Value.none) { Value.none }
        // A value of the binding's kind (an `Int` stays an `Int` after the value was nil).
        let sample = StateDeclaration("sample") { try interpreter.readBinding(binding) }
        let fields = arguments.enumerated().map { UserView.Field("\($0.offset)", $0.element) }
        return .user(UserView("TextField", fields: fields, state: [draft, sample]) { context in
            let typed = context.state("draft")
            let kind = context.state("sample")
            let current = try interpreter.readBinding(binding)
            let shown = try typed.value.unwrappedDeep?.asString ?? FormatInput.display(current, format: format, interpreter, at: range)
            let field = ViewElement.textField(title: title, text: shown) { new in typed.value = .string(new) }
            let commit: ViewAction = {
                guard let text = typed.value.unwrappedDeep?.asString else { return }
                typed.value = Value.none
                let old = try interpreter.readBinding(binding)
                let isOptional = old.isNil || { if case .some = old { true } else { false } }()
                if !old.isNil { kind.value = old }
                let like = old.isNil ? kind.value : old
                if let parsed = try FormatInput.parse(text, format: format, like: like, interpreter, at: range) {
                    try interpreter.writeBinding(binding, isOptional ? .some(parsed) : parsed, at: range)
                } else if isOptional {
                    try interpreter.writeBinding(binding, Value.none, at: range)
                }
            }
            return try views.prompted(.modified(field, .onSubmit(commit)), prompt, onCommit: nil)
        })
    }
}

extension InterpretedViews {
    /// `ColorPicker("Accent", selection: $color)`, `ColorPicker(selection: $color) { label }`:
    /// its label on screen, and the control hittable. A tap opens the system's color picker,
    /// which is not simulated (the tap is an error that says so); the selection changes only
    /// through code.
    func colorPicker(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let label = try labelElements(arguments, labels, content, title: title(arguments, labels))
            + (labels.contains("label") ? [] : contentElements(content))
        _ = try argument("selection", arguments, labels).map { try interpreter.readBinding($0) }
        return .button(ButtonElement(label: label.count == 1 ? label[0] : .container(.hStack, label), kind: .system("ColorPicker")))
    }
}
