/// `ViewThatFits`: "A view that adapts to the available space by providing the first child view
/// that fits." (Apple). Every child is built (its body runs, its state lives) but only the one
/// chosen is on screen: the others are hidden like lazy rows scrolled away (no `onAppear`). The
/// choice is made in the layout phase, from each child's ideal size (its size for an
/// unspecified proposal) against the proposal along the axes given (both by default); when
/// none fits, the last child. A new choice shows the new child and hides the old one in the
/// same pass.
extension ViewGraph {
    /// In reconciliation: children by position; a new one is hidden unless it is the choice.
    func updateViewThatFits(_ node: ViewNode, _ content: ViewThatFitsContent) throws {
        let old = node.children
        var result: [ViewNode] = []
        for (index, child) in content.children.enumerated() {
            let element = child.normalized
            let key = IdentityKey.index(index)
            let existing = old.first { $0.key == key }
            if let existing, existing.isSameView(as: element) {
                try fill(existing, with: element, isNew: false)
                result.append(existing)
            } else {
                if let existing { remove(existing) }
                result.append(try insert(element, key: key, parent: node, rowVisible: index == node.geometry.chosenChild))
            }
        }
        for child in old where !result.contains(where: { $0 === child }) { remove(child) }
        node.children = NodeChildren(result)
        setNeedsLayout(node)
    }

    /// The position of the first child whose ideal size fits `proposal` (the last if none).
    func fittingChild(_ node: ViewNode, _ proposal: ProposedSize) throws -> Int? {
        guard case .viewThatFits(let content) = node.element, !node.children.isEmpty else { return nil }
        for (index, child) in node.children.enumerated() {
            let ideal = try sizeThatFits(child, .unspecified)
            if content.axes.allSatisfy({ axis in proposal[axis].map { ideal[axis] <= $0 } ?? true }) { return index }
        }
        return node.children.count - 1
    }

    /// In the layout phase: shows the child that fits (hiding the one shown before), centered.
    func placeViewThatFits(_ node: ViewNode, size: Size, proposal: ProposedSize) throws {
        guard let index = try fittingChild(node, proposal) else { return }
        if index != node.geometry.chosenChild {
            node.geometry.chosenChild = index
            commit.segments += 1
            for (position, child) in node.children.enumerated() {
                child.isRowVisible = position == index
                refreshVisibility(child)
            }
        }
        let child = node.children[index]
        let childSize = try sizeThatFits(child, proposal)
        let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
        try place(child, at: Rect(origin: origin, size: childSize), proposal: proposal)
    }
}
