import ViewScriptRuntime

/// Placement: each view, parent before child, gives its subviews their frames.
extension ViewGraph {
    // MARK: Placement

    /// Gives `node` its frame (in its parent's content coordinates) and places what is inside.
    func place(_ node: ViewNode, at frame: Rect, proposal: ProposedSize) throws {
        statistics.layoutVisits += 1
        let unchanged = !node.geometry.needsLayout && node.geometry.frame.size == frame.size && node.geometry.proposal == proposal
        node.setFrame(frame)
        node.geometry.proposal = proposal
        node.geometry.needsLayout = false
        if unchanged { return }
        statistics.nodesPlaced += 1
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
            try buildAwaitedRows(inScrollView: node)
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
                try place(item, at: Rect(origin: origin, size: stack.sizes[index]), proposal: stack.proposal(at: index))
                position += stack.sizes[index][axis] + screen.stackSpacing
            }
        case .list, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid:
            try placeLazy(node, kind, size: size)
        }
    }

    /// Lazy rows (and grid cells) sit in lines along the axis, each a row's height long or, once
    /// measured longer, its measured length and spacing (`LazyLines.swift`), a grid's cells in
    /// `lines` of `perLine` equal columns. Every built row
    /// gets its frame (the hidden ones too, so `scroll to` can find them); the rows on screen
    /// are laid out inside, with the row's width and their ideal height.
    private func placeLazy(_ node: ViewNode, _ kind: ContainerKind, size: Size) throws {
        if node.geometry.awaitsRows || (kind == .list && node.isOnScreen && viewportChanged(node)) { try buildAwaitedRows(node) }
        let axis = kind.axis
        let grid = lazyGrid(of: node, crossLength: size[axis.cross])
        if kind == .list { node.geometry.contentSize = Size(width: size.width, height: lazyLine(grid.lines, of: node, kind).start) }
        let spacing = grid.perLine > 1 ? (parameters(of: node).spacing ?? screen.stackSpacing) : 0
        let cellCross = (size[axis.cross] - spacing * Double(grid.perLine - 1)) / Double(grid.perLine)
        for row in node.children {
            var origin = Point.zero
            let line = lazyLine(row.rowIndex / grid.perLine, of: node, kind)
            origin[axis] = line.start
            origin[axis.cross] = Double(row.rowIndex % grid.perLine) * (cellCross + spacing)
            var cell = Size.zero
            cell[axis] = line.length
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

    /// A stack places its subviews one after the other; placed again with the same size
    /// across and the same start, it places only the subviews asked again since and moves
    /// those after one whose length changed, without asking them anything.
    private func placeStack(_ node: ViewNode, axis: Axis, spacing: Double, size: Size, proposal: ProposedSize) throws {
        let stack = try stackLayout(of: node, axis: axis, spacing: spacing, proposal)
        let start = (size[axis] - stack.size[axis]) / 2
        if let placed = stack.placedSize, placed[axis.cross] == size[axis.cross], stack.start == start {
            if placed != size { frameListNodes(of: node, size: size, proposal: proposal) }
            stack.placedSize = size
            return try placeChanged(node, stack, size: size)
        }
        frameListNodes(of: node, size: size, proposal: proposal)
        let items = stack.items
        stack.positions = Array(repeating: 0, count: items.count)
        var position = start
        for (index, item) in items.enumerated() {
            stack.positions[index] = position
            try place(item, at: stackFrame(stack, index, position, size), proposal: stack.proposal(at: index))
            if case .empty = item.element { continue }
            position += stack.sizes[index][axis] + spacing
        }
        stack.placedSize = size
        stack.start = start
        stack.pendingPlacement = []
        stack.shiftFrom = nil
    }

    private func stackFrame(_ stack: StackLayoutResult, _ index: Int, _ position: Double, _ size: Size) -> Rect {
        let axis = stack.axis
        var origin = Point.zero
        origin[axis] = position
        origin[axis.cross] = (size[axis.cross] - stack.sizes[index][axis.cross]) / 2
        return Rect(origin: origin, size: stack.sizes[index])
    }

    private func placeChanged(_ node: ViewNode, _ stack: StackLayoutResult, size: Size) throws {
        let axis = stack.axis
        if let first = stack.shiftFrom {
            // The subviews after it move along the axis; their sizes and content stay.
            for index in (first + 1)..<max(first + 1, stack.items.count) {
                let previous = stack.items[index - 1]
                var position = stack.positions[index - 1]
                if case .empty = previous.element {} else { position += stack.sizes[index - 1][axis] + stack.spacing }
                stack.positions[index] = position
                stack.items[index].setFrame(stackFrame(stack, index, position, size))
            }
        }
        let pending = Array(Set(stack.pendingPlacement)).sorted()
        stack.pendingPlacement = []
        stack.shiftFrom = nil
        for index in pending {
            let item = stack.items[index]
            try place(item, at: stackFrame(stack, index, stack.positions[index], size), proposal: stack.proposal(at: index))
            // The view lists between the stack and the subview take the stack's bounds, as before.
            var list = item.parent
            while let current = list, current !== node {
                current.geometry.needsLayout = false
                list = current.parent
            }
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
