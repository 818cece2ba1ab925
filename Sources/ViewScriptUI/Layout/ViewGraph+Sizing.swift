import ViewScriptRuntime

/// Sizing: what size a view takes for a proposal (SwiftUI's `sizeThatFits`). The rules are
/// the layout model of README.md ("Layout model"):
/// - `Text` and a `Button`'s title: `characterWidth` per character, `textHeight` per line,
///   wrapped to the proposed width; `Image`: one line square; `Toggle`: the proposed width,
///   31 points (the switch) high; `TextField`: the proposed width, one line high; `Color` and shapes:
///   the proposal (10 x 10 where unspecified); `Divider`: 1 point across the stack;
///   `EmptyView`: nothing.
/// - `Spacer`: at least its `minLength` (default `stackSpacing`) along its stack, as much as
///   proposed, nothing across.
/// - `VStack`/`HStack` (and `Group`, `ForEach` and `if` content where one view is expected:
///   a vertical stack): SwiftUI's stack algorithm, see `stackLayout`.
/// - `ScrollView`, `List`, `NavigationStack` and `TabView`: the whole proposal (the
///   screen's size where unspecified), so their size never depends on their content; each
///   navigation level and each tab gets all of it. A horizontal `ScrollView` is as tall as
///   its content (at most the proposal).
/// - Lazy stacks and grids: `rowHeight` per line (row, or column of a horizontal one), or the
///   measured length of its longest built item plus the spacing when that is more
///   (`LazyLines.swift`); the proposed length across.
/// - `.frame`, `.padding`: as in SwiftUI; other modifiers and user views: their content's.
/// - A custom `Layout`: its `sizeThatFits`; a representable: its `sizeThatFits`, or the
///   proposal (the screen's size where unspecified).
extension ViewGraph {
    /// The size `node` takes for `proposal`, asked once per proposal until it changes.
    func sizeThatFits(_ node: ViewNode, _ proposal: ProposedSize) throws -> Size {
        statistics.layoutVisits += 1
        if let size = node.geometry.size(for: proposal) { return size }
        statistics.nodesMeasured += 1
        let size = try computeSize(node, proposal)
        node.geometry.remember(size, for: proposal)
        return size
    }

