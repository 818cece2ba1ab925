import ViewScriptRuntime

/// A view that reads a preference: `.onPreferenceChange` (its action runs when the value
/// changes) or `.overlayPreferenceValue` / `.backgroundPreferenceValue` (its view is built
/// from the value). `last` is the value it last saw.
final class PreferenceWatch {
    weak var node: ViewNode?
    var last: Value?

    init(_ node: ViewNode) { self.node = node }
}

/// Preferences flow up: a view's value for a key is its content's values, in tree order,
/// combined with the key's `reduce(value:nextValue:)` (a view that sets nothing adds nothing:
/// "Combining child views may remove an implicit value produced by using the default", Apple,
/// `PreferenceKey.reduce`); `.preference(key:value:)` replaces it, `.transformPreference`
/// changes it, and `.anchorPreference` makes it from the view's frame (an `Anchor`). With no
/// value at all, a reader gets the key's `defaultValue`.
///
/// Values are read after the layout of each pass (anchors need the frames):
/// 1. `overlayPreferenceValue` / `backgroundPreferenceValue` build their view from the value
///    before the commit, so what they show appears in the same pass;
/// 2. after `onChange`, `onAppear` and `onDisappear`, each `onPreferenceChange` whose value is
///    new (its first value, or one that differs with `==`) runs its action: modifiers on one
///    view in the order written (the inner one first, as `onAppear`, B19), siblings in tree order.
///    A state write in it is flushed like one in `onAppear`: another pass follows, and the
///    action runs again only if the value changed again.
/// Source: Apple, onPreferenceChange(_:perform:): "Adds an action to perform when the
///   specified preference key's value changes."
/// Source: OpenSwiftUI, Sources/OpenSwiftUICore/View/Preference/PreferenceActionModifier.swift
///   (reverse-engineered from SwiftUICore): the binder keeps `lastValue` (nil at first), acts
///   when `lastValue == nil` or the value changed and differs, and runs the action with
///   `Update.enqueueAction`, after the update.
extension ViewGraph {
    @discardableResult
    func watchPreferences(_ node: ViewNode) -> PreferenceWatch {
        let id = ObjectIdentifier(node)
        if let watch = preferenceWatches[id], watch.node === node { return watch }
        let watch = PreferenceWatch(node)
        preferenceWatches[id] = watch
        return watch
    }

    /// In reconciliation: the decoration is built from the value its content gave at the last
    /// layout; a new one is built after its first layout (`resolvePreferenceDecorations`).
    func reconcilePreferenceDecoration(_ node: ViewNode, _ content: ViewElement, _ decoration: PreferenceDecoration) throws {
        let watch = watchPreferences(node)
        let shown = try watch.last.map(decoration.build) ?? .empty
        try reconcileSingle(node, key: .content, .modified(content, .decoration(shown, decoration.placement)))
    }

    /// The value `node` gives for `key`, nil when nothing in it sets the key.
    func preferenceValue(_ key: PreferenceKeyType, in node: ViewNode?) throws -> Value? {
        guard let node, node.isMounted, !node.isPresentationContent else { return nil }
        var combined: Value?
        for child in node.children {
            guard let value = try preferenceValue(key, in: child) else { continue }
            if var current = combined {
                try key.reduce(&current, value)
                combined = current
            } else {
                combined = value
            }
        }
        if case .modified(_, .preference(let writer)) = node.element, writer.key.type == key.type {
            return try writer.write(combined, screenFrame(of: node))
        }
        return combined
    }

    /// After the layout: decorations whose value changed are built again and laid out.
    func resolvePreferenceDecorations() throws {
        guard !preferenceWatches.isEmpty else { return }
        var rebuilt = false
        for watch in sortedWatches() {
            guard let node = watch.node, case .modified(let content, .preferenceDecoration(let decoration)) = node.element else { continue }
            // The decoration's node holds the content and the built view: read the content only.
            let value = try preferenceValue(decoration.key, in: node.children.first?.children.first) ?? decoration.key.defaultValue()
            guard watch.last != value else { continue }
            watch.last = value
            commit.segments += 1
            let built = try buildAsBody(of: node) { try decoration.build(value) }
            try reconcileSingle(node, key: .content, .modified(content, .decoration(built, decoration.placement)))
            setNeedsLayout(node)
            rebuilt = true
        }
        if rebuilt { try layOut() }
    }

    /// After the commit: the actions of `onPreferenceChange` whose value is new.
    func runPreferenceActions() throws {
        guard !preferenceWatches.isEmpty else { return }
        for watch in sortedWatches() {
            guard let node = watch.node, node.isMounted, case .modified(_, .onPreferenceChange(let reader)) = node.element else { continue }
            let value = try preferenceValue(reader.key, in: node.children.first) ?? reader.key.defaultValue()
            guard watch.last != value else { continue }
            watch.last = value
            phase = .onPreferenceChange
            try reader.action(value)
        }
    }

    /// Live watches, inner ones before the ones around them (modifiers in the order written)
    /// and siblings in tree order; forgets those of removed views.
    private func sortedWatches() -> [PreferenceWatch] {
        preferenceWatches = preferenceWatches.filter { $0.value.node?.isMounted == true }
        return preferenceWatches.values.map { ($0, $0.node?.treePath ?? []) }.sorted { a, b in
            if a.1.starts(with: b.1) { return a.1.count > b.1.count }
            if b.1.starts(with: a.1) { return false }
            return a.1.lexicographicallyPrecedes(b.1)
        }.map(\.0)
    }

    /// Calls `build` as the body of the nearest user view above `node` (what it reads makes that
    /// view evaluate again), as a `GeometryReader`'s content is built.
    private func buildAsBody(of node: ViewNode, _ build: () throws -> ViewElement) throws -> ViewElement {
        let wasUpdating = isUpdating
        let outer = currentEvaluation
        var owner = node.parent
        while let candidate = owner, !candidate.kind.isUser { owner = candidate.parent }
        isUpdating = true
        currentEvaluation = owner
        defer {
            isUpdating = wasUpdating
            currentEvaluation = outer
        }
        return try build()
    }
}
