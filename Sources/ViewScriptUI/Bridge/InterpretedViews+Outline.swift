import ViewScriptRuntime

/// Tree-structured rows: `OutlineGroup(data, children: \.children) { row }` (a collection or
/// one root) and `List(data, children: \.children) { row }`. An element whose children are
/// nil is a plain row; any other element is a disclosure group, collapsed at first, whose
/// label is its row: a tap on the row shows its children below it (built only then, as a
/// `DisclosureGroup`'s content), a second tap hides them.
/// Source: Apple, OutlineGroup ("A structure that computes views and disclosure groups on
/// demand from an underlying collection of tree-structured, identified data"; "Use an outline
/// group when you need a view that can represent a hierarchy of data by using disclosure
/// views").
extension InterpretedViews {
    func outlineGroup(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        guard let childrenIndex = labels.firstIndex(of: "children"), case .keyPath(let children) = arguments[childrenIndex],
              let data = arguments.first, labels[0] == nil, let rows = arguments.last, rows.asFunction != nil else {
            throw interpreter.failure(.notSimulated("this form of OutlineGroup (it needs data, 'children:' and a row closure)"), at: range)
        }
        let id = argument("id", arguments, labels)
        // `OutlineGroup(root, children:)`: one root, itself a row.
        let elements = try interpreter.elements(of: data, at: range) ?? [data]
        return try outlineRows(elements, children: children, id: id, rows: rows)
    }

    /// One level of the tree: a `ForEach` of its elements, by id.
    private func outlineRows(_ elements: [Value], children: KeyPathValue, id: Value?, rows: Value) throws -> ViewElement {
        let interpreter = self.interpreter
        let range = self.range
        let views = self
        let ids: [Value] = try elements.map { element in
            if case .keyPath(let path)? = id { return try interpreter.apply(path, to: element, at: range) }
            return (try? interpreter.getMember(element, "id", at: range)) ?? element
        }
        return .forEach(ForEachContent(ids: .values(ids)) { position in
            let element = elements[position]
            let row = try views.element(try interpreter.callClosure(rows, [element], at: range))
            let kids = try interpreter.apply(children, to: element, at: range)
            guard let list = kids.unwrappedDeep, let items = try interpreter.elements(of: list, at: range) else { return row }
            return views.disclosureRow(row, element: element) {
                try views.outlineRows(items, children: children, id: id, rows: rows)
            }
        })
    }

    /// A row that shows `content` below it while expanded; a tap on the row toggles it.
    private func disclosureRow(_ row: ViewElement, element: Value, content: @escaping () throws -> ViewElement) -> ViewElement {
        let state = StateDeclaration("isExpanded", initialValue: .bool(false)) { .bool(false) }
        return .user(UserView("OutlineGroup", fields: [UserView.Field("element", element)], state: [state]) { context in
            let expanded = context.state("isExpanded")
            let body: ViewElement? = expanded.value == .bool(true) ? try content() : nil
            return .container(.vStack, [
                row.modifier(.onTapGesture({ expanded.value = .bool(expanded.value != .bool(true)) })),
                .conditional(branch: 0, body),
            ])
        })
    }

    /// `ControlGroup { buttons }`, `ControlGroup("Label") { }`, `ControlGroup { } label: { }`:
    /// its controls side by side, each on screen and hittable; the label is what a toolbar's
    /// overflow menu would show, so it is not drawn (Apple, ControlGroup: "SwiftUI uses the
    /// label when the group is moved to the toolbar's overflow menu").
    func controlGroup(_ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        let indices = content.keys.sorted().filter { labels[$0] != "label" }
        return .container(.hStack, try contentElements(content, only: indices))
    }
}
