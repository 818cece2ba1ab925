import ViewScriptRuntime

/// `NavigationSplitView { sidebar } detail: { }` and `{ sidebar } content: { } detail: { }` as
/// on an iPhone, where "A NavigationSplitView collapses into a single stack": the sidebar is
/// the stack's root, and the selection of a `List(_:selection:)` in a column pushes the next
/// column (as `navigationDestination(isPresented:)` does); the back button pops it and clears
/// that selection. The columns are evaluated with the split view, as SwiftUI calls them.
extension InterpretedViews {
    func splitView(_ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let indices = content.keys.sorted()
        func column(_ index: Int?, next: ViewElement?) throws -> ViewElement {
            guard let index else { return .empty }
            var inner = self
            inner.context.splitNextColumn = next
            let elements = try inner.contentElements(content, only: [index])
            return elements.count == 1 ? elements[0] : .container(.group, elements)
        }
        let sidebarIndex = indices.first { labels[$0] == nil || labels[$0] == "sidebar" }
        let contentIndex = indices.first { labels[$0] == "content" }
        let detail = try column(indices.first { labels[$0] == "detail" }, next: nil)
        let middle = try contentIndex.map { try column($0, next: detail) }
        let sidebar = try column(sidebarIndex, next: middle ?? detail)
        var container = NavigationContainer(root: sidebar)
        container.splitColumns = (middle.map { [$0] } ?? []) + [detail]
        return .navigation(container)
    }

    /// `List(items, selection: $selected) { row }` in a column of a split view: a tap on a row
    /// selects its id, and while the selection is not nil the next column is pushed. Popping
    /// it (back) writes nil. Only an optional (single) selection is simulated.
    func selectingList(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value],
                       _ selection: Value, _ next: ViewElement) throws -> ViewElement {
        let interpreter = self.interpreter
        let range = self.range
        let current = try interpreter.readBinding(selection)
        guard current.optionalCase != nil, let data = arguments.first, let rows = arguments.last,
              rows.asFunction != nil, content.isEmpty else {
            throw interpreter.failure(.notSimulated("List(_:selection:) in a NavigationSplitView with a Set or without data"), at: range)
        }
        let type = SelectionType(current, interpreter)
        let list = try self.forEach(data, id: argument("id", arguments, labels), rows: rows)
        guard case .forEach(var forEach) = list else { return .container(.list, [list]) }
        let build = forEach.content
        let ids = forEach.ids
        forEach.content = { position in
            let id: Value
            switch ids {
            case .range(let bounds): id = .int(bounds.lowerBound + position)
            case .values(let values): id = values[position]
            }
            var row = try build(position)
            // `NavigationLink(name, value: item)` rows: the link's value is what a tap selects.
            var selected = id
            if case .navigationLink(let link) = row, case .value(let value, _) = link.target {
                (row, selected) = (link.label, value)
            }
            return .modified(row, .onTapGesture({ [interpreter, range] in
                guard let value = type.value(selected) else { return }
                try interpreter.writeBinding(selection, value, at: range)
            }))
        }
        let shown = GraphBinding(
            get: { [interpreter] in .bool(try interpreter.readBinding(selection).optionalCase == .present) },
            set: { [interpreter, range] isShown in
                if isShown == .bool(false) { try interpreter.writeBinding(selection, .none, at: range) }
            })
        return .modified(.container(.list, [.forEach(forEach)]),
                         .presentation(Presentation(.navigationDestination, trigger: .isPresented(shown)) { _ in next }))
    }
}

/// The columns of a collapsed split view, seen from the views inside it.
enum SplitColumns {
    /// The column that a `List(selection:)` pushes when it is in `child`, a level of `node`:
    /// the sidebar (the root) pushes the first column after it, the content column the detail.
    static func next(in node: ViewNode, below child: ViewNode) -> ViewElement? {
        guard case .navigation(let container) = node.element, !container.splitColumns.isEmpty,
              child.parent === node else { return nil }
        // A level being pushed is not among the children yet: it goes on top of them.
        let level = node.children.firstIndex { $0 === child } ?? node.children.count
        guard level < container.splitColumns.count else { return nil }
        return container.splitColumns[level]
    }
}

private extension Value {
    /// `.none` for nil, `.some` for any other value (a selection read through its binding).
    enum OptionalCase { case absent, present }
    var optionalCase: OptionalCase? {
        switch self {
        case .none: .absent
        case .some: .present
        default: nil
        }
    }
}
