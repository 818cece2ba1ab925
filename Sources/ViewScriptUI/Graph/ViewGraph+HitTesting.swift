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

    /// The hittable controls on screen, in tree order.
    public var hittableControls: [Control] {
        var controls: [Control] = []
        visit(root) { node in
            if case .button(let title, let action) = node.element { controls.append(Control(label: title, action: action)) }
        }
        return controls
    }

    /// Taps the one hittable control labelled `label` and renders what its action changed.
    public func tap(_ label: String) throws {
        let controls = hittableControls
        let matches = controls.filter { $0.label == label }
        guard let control = matches.first else {
            throw ViewGraphError.noSuchControl(label, candidates: controls.map(\.label))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousControl(label, count: matches.count) }
        try perform(control.action)
    }

    /// Every label on screen, in tree order: `Text`s and the titles of controls.
    public var visibleLabels: [String] {
        var labels: [String] = []
        visit(root) { node in
            switch node.element {
            case .text(let string): labels.append(string)
            case .button(let title, _): labels.append(title)
            default: break
            }
        }
        return labels
    }

    /// The `Text`s on screen, in tree order.
    public var visibleTexts: [String] {
        var texts: [String] = []
        visit(root) { node in if case .text(let string) = node.element { texts.append(string) } }
        return texts
    }

    /// `scroll to "TEXT"`: like a finger dragging the first scroll container on screen a
    /// screen's height at a time, down to the end of its lazy rows and then back up, until
    /// a label `text` is on screen. Rows passed on the way come on screen and leave it
    /// again, as they do when a person scrolls. Nothing moves when the text is visible.
    /// Content that is not lazy is on screen from the start (B9), so only lazy rows can
    /// bring a label into view.
    public func scroll(toText text: String) throws {
        if visibleLabels.contains(text) { return }
        guard let container = firstScrollContainer() else { throw ViewGraphError.nothingToScroll }
        let extent = lazyContainers(scrolledBy: container)
            .map { Double(LazyRows($0.element).count) * screen.rowHeight }
            .reduce(0, +)
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

    private func firstScrollContainer() -> ViewNode? {
        firstOnScreen { node -> ViewNode? in
            if case .container(let kind) = node.kind, kind.isScrollable { node } else { nil }
        }
    }
}
