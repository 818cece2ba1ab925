import ViewScriptRuntime

/// `Picker(_:selection:content:)` and `Picker(selection:label:content:)`: its options are the
/// content's views, each with the value of its `.tag(_:)`, or, for the views of a `ForEach`,
/// the element's id when that has the selection's type (Apple, Picker: "ForEach automatically
/// assigns a tag to the selection views using each option's id").
///
/// How it looks depends on its style: the default style in a `List` or `Form` shows the label
/// and the selected option's text; elsewhere (a menu button) the selected option's text only;
/// `.wheel` the selected option; `.segmented` and `.inline` every option, as buttons `tap`
/// picks. In a `Menu` the default style is inline: the options are items of the menu. `select "OPTION" in "LABEL"` picks from menu, wheel and navigation link styles.
extension InterpretedViews {
    struct PickerOption {
        let text: String
        let tag: Value?
    }

    func picker(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        guard let binding = argument("selection", arguments, labels) else { return .container(.group, try contentElements(content)) }
        let labelIndex = labels.firstIndex(of: "label")
        let label = try labelElements(arguments, labels, content, title: title(arguments, labels))
        let name = label.lazy.compactMap(labelText).first ?? ""
        let current = try interpreter.readBinding(binding)
        let selection = SelectionType(current, interpreter)
        var options: [PickerOption] = []
        for index in content.keys.sorted() where index != labelIndex {
            if let value = content[index] { try collectOptions(value, implicitTag: nil, selection: selection, into: &options) }
        }
        // Each option's value as the selection holds it (nil: no tag of the selection's type).
        let values = options.map { option in option.tag.flatMap(selection.value) }
        let selectedText = zip(options, values).first { $0.1 == current }?.0.text
        var selects: [ViewAction?] = []
        for value in values { selects.append(value.map { writer(binding, $0) }) }
        var style = context.pickerStyle ?? .automatic
        // In a menu, the default style shows the options as items of the menu itself.
        if context.inMenu, style == .automatic { style = .inline }
        let shown: ViewElement
        switch style {
        case .segmented, .inline, .palette:
            var buttons: [ViewElement] = []
            for (option, select) in zip(options, selects) { buttons.append(.button(option.text, action: select ?? Self.ignored)) }
            let showsLabel = style == .inline && context.inList
            shown = .container(style == .inline ? .vStack : .hStack, (showsLabel ? label : []) + buttons)
        case .wheel:
            shown = .container(.hStack, selectedText.map { [.text($0)] } ?? [])
        case .automatic, .menu, .navigationLink:
            let selected = selectedText.map { [ViewElement.text($0)] } ?? []
            shown = .container(.hStack, (context.inList ? label : []) + selected)
        }
        let picksByStep = style != .segmented && style != .inline && style != .palette
        let handle = ControlHandle(label: name, kind: .picker(options: options.map(\.text), select: selects, picksByStep: picksByStep))
        return .modified(shown, .control(handle))
    }

    /// Writes `value` into the selection.
    private func writer(_ binding: Value, _ value: Value) -> ViewAction {
        let interpreter = self.interpreter
        let range = self.range
        return { try interpreter.writeBinding(binding, value, at: range) }
    }

    /// A segment whose tag does not fit the selection: SwiftUI leaves the selection as it is.
    private static func ignored() throws {}

    /// The type of a picker's selection, as far as its current value tells it: an optional
    /// selection (`Flavor?`) takes tags of its wrapped type (`.tag` "will write the tag value
    /// for the type V, as well as Optional<V>"); a nil one takes a tag of any type.
    struct SelectionType {
        let interpreter: Interpreter
        let isOptional: Bool
        let type: RuntimeType?

        init(_ current: Value, _ interpreter: Interpreter) {
            self.interpreter = interpreter
            switch current {
            case .none: isOptional = true; type = nil
            case .some(let inner): isOptional = true; type = interpreter.runtimeType(of: inner.unwrappedDeep ?? inner)
            default: isOptional = false; type = interpreter.runtimeType(of: current)
            }
        }

        func fits(_ tag: Value) -> Bool {
            type.map { interpreter.runtimeType(of: tag) == $0 } ?? true
        }

        /// The tag as the selection holds it; nil when its type is not the selection's.
        func value(_ tag: Value) -> Value? {
            if case .none = tag { return isOptional ? tag : nil }
            let resolved = type.map { interpreter.coerce(tag, to: $0) } ?? interpreter.resolvingEnumCase(tag)
            guard fits(resolved) else { return nil }
            if case .some = resolved { return resolved }
            return isOptional ? .some(resolved) : resolved
        }
    }

    /// The options of a picker's content: each view with its tag.
    private func collectOptions(_ value: Value, implicitTag: Value?, selection: SelectionType, into options: inout [PickerOption]) throws {
        guard case .native(let object) = value, let view = object as? ViewValue else {
            options.append(PickerOption(text: labelText(try element(value)) ?? "", tag: implicitTag))
            return
        }
        switch view.kind {
        case .block(let items):
            for item in items { try collectOptions(item, implicitTag: implicitTag, selection: selection, into: &options) }
        case .conditional(_, let content):
            if let content { try collectOptions(content, implicitTag: implicitTag, selection: selection, into: &options) }
        case .modified(let base, "tag", let arguments, _, _):
            var inner: [PickerOption] = []
            try collectOptions(base, implicitTag: nil, selection: selection, into: &inner)
            options += inner.map { PickerOption(text: $0.text, tag: arguments.first) }
        case .modified(let base, _, _, _, _):
            try collectOptions(base, implicitTag: implicitTag, selection: selection, into: &options)
        case .builtin("ForEach", let arguments, let labels, _):
            guard let data = arguments.first, let rows = arguments.last else { return }
            let id = argument("id", arguments, labels)
            let elements: [Value]
            if case .range(let bounds) = data, let (start, end) = bounds.intBounds, id == nil {
                elements = (start..<max(start, end)).map(Value.int)
            } else {
                guard let all = try interpreter.elements(of: data, at: range) else { return }
                elements = all
            }
            for item in elements {
                var elementID: Value = item
                if case .keyPath(let path)? = id {
                    elementID = try interpreter.apply(path, to: item, at: range)
                } else if id == nil, case .range = data {
                    elementID = item
                } else if id == nil, let member = try? interpreter.getMember(item, "id", at: range) {
                    elementID = member
                }
                // The id tags the row only when it has the selection's type.
                let matches = selection.fits(elementID)
                let row = try interpreter.callClosure(rows, [item], at: range)
                try collectOptions(row, implicitTag: matches ? elementID : nil, selection: selection, into: &options)
            }
        case .builtin("Group", _, _, let content), .builtin("Section", _, _, let content):
            for index in content.keys.sorted() {
                if let value = content[index] { try collectOptions(value, implicitTag: implicitTag, selection: selection, into: &options) }
            }
        default:
            options.append(PickerOption(text: labelText(try element(value)) ?? "", tag: implicitTag))
        }
    }
}
