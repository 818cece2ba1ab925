import ViewScriptRuntime

/// Reconciliation: a new view value against the node that holds the previous one at the
/// same identity. Same identity and kind: the node is updated in place and keeps its state;
/// otherwise the old node is removed (its state destroyed) and a new one inserted (its state
/// created from this view value's initial values). Appearances and disappearances are only
/// noted here; `ViewGraph+Commit.swift` acts on them once the pass has reconciled everything.
extension ViewGraph {
    /// Evaluates a dirty node: a user view's body, or the root element for the root.
    func evaluate(_ node: ViewNode) throws {
        node.isDirty = false
        if node.kind == .root {
            try reconcileSingle(node, key: .content, node.element)
            return
        }
        switch node.element {
        case .navigation(let container): return try updateLevels(node, container)
        case .tabView(let content): return try updateSelection(node, content)
        case .modified(_, .presentation(let presentation)): return try updatePresentation(node, presentation)
        case .modified(let content, .list(.swipeActions(let actions))): return try reconcileSwipeActions(node, content, actions)
        default: break
        }
        guard case .user(let view) = node.element else { return }
        node.evaluation += 1
        collectChanges(of: node)
        if !view.isLibraryControl {
            statistics.bodiesEvaluated += 1
            if isRecording { record(.bodyEvaluated(node.name), about: node) }
        }
        if eventSink != nil, !view.isLibraryControl {
            let reasons = node.evaluationChanges.reasons(of: view, isFirst: node.evaluation == 1)
            record(.bodyReasons(node.name, reasons), about: node)
        }
        let outer = currentEvaluation
        currentEvaluation = node
        // The body's content is reconciled as the body's: what the `ForEach` closures and the
        // other content closures it returned read (`ForEach(tags) { Text("\($0.uses)") }`) is
        // this view's dependency, as the rows a lazy container builds later are
        // (`buildAwaitedRows`); a nested view's body records its own reads.
        defer { currentEvaluation = outer }
        phase = .body(node.name)
        let body = try view.body(BodyContext(graph: self, node: node))
        phase = nil
        try reconcileSingle(node, key: .content, body)
    }

    /// A node with at most one child: a body, a modifier's content, an `if` branch. (The
    /// first child: a navigation stack's levels and a presentation's content come after it.)
    func reconcileSingle(_ parent: ViewNode, key: IdentityKey, _ element: ViewElement?) throws {
        let old = parent.children.first
        let others = parent.children.dropFirst()
        guard let element = element?.normalized else {
            if let old {
                remove(old)
                parent.children = NodeChildren(others)
            }
            return
        }
        if let old, old.key == key, old.isSameView(as: element) {
            try fill(old, with: element, isNew: false)
            return
        }
        if let old {
            remove(old)
            parent.children = NodeChildren(others)
        }
        let node = try insert(element, key: key, parent: parent, rowVisible: others.isEmpty || parent.kind != .navigation)
        // A body's, a button's or a modifier's one child (every row of a first render makes a
        // few): kept inline (`NodeChildren`).
        if others.isEmpty {
            parent.children = [node]
        } else {
            parent.children = NodeChildren(CollectionOfOne(node) + others)
        }
    }

    /// A node with many children, matched by key: positions in a stack, ids in a `ForEach`.
    func reconcileChildren(_ parent: ViewNode, keys: [IdentityKey], element: (Int) throws -> ViewElement) throws {
        let old = parent.children
        // Same keys in the same order (the common case: nothing inserted, removed or moved):
        // each child is matched by position, with no table and no copy of the children.
        let inPlace = old.count == keys.count && zip(old, keys).allSatisfy({ $0.key == $1 })
        var matched: [ViewNode?] = []
        if !inPlace {
            var byKey: [IdentityKey: ViewNode] = [:]
            for node in old where byKey[node.key] == nil { byKey[node.key] = node }
            matched = keys.map { byKey.removeValue(forKey: $0) }
            let kept = Set(matched.compactMap { $0.map(ObjectIdentifier.init) })
            for node in old where !kept.contains(ObjectIdentifier(node)) { remove(node) }
            // Moved children take other places: the parent's list of subviews changed.
            setNeedsLayout(parent)
        }
        var result: [ViewNode] = []
        result.reserveCapacity(keys.count)
        var isSameChildren = inPlace
        for index in keys.indices {
            let child = try element(index).normalized
            let previous = inPlace ? old[index] : matched[index]
            if let node = previous, node.isSameView(as: child) {
                try fill(node, with: child, isNew: false)
                result.append(node)
            } else {
                if let node = previous { remove(node) }
                result.append(try insert(child, key: keys[index], parent: parent))
                isSameChildren = false
            }
        }
        // The same nodes in the same order: the children are left as they are, so the
        // visibility index keeps this node's extent and checks only the children whose own
        // extents changed (a tap of Tokamak's view worked out all 10,000 rows' again).
        if isSameChildren, parent.children.elementsEqual(result, by: ===) { return }
        parent.children = NodeChildren(result)
    }

