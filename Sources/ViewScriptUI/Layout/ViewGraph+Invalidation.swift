import ViewScriptRuntime

/// Invalidation: what a change makes the next layout phase do again.
extension ViewGraph {
    // MARK: Invalidation

    /// Marks a node as changed: it and its ancestors, up to the nearest scroll container, reader or
    /// the root, lay out again in the next layout phase. The node forgets its sizes and its
    /// stack layout; an ancestor stack keeps its layout and records which of its subviews
    /// changed inside (`nil` while the walk is in the view lists between the node and the stack:
    /// then the stack's list of subviews changed, and it forgets its layout too), so that only
    /// that subview is asked again (`ViewGraph+StackLayout.swift`).
    func setNeedsLayout(_ node: ViewNode?) {
        guard let node else { return }
        var item: ViewNode? = node.isViewList ? nil : node
        var current: ViewNode? = node
        while let node = current {
            let isMarked = node.geometry.markedGeneration == layoutState.generation && node.geometry.needsLayout
            if node === item {
                node.geometry.stack = nil
            } else if let stack = node.geometry.stack {
                if let item { stack.changed.append(item) } else { node.geometry.stack = nil }
            }
            let isViewList = node.isViewList
            // Above a marked node that is a subview, everything is marked and recorded already.
            if isMarked && !isViewList { return }
            if !isMarked {
                node.geometry.markedGeneration = layoutState.generation
                node.geometry.needsLayout = true
                node.geometry.forgetAnswers()
                node.geometry.layoutCache = nil
            }
            if node.parent == nil || (node.kind.isLayoutBoundary && node.geometry.proposal != nil) {
                if !isMarked { layoutState.roots.append(node) }
                return
            }
            if !isViewList { item = node }
            current = node.parent
        }
    }

    /// After `fill` gave a node a new view value: whether its geometry may have changed.
    func noteGeometryChange(_ node: ViewNode, from previous: ViewElement, to element: ViewElement) {
        let changed: Bool
        switch (previous, element) {
        case (.text(let a), .text(let b)), (.image(let a), .image(let b)),
             (.toggle(let a, _, _), .toggle(let b, _, _)): changed = a != b
        case (.button(let a), .button(let b)): changed = a.title != b.title
        case (.modified(_, .layout(let a)), .modified(_, .layout(let b))): changed = a != b
        case (.layout(let a, _), .layout(let b, _)): changed = !a.fields.isSameInput(as: b.fields)
        case (.shape(let a), .shape(let b)): changed = a.path != nil && !a.fields.isSameInput(as: b.fields)
        case (.representable(let a), .representable(let b)): changed = !a.fields.isSameInput(as: b.fields)
        default: changed = false
        }
        if changed { setNeedsLayout(node) }
    }
}

extension NodeKind {
    var isScrollContainer: Bool {
        if case .container(let kind) = self { return kind.isScrollable }
        return false
    }

    /// A view whose size never depends on its content: a change inside lays out from it.
    var isLayoutBoundary: Bool { isScrollContainer || self == .geometryReader }
}

