import ViewScriptRuntime

/// The layout phase of a render pass: after every body of the pass was evaluated and
/// reconciled, before any `onAppear` (B1). The window proposes the screen's size to the root
/// view and centers it; then, parent before child, each view is asked its size
/// (`ViewGraph+Sizing.swift`) and places its subviews. A custom `Layout` is asked with its own
/// `sizeThatFits`, then `placeSubviews`; then each subview is laid out with the proposal it
/// was placed with (unplaced ones: at the center, with the layout's own proposal, as
/// SwiftUI documents), so the B1 trace is `outer layout`, `inner layout`, `helper layout`.
///
/// Only what changed is laid out again: inserting, removing or changing a view (its text, its
/// `.frame`, a layout's or representable's inputs) marks it and its ancestors up to the
/// nearest scroll container or `GeometryReader` (whose size never depends on its content); a marked view forgets
/// the sizes it answered, so a custom layout is asked again only after something inside it
/// changed or for a proposal it was not asked before.
extension ViewGraph {
    func layOut() throws {
        // A view that came back on screen (a tab selected, a level uncovered) and changed, or
        // was never placed, while it was off screen: its container places it again.
        for node in commit.appeared where node.geometry.needsLayout && node.geometry.markedGeneration != layoutState.generation {
            setNeedsLayout(node.parent)
        }
        let roots = layoutState.roots.sorted { $0.depth < $1.depth }
        layoutState.roots = []
        layoutState.generation += 1
        for node in roots where node.isMounted && node.geometry.needsLayout {
            if node === root {
                try layOutRoot()
            } else if let proposal = node.geometry.proposal {
                try place(node, at: node.geometry.frame, proposal: proposal)
            }
        }
    }

    /// The root view gets the screen, centered as SwiftUI centers a window's content.
    private func layOutRoot() throws {
        root.setFrame(Rect(origin: .zero, size: screen.size))
        root.geometry.needsLayout = false
        let proposal = ProposedSize(screen.size)
        for child in root.children {
            let size = try sizeThatFits(child, proposal)
            let origin = Point(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2)
            try place(child, at: Rect(origin: origin, size: size), proposal: proposal)
        }
    }
}