    /// Gives a node its (normalized) view value and reconciles what is below it.
    func fill(_ node: ViewNode, with element: ViewElement, isNew: Bool) throws {
        let previous = node.element
        node.element = element
        if element.affectsControlContext || (!isNew && previous.affectsControlContext) { contextEpoch += 1 }
        if !isNew { noteGeometryChange(node, from: previous, to: element) }
        switch element {
        case .text, .toggle, .textField, .image, .color, .shape, .spacer, .divider, .empty:
            return
        case .button(let button):
            // A title is shown by the button's node (`ButtonElement.title`).
            try reconcileSingle(node, key: .content, button.title == nil ? button.label : nil)
        case .layout(_, let children):
            try reconcileChildren(node, keys: children.indices.map { IdentityKey.index($0) }) { children[$0] }
        case .representable(let new):
            if !isNew, case .representable(let old) = previous, !new.fields.isSameInput(as: old.fields) {
                commit.platform.updated.append(node)
            }
        case .container(let kind, let children):
            if kind.isLazy {
                try reconcileLazy(node)
            } else {
                try reconcileChildren(node, keys: children.indices.map { IdentityKey.index($0) }) { children[$0] }
            }
        case .conditional(let branch, let content):
            try reconcileSingle(node, key: .branch(branch), content)
        case .forEach(var data):
            if data.readsRangeOnce, !isNew, case .forEach(let first) = previous {
                data.ids = first.ids
                node.element = .forEach(data)
            }
            try reconcileChildren(node, keys: (0..<data.count).map { IdentityKey.element(data.id(at: $0)) }, element: data.content)
        case .modified(let content, let modifier):
            if !isNew, case .modified(_, let old) = previous { noteModifierChange(node, from: old, to: modifier) }
            if case .environment(.value("locale"), _) = modifier { setsLocale = true }
            if case .id(let value) = modifier {
                try reconcileSingle(node, key: .explicit(value), content)
            } else if case .list(.swipeActions(let actions)) = modifier {
                try reconcileSwipeActions(node, content, actions)
            } else if case .list(.searchable(let field)) = modifier {
                try reconcileSearchable(node, content, field)
            } else if case .preferenceDecoration(let decoration) = modifier {
                try reconcilePreferenceDecoration(node, content, decoration)
            } else if case .decoration(let decoration, _) = modifier {
                try reconcileChildren(node, keys: [.content, .index(1)]) { ($0 == 0 ? content : decoration).normalized }
            } else {
                try reconcileSingle(node, key: .content, content)
            }
            if !isNew, node.isLevelSource { levelSourceChanged(node) }
            if case .onPreferenceChange = modifier { watchPreferences(node) }
            if case .bar(let bar) = modifier { try updateBarItems(node, bar) }
            if case .presentation(let presentation) = modifier {
                node.isDirty = false
                try updatePresentation(node, presentation)
            }
        case .navigation(let container):
            node.isDirty = false
            try reconcileSingle(node, key: .content, container.root)
            try updateLevels(node, container, full: true)
        case .navigationLink(let link):
            try reconcileSingle(node, key: .content, link.label)
            if !isNew, node.isLevelSource { levelSourceChanged(node) }
        case .tabView(let content):
            node.isDirty = false
            try reconcileTabs(node, content)
        case .geometryReader(let reader):
            try updateGeometryReader(node, reader)
        case .viewThatFits(let content):
            try updateViewThatFits(node, content)
        case .user(let view):
            // B28: the body runs again only for a different input or a changed dependency.
            let previousView = previous.userView
            let isNewInput = !isNew && !(previousView.map { view.isSameInput(as: $0) } ?? false)
            if isNewInput, let previousView {
                node.pendingChanges.isNewInput = true
                let dynamic = Set(view.dynamicProperties)
                let changed = view.changedFields(since: previousView)
                node.pendingChanges.properties.formUnion(changed.filter(dynamic.contains))
                node.pendingChanges.inputs += changed.filter { !dynamic.contains($0) && !node.pendingChanges.inputs.contains($0) }
            }
            if isNew || node.isDirty || isNewInput {
                try evaluate(node)
            }
        }
    }

