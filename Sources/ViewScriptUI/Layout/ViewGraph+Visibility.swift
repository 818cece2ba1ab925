/// What is on the screen now, from the layout: a view is visible when it is in the render
/// tree and on screen (not a lazy row scrolled away) and its frame, moved by the scroll
/// offsets of the scroll containers around it, shares an area with the screen and with the
/// viewport of each of those scroll containers. Inside a lazy container's row the row's
/// frame stands for the views in it (a row is on screen as a whole). A view inserted but
/// outside the viewport (the eager content of a `ScrollView`, B9) has appeared but is not
/// visible, and cannot be tapped. Nothing under `.hidden()` is visible, wherever it is.
extension ViewGraph {
    /// A view's place on the screen.
    struct Placement {
        let node: ViewNode
        /// The frame in screen coordinates (the row's, inside a lazy row).
        let frame: Rect
        let isVisible: Bool
    }

    /// Visits every on-screen node of the topmost layer (`ViewGraph+Layers.swift`) in tree
    /// order with its screen frame and visibility. A presentation's content is a layer of its
    /// own, laid out on the whole screen. Toolbar items are in their stack's bar
    /// (`ViewGraph+NavigationBar.swift`): visible while the bar is shown, whatever the content
    /// scrolled or clipped, and so are the items of a menu opened from one. With
    /// `onlyVisible`, subtrees the visibility index (`VisibilityIndex.swift`) shows cannot be
    /// visible are skipped: only some of the nodes that are not visible are visited.
    func visitPlaced(onlyVisible: Bool = false, _ body: (Placement) -> Void) {
        let screenRect = Rect(origin: .zero, size: screen.size)
        let layer = topLayer
        func walk(_ node: ViewNode, origin: Point, clip: Rect?, row: Rect?, barShown: Bool, bottomBarShown: Bool = true, inBar: Bool) {
            guard node.isOnScreen, node === layer || !node.isPresentationContent else { return }
            if onlyVisible, node !== layer, row == nil, !inBar, !mayShow(node, origin: origin, clip: clip) { return }
            if onlyVisible { statistics.visibilityVisits += 1 }
            var inBar = inBar
            var clip = clip
            if case .modified(_, .hidden) = node.element {
                clip = nil
                inBar = false
            }
            if node.key == .toolbarItems {
                guard barShown else { return }
                inBar = true
            }
            if case .modified(_, .bar(.bottomBarItem)) = node.element, !bottomBarShown { return }
            let frame = node === root ? screenRect : node.geometry.frame.offsetBy(origin)
            var row = row
            if let parent = node.parent, case .container(let kind) = parent.kind, kind.isLazy { row = frame }
            let shown = row ?? frame
            if node !== root { body(Placement(node: node, frame: shown, isVisible: inBar || (clip.map(shown.overlaps) ?? false))) }
            var childOrigin = frame.origin
            var childClip = clip
            if case .container(let kind) = node.kind, kind.isScrollable {
                childClip = clip.flatMap { $0.intersection(frame) }
                childOrigin[scrollAxis(of: node)] -= node.scrollOffset
            }
            let top = node.kind == .navigation ? topBar(of: node) : nil
            let childBarShown = top.map { !$0.isHidden } ?? barShown
            let childBottomBarShown = top.map { !$0.isBottomBarHidden } ?? bottomBarShown
            let children = node.shownChildren
            var indices = children.indices
            if onlyVisible, row == nil, !inBar, node.kind != .navigation, let childClip {
                // Only the children the index says may show (positions from the slice's start).
                let range = node.childrenThatMayShow(in: childClip.offsetBy(Point(x: -childOrigin.x, y: -childOrigin.y)))
                indices = (children.startIndex + range.lowerBound)..<(children.startIndex + range.upperBound)
            }
            for index in indices {
                walk(children[index], origin: childOrigin, clip: childClip, row: row, barShown: childBarShown,
                     bottomBarShown: childBottomBarShown, inBar: inBar)
            }
        }
        walk(layer, origin: .zero, clip: screenRect, row: nil, barShown: false, inBar: isInBar(layer))
    }

    /// Whether a node is among a bar's toolbar items (a menu opened from a toolbar button is
    /// on screen with the bar; toolbar items take no part in the content's layout).
    private func isInBar(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.key == .toolbarItems { return true }
            current = candidate.parent
        }
        return false
    }

    /// Whether anything in `node`'s subtree can be visible in `clip`, by its extent.
    private func mayShow(_ node: ViewNode, origin: Point, clip: Rect?) -> Bool {
        let extent = node.extent
        if extent == .unbounded { return true }
        guard let clip else { return false }
        return extent.offsetBy(origin).overlaps(clip)
    }

    /// Whether `target` is visible now (any node: a view list too, by its container's bounds).
    func isVisible(_ target: ViewNode) -> Bool {
        var found = false
        visitPlaced { if $0.isVisible, $0.node === target { found = true } }
        return found
    }

    /// The visible nodes that show or act (texts, controls, modifiers...), in tree order; view
    /// lists and user views may be left out (`VisibilityIndex.swift`).
    func visibleNodes() -> [ViewNode] {
        var nodes: [ViewNode] = []
        visitPlaced(onlyVisible: true) { if $0.isVisible { nodes.append($0.node) } }
        return nodes
    }

    /// The axis a scroll container scrolls along.
    func scrollAxis(of node: ViewNode) -> Axis {
        if case .container(.scrollView) = node.kind { return parameters(of: node).scrollAxis ?? .vertical }
        return .vertical
    }

    /// The items of a lazy container in its viewport: the lines (rows, or columns of a
    /// horizontal one) that meet the screen-sized viewport at the scroll offset of the
    /// nearest scroll container along the same axis, times the items per line.
    func visibleItems(of node: ViewNode, count: Int) -> Range<Int> {
        guard case .container(let kind) = node.kind, count > 0 else { return 0..<0 }
        let axis = kind.axis
        let grid = lazyGrid(of: node, crossLength: node.geometry.proposal?[axis.cross] ?? screen.size[axis.cross])
        var offset = 0.0
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.kind.isScrollContainer {
                if scrollAxis(of: candidate) == axis { offset = candidate.scrollOffset }
                break
            }
            current = candidate.parent
        }
        let lines = screen.visibleRows(count: grid.lines, offset: offset, length: screen.size[axis])
        return min(count, lines.lowerBound * grid.perLine)..<min(count, lines.upperBound * grid.perLine)
    }
}
