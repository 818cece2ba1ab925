/// `drag "TEXT" by DX, DY`: the views with a `DragGesture` are reached by each visible text
/// inside them (or an `.accessibilityLabel`), as `long press` reaches its views. The finger
/// goes down at the center of that text and moves by the translation in one movement: the
/// gesture's `.updating` and `.onChanged` closures run once with the moved value, the app
/// renders, then `.onEnded` runs and its `@GestureState`s return to their values before the
/// gesture. Locations are in the gesture's coordinate space (the view's own frame for
/// `.local`, the screen for `.global`). A drag shorter than the gesture's `minimumDistance`
/// does not make it succeed: nothing runs.
///
/// `.allowsHitTesting(false)` on a view or above it: no tap, long press or drag reaches it.
extension ViewGraph {
    /// A view a drag can reach, by one of its names.
    struct DragTarget {
        let control: Control
        let node: ViewNode
        /// The node whose center the finger touches (the text, or the view itself).
        let touched: ViewNode
        let handler: DragGestureHandler
    }

    /// The views a drag can reach now, by label, in tree order.
    var dragTargets: [DragTarget] {
        var targets: [DragTarget] = []
        let visible = visibleNodes()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        for node in visible {
            guard case .modified(_, .drag(let handler)) = node.element else { continue }
            var touched: [(label: String, node: ViewNode)] = []
            visit(node) { inner in
                if let label = inner.label, visibleIDs.contains(ObjectIdentifier(inner)), !touched.contains(where: { $0.label == label }) {
                    touched.append((label, inner))
                }
            }
            for (label, inner) in touched {
                targets.append(DragTarget(control: control(node, label: label) {}, node: node, touched: inner, handler: handler))
            }
            if touched.isEmpty, let name = accessibilityLabels(around: node).first {
                targets.append(DragTarget(control: control(node, label: name) {}, node: node, touched: node, handler: handler))
            }
        }
        return targets
    }

    /// Drags the one view showing `label` that has a drag gesture by (`dx`, `dy`) points.
    public func drag(_ label: String, by dx: Double, _ dy: Double) throws {
        let targets = dragTargets
        let matches = targets.filter { $0.control.names.contains(label) }
        guard let target = matches.first else {
            throw ViewGraphError.noDragTarget(label, candidates: targets.map(\.control.label))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousDrag(label, count: matches.count) }
        if target.control.isDisabled { throw ViewGraphError.disabledControl(label) }
        if blocksHitTesting(target.node) { throw ViewGraphError.hitTestingDisabled(label) }
        guard (dx * dx + dy * dy).squareRoot() >= target.handler.minimumDistance else { return }
        let touchedFrame = screenFrame(of: target.touched)
        var start = Point(x: touchedFrame.origin.x + touchedFrame.size.width / 2, y: touchedFrame.origin.y + touchedFrame.size.height / 2)
        if target.handler.space == .local {
            let frame = screenFrame(of: target.node)
            start = Point(x: start.x - frame.origin.x, y: start.y - frame.origin.y)
        }
        let value = DragValue(startLocation: start, location: Point(x: start.x + dx, y: start.y + dy))
        phase = .action(label)
        try perform { try target.handler.changed(value) }
        phase = .action(label)
        try perform { try target.handler.ended(value) }
    }

    /// Whether `.allowsHitTesting(false)` is on the node or above it.
    func blocksHitTesting(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if case .modified(_, .allowsHitTesting(false)) = candidate.element { return true }
            current = candidate.parent
        }
        return false
    }
}
