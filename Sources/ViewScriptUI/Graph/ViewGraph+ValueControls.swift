import ViewScriptRuntime

/// The steps that drive controls by their label (docs/scenarios.md): `select "OPTION" in
/// "LABEL"`, `increment`/`decrement "LABEL"`, `slide "LABEL" to VALUE`, `pick DATE in
/// "LABEL"` and `submit "TITLE"`. A control is found as `tap` finds one: the one visible
/// control of that kind with that label in the topmost layer; none or several is an error
/// that lists the candidates.
extension ViewGraph {
    /// The visible controls (`.control` modifiers), in tree order.
    var visibleControls: [ControlHandle] { visibleControlNodes.map(\.handle) }

    /// The visible controls with their nodes.
    private var visibleControlNodes: [(handle: ControlHandle, node: ViewNode)] {
        visibleNodes().compactMap { node in
            if case .modified(_, .control(let handle)) = node.element { (handle, node) } else { nil }
        }
    }

    /// The one visible control labelled `label` whose kind `matches`.
    private func control(_ kindName: String, _ label: String, matches: (ControlHandle.Kind) -> Bool) throws -> ControlHandle {
        let candidates = visibleControlNodes.filter { matches($0.handle.kind) }
        let found = candidates.filter { $0.handle.label == label }
        guard let first = found.first else {
            throw ViewGraphError.noSuchStepControl(kind: kindName, label: label, candidates: candidates.map(\.handle.label))
        }
        guard found.count == 1 else { throw ViewGraphError.ambiguousStepControl(kind: kindName, label: label, count: found.count) }
        if blocksHitTesting(first.node) { throw ViewGraphError.hitTestingDisabled(label) }
        return first.handle
    }

    /// `select "OPTION" in "LABEL"`: picks an option of a menu, wheel or navigation link picker.
    public func select(_ option: String, in label: String) throws {
        let handle = try control("picker", label) { if case .picker = $0 { true } else { false } }
        guard case .picker(let options, let selects, let picksByStep) = handle.kind else { return }
        guard picksByStep else { throw ViewGraphError.pickerOptionsAreTapped(label) }
        guard let index = options.firstIndex(of: option) else {
            throw ViewGraphError.noSuchOption(option, picker: label, options: options)
        }
        guard let select = selects[index] else { throw ViewGraphError.optionWithoutTag(option, picker: label) }
        phase = .action(label)
        try perform(select)
    }

    /// `increment "LABEL"` / `decrement "LABEL"`: the stepper's + or − button.
    public func step(_ label: String, increment: Bool) throws {
        let handle = try control("stepper", label) { if case .stepper = $0 { true } else { false } }
        guard case .stepper(let up, let down) = handle.kind else { return }
        guard let action = increment ? up : down else { throw ViewGraphError.stepperButtonDisabled(label, increment: increment) }
        phase = .action(label)
        try perform(action)
    }

    /// `slide "LABEL" to VALUE`: the thumb moves to the value, kept in the range and on a
    /// step, as a drag ends there (`onEditingChanged(true)`, the value, `(false)`).
    public func slide(_ label: String, to value: Double) throws {
        let handle = try control("slider", label) { if case .slider = $0 { true } else { false } }
        guard case .slider(let range, let step, let set) = handle.kind else { return }
        var target = min(max(value, range.lowerBound), range.upperBound)
        if let step, step > 0 {
            target = range.lowerBound + ((target - range.lowerBound) / step).rounded() * step
            if target > range.upperBound { target -= step }
            // On the step's decimal grid (0.7, not 0.7000000000000001, for a step of 0.1).
            let decimals = "\(step)".split(separator: ".").last.map { $0 == "0" ? 0 : $0.count } ?? 0
            if decimals > 0, decimals < 10, !"\(step)".contains("e") {
                let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
                target = (target * scale).rounded() / scale
            }
        }
        phase = .action(label)
        try perform { try set(target) }
    }

