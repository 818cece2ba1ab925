import ViewScriptRuntime

/// Navigation stacks, links, tab views and presentations of interpreted code, as graph
/// elements. Content SwiftUI calls at once (a stack's root, a link's destination and label, a
/// tab view's tabs) was evaluated with the view value; escaping content (sheet and alert
/// content, `navigationDestination` closures) stays a closure the graph calls when presented.
extension InterpretedViews {
    // MARK: Views

    /// `NavigationStack { }`, `NavigationStack(path: $path) { }`, `NavigationView { }`.
    func navigation(_ name: String, _ arguments: [Value], _ labels: [String?], root: [ViewElement]) -> ViewElement {
        let path = labels.firstIndex(of: "path").map { binding(arguments[$0]) }
        let content: ViewElement = root.count == 1 ? root[0] : .container(.group, root)
        return .navigation(NavigationContainer(root: content, path: path, isNavigationView: name == "NavigationView"))
    }

    /// `NavigationLink` in its forms: `(destination:) { label }`, `(_ title:, destination:)`,
    /// `{ destination } label: { label }`, `(_ title:) { destination }`, `(value:) { label }`,
    /// `(_ title:, value:)`. The destination view value exists already (B30).
    func navigationLink(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let titleIndex = arguments.indices.first { labels[$0] == nil && arguments[$0].asString != nil }
        let labelIndex = labels.firstIndex(of: "label") ?? (titleIndex == nil ? content.keys.sorted().last : nil)
        let label: ViewElement = try labelIndex.flatMap { content[$0] }.map(element)
            ?? .text(try titleIndex.map { try interpreter.describe(arguments[$0]) } ?? "")
        let title = try titleIndex.map { try interpreter.describe(arguments[$0]) } ?? labelText(label) ?? ""
        let target: NavigationLinkElement.Target
        if let valueIndex = labels.firstIndex(of: "value") {
            let value = arguments[valueIndex].unwrappedOptional ?? .none
            target = .value(value, typeName: "\(interpreter.runtimeType(of: value))")
        } else if let destinationIndex = labels.firstIndex(of: "destination") {
            let destination = content[destinationIndex] ?? arguments[destinationIndex]
            target = .view(try element(destination))
        } else if let destination = content.keys.sorted().first(where: { $0 != labelIndex }).flatMap({ content[$0] }) {
            target = .view(try element(destination))
        } else {
            target = .view(.empty)
        }
        return .navigationLink(NavigationLinkElement(title: title, label: label, target: target))
    }

    /// `TabView { A().tabItem { Label("A", ...) }.tag(0); Tab("B", ...) { B() } }`.
    func tabView(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        var tabs: [TabViewContent.Tab] = []
        func add(_ value: Value) throws {
            guard case .native(let object) = value, let view = object as? ViewValue else {
                tabs.append(TabViewContent.Tab(title: "", content: try element(value)))
                return
            }
            switch view.kind {
            case .block(let items):
                for item in items { try add(item) }
            case .builtin("ForEach", let arguments, let labels, _):
                // A TabView reads every tab when it is made: the rows are built at once.
                for row in try eagerRows(arguments, labels) { try add(row) }
            case .conditional(_, let content):
                if let content { try add(content) }
            case .builtin("Tab", let arguments, let labels, let content):
                let title = try arguments.first(where: { $0.asString != nil }).map { try interpreter.describe($0) } ?? ""
                let tag = labels.firstIndex(of: "value").map { arguments[$0] }
                let body = try content.keys.sorted().first.flatMap { content[$0] }.map(element) ?? .empty
                tabs.append(TabViewContent.Tab(title: title, tag: tag, content: body))
            default:
                let (title, tag) = try tabItem(of: view)
                let (badge, content) = try tabBadge(of: view)
                tabs.append(TabViewContent.Tab(title: title ?? "", tag: tag, content: try element(content)))
                tabs[tabs.count - 1].badge = badge
            }
        }
        for index in content.keys.sorted() { if let value = content[index] { try add(value) } }
        let selection = labels.firstIndex(of: "selection").map { binding(arguments[$0]) }
        return .tabView(TabViewContent(tabs: tabs, selection: selection))
    }

