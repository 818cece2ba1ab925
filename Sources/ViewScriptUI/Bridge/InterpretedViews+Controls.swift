import ViewScriptRuntime

/// Buttons, labels and the other button-like controls of interpreted code, and `AnyView`.
/// A control's label is built as views (it is a child of the control's node); what a tap
/// names is decided by the graph from what of it is visible (`ViewGraph+Controls.swift`).
extension InterpretedViews {
    /// `Button` in its forms: `(_ title:) { action }`, `(_ title:, role:) { action }`,
    /// `(_ title:, systemImage:) { action }`, `(_ title:, image:) { action }`,
    /// `(action:) { label }`, `{ action } label: { label }`, `(role:action:label:)`,
    /// and the early `Button(Text("Press")) { action }`.
    func button(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        if let button = configurationButton(arguments) { return button }
        // (Not `closure.map(action)` nor `closure.map { action($0) }`: a function value made
        // through a generic `map` is wrapped in a context of its own, for each button of every
        // row: 10 MB at 100,000 rows.)
        var kind = ButtonElement.Kind.button({})
        if let closure = arguments.first(where: { $0.asFunction.map { !($0.definition?.isViewBuilder ?? false) } ?? false }) {
            kind = .button(action(closure))
        }
        let role = argument("role", arguments, labels).flatMap(buttonRole)
        return styledButton(ButtonElement(label: try controlLabel(arguments, labels, content), kind: kind, role: role))
    }

    /// `Link("Docs", destination: url)`, `Link(destination: url) { label }`: on screen with its
    /// label; a tap would open the URL outside the app (ButtonElement.Kind.link).
    func link(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let url = try argument("destination", arguments, labels).map { try interpreter.describe($0.unwrappedOptional ?? $0) } ?? ""
        return .button(ButtonElement(label: try controlLabel(arguments, labels, content), kind: .link(url: url)))
    }

    /// `ShareLink`, `PasteButton`, `PhotosPicker`: on screen with their label (the system's
    /// default one when none is given); what a tap does is the system's, not simulated.
    func systemControl(_ name: String, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        var label = try controlLabel(arguments, labels, content)
        if case .empty = label {
            switch name {
            // ShareLink(item:): "the default label is a Label("Share", systemImage: "square.and.arrow.up")".
            case "ShareLink": label = .container(.label, [.image("square.and.arrow.up"), .text("Share")])
            case "PasteButton": label = .container(.label, [.image("doc.on.clipboard"), .text("Paste")])
            default: break
            }
        }
        return .button(ButtonElement(label: label, kind: .system(name)))
    }

    /// A control's label: its `label:` content (or its only content closure), else its title
    /// (with the `systemImage:` or `image:` icon as a `Label`), else a view given as the title.
    private func controlLabel(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        if let index = labels.firstIndex(of: "label") ?? content.keys.sorted().first, let value = content[index] {
            return try element(value)
        }
        guard let titleIndex = arguments.indices.first(where: { labels[$0] == nil && arguments[$0].asFunction == nil }) else {
            return .empty
        }
        let titleValue = arguments[titleIndex]
        if case .native(let object) = titleValue, object is ViewValue { return try element(titleValue) }
        let title = ViewElement.text(displayed(try interpreter.describe(titleValue)))
        if let icon = argument("systemImage", arguments, labels) ?? argument("image", arguments, labels) {
            return styledLabel(icon: .image(try interpreter.describe(icon)), title: title)
        }
        return title
    }

    /// `Label("Home", systemImage: "house")`, `Label("Home", image: "logo")`,
    /// `Label { Text("Home") } icon: { Image(systemName: "house") }`: the icon, then the title.
    func label(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        if let titleIndex = arguments.indices.first(where: { labels[$0] == nil && arguments[$0].asFunction == nil }) {
            let icon = argument("systemImage", arguments, labels) ?? argument("image", arguments, labels)
            let iconElement: ViewElement = try icon.map { .image(try interpreter.describe($0)) } ?? .empty
            return styledLabel(icon: iconElement, title: .text(displayed(try interpreter.describe(arguments[titleIndex]))))
        }
        let iconIndex = labels.firstIndex(of: "icon")
        let titleIndex = content.keys.sorted().first { $0 != iconIndex }
        let title = try titleIndex.flatMap { content[$0] }.map(element) ?? .empty
        let icon = try iconIndex.flatMap { content[$0] }.map(element) ?? .empty
        return styledLabel(icon: icon, title: title)
    }

    /// `AnyView(view)`, `AnyView(erasing: view)`: the view, under a modifier naming its type, so
    /// that `AnyView(A())` and `AnyView(B())` at one place are different views.
    func anyView(_ arguments: [Value]) throws -> ViewElement {
        guard let view = arguments.first else { return .empty }
        return .modified(try element(view), .erasedType(erasedTypeName(view)))
    }

    /// The type an `AnyView` erases, as far as identity goes.
    private func erasedTypeName(_ value: Value) -> String {
        switch value {
        case .structValue(let structValue): return structValue.type.name
        case .native(let object):
            guard let view = object as? ViewValue else { break }
            switch view.kind {
            case .builtin(let name, _, _, _): return name
            case .modified(let base, let name, _, _, _): return "ModifiedContent<\(erasedTypeName(base)), \(name)>"
            case .block: return "TupleView"
            case .conditional: return "_ConditionalContent"
            }
        default: break
        }
        return "\(interpreter.runtimeType(of: value))"
    }

    /// `.disabled(_:)`, `.accessibilityLabel(_:)` (a string or a `Text`), `.accessibility(label:)`.
    func controlModifier(_ name: String, _ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        switch name {
        case "disabled":
            return arguments.first?.asBool.map { .disabled($0) }
        case "accessibilityLabel", "accessibility":
            guard let value = name == "accessibility" ? argument("label", arguments, labels) : arguments.first else { return nil }
            if case .native(let object) = value, object is ViewValue { return try labelText(element(value)).map { .accessibilityLabel($0) } }
            return .accessibilityLabel(try interpreter.describe(value))
        default:
            return nil
        }
    }
}
