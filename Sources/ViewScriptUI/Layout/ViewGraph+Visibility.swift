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
    /// scrolled or clipped, and so are the items of a menu opened from one; `.keyboard` items
    /// only while the keyboard is up. With
    /// `onlyVisible`, subtrees the visibility index (`VisibilityIndex.swift`) shows cannot be
    /// visible are skipped: only some of the nodes that are not visible are visited.
    func visitPlaced(onlyVisible: Bool = false, _ body: (Placement) -> Void) {
        let screenRect = Rect(origin: .zero, size: screen.size)
        let layer = topLayer
        var isKeyboardUp: Bool?  // asked only when there are keyboard items (ViewGraph+Keyboard.swift)
        func keyboardUp() -> Bool {
            if let isKeyboardUp { return isKeyboardUp }
            let up = (try? self.isKeyboardUp()) ?? false
            isKeyboardUp = up
            return up
        }
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
            if node.key.isToolbarItems {
                guard barShown else { return }
                inBar = true
            }
            if case .modified(_, .bar(.bottomBarItem)) = node.element, !bottomBarShown { return }
            if case .modified(_, .bar(.keyboardItem)) = node.element, !keyboardUp() { return }
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
            if candidate.key.isToolbarItems { return true }
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

    /// What a lazy container's reconcile needs of its viewport: the line at the scroll offset
    /// of its scroll container, where the viewport ends (that container's frame cut to the
    /// screen; the screen without one), and how its items are proposed and spaced along the
    /// axis. A lazy stack's rows start at the top of its scroll container's content.
    struct LazyViewport {
        let axis: Axis
        let perLine: Int
        let lines: Int
        let firstLine: Int
        /// The end of the viewport, in the container's content coordinates along `axis`.
        let end: Double
        /// How much of the scroll container is on the screen along `axis` (its viewport's length).
        let visibleLength: Double
        /// The spacing after each line (none between a `List`'s rows).
        let spacing: Double
        /// The proposal an item is measured with: its cell across, nothing along the axis.
        let itemProposal: ProposedSize
    }

    func lazyViewport(of node: ViewNode, count: Int) -> LazyViewport {
        let kind: ContainerKind = if case .container(let kind) = node.kind { kind } else { .lazyVStack }
        let axis = kind.axis
        let crossLength = node.geometry.proposal?[axis.cross] ?? screen.size[axis.cross]
        let grid = lazyGrid(of: node, crossLength: crossLength)
        var offset = 0.0
        var visibleLength = screen.size[axis]
        if let container = scrollContainer(of: node) {
            offset = container.scrollOffset
            visibleLength = self.visibleLength(of: container, along: axis)
        }
        let parameters = parameters(of: node)
        let crossSpacing = grid.perLine > 1 ? (parameters.spacing ?? screen.stackSpacing) : 0
        var proposal = ProposedSize(width: nil, height: nil)
        proposal[axis.cross] = (crossLength - crossSpacing * Double(grid.perLine - 1)) / Double(grid.perLine)
        let first = count > 0 ? node.geometry.lazyLines.line(at: offset, minimum: screen.rowHeight) : 0
        return LazyViewport(axis: axis, perLine: grid.perLine, lines: grid.lines, firstLine: first,
                            end: offset + visibleLength, visibleLength: visibleLength,
                            spacing: lazyLineSpacing(of: node, kind), itemProposal: proposal)
    }

    /// The scroll container whose offset and frame make a lazy container's viewport: a `List`
    /// itself, or the nearest scroll container around a lazy stack or grid when it scrolls
    /// along the same axis (none: the viewport is the screen from the container's start).
    func scrollContainer(of node: ViewNode) -> ViewNode? {
        let kind: ContainerKind = if case .container(let kind) = node.kind { kind } else { .lazyVStack }
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.kind.isScrollContainer { return scrollAxis(of: candidate) == kind.axis ? candidate : nil }
            current = candidate.parent
        }
        return nil
    }

    /// How much of a placed scroll container is on the screen along `axis`, from its start:
    /// its frame cut to the screen (the screen's length for one not placed yet).
    func visibleLength(of container: ViewNode, along axis: Axis) -> Double {
        guard container.geometry.proposal != nil else { return screen.size[axis] }
        let frame = screenFrame(of: container)
        guard let visible = frame.intersection(Rect(origin: .zero, size: screen.size)) else { return 0 }
        return visible.max(axis) - frame.min(axis)
    }

    /// The spacing after each line of a lazy container: a stack's or grid's `spacing:` (the
    /// default stack spacing without), none between a `List`'s rows.
    func lazyLineSpacing(of node: ViewNode, _ kind: ContainerKind) -> Double {
        kind == .list ? 0 : (parameters(of: node).spacing ?? screen.stackSpacing)
    }

    /// Where line `line` of a lazy container starts along its axis, and how long its frame is
    /// (its pitch less the spacing after it, at least a row's height).
    func lazyLine(_ line: Int, of node: ViewNode, _ kind: ContainerKind) -> (start: Double, length: Double) {
        let lines = node.geometry.lazyLines
        let minimum = screen.rowHeight
        let pitch = lines.pitch(of: line, minimum: minimum)
        let length = pitch > minimum ? max(minimum, pitch - lazyLineSpacing(of: node, kind)) : minimum
        return (lines.start(of: line, minimum: minimum), length)
    }
}