    /// The label text of `.tabItem { }` and the value of `.tag(_:)` among a view's modifiers.
    private func tabItem(of view: ViewValue) throws -> (String?, Value?) {
        var title: String?
        var tag: Value?
        var current: ViewValue? = view
        while let modified = current, case .modified(let base, let name, let arguments, _, let content) = modified.kind {
            if name == "tabItem", title == nil, let label = content.keys.sorted().first.flatMap({ content[$0] }) {
                title = labelText(try element(label))
            }
            if name == "tag", tag == nil { tag = arguments.first }
            if case .native(let object) = base { current = object as? ViewValue } else { current = nil }
        }
        return (title, tag)
    }

    /// The first text of a label: what a tap on it names.
    func labelText(_ element: ViewElement) -> String? {
        switch element {
        case .text(let text): return text
        case .button(let button): return labelText(button.label)
        case .container(_, let children): return children.lazy.compactMap(labelText).first
        case .conditional(_, let content): return content.flatMap(labelText)
        case .modified(.container(.label, _), .accessibilityLabel(let title)): return title  // an icon-only Label
        case .modified(let content, _): return labelText(content)
        case .navigationLink(let link): return link.title
        default: return nil
        }
    }

    // MARK: Modifiers

    /// `.navigationDestination(for: T.self) { value in }`, `.navigationDestination(isPresented:) { }`.
    func navigationDestination(_ arguments: [Value], _ labels: [String?]) -> Modifier? {
        guard let closure = arguments.last, closure.asFunction != nil else { return nil }
        if let typeIndex = labels.firstIndex(of: "for"), case .type(let type) = arguments[typeIndex] {
            let interpreter = self.interpreter
            return .navigationDestination(NavigationDestination(
                accepts: { interpreter.cast($0, to: type) != nil },
                content: { try self.viewContent(closure, [$0]) }))
        }
        // `isPresented:`, or iOS 17's `item:` (pushes the unwrapped item; popping sets it to nil).
        guard let trigger = trigger(arguments, labels) else { return nil }
        let takesItem = (closure.asFunction?.definition?.parameters.count ?? 0) > 0
        return .presentation(Presentation(.navigationDestination, trigger: trigger) { item in
            try self.viewContent(closure, takesItem ? [item] : [])
        })
    }

    /// `.sheet` and `.fullScreenCover`, with `isPresented:` or `item:`, and `onDismiss:`.
    func sheet(_ style: Presentation.Style, _ arguments: [Value], _ labels: [String?]) -> Modifier? {
        guard let closure = arguments.last, closure.asFunction != nil, let trigger = trigger(arguments, labels) else { return nil }
        let onDismiss = labels.firstIndex(of: "onDismiss").map { action(arguments[$0]) }
        let takesItem = (closure.asFunction?.definition?.parameters.count ?? 0) > 0
        return .presentation(Presentation(style, trigger: trigger, onDismiss: onDismiss) { item in
            try self.viewContent(closure, takesItem ? [item] : [])
        })
    }

    /// `.alert(title, isPresented:) { actions } message: { }` (and `presenting:`),
    /// `.alert(isPresented:error:) { actions } message: { }` (titled by the error's description),
    /// `.alert(isPresented:) { Alert(...) }`, `.alert(item:) { Alert(...) }`, and
    /// `.confirmationDialog` with the same shapes. The content is the title, the message and
    /// the buttons.
    func alert(_ style: Presentation.Style, _ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        guard var trigger = trigger(arguments, labels) else { return nil }
        let title: ViewElement? = try arguments.first.flatMap { first in
            (labels.first ?? nil) == nil && first.asFunction == nil ? try titleElement(first) : nil
        }
        let actions = labels.indices.first { (labels[$0] == nil || labels[$0] == "actions") && arguments[$0].asFunction != nil }
        let message = labels.firstIndex(of: "message").map { arguments[$0] }
        // `.alert(isPresented:error:)`: the error is the data, and its description the title.
        let error = labels.firstIndex(of: "error").map { arguments[$0] }
        let presenting = labels.firstIndex(of: "presenting").map { arguments[$0] } ?? error
        trigger = presentingTrigger(trigger, data: presenting)
        return .presentation(Presentation(style, trigger: trigger) { item in
            let data = presenting.map { [$0.unwrappedOptional ?? $0] } ?? (item == .void ? [] : [item])
            var parts: [ViewElement] = title.map { [$0] } ?? []
            if title == nil, let error = error?.unwrappedOptional {
                parts.append(.text(try self.interpreter.describe(try self.interpreter.getMember(error, "localizedDescription", at: self.range))))
            }
            if let actions {
                let closure = arguments[actions]
                let count = closure.asFunction?.definition?.parameters.count ?? 0
                parts.append(try self.alertContent(try self.interpreter.callClosure(closure, Array(data.prefix(count)), at: self.range)))
            }
            if let message, message.asFunction != nil {
                let count = message.asFunction?.definition?.parameters.count ?? 0
                parts.append(try self.viewContent(message, Array(data.prefix(count))))
            }
            return .container(.vStack, parts)
        })
    }

