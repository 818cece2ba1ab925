import ViewScriptRuntime

/// `.scrollDisabled(true)` sets `isScrollEnabled` to false for the scroll views below it (Apple:
/// "SwiftUI passes the disabled property through the environment"). A person cannot scroll
/// them: a `scroll to` step that would have to move one is an error. Code still can
/// (`ScrollViewReader`'s `scrollTo`), as a disabled `UIScrollView` still takes a content offset.
extension ViewGraph {
    /// The scroll containers on screen whose scrolling is disabled, with their offsets.
    func scrollLockedContainers() -> [(node: ViewNode, offset: Double)] {
        var locked: [(node: ViewNode, offset: Double)] = []
        visitPlaced { placement in
            let node = placement.node
            if node.kind.isScrollContainer, !isScrollEnabled(node) { locked.append((node, node.scrollOffset)) }
        }
        return locked
    }

    /// The nearest `isScrollEnabled` environment value above `node` (true when none).
    func isScrollEnabled(_ node: ViewNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if case .modified(_, .environment(.value("isScrollEnabled"), let value)) = ancestor.element { return value != .bool(false) }
            current = ancestor.parent
        }
        return true
    }
}
