import ViewScriptRuntime

/// Lists that people edit: `delete`, `move`, `swipe` and `refresh` steps on the rows and
/// scroll containers on screen (ListModifier.swift).
///
/// A row is found by a text it shows, as `tap` finds a control: exactly one visible row of the
/// topmost layer must show it. Swipe to delete, reordering and swipe actions are offered by a
/// `List` only; a row elsewhere is an error, as is a row without the modifier.
extension ViewGraph {
    /// A row of the topmost layer with a list modifier, and the texts it shows.
    struct EditableRow {
        let node: ViewNode
        let labels: [String]
    }

    /// The visible nodes modified by `kind`, with the visible labels below each.
    func editableRows(_ kind: ListModifierKind) -> [EditableRow] {
        let visible = visibleNodes()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        return visible.compactMap { node in
            guard node.kind == .modifier(.list(kind)) else { return nil }
            var labels: [String] = []
            visit(node) { inner in
                if let label = inner.label, visibleIDs.contains(ObjectIdentifier(inner)), !labels.contains(label) { labels.append(label) }
            }
            return EditableRow(node: node, labels: labels)
        }
    }

    /// The one row showing `text` among the rows modified by `kind`.
    private func row(showing text: String, _ kind: ListModifierKind, step: ListStep) throws -> ViewNode {
        let rows = editableRows(kind)
        let matches = rows.filter { $0.labels.contains(text) }
        guard let row = matches.first else {
            throw ListEditError.noSuchRow(text, step: step, candidates: rows.compactMap(\.labels.first))
        }
        // Nested modifiers of one row (`.swipeActions(edge: .leading)` inside another) are one row.
        let outermost = matches.filter { match in !matches.contains { $0.node !== match.node && $0.node.isAncestor(of: match.node) } }
        guard outermost.count == 1 else { throw ListEditError.ambiguousRow(text, step: step, count: outermost.count) }
        guard isInList(row.node) else { throw ListEditError.notInList(text, step: step) }
        return row.node
    }

    /// Whether the nearest container around `node` (through modifiers, groups, `ForEach`es,
    /// branches and program views) is a `List`.
    private func isInList(_ node: ViewNode) -> Bool {
        var current = node.parent
        while let candidate = current {
            switch candidate.kind {
            case .container(.list): return true
            case .container(.group), .forEach, .conditional, .modifier, .user: current = candidate.parent
            default: return false
            }
        }
        return false
    }

    /// Whether `.deleteDisabled(true)` (or `.moveDisabled(true)`) is on the row: the innermost
    /// one in the row wins, as for any environment value.
    private func isDisabled(_ edit: RowEditKind, in row: ViewNode) -> Bool {
        var disabled = false
        visit(row) { node in
            if case .modified(_, .list(.editsDisabled(let kind, let value))) = node.element, kind == edit { disabled = value }
        }
        return disabled
    }

    // MARK: Steps

    /// `delete "ROW"`: the row's swipe-to-delete, which calls the `ForEach`'s `.onDelete`
    /// action with the row's offset (Apple: the action "will be called after the row has
    /// already been removed from the List").
    public func delete(row text: String) throws {
        let node = try row(showing: text, .rowEdits, step: .delete)
        guard case .modified(_, .list(.rowEdits(let edits))) = node.element, let delete = edits.delete,
              let position = edits.position else {
            throw ListEditError.missingModifier(text, step: .delete)
        }
        // Apple, `swipeActions`: with swipe actions on a row, SwiftUI "no longer synthesizes
        // the Delete actions that otherwise appear when using the onDelete(perform:) method".
        var hasSwipeActions = false
        visit(node) { if $0.kind == .modifier(.list(.swipeActions)) { hasSwipeActions = true } }
        if hasSwipeActions { throw ListEditError.deleteReplacedBySwipeActions(text) }
        if isDisabled(.delete, in: node) { throw ListEditError.disabled(text, step: .delete) }
        phase = .action("delete \"\(text)\"")
        try perform { try delete([position.index]) }
    }

