import ViewScriptRuntime

/// Containers that arrange or reveal their content: `GroupBox`, `LabeledContent`,
/// `ContentUnavailableView`, `DisclosureGroup`, `Grid`/`GridRow`, and the built-in shapes.
extension InterpretedViews {
    /// The views of the builder closures whose argument positions pass `include`.
    func contentElements(_ content: [Int: Value], where include: (Int) -> Bool) throws -> [ViewElement] {
        try contentElements(content, only: content.keys.sorted().filter(include))
    }

    /// A title argument (`GroupBox("Title")`): its text, shown as a `Text`.
    func titleText(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement? {
        guard let index = labels.indices.first(where: { labels[$0] == nil && arguments[$0].asString != nil }) else { return nil }
        return .text(try interpreter.describe(arguments[index]))
    }

    /// `GroupBox("Title") { content }`, `GroupBox { content } label: { }`,
    /// `GroupBox(label: Text("Title")) { }`: the label above the content.
    func groupBox(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        var label = try titleText(arguments, labels)
        if label == nil, let value = argument("label", arguments, labels), value.asFunction == nil { label = try element(value) }
        if label == nil { label = try contentElements(content) { labels[$0] == "label" }.first }
        let body = try contentElements(content) { labels[$0] != "label" }
        return .container(.vStack, (label.map { [$0] } ?? []) + body)
    }

    /// `LabeledContent("Name", value: "x")`, `LabeledContent("Name", value: 4.5, format: .currency(code: "USD"))`
    /// (the value as `Text(_:format:)` shows it), `LabeledContent("Name") { Text(...) }`,
    /// `LabeledContent { content } label: { }`: the label, then the value, on one line.
    func labeledContent(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let label = try titleText(arguments, labels).map { [$0] } ?? contentElements(content) { labels[$0] == "label" }
        var value = try contentElements(content) { labels[$0] != "label" }
        if let given = argument("value", arguments, labels) {
            let shown = try argument("format", arguments, labels).map { format in
                try FormatInput.display(given, format: format, interpreter, at: range)
            } ?? interpreter.describe(given)
            value = [.text(shown)]
        }
        return .container(.hStack, label + [.spacer] + value)
    }

    /// `ContentUnavailableView("No Items", systemImage: "tray", description: Text("..."))` and
    /// `ContentUnavailableView { Label(...) } description: { } actions: { }`: the image, the
    /// title, the description and the actions, stacked.
    func contentUnavailable(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        if labels == ["_search"] {
            return Self.searchUnavailable(text: arguments[0] == .void ? nil : try interpreter.describe(arguments[0]))
        }
        var views: [ViewElement] = []
        if let image = argument("systemImage", arguments, labels) ?? argument("image", arguments, labels) {
            views.append(.image(try interpreter.describe(image)))
        }
        if let title = try titleText(arguments, labels) { views.append(title) }
        if let description = argument("description", arguments, labels), description.asFunction == nil {
            views.append(try element(description))
        }
        views += try contentElements(content)
        return .container(.vStack, views)
    }

    /// `ContentUnavailableView.search` and `.search(text:)`: the system's "No Results" view.
    static func searchUnavailable(text: String?) -> ViewElement {
        let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return .container(.vStack, [.image("magnifyingglass"), .text(title), .text("Check the spelling or try a new search.")])
    }

    /// A program's `Shape`: its stored properties, and `path(in:)` called with the frame.
    func shape(_ value: StructValue) -> ShapeContent {
        let interpreter = self.interpreter
        let range = self.range
        let fields = value.type.storedProperties.indices.map { UserView.Field(value.type.storedProperties[$0].name, value.fields[$0]) }
        return ShapeContent(value.type.name, fields: fields) { rect in
            let method = try interpreter.getMember(.structValue(value), "path", at: range)
            let frame = GeometryValue.value(.rect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
            _ = try interpreter.callClosure(method, [frame], at: range)
        }
    }

    /// `Grid { GridRow { a; b } ... }`: rows stacked vertically (`verticalSpacing:`), a row's
    /// cells side by side (`horizontalSpacing:` of the grid is not applied to its rows).
    func grid(_ name: String, _ arguments: [Value], _ labels: [String?], _ children: [ViewElement]) -> ViewElement {
        if name == "GridRow" { return .container(.hStack, children) }
        var element = ViewElement.container(.vStack, children)
        if let spacing = argument("verticalSpacing", arguments, labels).flatMap(number) {
            element = .modified(element, .layout(.spacing(spacing)))
        }
        return element
    }

    /// `ViewThatFits { a; b }`, `ViewThatFits(in: .horizontal) { }`.
    func viewThatFits(_ arguments: [Value], _ labels: [String?], _ children: [ViewElement]) -> ViewElement {
        var axes: [Axis] = [.horizontal, .vertical]
        if let value = argument("in", arguments, labels) {
            let names: [String] = if case .array(let array) = value { array.elements.compactMap(symbolName) } else { symbolName(value).map { [$0] } ?? [] }
            axes = names.compactMap { $0 == "horizontal" ? .horizontal : $0 == "vertical" ? .vertical : nil }
        }
        return .viewThatFits(ViewThatFitsContent(axes: axes, children: children))
    }

    /// `DisclosureGroup("More") { content }`, `DisclosureGroup { } label: { }`, with or without
    /// `isExpanded: $flag`: the label, tappable, toggles whether the content is inserted below
    /// it. Without a binding the group keeps its own state (collapsed at first). The content
    /// closure is escaping: it is called by the group's body, only while expanded.
    func disclosureGroup(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        let interpreter = self.interpreter
        let range = self.range
        let closures = arguments.indices.filter { arguments[$0].asFunction != nil }
        let labelClosure = closures.first { labels[$0] == "label" }
        let contentClosure = closures.first { labels[$0] == nil || labels[$0] == "content" }
        let label = try titleText(arguments, labels)
            ?? labelClosure.map { try element(try interpreter.callClosure(arguments[$0], [], at: range)) } ?? .empty
        let binding = argument("isExpanded", arguments, labels)
        let fields = arguments.enumerated().map { UserView.Field("\($0.offset)", $0.element) }
        let state = StateDeclaration("isExpanded", initialValue: .bool(false)) { .bool(false) }
        return .user(UserView("DisclosureGroup", fields: fields, state: [state]) { context in
            let own = context.state("isExpanded")
            let expanded = try binding.map { try interpreter.readBinding($0) } ?? own.value
            let toggle: ViewAction = {
                let current = try binding.map { try interpreter.readBinding($0) } ?? own.value
                let next = Value.bool(current != .bool(true))
                if let binding { try interpreter.writeBinding(binding, next, at: range) } else { own.value = next }
            }
            var body: ViewElement?
            if expanded == .bool(true), let contentClosure {
                body = try InterpretedViews(interpreter: interpreter, at: range).element(try interpreter.callClosure(arguments[contentClosure], [], at: range))
            }
            return .container(.vStack, [label.modifier(.onTapGesture(toggle)), .conditional(branch: 0, body)])
        })
    }
}
