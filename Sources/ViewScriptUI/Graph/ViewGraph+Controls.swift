import ViewScriptRuntime

/// Controls as a scenario names them, and whether they are enabled.
///
/// **Names.** A button's label is the visible text of its label views, several texts joined
/// with ", " as an accessibility element that combines its children reads them ("Total,
/// $42.00"); a `tap` may name that whole label or any one of its visible texts (the text a
/// finger would touch). `.accessibilityLabel("X")` on the control, or on a view of its label
/// (an icon-only button's `Image`), adds "X": UI tests find a control by its accessibility
/// label. Images add no name.
///
/// **Disabled.** `.disabled(true)` on a control or on any view above it disables it:
/// SwiftUI's `disabled(_:)` is inherited and an inner `.disabled(false)` does not re-enable
/// it ("The higher views in a view hierarchy can override the value you set on this view").
/// `.environment(\.isEnabled, false)` does the same. A disabled control is on screen and
/// listed, but a tap on it is an error and its action never runs.
extension ViewGraph {
    /// A control a scenario can reach.
    public struct Control {
        /// The name shown in candidate lists: the label's text (or its accessibility label).
        public let label: String
        /// Every name a step may use: the label, each visible text of it, accessibility labels.
        public let names: [String]
        public let isDisabled: Bool
        /// Under `.allowsHitTesting(false)`: on screen, but no touch reaches it (ViewGraph+Drag.swift).
        var blocksHitTesting = false
        /// The view whose gesture or control this is (ViewGraph+GesturePriority.swift).
        var node: ViewNode?
        let action: ViewAction

        public init(label: String, names: [String]? = nil, isDisabled: Bool = false, action: @escaping ViewAction) {
            self.label = label
            self.names = names ?? [label]
            self.isDisabled = isDisabled
            self.action = action
        }
    }

    /// A control for `node` named `label`, with the node's accessibility labels and state.
    func control(_ node: ViewNode, label: String, action: @escaping ViewAction) -> Control {
        var names = [label]
        for name in accessibilityLabels(around: node) where !names.contains(name) { names.append(name) }
        var control = Control(label: label, names: names, isDisabled: isDisabled(node), action: action)
        control.blocksHitTesting = blocksHitTesting(node)
        control.node = node
        return control
    }

    /// A `Button`, `Link` or other button-like control, named by its label's visible texts.
    func buttonControl(_ node: ViewNode, _ button: ButtonElement, visibleIDs: Set<ObjectIdentifier>) -> Control {
        labelledControl(node, visibleIDs: visibleIDs) { label in
            switch button.kind {
            case .button(let run): closingMenus(after: run, of: node)
            case .link(let url): { throw ViewGraphError.notSimulatedControl("Link", label: label, effect: "open \(url)") }
            case .system(let name): { throw ViewGraphError.notSimulatedControl(name, label: label, effect: nil) }
            }
        }
    }

    /// A control whose label is made of views (a button's, a navigation link's), named by the
    /// visible texts of those views once their bodies ran, or by `fallback` (a title given as
    /// a string) when they show none.
    func labelledControl(_ node: ViewNode, fallback: String = "", visibleIDs: Set<ObjectIdentifier>,
                         action: (_ label: String) -> ViewAction) -> Control {
        let texts = labelTexts(node, visibleIDs: visibleIDs)
        let joined = texts.joined(separator: ", ")
        let own = accessibilityLabels(around: node)
        var names: [String] = []
        for name in [joined] + texts + own where !names.contains(name) { names.append(name) }
        if !fallback.isEmpty, !names.contains(fallback) { names.append(fallback) }
        let label = joined.isEmpty ? own.first ?? fallback : joined
        var control = Control(label: label, names: names, isDisabled: isDisabled(node), action: action(label))
        control.blocksHitTesting = blocksHitTesting(node)
        control.node = node
        return control
    }

    /// The one visible control named `label` (an error lists the candidates).
    func control(named label: String) throws -> Control {
        let controls = hittableControls
        let matches = controls.filter { $0.names.contains(label) }
        guard let control = matches.first else {
            throw ViewGraphError.noSuchControl(label, candidates: controls.map(\.label))
        }
        guard matches.count == 1 else { throw ViewGraphError.ambiguousControl(label, count: matches.count) }
        return control
    }

    /// `expect disabled "LABEL"` / `expect enabled "LABEL"`: whether the one visible control
    /// named `label` is disabled.
    public func isControlDisabled(_ label: String) throws -> Bool {
        try control(named: label).isDisabled
    }

    /// Whether `.disabled(true)` (or `\.isEnabled` set to false) is on the node or above it.
    func isDisabled(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            switch candidate.element {
            case .modified(_, .disabled(true)), .modified(_, .environment(.value("isEnabled"), .bool(false))): return true
            default: current = candidate.parent
            }
        }
        return false
    }

    /// The visible texts of a control's label, in tree order; a view with an accessibility
    /// label stands for its content by that label.
    private func labelTexts(_ node: ViewNode, visibleIDs: Set<ObjectIdentifier>) -> [String] {
        var texts: [String] = []
        func walk(_ inner: ViewNode) {
            guard inner.isOnScreen else { return }
            if case .modified(_, .accessibilityLabel(let label)) = inner.element {
                if !texts.contains(label) { texts.append(label) }
                return
            }
            if case .text(let string) = inner.element, visibleIDs.contains(ObjectIdentifier(inner)), !string.isEmpty {
                texts.append(string)
            }
            for child in inner.children { walk(child) }
        }
        if case .button(let button) = node.element, let title = button.title, !title.isEmpty { texts.append(title) }
        for child in node.children { walk(child) }
        return texts
    }

    /// `.accessibilityLabel` modifiers on the control itself: on the modifiers and user views
    /// that wrap it (`Row().accessibilityLabel("X")` whose body is the button).
    func accessibilityLabels(around node: ViewNode) -> [String] {
        var labels: [String] = []
        var current = node.parent
        while let wrapper = current, wrapper.kind.isModifier || wrapper.kind.isUser {
            if case .modified(_, .accessibilityLabel(let label)) = wrapper.element { labels.append(label) }
            current = wrapper.parent
        }
        return labels
    }
}
