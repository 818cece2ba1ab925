/// `long press "TEXT"`: the views with `.onLongPressGesture` (and so `.contextMenu`, and a
/// `Menu` with a primary action) are reached by each visible text inside them, as
/// `.onTapGesture` views are by `tap` (or by an `.accessibilityLabel`). Only the topmost layer is
/// reachable; a view under `.disabled(true)` is an error, its action does not run.
extension ViewGraph {
    /// The views a long press can reach now, by label, in tree order.
    var longPressTargets: [Control] {
        var targets: [Control] = []
        let visible = visibleNodes()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        for node in visible {
            guard case .modified(_, .onLongPressGesture(let action)) = node.element else { continue }
            var labels: [String] = []
            visit(node) { inner in
                if let label = inner.label, visibleIDs.contains(ObjectIdentifier(inner)), !labels.contains(label) { labels.append(label) }
            }
            targets += labels.map { control(node, label: $0, action: action) }
        }
        return targets
    }

    /// Long-presses the one view showing `label` that has a long press, and renders what its
    /// action changed.
    public func longPress(_ label: String) throws {
        let targets = longPressTargets
        let matches = targets.filter { $0.names.contains(label) }
        guard let target = matches.first else {
            throw ViewGraphError.noLongPressTarget(label, candidates: targets.map(\.label))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousLongPress(label, count: matches.count) }
        if target.blocksHitTesting { throw ViewGraphError.hitTestingDisabled(label) }
        // `.disabled(true)` on the view or above it: "users can't interact with this view".
        if target.isDisabled { throw ViewGraphError.disabledControl(label) }
        phase = .action(label)
        try perform(target.action)
    }
}
