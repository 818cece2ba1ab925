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

    // MARK: Invalidation

    /// Marks a node as changed: it and its ancestors, up to the nearest scroll container, reader or
    /// the root, lay out again in the next layout phase.
    func setNeedsLayout(_ node: ViewNode?) {
        var current = node
        while let node = current {
            if node.geometry.markedGeneration == layoutState.generation && node.geometry.needsLayout { return }
            node.geometry.markedGeneration = layoutState.generation
            node.geometry.needsLayout = true
            node.geometry.forgetSizes()
            node.geometry.layoutCache = nil
            if node.parent == nil || (node.kind.isLayoutBoundary && node.geometry.proposal != nil) {
                layoutState.roots.append(node)
                return
            }
            current = node.parent
        }
    }

    /// After `fill` gave a node a new view value: whether its geometry may have changed.
    func noteGeometryChange(_ node: ViewNode, from previous: ViewElement, to element: ViewElement) {
        let changed: Bool
        switch (previous, element) {
        case (.text(let a), .text(let b)), (.image(let a), .image(let b)),
             (.toggle(let a, _, _), .toggle(let b, _, _)): changed = a != b
        case (.modified(_, .layout(let a)), .modified(_, .layout(let b))): changed = a != b
        case (.layout(let a, _), .layout(let b, _)): changed = !a.fields.isSameInput(as: b.fields)
        case (.shape(let a), .shape(let b)): changed = a.path != nil && !a.fields.isSameInput(as: b.fields)
        case (.representable(let a), .representable(let b)): changed = !a.fields.isSameInput(as: b.fields)
        default: changed = false
        }
        if changed { setNeedsLayout(node) }
    }

    // MARK: Placement

    /// Gives `node` its frame (in its parent's content coordinates) and places what is inside.
    func place(_ node: ViewNode, at frame: Rect, proposal: ProposedSize) throws {
        let unchanged = !node.geometry.needsLayout && node.geometry.frame.size == frame.size && node.geometry.proposal == proposal
        node.setFrame(frame)
        node.geometry.proposal = proposal
        node.geometry.needsLayout = false
        if unchanged { return }
        try placeContent(node, size: frame.size, proposal: proposal)
    }

    private func placeContent(_ node: ViewNode, size: Size, proposal: ProposedSize) throws {
        switch node.kind {
        case .shape:
            if case .shape(let shape) = node.element, let path = shape.path { try path(Rect(origin: .zero, size: size)) }
            return
        case .text, .image, .color, .spacer, .divider, .empty, .representable, .toggle, .textField:
            return
        case .user, .modifier(.onAppear), .modifier(.onDisappear), .modifier(.id), .modifier(.task), .modifier(.onChange):
            if let child = node.children.first { try place(child, at: Rect(origin: .zero, size: size), proposal: proposal) }
            return
        case .navigation, .tabView:
            // The level or tab on screen; a covered level or another tab is placed when it comes back.
            for child in node.shownChildren where child.isOnScreen {
                try place(child, at: Rect(origin: .zero, size: size), proposal: proposal)
            }
            return
        case .geometryReader:
            return try placeGeometryReader(node, size: size)
        case .viewThatFits:
            return try placeViewThatFits(node, size: size, proposal: proposal)
        case .modifier(.decoration(let placement)):
            try placeDecorated(node, placement, size: size, proposal: proposal)
            return
        case .modifier(.list(.swipeActions)) where node.children.count == 2:
            try placeDecorated(node, .overlay, size: size, proposal: proposal)  // revealed actions over the row
            return
        case .modifier(.list(.searchable)) where node.children.count == 2:
            try placeDecorated(node, .safeAreaInset(top: true), size: size, proposal: proposal)  // the search field on top
            return
        case .modifier(.presentation):
            // The presenting view, then the presented content: a layer on the whole screen.
            if let child = node.children.first { try place(child, at: Rect(origin: .zero, size: size), proposal: proposal) }
            for content in node.children.dropFirst() {
                try place(content, at: Rect(origin: .zero, size: screen.size), proposal: ProposedSize(screen.size))
            }
            return
        default:
            break
        }
        switch node.element {
        case .text, .image, .color, .shape, .spacer, .divider, .empty, .representable, .toggle, .textField:
            return
        case .modified(_, .layout(let modifier)) where !modifier.isParameter:
            guard let child = node.children.first else { return }
            switch modifier {
            case .frame(let frame):
                let childProposal = frameProposal(frame, proposal)
                let childSize = try sizeThatFits(child, childProposal)
                let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
                try place(child, at: Rect(origin: origin, size: childSize), proposal: childProposal)
            case .padding(let insets):
                let childProposal = inset(proposal, insets)
                let childSize = try sizeThatFits(child, childProposal)
                try place(child, at: Rect(origin: Point(x: insets.leading, y: insets.top), size: childSize), proposal: childProposal)
            case .offset(let x, let y):
                try place(child, at: Rect(origin: Point(x: x, y: y), size: size), proposal: proposal)
            default:
                try place(child, at: Rect(origin: .zero, size: size), proposal: proposal)
            }
        case .container(let kind, _):
            try placeContainer(node, kind, size: size, proposal: proposal)
        case .layout(let layout, _):
            try placeCustom(node, layout, size: size, proposal: proposal)
        default:
            if node.kind.isListKind {
                try placeStack(node, axis: .vertical, spacing: screen.stackSpacing, size: size, proposal: proposal)
            } else if let child = node.children.first {
                try place(child, at: Rect(origin: .zero, size: size), proposal: proposal)
            }
        }
    }

    private func placeContainer(_ node: ViewNode, _ kind: ContainerKind, size: Size, proposal: ProposedSize) throws {
        switch kind {
        case .vStack, .group, .hStack, .label:
            try placeStack(node, axis: kind.axis, spacing: parameters(of: node).spacing ?? screen.stackSpacing, size: size, proposal: proposal)
        case .zStack:
            let items = layoutItems(of: node)
            frameListNodes(of: node, size: size, proposal: proposal)
            for item in items {
                let itemSize = try sizeThatFits(item, proposal)
                let origin = Point(x: (size.width - itemSize.width) / 2, y: (size.height - itemSize.height) / 2)
                try place(item, at: Rect(origin: origin, size: itemSize), proposal: proposal)
            }
        case .scrollView:
            // The content is a stack along the scroll axis, given the viewport's width (for a
            // vertical one) and its ideal length, starting at the top.
            let axis = parameters(of: node).scrollAxis ?? .vertical
            var contentProposal = ProposedSize(size)
            contentProposal[axis] = nil
            let items = layoutItems(of: node)
            frameListNodes(of: node, size: size, proposal: proposal)
            let stack = try stackLayout(items, axis: axis, spacing: screen.stackSpacing, contentProposal)
            node.geometry.contentSize = stack.size
            var position = 0.0
            for (index, item) in items.enumerated() {
                var origin = Point.zero
                origin[axis] = position
                origin[axis.cross] = (size[axis.cross] - stack.sizes[index][axis.cross]) / 2
                try place(item, at: Rect(origin: origin, size: stack.sizes[index]), proposal: stack.proposals[index])
                position += stack.sizes[index][axis] + screen.stackSpacing
            }
        case .list, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid:
            try placeLazy(node, kind, size: size)
        }
    }

    /// Lazy rows (and grid cells) sit at fixed positions: row `i` of a vertical container at
    /// `i x rowHeight`, a grid's cells in `lines` of `perLine` equal columns. Every built row
    /// gets its frame (the hidden ones too, so `scroll to` can find them); the rows on screen
    /// are laid out inside, with the row's width and their ideal height.
    private func placeLazy(_ node: ViewNode, _ kind: ContainerKind, size: Size) throws {
        let axis = kind.axis
        let grid = lazyGrid(of: node, crossLength: size[axis.cross])
        if kind == .list { node.geometry.contentSize = Size(width: size.width, height: Double(grid.lines) * screen.rowHeight) }
        let spacing = grid.perLine > 1 ? (parameters(of: node).spacing ?? screen.stackSpacing) : 0
        let cellCross = (size[axis.cross] - spacing * Double(grid.perLine - 1)) / Double(grid.perLine)
        for row in node.children {
            var origin = Point.zero
            origin[axis] = Double(row.rowIndex / grid.perLine) * screen.rowHeight
            origin[axis.cross] = Double(row.rowIndex % grid.perLine) * (cellCross + spacing)
            var cell = Size.zero
            cell[axis] = screen.rowHeight
            cell[axis.cross] = cellCross
            var rowProposal = ProposedSize(cell)
            rowProposal[axis] = nil
            let frame = Rect(origin: origin, size: cell)
            if row.isRowVisible {
                try place(row, at: frame, proposal: rowProposal)
            } else {
                row.setFrame(frame)
            }
        }
    }

    private func placeStack(_ node: ViewNode, axis: Axis, spacing: Double, size: Size, proposal: ProposedSize) throws {
        let items = layoutItems(of: node)
        frameListNodes(of: node, size: size, proposal: proposal)
        let stack = try stackLayout(of: node, items, axis: axis, spacing: spacing, proposal)
        var position = (size[axis] - stack.size[axis]) / 2
        for (index, item) in items.enumerated() {
            var origin = Point.zero
            origin[axis] = position
            origin[axis.cross] = (size[axis.cross] - stack.sizes[index][axis.cross]) / 2
            try place(item, at: Rect(origin: origin, size: stack.sizes[index]), proposal: stack.proposals[index])
            if case .empty = item.element { continue }
            position += stack.sizes[index][axis] + spacing
        }
    }

    private func placeCustom(_ node: ViewNode, _ layout: CustomLayout, size: Size, proposal: ProposedSize) throws {
        let subviews = layoutItems(of: node).map { LayoutSubview(graph: self, node: $0) }
        frameListNodes(of: node, size: size, proposal: proposal)
        var cache = try layoutCache(node, layout, subviews)
        // `bounds` is in the parent's coordinate space, as SwiftUI gives it.
        let bounds = Rect(origin: node.geometry.frame.origin, size: size)
        try layout.placeSubviews(bounds, proposal, subviews, &cache)
        node.geometry.layoutCache = cache
        for subview in subviews {
            let center = Point(x: bounds.minX + size.width / 2, y: bounds.minY + size.height / 2)
            let (position, anchor, subviewProposal) = subview.placement ?? (center, .center, proposal)
            let subviewSize = try sizeThatFits(subview.node, subviewProposal)
            let origin = Point(x: position.x - anchor.x * subviewSize.width - bounds.minX,
                               y: position.y - anchor.y * subviewSize.height - bounds.minY)
            try place(subview.node, at: Rect(origin: origin, size: subviewSize), proposal: subviewProposal)
        }
    }

    // MARK: Subviews

    /// The subviews a container lays out: its children, with `Group`, `ForEach` and `if`
    /// content (and user views whose body is such a list) replaced by their views.
    func layoutItems(of node: ViewNode) -> [ViewNode] {
        var items: [ViewNode] = []
        appendLayoutItems(node.children, to: &items)
        return items
    }

    private func appendLayoutItems(_ children: [ViewNode], to items: inout [ViewNode]) {
        for child in children {
            if child.kind.isListKind {
                if items.isEmpty { items.reserveCapacity(child.children.count) }
                appendLayoutItems(child.children, to: &items)
            } else if child.kind.isUser, let body = child.children.first, body.kind.isListKind {
                appendLayoutItems([body], to: &items)
            } else {
                items.append(child)
            }
        }
    }

    /// The view-list nodes between a container and its subviews take the container's bounds,
    /// so that frames add up to screen positions.
    private func frameListNodes(of node: ViewNode, size: Size, proposal: ProposedSize) {
        func visit(_ child: ViewNode) {
            guard child.kind.isListKind || (child.kind.isUser && child.children.first?.kind.isListKind == true) else { return }
            child.setFrame(Rect(origin: .zero, size: size))
            child.geometry.proposal = proposal
            child.geometry.needsLayout = false
            child.children.forEach(visit)
        }
        node.children.forEach(visit)
    }

    /// The parameters the bridge put around a view (`VStack(spacing: 0)`, `Spacer(minLength:)`,
    /// `LazyVGrid(columns:)`, `ScrollView(.horizontal)`): the `.layout` parameter modifiers
    /// directly above it.
    func parameters(of node: ViewNode) -> (spacing: Double?, minLength: Double?, grid: [GridItem]?, scrollAxis: Axis?) {
        var result: (spacing: Double?, minLength: Double?, grid: [GridItem]?, scrollAxis: Axis?) = (nil, nil, nil, nil)
        var current = node.parent
        while let modifier = current, case .modified(_, .layout(let parameter)) = modifier.element, parameter.isParameter {
            switch parameter {
            case .spacing(let spacing): result.spacing = result.spacing ?? spacing
            case .minLength(let length): result.minLength = length
            case .grid(let items): result.grid = items
            case .scrollAxis(let axis): result.scrollAxis = axis
            default: break
            }
            current = modifier.parent
        }
        return result
    }

    /// A lazy container's rows: how many items share a line (a grid's columns; 1 for a list or
    /// a lazy stack) and how many lines its items fill.
    func lazyGrid(of node: ViewNode, crossLength: Double) -> (perLine: Int, lines: Int) {
        let count = LazyRows(node.element).count
        var perLine = 1
        if case .container(let kind) = node.kind, kind == .lazyVGrid || kind == .lazyHGrid {
            let parameters = parameters(of: node)
            perLine = GridItem.count(of: parameters.grid ?? [GridItem(.flexible(minimum: 10, maximum: .infinity))],
                                     in: crossLength, spacing: parameters.spacing ?? screen.stackSpacing)
        }
        return (perLine, (count + perLine - 1) / perLine)
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

extension ViewGraph {
    /// The content where the modifier is; the decoration proposed the content's size, centred
    /// on it (an overlay or background) or along its edge (a safe area inset).
    func placeDecorated(_ node: ViewNode, _ placement: DecorationPlacement, size: Size, proposal: ProposedSize) throws {
        guard node.children.count == 2 else { return }
        let content = node.children[0], decoration = node.children[1]
        try place(content, at: Rect(origin: .zero, size: size), proposal: proposal)
        let decorationSize = try sizeThatFits(decoration, ProposedSize(size))
        var origin = Point(x: (size.width - decorationSize.width) / 2, y: (size.height - decorationSize.height) / 2)
        if case .safeAreaInset(let top) = placement { origin.y = top ? 0 : size.height - decorationSize.height }
        try place(decoration, at: Rect(origin: origin, size: decorationSize), proposal: ProposedSize(size))
    }
}