    /// `move "ROW" to N`: a drag of the row that the `ForEach`'s `.onMove` action gets as the
    /// row's offset and the destination `N`, "the offset of the element before which to
    /// insert the moved elements" (Apple, `move(fromOffsets:toOffset:)`), in `0...count`.
    public func move(row text: String, to destination: Int) throws {
        let node = try row(showing: text, .rowEdits, step: .move)
        guard case .modified(_, .list(.rowEdits(let edits))) = node.element, let move = edits.move,
              let position = edits.position else {
            throw ListEditError.missingModifier(text, step: .move)
        }
        if isDisabled(.move, in: node) { throw ListEditError.disabled(text, step: .move) }
        guard (0...position.count).contains(destination) else {
            throw ListEditError.destinationOutOfRange(destination, count: position.count)
        }
        phase = .action("move \"\(text)\"")
        try perform { try move([position.index], destination) }
    }

    /// `swipe "ROW"`: the row's swipe actions come on screen (any row swiped before closes).
    public func swipe(row text: String) throws {
        let node = try row(showing: text, .swipeActions, step: .swipe)
        var rows = [node]
        visit(node) { if $0 !== node, $0.kind == .modifier(.list(.swipeActions)) { rows.append($0) } }
        closeSwipeActions()
        for row in rows {
            row.revealsSwipeActions = true
            markDirty(row)
        }
        revealedSwipeRows = rows
        phase = .action("swipe \"\(text)\"")
        try perform {}
    }

    /// Hides every revealed row's swipe actions (a tap closes them, on an action or elsewhere).
    public func closeSwipeActions() {
        for node in revealedSwipeRows where node.revealsSwipeActions && node.isMounted {
            node.revealsSwipeActions = false
            markDirty(node)
        }
        revealedSwipeRows = []
    }

    /// `refresh`: starts the refresh action of the innermost refreshable `List` or
    /// `ScrollView` on screen, as a task; the caller runs the app until it finished.
    public func refresh() throws -> TaskHandle {
        var containers: [(node: ViewNode, action: RefreshAction)] = []
        visitPlaced { placement in
            guard placement.isVisible, placement.node.kind.isScrollContainer, let action = refreshAction(above: placement.node) else { return }
            containers.append((placement.node, action))
        }
        let innermost = containers.filter { outer in !containers.contains { $0.node !== outer.node && outer.node.isAncestor(of: $0.node) } }
        guard let container = innermost.first else { throw ListEditError.nothingToRefresh }
        guard innermost.count == 1 else { throw ListEditError.ambiguousRefresh(count: innermost.count) }
        phase = .action("refresh")
        var task: TaskHandle?
        try perform { task = try container.action() }
        return task!
    }

    /// The refresh action in the environment of `node` (the nearest `.refreshable` above it).
    private func refreshAction(above node: ViewNode) -> RefreshAction? {
        var current = node.parent
        while let candidate = current {
            if case .modified(_, .list(.refreshable(let action))) = candidate.element { return action }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Reconciling

    /// A searchable view: its content, and its search field beside it when a navigation
    /// container shows the field (one around the view, or one inside its content).
    func reconcileSearchable(_ node: ViewNode, _ content: ViewElement, _ field: ViewElement) throws {
        try reconcileSingle(node, key: .content, content)
        var shown = false
        var current = node.parent
        while let candidate = current, !shown {
            shown = candidate.kind == .navigation
            current = candidate.parent
        }
        if !shown, let child = node.children.first { shown = child.containsNavigation }
        if shown, node.children.count == 2 {
            try fill(node.children[1], with: field.normalized, isNew: false)
        } else if shown {
            node.children.append(try insert(field.normalized, key: .index(1), parent: node))
        } else if node.children.count == 2 {
            remove(node.children[1])
            node.children.removeLast()
        }
    }

    /// A row with swipe actions: its content, and its actions beside it while revealed.
    func reconcileSwipeActions(_ node: ViewNode, _ content: ViewElement, _ actions: ViewElement) throws {
        if node.revealsSwipeActions {
            try reconcileChildren(node, keys: [.content, .index(1)]) { ($0 == 0 ? content : actions).normalized }
        } else {
            // Closed: the actions leave (`reconcileSingle` keeps children after the first).
            for hidden in node.children.dropFirst() { remove(hidden) }
            node.children = NodeChildren(node.children.prefix(1))
            try reconcileSingle(node, key: .content, content)
        }
    }
}

extension ViewNode {
    /// Whether a navigation container is in this subtree.
    var containsNavigation: Bool {
        kind == .navigation || children.contains { $0.containsNavigation }
    }

    func isAncestor(of other: ViewNode) -> Bool {
        var current = other.parent
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }
}
