import ViewScriptRuntime

/// `List(selection:)` outside a split view, on an iPhone. A row is selectable when it has a
/// value of the selection's type: a `ForEach` row its id ("ForEach automatically applies the
/// id of each element as its tag"), any other row its `.tag(_:)`.
/// - A single selection (`Binding<Value?>`): a tap on a row selects it, in edit mode or not
///   (iOS 16 and later select a row of such a list on a tap).
/// - A `Set` selection: only while edit mode is active, a tap adds the row to the set or
///   removes it (Apple, EditMode: "people can make multiple selections in lists only when edit
///   mode is active"). Outside edit mode its rows are not hittable for selection.
/// A row that is itself a button or navigation link keeps its own tap.
extension InterpretedViews {
    /// What a tap on a row with this tag or id does, or nil when the row is not selectable.
    struct RowSelection {
        let select: (Value) -> ViewAction?
    }

    func selectionList(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value], _ binding: Value) throws -> ViewElement {
        let interpreter = self.interpreter
        let range = self.range
        let current = try interpreter.readBinding(binding)
        var inner = self
        inner.context.inList = true
        inner.context.splitNextColumn = nil
        inner.context.rowSelection = nil
        let isSet: Bool
        let type: SelectionType
        if case .set(let set) = current {
            isSet = true
            type = SelectionType(set.elements.first ?? .none, interpreter)
        } else {
            isSet = false
            type = SelectionType(current, interpreter)
        }
        let selectable = try !isSet || isEditing()
        let selection = RowSelection { tag in
            guard selectable, let value = isSet ? type.setElement(tag) : type.value(tag) else { return nil }
            return {
                var new = try interpreter.readBinding(binding)
                if isSet, case .set(var set) = new {
                    if set.remove(value) == nil { set.insert(value) }
                    new = .set(set)
                } else {
                    new = value
                }
                try interpreter.writeBinding(binding, new, at: range)
            }
        }
        inner.context.rowSelection = selection
        let rows: [ViewElement]
        if let data = arguments.first, labels[0] == nil, let builder = arguments.last, builder.asFunction != nil, content.isEmpty {
            rows = [try inner.forEach(data, id: argument("id", arguments, labels), rows: builder)]
        } else {
            rows = try inner.contentElements(content)
        }
        return .container(.list, rows.map { selectableRows($0, selection) })
    }

    /// The rows of a list's content, each `ForEach` row tappable to select its id.
    private func selectableRows(_ element: ViewElement, _ selection: RowSelection) -> ViewElement {
        switch element {
        case .forEach(var forEach):
            let build = forEach.content
            let ids = forEach
            forEach.content = { position in
                Self.tappable(try build(position), selection.select(ids.id(at: position)))
            }
            return .forEach(forEach)
        case .container(.group, let children): return .container(.group, children.map { selectableRows($0, selection) })
        case .conditional(let branch, let content): return .conditional(branch: branch, content.map { selectableRows($0, selection) })
        case .modified(let base, let modifier): return .modified(selectableRows(base, selection), modifier)
        default: return element
        }
    }

    /// `row.tag(value)` in a selecting list's content: the row, tappable to select `value`.
    func taggedRow(_ base: Value, _ arguments: [Value]) throws -> ViewElement {
        var inner = self
        let selection = inner.context.rowSelection
        inner.context.rowSelection = nil
        let row = try inner.element(base)
        guard let selection, let tag = arguments.first else { return row }
        return Self.tappable(row, selection.select(tag))
    }

    private static func tappable(_ row: ViewElement, _ action: ViewAction?) -> ViewElement {
        guard let action else { return row }
        switch row.normalized {
        case .button, .navigationLink, .modified(_, .onTapGesture): return row
        default: return .modified(row, .onTapGesture(action))
        }
    }
}

extension InterpretedViews.SelectionType {
    /// A tag as an element of a `Set` selection (an empty set takes any tag).
    func setElement(_ tag: Value) -> Value? {
        guard !isOptional || type != nil else { return interpreter.resolvingEnumCase(tag) }
        return value(tag).map { $0.unwrappedDeep ?? $0 }
    }
}
