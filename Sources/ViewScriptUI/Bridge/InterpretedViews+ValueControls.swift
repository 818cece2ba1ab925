import ViewScriptRuntime

/// Controls with bindings and the containers that change how they look: `Form`, `Section`,
/// `Picker`, `Stepper`, `Slider`, `DatePicker`, `ProgressView`, `Gauge`, `TextEditor`.
/// Each control is its visible content wrapped in a `.control` modifier that the scenario
/// steps find by label (`ViewGraph+ValueControls.swift`).
extension InterpretedViews {
    /// The views of a builder closure's content, in argument order.
    func contentElements(_ content: [Int: Value], only indices: [Int]? = nil) throws -> [ViewElement] {
        try (indices ?? content.keys.sorted()).compactMap { content[$0] }.flatMap { value -> [ViewElement] in
            if case .native(let object) = value, let view = object as? ViewValue, case .block(let items) = view.kind {
                return try items.map(element)
            }
            return [try element(value)]
        }
    }

    /// A label given as a string, a `Text` argument, or builder content labelled `label`.
    func labelElements(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value], title: String?) throws -> [ViewElement] {
        if let title { return [.text(title)] }
        if let index = labels.firstIndex(of: "label") {
            return content[index] != nil ? try contentElements(content, only: [index]) : [try element(arguments[index])]
        }
        return []
    }

    /// The first unlabelled string argument (`Picker("Flavor", ...)`).
    func title(_ arguments: [Value], _ labels: [String?]) throws -> String? {
        guard let index = arguments.indices.first(where: { labels[$0] == nil && arguments[$0].asString != nil }) else { return nil }
        return try interpreter.describe(arguments[index])
    }

    // MARK: Containers

    /// `List { }`, `List(data) { row }` and `Form { }`: a scrolling list of rows (on iOS a form
    /// "appears as a grouped list"); controls inside take their list styles.
    func list(_ name: String, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        var inner = self
        inner.context.inList = true
        inner.context.splitNextColumn = nil
        if name == "List", let next = context.splitNextColumn, let selection = argument("selection", arguments, labels) { return try inner.selectingList(arguments, labels, content, selection, next) }
        if name == "List", labels.contains("children") { return .container(.list, [try inner.outlineGroup(arguments, labels)]) }
        if name == "List", let selection = argument("selection", arguments, labels) { return try selectionList(arguments, labels, content, selection) }
        if name == "List", let data = arguments.first, let rows = arguments.last, rows.asFunction != nil, content.isEmpty {
            return .container(.list, [try inner.forEach(data, id: argument("id", arguments, labels), rows: rows)])
        }
        return .container(.list, try inner.contentElements(content))
    }

    /// `Section("Title") { }`, `Section(header: Text("H"), footer: Text("F")) { }`,
    /// `Section { } header: { } footer: { }`: the header, the rows, the footer.
    func section(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        func part(_ label: String) throws -> [ViewElement] {
            guard let index = labels.firstIndex(of: label) else { return [] }
            return content[index] != nil ? try contentElements(content, only: [index]) : [try element(arguments[index])]
        }
        let header = try title(arguments, labels).map { [ViewElement.text(displayed($0))] } ?? part("header")
        let rowIndices = try sectionShowsRows(arguments, labels) ? content.keys.sorted().filter { labels[$0] == nil || labels[$0] == "content" } : []
        return .container(.group, header + (try contentElements(content, only: rowIndices)) + (try part("footer")))
    }

    // MARK: Stepper

    /// `Stepper("L", value: $n, in: 0...10, step: 2, onEditingChanged:)`,
    /// `Stepper(value:in:) { label }`, `Stepper("L", onIncrement:onDecrement:)`.
    func stepper(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let label = try labelElements(arguments, labels, content, title: title(arguments, labels))
            + (labels.contains("label") ? [] : contentElements(content))
        let name = label.lazy.compactMap(labelText).first ?? ""
        // An unlabelled closure that is not the label: `onEditingChanged` with a value
        // binding, else `onIncrement`.
        let closures = arguments.indices.filter { arguments[$0].asFunction != nil && content[$0] == nil && labels[$0] == nil }
        let interpreter = self.interpreter
        let range = self.range
        let editing = labels.contains("value") ? argument("onEditingChanged", arguments, labels) ?? closures.first.map { arguments[$0] } : nil
        func edit(_ change: @escaping ViewAction) -> ViewAction {
            {
                if let editing { _ = try interpreter.callClosure(editing, [.bool(true)], at: range) }
                try change()
                if let editing { _ = try interpreter.callClosure(editing, [.bool(false)], at: range) }
            }
        }
        let kind: ControlHandle.Kind
        if let binding = argument("value", arguments, labels) {
            let current = try interpreter.readBinding(binding)
            let bounds = argument("in", arguments, labels).flatMap(Self.numberBounds)
            let step = argument("step", arguments, labels).flatMap(Self.number) ?? 1
            let value = Self.number(current) ?? 0
            func set(_ new: Double) -> ViewAction {
                edit { try interpreter.writeBinding(binding, Self.sameKind(new, as: current), at: range) }
            }
            let up = bounds.map { min(value + step, $0.upperBound) } ?? value + step
            let down = bounds.map { max(value - step, $0.lowerBound) } ?? value - step
            kind = .stepper(increment: bounds.map { value < $0.upperBound } ?? true ? set(up) : nil,
                            decrement: bounds.map { value > $0.lowerBound } ?? true ? set(down) : nil)
        } else {
            let increment = argument("onIncrement", arguments, labels) ?? closures.first.map { arguments[$0] }
            let decrement = argument("onDecrement", arguments, labels)
            kind = .stepper(increment: increment.map { edit(action($0)) }, decrement: decrement.map { edit(action($0)) })
        }
        return .modified(.container(.hStack, drawnLabel(label)), .control(ControlHandle(label: name, kind: kind)))
    }

    // MARK: Slider

    /// `Slider(value: $v, in: 0...1, step: 0.1, onEditingChanged:) { Text("Volume") }` with
    /// `minimumValueLabel:`/`maximumValueLabel:`. On iOS the label is not drawn ("Not all
    /// slider styles show the label"); the value labels are.
    func slider(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        guard let binding = argument("value", arguments, labels) else { return .empty }
        let labelIndices = content.keys.filter { labels[$0] == nil || labels[$0] == "label" }
        let name = try contentElements(content, only: labelIndices.sorted()).lazy.compactMap(labelText).first ?? ""
        let valueLabels = try ["minimumValueLabel", "maximumValueLabel"].compactMap { labels.firstIndex(of: $0) }
            .flatMap { index in content[index] != nil ? try contentElements(content, only: [index]) : [try element(arguments[index])] }
        let bounds = argument("in", arguments, labels).flatMap(Self.numberBounds) ?? 0...1
        let step = argument("step", arguments, labels).flatMap(Self.number)
        let editing = argument("onEditingChanged", arguments, labels)
            ?? arguments.indices.first { arguments[$0].asFunction != nil && content[$0] == nil && labels[$0] == nil }.map { arguments[$0] }
        let interpreter = self.interpreter
        let range = self.range
        let current = try interpreter.readBinding(binding)
        let handle = ControlHandle(label: name, kind: .slider(range: bounds, step: step) { new in
            if let editing { _ = try interpreter.callClosure(editing, [.bool(true)], at: range) }
            try interpreter.writeBinding(binding, Self.sameKind(new, as: current), at: range)
            if let editing { _ = try interpreter.callClosure(editing, [.bool(false)], at: range) }
        })
        return .modified(.container(.hStack, valueLabels), .control(handle))
    }

    // MARK: DatePicker

    /// `DatePicker("Date", selection: $date, in: range, displayedComponents: .date)`, or with
    /// a label closure: the label, then the compact style's date and time buttons ("Mar 1,
    /// 2024", "9:30 AM" in en_US and UTC); other styles show the label only.
    func datePicker(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        guard let binding = argument("selection", arguments, labels) else { return .empty }
        let label = try labelElements(arguments, labels, content, title: title(arguments, labels))
            + (labels.contains("label") ? [] : contentElements(content))
        let name = label.lazy.compactMap(labelText).first ?? ""
        let components = try argument("displayedComponents", arguments, labels).map { try interpreter.describe($0) }
        let showsDate = components.map { $0.contains("date") } ?? true
        let showsTime = components.map { $0.contains("hourAndMinute") } ?? true
        let seconds = try interpreter.readBinding(binding).dateSecondsSince1970 ?? 0
        var shown = drawnLabel(label)
        if showsDate && context.datePickerIsCompact { shown.append(.text(DisplayedDate.date(seconds))) }
        if showsTime && context.datePickerIsCompact { shown.append(.text(DisplayedDate.time(seconds))) }
        var lower: Double?
        var upper: Double?
        if case .range(let bounds)? = argument("in", arguments, labels) {
            lower = bounds.lower?.dateSecondsSince1970
            upper = bounds.upper?.dateSecondsSince1970
        }
        let handle = ControlHandle(label: name, kind: .datePicker { [interpreter, range, lower, upper] new in
            if let lower, new < lower { throw ViewGraphError.dateOutOfRange(name, lower: lower, upper: upper) }
            if let upper, new > upper { throw ViewGraphError.dateOutOfRange(name, lower: lower, upper: upper) }
            try interpreter.writeBinding(binding, .date(secondsSince1970: new), at: range)
        })
        return .modified(.container(.hStack, shown), .control(handle))
    }

    // MARK: Progress

    /// `ProgressView("Loading", value: 0.5)`, `ProgressView(value:) { label } currentValueLabel: { }`,
    /// `Gauge(value:) { label } currentValueLabel: { }`: the labels are on screen.
    func progress(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let title = try title(arguments, labels).map { [ViewElement.text($0)] } ?? []
        return .container(.vStack, title + (try contentElements(content)))
    }

    /// `TextEditor(text: $notes)`: a multi-line text field with no title (`type "..." into ""`).
    func textEditor(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        guard let binding = argument("text", arguments, labels) else { return .empty }
        let text = try interpreter.describe(try interpreter.readBinding(binding))
        return .textField(title: "", text: text) { [interpreter, range] new in try interpreter.writeBinding(binding, .string(new), at: range) }
    }

    // MARK: Numbers

    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let integer): Double(integer)
        case .double(let double): double
        default: nil
        }
    }

    static func numberBounds(_ value: Value) -> ClosedRange<Double>? {
        guard case .range(let range) = value, let lower = range.lower.flatMap(number), let upper = range.upper.flatMap(number) else { return nil }
        let top = range.kind == .halfOpen ? upper - 1 : upper
        return lower <= top ? lower...top : nil
    }

    /// A new value of the binding's kind: an `Int` stays an `Int`.
    static func sameKind(_ value: Double, as current: Value) -> Value {
        if case .int = current { return .int(Int(value.rounded())) }
        return .double(value)
    }
}