    private func computeSize(_ node: ViewNode, _ proposal: ProposedSize) throws -> Size {
        // Views that take their content's size, told apart by kind (cheaper than the element).
        switch node.kind {
        case .user, .modifier(.onAppear), .modifier(.onDisappear), .modifier(.id), .modifier(.task), .modifier(.onChange):
            guard let child = node.children.first else { return .zero }
            return try sizeThatFits(child, proposal)
        case .container(let kind):
            return try containerSize(node, kind, proposal)
        case .forEach, .conditional:
            return try stackLayout(layoutItems(of: node), axis: .vertical, spacing: screen.stackSpacing, proposal).size
        case .navigation, .tabView:
            return proposal.replacingUnspecified(by: screen.size)
        case .modifier(.control):
            return try controlSize(node, proposal)
        case .geometryReader:
            // All the space offered, 10 points where unspecified (its content does not count).
            return proposal.replacingUnspecified(by: Size(width: 10, height: 10))
        case .viewThatFits:
            guard let index = try fittingChild(node, proposal) else { return .zero }
            return try sizeThatFits(node.children[index], proposal)
        default:
            break
        }
        switch node.element {
        case .text(let string):
            return textSize(string, proposal)
        case .button(let button):
            // A title is the button's own text (`ButtonElement.title`); a label, its child.
            if let title = button.title { return textSize(title, proposal) }
            guard let child = node.children.first else { return .zero }
            return try sizeThatFits(child, proposal)
        case .image:
            return Size(width: screen.textHeight, height: screen.textHeight)
        case .toggle(let label, _, _):
            // A label and a switch (51 x 31) on one line, as wide as proposed.
            let labelSize = textSize(label, ProposedSize(width: proposal.width.map { max(0, $0 - 59) }, height: nil))
            return Size(width: proposal.width ?? labelSize.width + 59, height: max(31, labelSize.height))
        case .textField:
            // One line of text, as wide as proposed.
            return Size(width: proposal.width ?? 10 * screen.characterWidth, height: screen.textHeight)
        case .color, .shape:
            return proposal.replacingUnspecified(by: Size(width: 10, height: 10))
        case .spacer:
            let axis = stackAxis(around: node)
            var size = Size.zero
            let minimum = parameters(of: node).minLength ?? screen.stackSpacing
            size[axis] = max(minimum, proposal[axis] ?? minimum)
            return size
        case .divider:
            let axis = stackAxis(around: node)
            var size = Size.zero
            size[axis] = 1
            size[axis.cross] = proposal[axis.cross] ?? 0
            return size
        case .empty:
            return .zero
        case .modified(_, .layout(let modifier)) where !modifier.isParameter:
            return try modifiedSize(node, modifier, proposal)
        case .container(let kind, _):
            return try containerSize(node, kind, proposal)
        case .layout(let layout, _):
            let subviews = layoutItems(of: node).map { LayoutSubview(graph: self, node: $0) }
            var cache = try layoutCache(node, layout, subviews)
            let size = try layout.sizeThatFits(proposal, subviews, &cache)
            node.geometry.layoutCache = cache
            return size
        case .representable(let representable):
            if let host = node.platform, let size = try representable.calls.sizeThatFits?(proposal, host.controller, host.coordinator) {
                return size
            }
            return proposal.replacingUnspecified(by: screen.size)
        default:
            // User views, lifecycle modifiers, `if` and `ForEach` content: their content's size.
            if node.kind.isListKind { return try stackLayout(layoutItems(of: node), axis: .vertical, spacing: screen.stackSpacing, proposal).size }
            guard let child = node.children.first else { return .zero }
            return try sizeThatFits(child, proposal)
        }
    }

    private func textSize(_ string: String, _ proposal: ProposedSize) -> Size {
        if !string.utf8.contains(UInt8(ascii: "\n")) {
            let natural = Double(string.count) * screen.characterWidth
            let available = max(screen.characterWidth, proposal.width ?? .infinity)
            return Size(width: min(natural, available), height: max(1, (natural / available).rounded(.up)) * screen.textHeight)
        }
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        let available = max(screen.characterWidth, proposal.width ?? .infinity)
        var width = 0.0, lines = 0.0
        for paragraph in paragraphs {
            let natural = Double(paragraph.count) * screen.characterWidth
            width = max(width, min(natural, available))
            lines += max(1, (natural / available).rounded(.up))
        }
        return Size(width: width, height: lines * screen.textHeight)
    }

