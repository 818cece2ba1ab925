/// Which of several nested views a `tap` reaches. A view's own gestures and controls take
/// precedence over a gesture attached to a view around it (`.gesture(_:)`, `.onTapGesture`):
/// a tap on a `Button` inside a view with `.onTapGesture` runs the button's action only. A
/// gesture attached with `.highPriorityGesture(_:)` takes precedence over the gestures and
/// controls inside its view; one attached with `.simultaneousGesture(_:)` runs as well as them.
/// Views showing the text that are not nested in one another are ambiguous, as before.
public enum GesturePriority: Equatable, Sendable {
    case simultaneous, high
}

extension ViewGraph {
    /// The controls and tap gestures a tap on `label` runs, innermost first.
    func tapRecognizers(named label: String) throws -> [Control] {
        let controls = hittableControls
        let matches = controls.filter { $0.names.contains(label) }
        guard !matches.isEmpty else { throw doubleTapOnlyError(label) ?? ViewGraphError.noSuchControl(label, candidates: controls.map(\.label)) }
        if matches.count == 1 { return matches }
        // Nested views only: the innermost first, each inside the next.
        let nested = matches.compactMap { control in control.node.map { (control, $0, treeDepth(of: $0)) } }.sorted { $0.2 > $1.2 }
        guard nested.count == matches.count, zip(nested, nested.dropFirst()).allSatisfy({ isAncestor($1.1, of: $0.1) }) else {
            throw ViewGraphError.ambiguousControl(label, count: matches.count)
        }
        let winner = nested.lastIndex { priority(of: $0.1) == .high } ?? 0
        var recognized = [nested[winner].0]
        for (control, node, _) in nested[(winner + 1)...] where priority(of: node) == .simultaneous { recognized.append(control) }
        return recognized
    }

    /// `.simultaneousGesture` or `.highPriorityGesture` around a gesture's modifier.
    private func priority(of node: ViewNode) -> GesturePriority? {
        if case .modified(_, .gesturePriority(let priority))? = node.parent?.element { return priority }
        return nil
    }

    private func treeDepth(of node: ViewNode) -> Int {
        var depth = 0
        var current = node.parent
        while let ancestor = current {
            depth += 1
            current = ancestor.parent
        }
        return depth
    }

    private func isAncestor(_ ancestor: ViewNode, of node: ViewNode) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }
}
