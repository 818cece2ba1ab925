/// What a scenario can see and touch: the labels on screen, the hittable controls, and
/// scrolling a container until a row is visible.
///
/// "On screen" comes from the layout (`ViewGraph+Visibility.swift`): a control is hittable
/// when it is visible; `tap` needs exactly one control with the label. Labels are what the
/// control shows (`Button("Add")`'s title).
extension ViewGraph {
    /// The hittable controls on screen, in tree order: buttons (and links) by their label's
    /// visible text, toggles by label, views with `.onTapGesture` by each visible text they
    /// show, navigation links by their label, and tab items by their title. Only visible views
    /// of the topmost layer are hittable (`ViewGraph+Layers.swift`: while a sheet, cover or
    /// alert is up, only its content). A control under `.disabled(true)` is listed, marked
    /// disabled (`ViewGraph+Controls.swift`).
    public var hittableControls: [Control] {
        var controls: [Control] = []
        let visible = visibleNodes()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        for node in visible {
            switch node.element {
            case .button(let button):
                controls.append(buttonControl(node, button, visibleIDs: visibleIDs))
            case .toggle(let label, _, let flip): controls.append(control(node, label: label, action: closingMenus(after: flip, of: node)))
            case .modified(_, .onTapGesture(let action)):
                var labels: [String] = []
                visit(node) { inner in
                    if let label = inner.label, visibleIDs.contains(ObjectIdentifier(inner)), !labels.contains(label) { labels.append(label) }
                    if case .modified(_, .accessibilityLabel(let label)) = inner.element, !labels.contains(label) { labels.append(label) }
                }
                if labels.isEmpty {
                    // An image with `.accessibilityLabel` outside the gesture: named by it.
                    let named = control(node, label: "", action: action)
                    if let label = named.names.first(where: { !$0.isEmpty }) {
                        controls.append(Control(label: label, names: named.names.filter { !$0.isEmpty }, isDisabled: named.isDisabled, action: action))
                    }
                }
                controls += labels.map { control(node, label: $0, action: action) }
            case .navigation: if let back = backButtonControl(of: node) { controls.append(back) }
            case .navigationLink(let link):
                controls.append(labelledControl(node, fallback: link.title, visibleIDs: visibleIDs) { _ in { [unowned self] in try push(node) } })
            case .tabView(let content) where !content.isPaged && !isTabBarHidden(node):
                for (index, tab) in content.tabs.enumerated() {
                    controls.append(Control(label: tab.title) { [unowned self] in try selectTab(node, index) })
                }
            default: break
            }
        }
        return controls
    }

    /// `type "TEXT" into "TITLE"`: replaces the text of the one text field titled `title` (or
    /// labelled so with `.accessibilityLabel`).
    public func type(_ text: String, into title: String) throws {
        var fields: [(title: String, edit: TextEdit, node: ViewNode)] = []
        for node in visibleNodes() {
            if case .textField(let fieldTitle, _, let edit) = node.element { fields.append((fieldTitle, edit, node)) }
        }
        // A field is found by its title or its `.accessibilityLabel` (a `TextEditor` has no title).
        let matches = fields.filter { $0.title == title || accessibilityLabels(around: $0.node).contains(title) }
        guard let field = matches.first else {
            throw ViewGraphError.noSuchTextField(title, candidates: fields.map(\.title))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousControl(title, count: matches.count) }
        phase = .action(title)
        let focus = try focusChanges(for: field.node)
        keyboardField = field.node
        try perform {
            try focus()
            activateSearch(of: field.node)
            try field.edit(text)
        }
    }

    /// Taps the one hittable control labelled `label` and renders what its action changed.
    /// A disabled control is an error, and its action does not run.
    public func tap(_ label: String) throws {
        let controls = try tapRecognizers(named: label)
        for control in controls {
            if control.blocksHitTesting { throw ViewGraphError.hitTestingDisabled(label) }
            if control.isDisabled { throw ViewGraphError.disabledControl(label) }
        }
        phase = .action(label)
        closeSwipeActions()
        try perform { for control in controls { try control.action() } }
    }

    /// Every label on screen, in tree order: `Text`s and the titles of controls.
    public var visibleLabels: [String] {
        visibleNodes().flatMap { node in (node.label.map { [$0] } ?? []) + tabBarTitles(of: node) + barLabels(of: node) }
    }

    /// The `Text`s on screen, in tree order, but for those of a control's label (a button's
    /// title is a control, not a text; `visibleLabels` has both).
    public var visibleTexts: [String] {
        visibleNodes().compactMap { node in
            guard case .text(let string) = node.element, !isInControlLabel(node) else { return nil }
            return string
        }
    }