    private func modifiedSize(_ node: ViewNode, _ modifier: LayoutModifier, _ proposal: ProposedSize) throws -> Size {
        guard let child = node.children.first else { return .zero }
        switch modifier {
        case .frame(let frame):
            let content = try sizeThatFits(child, frameProposal(frame, proposal))
            return Size(width: framed(content.width, frame.width, frame.minWidth, frame.maxWidth, proposal.width),
                        height: framed(content.height, frame.height, frame.minHeight, frame.maxHeight, proposal.height))
        case .padding(let insets):
            let content = try sizeThatFits(child, inset(proposal, insets))
            return Size(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        default:
            return try sizeThatFits(child, proposal)
        }
    }

    /// What `.frame` proposes to its content: its fixed size, else the proposal within its bounds.
    func frameProposal(_ frame: Frame, _ proposal: ProposedSize) -> ProposedSize {
        func along(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ proposed: Double?) -> Double? {
            if let fixed { return fixed }
            guard let proposed else { return nil }
            return min(max(proposed, minimum ?? -.infinity), maximum ?? .infinity)
        }
        return ProposedSize(width: along(frame.width, frame.minWidth, frame.maxWidth, proposal.width),
                            height: along(frame.height, frame.minHeight, frame.maxHeight, proposal.height))
    }

    /// A flexible frame takes the proposal, kept within its bounds (the content's size
    /// standing for a missing bound), as SwiftUI's flexible frame does; a fixed one its size;
    /// with neither, the content's size.
    private func framed(_ content: Double, _ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ proposed: Double?) -> Double {
        if let fixed { return fixed }
        guard minimum != nil || maximum != nil else { return content }
        let lower = minimum ?? min(content, maximum ?? content)
        let upper = max(lower, maximum ?? max(content, lower))
        return min(max(proposed ?? content, lower), upper)
    }

    func inset(_ proposal: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    private func containerSize(_ node: ViewNode, _ kind: ContainerKind, _ proposal: ProposedSize) throws -> Size {
        switch kind {
        case .vStack, .group:
            return try stackLayout(of: node, axis: .vertical, spacing: parameters(of: node).spacing ?? screen.stackSpacing, proposal).size
        case .hStack, .label:
            return try stackLayout(of: node, axis: .horizontal, spacing: parameters(of: node).spacing ?? screen.stackSpacing, proposal).size
        case .zStack:
            var size = Size.zero
            for item in layoutItems(of: node) {
                let itemSize = try sizeThatFits(item, proposal)
                size = Size(width: max(size.width, itemSize.width), height: max(size.height, itemSize.height))
            }
            return size
        case .scrollView where scrollAxis(of: node) == .horizontal:
            // As tall as its content: a horizontal scroll view's content takes its ideal height,
            // and the scroll view becomes that height (in a vertical scroll view's stack, a row of
            // cards, not a screen). Source: The SwiftUI Field Guide, "Scroll View",
            // https://www.swiftuifieldguide.com/layout/scrollview/ ("While a vertical scroll view
            // always becomes exactly as tall as proposed, [...] it only becomes as wide as the
            // width of its contents"; the same holds across a horizontal one's axis).
            let content = try stackLayout(layoutItems(of: node), axis: .horizontal, spacing: screen.stackSpacing,
                                          ProposedSize(width: nil, height: proposal.height))
            return Size(width: proposal.width ?? screen.size.width, height: min(content.size.height, proposal.height ?? .infinity))
        case .scrollView, .list:
            return proposal.replacingUnspecified(by: screen.size)
        case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid:
            let axis = kind.axis
            let grid = lazyGrid(of: node, crossLength: proposal[axis.cross] ?? screen.size[axis.cross])
            var size = Size.zero
            size[axis] = lazyLine(grid.lines, of: node, kind).start
            size[axis.cross] = proposal[axis.cross] ?? (axis == .vertical ? screen.width : screen.rowHeight)
            return size
        }
    }

    /// A custom layout's cache: made by its `makeCache(subviews:)` when first needed, and
    /// again after its subviews changed (SwiftUI's default `updateCache` does that).
    func layoutCache(_ node: ViewNode, _ layout: CustomLayout, _ subviews: [LayoutSubview]) throws -> Value {
        if let cache = node.geometry.layoutCache { return cache }
        let cache = try layout.makeCache?(subviews) ?? .void
        node.geometry.layoutCache = cache
        return cache
    }

    /// The direction of the stack a `Spacer` or `Divider` is in (vertical outside any).
    private func stackAxis(around node: ViewNode) -> Axis {
        var current = node.parent
        while let ancestor = current {
            if case .container(let kind) = ancestor.kind, kind != .group {
                if kind == .scrollView { return parameters(of: ancestor).scrollAxis ?? .vertical }
                return kind.axis
            }
            current = ancestor.parent
        }
        return .vertical
    }
}

extension ContainerKind {
    /// The direction it lays out along.
    var axis: Axis {
        switch self {
        case .hStack, .lazyHStack, .lazyHGrid, .label: .horizontal
        default: .vertical
        }
    }
}

extension NodeKind {
    /// `Group`, `ForEach` and `if`/`switch` content: view lists, whose views are the
    /// enclosing container's subviews.
    var isListKind: Bool {
        switch self {
        case .container(.group), .forEach, .conditional: true
        default: false
        }
    }
}
