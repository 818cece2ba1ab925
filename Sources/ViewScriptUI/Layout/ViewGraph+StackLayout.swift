import ViewScriptRuntime

/// SwiftUI's stack algorithm: the space along the axis, less the spacing, is offered to the
/// children from the least flexible to the most (flexibility: the size a child takes for an
/// infinite proposal less the one for a zero proposal), each getting an equal share of what is
/// left; an unspecified proposal gives every child its ideal size. Children sit one after the
/// other, centered across.
///
/// A stack keeps its last layout (`StackLayoutResult`) for the proposal it was asked with.
/// When views inside some of its subviews changed (`setNeedsLayout` records which), only those
/// subviews are asked again, with the proposals the algorithm gave them and in the order it
/// asks them: if their lengths along the axis are what they were (or the proposal along the
/// axis is unspecified, so no share depends on them), the other subviews keep their sizes and
/// are not asked at all, as SwiftUI does not re-lay out what a change does not reach;
/// otherwise the whole algorithm runs again (the others answer from their size caches).
extension ViewGraph {
    /// `stackLayout` of a stack node's subviews, worked out once per proposal and brought up
    /// to date after changes inside it.
    func stackLayout(of node: ViewNode, axis: Axis, spacing: Double, _ proposal: ProposedSize) throws -> StackLayoutResult {
        if let last = node.geometry.stack, last.proposal == proposal, last.axis == axis, last.spacing == spacing {
            if last.changed.isEmpty { return last }
            if try update(last) { return last }
        }
        let items = layoutItems(of: node)
        let result = try stackLayout(items, axis: axis, spacing: spacing, proposal)
        for (index, item) in items.enumerated() { item.geometry.stackIndex = index }
        node.geometry.stack = result
        return result
    }

    func stackLayout(_ items: [ViewNode], axis: Axis, spacing: Double, _ proposal: ProposedSize) throws -> StackLayoutResult {
        let spaced = items.filter { if case .empty = $0.element { false } else { true } }.count
        let totalSpacing = spacing * Double(max(0, spaced - 1))
        // Without a length along the axis every subview gets the same proposal: no list of them.
        var proposals: [ProposedSize] = []
        var sizes = Array(repeating: Size.zero, count: items.count)
        var flexibilities: [Double] = []
        func itemProposal(_ length: Double?) -> ProposedSize {
            var itemProposal = proposal
            itemProposal[axis] = length
            return itemProposal
        }
        if let length = proposal[axis] {
            var flexibility: [(index: Int, flexibility: Double)] = []
            flexibilities.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let value = try self.flexibility(of: item, axis: axis, proposal)
                flexibility.append((index, value))
                flexibilities.append(value)
            }
            flexibility.sort { $0.flexibility < $1.flexibility || ($0.flexibility == $1.flexibility && $0.index < $1.index) }
            var remaining = length - totalSpacing
            var left = Double(items.count)
            proposals = Array(repeating: proposal, count: items.count)
            for (index, _) in flexibility {
                let share = remaining.isFinite ? max(0, remaining / left) : remaining
                proposals[index] = itemProposal(share)
                sizes[index] = try sizeThatFits(items[index], proposals[index])
                if remaining.isFinite { remaining -= sizes[index][axis] }
                left -= 1
            }
        } else {
            let itemProposal = itemProposal(nil)
            for (index, item) in items.enumerated() {
                sizes[index] = try sizeThatFits(item, itemProposal)
            }
        }
        var size = Size.zero
        size[axis] = sizes.reduce(totalSpacing) { $0 + $1[axis] }
        size[axis.cross] = sizes.map { $0[axis.cross] }.max() ?? 0
        return StackLayoutResult(proposal: proposal, axis: axis, spacing: spacing, items: items, size: size, sizes: sizes,
                                 proposals: proposals, flexibility: flexibilities, totalSpacing: totalSpacing)
    }

    /// How much a subview's length along the axis varies with the proposal (a view whose
    /// length ignores the proposal need not be asked).
    private func flexibility(of item: ViewNode, axis: Axis, _ proposal: ProposedSize) throws -> Double {
        if isRigid(item, along: axis) { return 0 }
        var smallest = proposal, largest = proposal
        smallest[axis] = 0
        largest[axis] = .infinity
        let low = try sizeThatFits(item, smallest)[axis]
        return try sizeThatFits(item, largest)[axis] - low
    }

    /// Asks the changed subviews again, as the full algorithm would; false if the result
    /// cannot be kept (a subview that is not where it was, or a new length that moves the
    /// shares of the others).
    private func update(_ stack: StackLayoutResult) throws -> Bool {
        var indices: [Int] = []
        for item in stack.changed {
            let index = item.geometry.stackIndex
            guard stack.items.indices.contains(index), stack.items[index] === item else { return false }
            if case .empty = item.element { return false }
            indices.append(index)
        }
        indices = Array(Set(indices)).sorted()
        let axis = stack.axis
        let finite = stack.proposal[axis] != nil
        if finite {
            // The flexibilities first, in the subviews' order; the shares then, least flexible first.
            for index in indices where try flexibility(of: stack.items[index], axis: axis, stack.proposal) != stack.flexibility[index] {
                return false
            }
            indices.sort { (stack.flexibility[$0], $0) < (stack.flexibility[$1], $1) }
        }
        var alongChanged = false
        // The stack is as wide as its widest subviews (`widestCount` of them): a subview that
        // narrows reads every size again only when it was the last of the widest.
        var cross = stack.size[axis.cross], widest = stack.widestCount
        for index in indices {
            let size = try sizeThatFits(stack.items[index], stack.proposal(at: index))
            let old = stack.sizes[index]
            if size[axis] != old[axis] {
                if finite { return false }
                alongChanged = true
                stack.shiftFrom = min(stack.shiftFrom ?? index, index)
            }
            if old[axis.cross] == cross { widest -= 1 }
            if size[axis.cross] > cross {
                cross = size[axis.cross]
                widest = 1
            } else if size[axis.cross] == cross {
                widest += 1
            }
            stack.sizes[index] = size
            stack.pendingPlacement.append(index)
        }
        stack.changed = []
        if alongChanged { stack.size[axis] = stack.sizes.reduce(stack.totalSpacing) { $0 + $1[axis] } }
        if widest <= 0 {
            statistics.stackSizesRescanned += stack.sizes.count
            cross = stack.sizes.map { $0[axis.cross] }.max() ?? 0
            widest = StackLayoutResult.count(stack.sizes, across: axis, equalTo: cross)
        }
        stack.size[axis.cross] = cross
        stack.widestCount = widest
        return true
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
        case .button(let button) where button.title != nil:
            return axis == .vertical
        case .modified, .user, .button:
            break
        default:
            return false
        }
        guard let child = node.children.first else { return true }
        return isRigid(child, along: axis)
    }
}