    /// Whether a node is part of a `Button`'s (or `Link`'s) label.
    private func isInControlLabel(_ node: ViewNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if case .button = ancestor.element { return true }
            current = ancestor.parent
        }
        return false
    }

    /// `scroll to "TEXT"`: nothing moves when a label `TEXT` is visible. When a view with that
    /// label is in the render tree (eager `ScrollView` content, or a lazy row built before and
    /// scrolled away), the innermost scroll container holding it scrolls by the least amount
    /// that shows it whole (a view taller than the viewport: its top edge), then the scroll
    /// container around that one, if it is not visible yet. Otherwise the row is not built:
    /// like a finger, each scroll container with lazy content (in tree order) is dragged a
    /// screen's length at a time to its end and then back to its start, until the row is
    /// built, which then scrolls into view as above; rows passed on the way come on screen
    /// and leave it again, as they do when a person scrolls.
    public func scroll(toText text: String) throws {
        if visibleLabels.contains(text) { return }
        let locked = scrollLockedContainers()
        guard try scroll(toTarget: text, find: { builtNode(matching: { $0.label == text }) }) else { throw ViewGraphError.noSuchRow(text) }
        if locked.contains(where: { $0.node.scrollOffset != $0.offset }) { throw ViewGraphError.scrollDisabled(text) }
    }

    /// Scrolls until the node `find` returns is visible (as `scroll(toText:)` does); false when
    /// no scroll container builds such a node.
    func scroll(toTarget text: String, find: () -> ViewNode?) throws -> Bool {
        if let target = find() {
            try reveal(target, text)
            return true
        }
        var containers: [ViewNode] = []
        visitPlaced { placement in
            if placement.node.kind.isScrollContainer, !lazyContainers(scrolledBy: placement.node).isEmpty {
                containers.append(placement.node)
            }
        }
        for container in containers where container.isMounted {
            let axis = scrollAxis(of: container)
            let step = container.geometry.frame.size[axis] > 0 ? container.geometry.frame.size[axis] : screen.size[axis]
            // The end moves while rows are built and measured (a long row lengthens the content).
            var offset = container.scrollOffset
            while offset < maximumScrollOffset(of: container) {
                offset = min(maximumScrollOffset(of: container), offset + step)
                try setScrollOffset(container, offset)
                if let target = find() {
                    try reveal(target, text)
                    return true
                }
            }
            while offset > 0 {
                offset = max(0, offset - step)
                try setScrollOffset(container, offset)
                if let target = find() {
                    try reveal(target, text)
                    return true
                }
            }
        }
        return false
    }

    /// The first node in the topmost layer that `matches`: on screen, or inside a hidden
    /// lazy row.
    func builtNode(matching matches: (ViewNode) -> Bool) -> ViewNode? {
        let layer = topLayer
        func search(_ node: ViewNode, inHiddenRow: Bool) -> ViewNode? {
            let hiddenRow = inHiddenRow || !node.isRowVisible
            guard node.isOnScreen || hiddenRow, node === layer || !node.isPresentationContent else { return nil }
            if matches(node) { return node }
            for child in node.shownChildren { if let found = search(child, inHiddenRow: hiddenRow) { return found } }
            return nil
        }
        return search(layer, inHiddenRow: false)
    }

    /// Scrolls the scroll containers around `target`, innermost first, until it is visible.
    func reveal(_ target: ViewNode, _ text: String) throws {
        var subject = target
        var attempts = 0
        while !isVisible(target) {
            attempts += 1
            if attempts > 64 { throw ViewGraphError.noSuchRow(text) }
            // The unit that scrolls into view: the lazy row holding the target, if any.
            var unit = subject
            var container: ViewNode?
            var current: ViewNode? = subject
            while let node = current, let parent = node.parent {
                if case .container(let kind) = parent.kind, kind.isLazy, unit === subject { unit = node }
                if parent.kind.isScrollContainer { container = parent; break }
                current = parent
            }
            guard let container else { throw ViewGraphError.noSuchRow(text) }
            let axis = scrollAxis(of: container)
            var start = 0.0
            var node: ViewNode? = unit
            while let step = node, step !== container {
                start += step.geometry.frame.origin[axis]
                node = step.parent
            }
            let length = unit.geometry.frame.size[axis]
            let viewport = container.geometry.frame.size[axis]
            var offset = container.scrollOffset
            if start < offset || length > viewport {
                offset = start
            } else if start + length > offset + viewport {
                offset = start + length - viewport
            }
            offset = min(max(0, offset), maximumScrollOffset(of: container))
            if offset != container.scrollOffset {
                try setScrollOffset(container, offset)
            } else if container === subject || container.parent == nil {
                throw ViewGraphError.noSuchRow(text)
            } else {
                subject = container
            }
        }
    }

    /// How far a scroll container can scroll: its content's length less its viewport's.
    func maximumScrollOffset(of container: ViewNode) -> Double {
        let axis = scrollAxis(of: container)
        return max(0, container.geometry.contentSize[axis] - container.geometry.frame.size[axis])
    }

    /// Moves a scroll container and renders: lazy rows that came into its viewport are built
    /// (or shown again), those that left it are hidden.
    func setScrollOffset(_ container: ViewNode, _ offset: Double) throws {
        guard offset != container.scrollOffset else { return }
        container.scrollOffset = offset
        pendingRelayout.append(contentsOf: lazyContainers(scrolledBy: container))
        try render()
    }
}

extension ViewNode {
    /// The text a node shows: a `Text`'s string, a control's title.
    var label: String? {
        switch element {
        case .text(let string): string
        case .button(let button): button.title
        case .toggle(let label, _, _): label
        case .textField(let title, let text, _): text.isEmpty ? (shownPrompt ?? title) : text
        default: nil
        }
    }
}
