import ViewScriptRuntime

/// `Menu` and `.contextMenu`: a label on screen, and items that are on screen only while the
/// menu is open. A menu is a view with state of its own (whether it is open), so the bridge
/// builds it as a view named `Menu` (or `ContextMenu`) with one `@State`, whose body is the
/// label, tappable (or long-pressable) to open, with the items as a `.menu` presentation: a
/// layer above the screen, like an alert's buttons. Tapping an item runs its action and closes
/// the menu; `dismiss` closes it as a tap outside does. The items' views are inserted when the
/// menu opens (their `onAppear` runs then) and removed when it closes.
extension InterpretedViews {
    /// `Menu("Title") { items }`, `Menu("Title", systemImage:) { }`, `Menu { items } label: { }`,
    /// `Menu(content:label:)`, and `primaryAction:` (a tap runs it; a long press opens the menu).
    func menu(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let itemsIndex = content.keys.sorted().first { labels[$0] == nil || labels[$0] == "content" }
        let labelIndex = content.keys.first { labels[$0] == "label" }
        var inner = self
        inner.context.inMenu = true
        let items = try itemsIndex.flatMap { content[$0] }.map(inner.element) ?? .empty
        let label: ViewElement
        if let labelIndex, let value = content[labelIndex] {
            label = try element(value)
        } else if let title = arguments.first(where: { $0.asString != nil }) {
            label = .text(try interpreter.describe(title))
        } else {
            label = .empty
        }
        let primary = argument("primaryAction", arguments, labels).map(action)
        return menuView("Menu", inputs: arguments, items: items) { open in
            if let primary { return label.modifier(.onTapGesture(primary)).modifier(.onLongPressGesture(open)) }
            return label.modifier(.onTapGesture(open))
        }
    }

    /// `.contextMenu { items }` (also `menuItems:`, and `preview:`, which is not shown): a
    /// `long press` on the content opens the items. No items: no context menu (Apple: "You can
    /// deactivate the context menu by returning nothing from the closure").
    func contextMenu(_ base: ViewElement, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        if labels.contains("forSelectionType") {
            throw interpreter.failure(.notSimulated("contextMenu(forSelectionType:menu:primaryAction:)"), at: range)
        }
        let itemsIndex = content.keys.sorted().first { labels[$0] == nil || labels[$0] == "menuItems" }
        var inner = self
        inner.context.inMenu = true
        let items = try itemsIndex.flatMap { content[$0] }.map(inner.element) ?? .empty
        switch items {
        case .empty, .conditional(_, nil): return base
        case .container(.group, let children) where children.isEmpty: return base
        default: break
        }
        return menuView("ContextMenu", inputs: arguments, items: items) { open in base.modifier(.onLongPressGesture(open)) }
    }

    /// `.onLongPressGesture { }` (`perform:`, `minimumDuration:`, `maximumDistance:`).
    func longPressGesture(_ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        if labels.contains("onPressingChanged") {
            throw interpreter.failure(.notSimulated("onLongPressGesture(onPressingChanged:)"), at: range)
        }
        let perform = argument("perform", arguments, labels) ?? arguments.last { $0.asFunction != nil }
        return perform.map { .onLongPressGesture(action($0)) }
    }

    /// A view with an `isPresented` state: `presenter` gets the action that opens the menu.
    private func menuView(_ name: String, inputs: [Value], items: ViewElement,
                          presenter: @escaping (@escaping ViewAction) -> ViewElement) -> ViewElement {
        let fields = inputs.enumerated().map { UserView.Field("\($0.offset)", $0.element) }
        let state = StateDeclaration("isPresented", initialValue: .bool(false)) { .bool(false) }
        return .user(UserView(name, fields: fields, state: [state]) { context in
            let isPresented = context.state("isPresented")
            let binding = GraphBinding(get: { isPresented.value }, set: { isPresented.value = $0 })
            let presentation = Presentation(.menu, trigger: .isPresented(binding)) { _ in items }
            return presenter({ isPresented.value = .bool(true) }).modifier(.presentation(presentation))
        })
    }
}