    /// An alert's actions, an `Alert(title:message:dismissButton:)` or an
    /// `ActionSheet(title:message:buttons:)` value.
    private func alertContent(_ value: Value) throws -> ViewElement {
        guard case .native(let object) = value, let view = object as? ViewValue,
              case .builtin(let name, let arguments, let labels, _) = view.kind,
              name == "Alert" || name == "ActionSheet" else { return try element(value) }
        var parts: [ViewElement] = []
        for (index, label) in labels.enumerated() {
            switch label {
            case "title", "message": parts.append(try titleElement(arguments[index]))
            case "dismissButton", "primaryButton", "secondaryButton": parts.append(try alertButton(arguments[index]))
            case "buttons": parts += try (arguments[index].asArray?.elements ?? []).map(alertButton)
            default: break
            }
        }
        return .container(.vStack, parts)
    }

    /// `.default(Text("OK")) { }`, `.cancel()`, `.destructive(Text("Delete"), action: f)`.
    private func alertButton(_ value: Value) throws -> ViewElement {
        let name: String
        let arguments: [Value]
        switch value {
        case .native(let member as UnresolvedMember):
            (name, arguments) = (member.name, member.arguments?.values ?? [])
        case .native(let symbol as SymbolValue):
            (name, arguments) = (symbol.name, symbol.arguments)
        default:
            return try element(value)
        }
        let isCancel = name.hasPrefix(".cancel") || name == "cancel"
        let title = try arguments.first(where: { $0.asFunction == nil }).map(titleElement).flatMap(labelText)
            ?? (isCancel ? "Cancel" : "OK")
        let role: ButtonElement.Role? = isCancel ? .cancel : name.hasPrefix(".destructive") || name == "destructive" ? .destructive : nil
        let perform = arguments.first(where: { $0.asFunction != nil }).map(action) ?? {}
        return .button(ButtonElement(label: .text(title), kind: .button(perform), role: role))
    }

    /// A title given as a string or as a `Text`.
    private func titleElement(_ value: Value) throws -> ViewElement {
        if case .native(let object) = value, object is ViewValue { return try element(value) }
        return .text(try interpreter.describe(value))
    }

    // MARK: Helpers

    private func trigger(_ arguments: [Value], _ labels: [String?]) -> Presentation.Trigger? {
        if let index = labels.firstIndex(of: "isPresented") { return .isPresented(binding(arguments[index])) }
        guard let index = labels.firstIndex(of: "item") else { return nil }
        let interpreter = self.interpreter
        let range = self.range
        return .item(binding(arguments[index]), id: { item in
            (try? interpreter.getMember(item, "id", at: range)) ?? item
        })
    }

    /// A closure's result as a view element.
    func viewContent(_ closure: Value, _ arguments: [Value]) throws -> ViewElement {
        try element(try interpreter.callClosure(closure, arguments, at: range))
    }

    /// A `Binding` argument as the graph's binding (anything else is a constant).
    func binding(_ value: Value) -> GraphBinding {
        let interpreter = self.interpreter
        guard case .native(let object) = value, let binding = object as? BindingObject else {
            return GraphBinding(get: { value }, set: { _ in })
        }
        return GraphBinding(get: { try binding.readValue(interpreter) }, set: { try binding.writeValue($0, interpreter) })
    }
}
