/// What a scenario can see and touch: the labels on screen, the hittable controls, and
/// scrolling a container until a row is visible.
///
/// A control is hittable when it is on screen; `tap` needs exactly one control with the
/// label. Labels are what the control shows (`Button("Add")`'s title).
extension ViewGraph {
    /// A control `tap` can reach.
    public struct Control {
        public let label: String
        let action: ViewAction
    }

    /// The hittable controls on screen, in tree order: buttons by title, toggles by label,
    /// views with `.onTapGesture` by each text they show, navigation links by their label, and
    /// tab items by their title. Only the topmost layer is hittable (`ViewGraph+Layers.swift`:
    /// while a sheet, cover or alert is up, only its content).
    public var hittableControls: [Control] {
        var controls: [Control] = []
        visitTopLayer { node in
            switch node.element {
            case .button(let title, let action): controls.append(Control(label: title, action: action))
            case .toggle(let label, _, let flip): controls.append(Control(label: label, action: flip))
            case .modified(_, .onTapGesture(let action)):
                var labels: [String] = []
                visit(node) { inner in if let label = inner.label, !labels.contains(label) { labels.append(label) } }
                controls += labels.map { Control(label: $0, action: action) }
            case .navigationLink(let link):
                controls.append(Control(label: link.title) { [unowned self] in try push(node) })
            case .tabView(let content):
                for (index, tab) in content.tabs.enumerated() {
                    controls.append(Control(label: tab.title) { [unowned self] in try selectTab(node, index) })
                }
            default: break
            }
        }
        return controls
    }

    /// `type "TEXT" into "TITLE"`: replaces the text of the one text field titled `title`.
    public func type(_ text: String, into title: String) throws {
        var fields: [(title: String, edit: TextEdit)] = []
        visitTopLayer { node in
            if case .textField(let fieldTitle, _, let edit) = node.element { fields.append((fieldTitle, edit)) }
        }
        let matches = fields.filter { $0.title == title }
        guard let field = matches.first else {
            throw ViewGraphError.noSuchTextField(title, candidates: fields.map(\.title))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousControl(title, count: matches.count) }
        phase = .action(title)
        try perform { try field.edit(text) }
    }

    /// Taps the one hittable control labelled `label` and renders what its action changed.
    public func tap(_ label: String) throws {
        let controls = hittableControls
        let matches = controls.filter { $0.label == label }
        guard let control = matches.first else {
            throw ViewGraphError.noSuchControl(label, candidates: controls.map(\.label))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousControl(label, count: matches.count) }
        phase = .action(label)
        try perform(control.action)
    }

    /// Every label on screen, in tree order: `Text`s and the titles of controls.
    public var visibleLabels: [String] {
        var labels: [String] = []
        visitTopLayer { node in
            if let label = node.label { labels.append(label) }
            labels += node.tabTitles
        }
        return labels
    }

    /// The `Text`s on screen, in tree order.
    public var visibleTexts: [String] {
        var texts: [String] = []
        visitTopLayer { node in if case .text(let string) = node.element { texts.append(string) } }
        return texts
    }

    /// `scroll to "TEXT"`: moves the first scroll container on screen until a label `text`
    /// is on screen, as little as a finger would. A lazy row the container keeps (it was
    /// on screen before, B10) is known: the container scrolls straight to it, so that it is
    /// the top row when it lies above the viewport and the bottom row when below. Otherwise
    /// the container is dragged a screen's height at a time, down to the end of its rows
    /// and then back up, until the label comes on screen; rows passed on the way come on
    /// screen and leave it again. Nothing moves when the text is already on screen. Content
    /// that is not lazy is on screen from the start (B9): only lazy rows can bring a label
    /// into view.
    public func scroll(toText text: String) throws {
        if visibleLabels.contains(text) { return }
        guard let container = firstScrollContainer() else { throw ViewGraphError.nothingToScroll }
        let lazy = lazyContainers(scrolledBy: container)
        if let row = keptRow(labelled: text, in: lazy) {
            let top = Double(row) * screen.rowHeight
            let offset = top < container.scrollOffset ? top : top + screen.rowHeight - screen.height
            try scroll(to: offset)
            if visibleLabels.contains(text) { return }
        }
        let extent = lazy.map { Double(LazyRows($0.element).count) * screen.rowHeight }.reduce(0, +)
        let last = max(0, extent - screen.height)
        var offset = container.scrollOffset
        while offset < last {
            offset = min(last, offset + screen.height)
            try scroll(to: offset)
            if visibleLabels.contains(text) { return }
        }
        while offset > 0 {
            offset = max(0, offset - screen.height)
            try scroll(to: offset)
            if visibleLabels.contains(text) { return }
        }
        throw ViewGraphError.noSuchRow(text)
    }

    /// The row index of a kept (possibly off-screen) row of `containers` showing `text`.
    private func keptRow(labelled text: String, in containers: [ViewNode]) -> Int? {
        for container in containers {
            for row in container.children {
                var found = false
                row.forEachInSubtree { node in
                    if node.label == text { found = true }
                }
                if found { return row.rowIndex }
            }
        }
        return nil
    }

    private func firstScrollContainer() -> ViewNode? {
        firstOnScreen { node -> ViewNode? in
            if case .container(let kind) = node.kind, kind.isScrollable { node } else { nil }
        }
    }
}

extension ViewNode {
    /// The text a node shows: a `Text`'s string, a control's title.
    var label: String? {
        switch element {
        case .text(let string): string
        case .button(let title, _): title
        case .toggle(let label, _, _): label
        case .textField(let title, let text, _): text.isEmpty ? title : text
        default: nil
        }
    }
}