    /// `pick DATE in "LABEL"`: the date picker's selection becomes the date.
    public func pick(date secondsSince1970: Double, in label: String) throws {
        let handle = try control("date picker", label) { if case .datePicker = $0 { true } else { false } }
        guard case .datePicker(let set) = handle.kind else { return }
        phase = .action(label)
        try perform { try set(secondsSince1970) }
    }

    /// `submit "TITLE"`: the return key in the text field titled `title` runs the
    /// `.onSubmit` actions around it, innermost first, up to a `.submitScope()`.
    public func submit(_ title: String) throws {
        var fields: [(title: String, node: ViewNode)] = []
        for node in visibleNodes() {
            if case .textField(let fieldTitle, _, _) = node.element { fields.append((fieldTitle, node)) }
        }
        let matches = fields.filter { $0.title == title }
        guard let field = matches.first else { throw ViewGraphError.noSuchTextField(title, candidates: fields.map(\.title)) }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousControl(title, count: matches.count) }
        var actions: [ViewAction] = []
        var ancestor = field.node.parent
        while let current = ancestor {
            if case .modified(_, .onSubmit(let action)) = current.element {
                guard let action else { break }
                actions.append(action)
            }
            if current.isPresentationContent { break }
            ancestor = current.parent
        }
        guard !actions.isEmpty else { throw ViewGraphError.nothingToSubmit(title) }
        phase = .action(title)
        try perform { for action in actions { try action() } }
    }

    /// A control: as wide as proposed and at least a control's height (44 points, a row), its
    /// content otherwise.
    func controlSize(_ node: ViewNode, _ proposal: ProposedSize) throws -> Size {
        let content = try node.children.first.map { try sizeThatFits($0, proposal) } ?? .zero
        return Size(width: proposal.width ?? max(content.width, 10 * screen.characterWidth), height: max(content.height, 44))
    }
}

// MARK: - Focus

extension ViewGraph {
    /// Typing into a text field focuses it: every other `.focused` view that has focus loses
    /// it, then the `.focused` modifiers around the field take it.
    func focusChanges(for field: ViewNode) throws -> ViewAction {
        var around: [FocusBinding] = []
        var ancestors = Set<ObjectIdentifier>()
        var ancestor = field.parent
        while let current = ancestor {
            ancestors.insert(ObjectIdentifier(current))
            if case .modified(_, .focused(let binding)) = current.element { around.append(binding) }
            ancestor = current.parent
        }
        let others = focusBindings { !ancestors.contains(ObjectIdentifier($0)) }
        return {
            for binding in others where try binding.isFocused() { try binding.unfocus() }
            for binding in around where try !binding.isFocused() { try binding.focus() }
        }
    }
}

extension ViewGraph {
    /// The focused field resigns (`UIResponder.resignFirstResponder` sent to the application):
    /// every `.focused` binding that has focus loses it, as when the keyboard is dismissed.
    /// Source: Apple, FocusState, https://developer.apple.com/documentation/swiftui/focusstate
    /// ("SwiftUI updates the value of the bound property when the focus changes").
    public func resignFirstResponder() throws {
        keyboardField = nil
        for binding in focusBindings() where try binding.isFocused() { try binding.unfocus() }
    }

    /// The bindings of the `.focused` modifiers in the tree, of the nodes `include` accepts.
    private func focusBindings(where include: (ViewNode) -> Bool = { _ in true }) -> [FocusBinding] {
        var bindings: [FocusBinding] = []
        visit(root) { node in
            if case .modified(_, .focused(let binding)) = node.element, include(node) { bindings.append(binding) }
        }
        return bindings
    }
}

extension ViewNode {
    /// The prompt of a text field (`TextField(_:text:prompt:)`), shown while it is empty.
    var shownPrompt: String? {
        var ancestor = parent
        while let current = ancestor, case .modified(_, let modifier) = current.element {
            if case .prompt(let prompt) = modifier { return prompt }
            ancestor = current.parent
        }
        return nil
    }
}
