import ViewScriptRuntime

/// The subviews a container lays out, and the parameters around it.
extension ViewGraph {
    // MARK: Subviews

    /// The subviews a container lays out: its children, with `Group`, `ForEach` and `if`
    /// content (and user views whose body is such a list) replaced by their views.
    func layoutItems(of node: ViewNode) -> [ViewNode] {
        var items: [ViewNode] = []
        appendLayoutItems(node.children, to: &items)
        return items
    }

    private func appendLayoutItems<Children: Collection<ViewNode>>(_ children: Children, to items: inout [ViewNode]) {
        for child in children {
            if child.kind.isListKind {
                if items.isEmpty { items.reserveCapacity(child.children.count) }
                appendLayoutItems(child.children, to: &items)
            } else if child.kind.isUser, let body = child.children.first, body.kind.isListKind {
                appendLayoutItems(CollectionOfOne(body), to: &items)
            } else {
                items.append(child)
            }
        }
    }

    /// The view-list nodes between a container and its subviews take the container's bounds,
    /// so that frames add up to screen positions.
    func frameListNodes(of node: ViewNode, size: Size, proposal: ProposedSize) {
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