    /// A new node: state created from this first view value (B7, B25), body evaluated.
    @discardableResult
    func insert(_ element: ViewElement, key: IdentityKey, parent: ViewNode, rowVisible: Bool = true) throws -> ViewNode {
        if parent.depth >= depthLimit { throw ViewGraphError.tooDeep(limit: depthLimit, path: Self.userPath(to: parent)) }
        let node = ViewNode(key: key, parent: parent, element: element)
        node.isRowVisible = rowVisible
        node.isOnScreen = parent.isOnScreen && rowVisible
        statistics.nodesCreated += 1
        if node.isOnScreen { commit.appeared.append(node) }
        setNeedsLayout(parent)
        if case .representable = element { commit.platform.inserted.append(node) }
        noteBand(of: node, began: true)
        if case .user(let view) = element {
            node.state = try view.state.map { StateSlot(name: $0.name, ownerName: view.typeName, value: try $0.initial()) }
            for slot in node.state { slot.owner = node }
            if isRecording { record(.stateCreated(node.name), about: node) }
        }
        try fill(node, with: element, isNew: true)
        return node
    }

    /// Removes a subtree: its state is destroyed (B7, B8); on-screen nodes disappear.
    func remove(_ node: ViewNode) {
        contextEpoch += 1
        setNeedsLayout(node.parent)
        node.retainedParent = node.parent  // its parent drops it: see `ViewNode.parent`
        node.forEachInSubtree { node in
            if node.platform != nil { commit.platform.removed.append(node) }
            node.isMounted = false
            if node.isOnScreen {
                node.isOnScreen = false
                commit.disappeared.append(node)
            }
            noteBand(of: node, began: false)
            if node.kind.isUser {
                if isRecording { record(.stateDestroyed(node.name), about: node) }
                node.state = []
            }
        }
    }

    /// Shows or hides a subtree (a lazy row scrolled on or off screen); state is kept.
    func refreshVisibility(_ node: ViewNode) {
        let visible = (node.parent?.isOnScreen ?? true) && node.isRowVisible
        guard visible != node.isOnScreen else { return }
        node.isOnScreen = visible
        if visible { commit.appeared.append(node) } else { commit.disappeared.append(node) }
        for child in node.children { refreshVisibility(child) }
    }

    /// `onChange` values and `task` ids compared with the previous evaluation's.
    private func noteModifierChange(_ node: ViewNode, from old: Modifier, to new: Modifier) {
        switch (old, new) {
        case (.onChange(let oldValue, _, _), .onChange(let newValue, _, let action)) where oldValue != newValue:
            commit.changes.append(.init(node: node, old: oldValue, new: newValue, action: action))
        case (.task(let oldID, _), .task(let newID, _)) where oldID != newID && node.isOnScreen:
            commit.taskRestarts.append(node)
        case (.environment(_, let oldValue), .environment(_, let newValue)) where !newValue.isSameViewInput(as: oldValue):
            environmentChanged(at: node)
        case (.disabled(let wasDisabled), .disabled(let isDisabled)) where wasDisabled != isDisabled:
            environmentChanged(at: node)
        default:
            break
        }
    }

    /// The user views from the root to `node`, for `tooDeep` (the repeating names show
    /// which view contains itself).
    static func userPath(to node: ViewNode) -> [String] {
        var names: [String] = []
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.kind.isUser { names.append(candidate.name) }
            current = candidate.parent
        }
        return names.reversed()
    }
}
