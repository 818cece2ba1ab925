/// Tap counts. `.onTapGesture(count: 2)` and `TapGesture(count: 2)` need two taps, count 3
/// three: a `tap` step is one tap, so it never runs them. A `tap` on a text that only such a
/// gesture reaches is an error saying it needs a double (triple) tap; a view that also has a
/// one-tap gesture (or is a button) runs that one. `double tap "TEXT"` (XCUIElement's
/// `doubleTap()`) and `triple tap "TEXT"` (`tap(withNumberOfTaps: 3, numberOfTouches: 1)`) run
/// the count-2 (count-3) gesture of the one view showing TEXT; where no view showing TEXT has
/// a tap gesture of more than one tap, the taps reach the one-tap gestures and controls as
/// `tap`s do, one after the other. A triple tap on a view whose gesture needs two taps is not
/// simulated (SwiftUI recognizes the double tap, then a third tap on its own).
extension ViewGraph {
    /// The views with a tap gesture of `taps` taps, by each visible text inside them (or an
    /// `.accessibilityLabel` inside or around them), in tree order.
    func multiTapTargets(taps: Int) -> [Control] {
        var targets: [Control] = []
        let visible = visibleNodes()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        for node in visible {
            guard case .modified(_, .onMultiTapGesture(let count, let action)) = node.element, count == taps else { continue }
            var labels: [String] = []
            visit(node) { inner in
                if let label = inner.label, visibleIDs.contains(ObjectIdentifier(inner)), !labels.contains(label) { labels.append(label) }
                if case .modified(_, .accessibilityLabel(let label)) = inner.element, !labels.contains(label) { labels.append(label) }
            }
            // `.onTapGesture(count: 2) { }.accessibilityLabel("Like")`: the label around it too.
            for label in accessibilityLabels(around: node) where !labels.contains(label) { labels.append(label) }
            targets += labels.map { control(node, label: $0, action: action) }
        }
        return targets
    }

    /// `double tap "TEXT"`: the count-2 gesture of the one view showing TEXT, or else two taps.
    public func doubleTap(_ label: String) throws {
        try multiTap(label, taps: 2)
    }

    /// `triple tap "TEXT"`: the count-3 gesture of the one view showing TEXT, or else three taps.
    public func tripleTap(_ label: String) throws {
        if !multiTapTargets(taps: 2).filter({ $0.names.contains(label) }).isEmpty,
           multiTapTargets(taps: 3).allSatisfy({ !$0.names.contains(label) }) {
            throw ViewGraphError.tripleTapOnDoubleTap(label)
        }
        try multiTap(label, taps: 3)
    }

    private func multiTap(_ label: String, taps: Int) throws {
        let targets = multiTapTargets(taps: taps)
        let matches = targets.filter { $0.names.contains(label) }
        guard let target = matches.first else {
            let controls = hittableControls
            guard controls.contains(where: { $0.names.contains(label) }) else {
                throw ViewGraphError.noMultiTapTarget(label, taps: taps, candidates: targets.map(\.label) + controls.map(\.label))
            }
            // No gesture of that count: each tap is a tap (a button's action runs each time).
            // The later taps land on the same view, whatever it shows after the first.
            let first = try tapRecognizers(named: label).first?.node
            try tap(label)
            for _ in 1..<taps {
                guard let first, let again = hittableControls.first(where: { $0.node === first }) else {
                    throw ViewGraphError.multiTapTargetGone(label, taps: taps)
                }
                try tap(again.label)
            }
            return
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousMultiTap(label, taps: taps, count: matches.count) }
        if target.blocksHitTesting { throw ViewGraphError.hitTestingDisabled(label) }
        if target.isDisabled { throw ViewGraphError.disabledControl(label) }
        phase = .action(label)
        closeSwipeActions()
        try perform(target.action)
    }

    /// The error of a `tap` on `label` that only a count-2 or count-3 gesture reaches, if it is one.
    func doubleTapOnlyError(_ label: String) -> ViewGraphError? {
        for taps in [2, 3] where multiTapTargets(taps: taps).contains(where: { $0.names.contains(label) }) {
            return .needsMultiTap(label, taps: taps)
        }
        return nil
    }
}
