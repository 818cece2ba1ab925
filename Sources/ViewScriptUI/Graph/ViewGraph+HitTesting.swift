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

    /// The hittable controls on screen, in tree order: buttons, navigation links and tab
    /// items of the topmost layer (`ViewGraph+Layers.swift`: while a sheet, cover or alert is
    /// up, only its content).
    public var hittableControls: [Control] { topLayerControls() }

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
        default: nil
        }
    }
}
