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
///   navigation level and each tab gets all of it.
/// - Lazy stacks and grids: `rowHeight` per row (per item along a horizontal one), the
///   proposed width across.
/// - `.frame`, `.padding`: as in SwiftUI; other modifiers and user views: their content's.
/// - A custom `Layout`: its `sizeThatFits`; a representable: its `sizeThatFits`, or the
///   proposal (the screen's size where unspecified).
extension ViewGraph {
    /// The size `node` takes for `proposal`, asked once per proposal until it changes.
    func sizeThatFits(_ node: ViewNode, _ proposal: ProposedSize) throws -> Size {
        if let size = node.geometry.size(for: proposal) { return size }
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
        let items = kind.isLazy || kind == .scrollView || kind == .list ? [] : layoutItems(of: node)
        switch kind {
        case .vStack, .group:
            return try stackLayout(of: node, items, axis: .vertical, spacing: parameters(of: node).spacing ?? screen.stackSpacing, proposal).size
        case .hStack, .label:
            return try stackLayout(of: node, items, axis: .horizontal, spacing: parameters(of: node).spacing ?? screen.stackSpacing, proposal).size
        case .zStack:
            var size = Size.zero
            for item in items {
                let itemSize = try sizeThatFits(item, proposal)
                size = Size(width: max(size.width, itemSize.width), height: max(size.height, itemSize.height))
            }
            return size
        case .scrollView, .list:
            return proposal.replacingUnspecified(by: screen.size)
        case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid:
            let axis = kind.axis
            let grid = lazyGrid(of: node, crossLength: proposal[axis.cross] ?? screen.size[axis.cross])
            var size = Size.zero
            size[axis] = Double(grid.lines) * screen.rowHeight
            size[axis.cross] = proposal[axis.cross] ?? (axis == .vertical ? screen.width : screen.rowHeight)
            return size
        }
    }

    /// SwiftUI's stack algorithm: the space along the axis, less the spacing, is offered to
    /// the children from the least flexible to the most (flexibility: the size a child takes
    /// for an infinite proposal less the one for a zero proposal), each getting an equal share
    /// of what is left; an unspecified proposal gives every child its ideal size. Children sit
    /// one after the other, centered across.
    /// `stackLayout` of a stack node's subviews, worked out once per proposal until something
    /// inside the stack changes.
    func stackLayout(of node: ViewNode, _ items: [ViewNode], axis: Axis, spacing: Double, _ proposal: ProposedSize) throws
        -> (size: Size, sizes: [Size], proposals: [ProposedSize]) {
        if let last = node.geometry.stack, last.proposal == proposal, last.axis == axis, last.spacing == spacing, last.sizes.count == items.count {
            return (last.size, last.sizes, last.proposals)
        }
        let result = try stackLayout(items, axis: axis, spacing: spacing, proposal)
        node.geometry.stack = StackLayoutResult(proposal: proposal, axis: axis, spacing: spacing,
                                                size: result.size, sizes: result.sizes, proposals: result.proposals)
        return result
    }

    func stackLayout(_ items: [ViewNode], axis: Axis, spacing: Double, _ proposal: ProposedSize) throws
        -> (size: Size, sizes: [Size], proposals: [ProposedSize]) {
        let spaced = items.filter { if case .empty = $0.element { false } else { true } }.count
        let totalSpacing = spacing * Double(max(0, spaced - 1))
        var proposals = Array(repeating: proposal, count: items.count)
        var sizes = Array(repeating: Size.zero, count: items.count)
        func itemProposal(_ length: Double?) -> ProposedSize {
            var itemProposal = proposal
            itemProposal[axis] = length
            return itemProposal
        }
        if let length = proposal[axis] {
            var flexibility: [(index: Int, flexibility: Double)] = []
            for (index, item) in items.enumerated() {
                // A view whose length along the axis ignores the proposal need not be asked.
                if isRigid(item, along: axis) {
                    flexibility.append((index, 0))
                    continue
                }
                let smallest = try sizeThatFits(item, itemProposal(0))[axis]
                let largest = try sizeThatFits(item, itemProposal(.infinity))[axis]
                flexibility.append((index, largest - smallest))
            }
            flexibility.sort { $0.flexibility < $1.flexibility || ($0.flexibility == $1.flexibility && $0.index < $1.index) }
            var remaining = length - totalSpacing
            var left = Double(items.count)
            for (index, _) in flexibility {
                let share = remaining.isFinite ? max(0, remaining / left) : remaining
                proposals[index] = itemProposal(share)
                sizes[index] = try sizeThatFits(items[index], proposals[index])
                if remaining.isFinite { remaining -= sizes[index][axis] }
                left -= 1
            }
        } else {
            for (index, item) in items.enumerated() {
                proposals[index] = itemProposal(nil)
                sizes[index] = try sizeThatFits(item, proposals[index])
            }
        }
        var size = Size.zero
        size[axis] = sizes.reduce(totalSpacing) { $0 + $1[axis] }
        size[axis.cross] = sizes.map { $0[axis.cross] }.max() ?? 0
        return (size, sizes, proposals)
    }

    /// Whether a view's length along `axis` is the same for every proposal (so its
    /// flexibility is 0 without asking): a line of text or a control vertically, a fixed
    /// `.frame`, and stacks, modifiers and user views made of such views only.
    func isRigid(_ node: ViewNode, along axis: Axis) -> Bool {
        switch node.kind {
        case .text, .toggle, .textField: return axis == .vertical
        case .image, .empty, .divider: return true
        case .user, .modifier(.onAppear), .modifier(.onDisappear), .modifier(.id), .modifier(.task), .modifier(.onChange):
            guard let child = node.children.first else { return true }
            return isRigid(child, along: axis)
        default:
            break
        }
        switch node.element {
        case .text, .toggle, .textField: return axis == .vertical
        case .image, .empty, .divider: return true
        case .modified(_, .layout(.frame(let frame))):
            if (axis == .vertical ? frame.height : frame.width) != nil { return true }
            if (axis == .vertical ? (frame.minHeight, frame.maxHeight) : (frame.minWidth, frame.maxWidth)) != (nil, nil) { return false }
        case .modified(_, .layout(.padding)), .modified(_, .layout(.offset)):
            break
        case .container(.vStack, _), .container(.hStack, _), .container(.zStack, _), .container(.group, _), .container(.label, _),
             .conditional, .forEach:
            return layoutItems(of: node).allSatisfy { isRigid($0, along: axis) }
        case .modified, .user, .button:
            break
        default:
            return false
        }
        guard let child = node.children.first else { return true }
        return isRigid(child, along: axis)
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