// MARK: - Text input

extension InterpretedViews {
    /// `.onSubmit { }` (text triggers; `.onSubmit(of: .search)` belongs to a search field),
    /// `.submitScope()`, `.focused($flag)`, `.focused($field, equals: value)`.
    func inputModifier(_ name: String, _ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        switch name {
        case "onSubmit":
            if let triggers = argument("of", arguments, labels), !(try interpreter.describe(triggers)).contains("text") { return nil }
            return arguments.last.map { .onSubmit(action($0)) }
        case "submitScope":
            return arguments.first?.asBool == false ? nil : .onSubmit(nil)
        default:
            guard let binding = arguments.first else { return nil }
            let interpreter = self.interpreter
            let range = self.range
            if let value = argument("equals", arguments, labels) {
                let current = try interpreter.readBinding(binding)
                guard let target = SelectionType(current, interpreter).value(value) else { return nil }
                return .focused(FocusBinding(
                    isFocused: { try interpreter.readBinding(binding) == target },
                    focus: { try interpreter.writeBinding(binding, target, at: range) },
                    unfocus: { try interpreter.writeBinding(binding, Value.none, at: range) }))
            }
            return .focused(FocusBinding(
                isFocused: { try interpreter.readBinding(binding) == .bool(true) },
                focus: { try interpreter.writeBinding(binding, .bool(true), at: range) },
                unfocus: { try interpreter.writeBinding(binding, .bool(false), at: range) }))
        }
    }

    /// A text field with `prompt: Text("...")`: the prompt is what it shows while empty; the
    /// older `onCommit:` runs on the return key like an `.onSubmit` on the field.
    func prompted(_ field: ViewElement, _ prompt: Value?, onCommit: Value?) throws -> ViewElement {
        var result = field
        if let prompt, let text = labelText(try element(prompt)) { result = .modified(result, .prompt(text)) }
        if let onCommit, onCommit.asFunction != nil { result = .modified(result, .onSubmit(action(onCommit))) }
        return result
    }
}
