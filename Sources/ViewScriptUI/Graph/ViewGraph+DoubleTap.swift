/// Tap counts. `.onTapGesture(count: 2)` and `TapGesture(count: 2)` need two taps: a `tap`
/// step is one tap, so it never runs them. A `tap` on a text that only a double-tap gesture
/// reaches is an error saying it needs a double tap; a view that also has a one-tap gesture
/// (or is a button) runs that one. `double tap "TEXT"` (XCUIElement's `doubleTap()`) runs the
/// count-2 gesture of the one view showing TEXT; where no view showing TEXT has one, the two
/// taps reach the one-tap gestures and controls as two `tap`s do, one after the other.
extension ViewGraph {
    /// The views with a count-2 tap gesture, by each visible text inside them (or their
    /// `.accessibilityLabel`), in tree order.
    var doubleTapTargets: [Control] {
        var targets: [Control] = []
        let visible = visibleNodes()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        for node in visible {
            guard case .modified(_, .onDoubleTapGesture(let action)) = node.element else { continue }
            var labels: [String] = []
            visit(node) { inner in
                if let label = inner.label, visibleIDs.contains(ObjectIdentifier(inner)), !labels.contains(label) { labels.append(label) }
                if case .modified(_, .accessibilityLabel(let label)) = inner.element, !labels.contains(label) { labels.append(label) }
            }
            targets += labels.map { control(node, label: $0, action: action) }
        }
        return targets
    }

    /// `double tap "TEXT"`: the count-2 gesture of the one view showing TEXT, or else two taps.
    public func doubleTap(_ label: String) throws {
        let targets = doubleTapTargets
        let matches = targets.filter { $0.names.contains(label) }
        guard let target = matches.first else {
            let controls = hittableControls
            guard controls.contains(where: { $0.names.contains(label) }) else {
                throw ViewGraphError.noDoubleTapTarget(label, candidates: targets.map(\.label) + controls.map(\.label))
            }
            // No count-2 gesture: each of the two taps is a tap (a button's action runs twice).
            // The second lands on the same view, whatever it shows after the first.
            let first = try tapRecognizers(named: label).first?.node
            try tap(label)
            guard let first, let again = hittableControls.first(where: { $0.node === first }) else {
                throw ViewGraphError.doubleTapTargetGone(label)
            }
            try tap(again.label)
            return
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousDoubleTap(label, count: matches.count) }
        if target.blocksHitTesting { throw ViewGraphError.hitTestingDisabled(label) }
        if target.isDisabled { throw ViewGraphError.disabledControl(label) }
        phase = .action(label)
        closeSwipeActions()
        try perform(target.action)
    }

    /// The error of a `tap` on `label` that only a count-2 gesture reaches, if it is one.
    func doubleTapOnlyError(_ label: String) -> ViewGraphError? {
        doubleTapTargets.contains { $0.names.contains(label) } ? .needsDoubleTap(label) : nil
    }
}
