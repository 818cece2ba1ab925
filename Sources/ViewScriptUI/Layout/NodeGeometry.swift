import ViewScriptRuntime

/// What the layout phase knows of one node, kept inline in its `ViewNode` (a 100,000-row tree
/// has 300,000 of them: no object of its own, and its proposals packed as two doubles and a
/// few flag bits instead of two optional `ProposedSize`s).
struct NodeGeometry {
    /// Where the node is, in the content coordinates of its parent node (a scroll
    /// container's scroll offset is not in its children's frames: it is applied when frames
    /// are turned into screen positions, so scrolling moves no frame). Set through
    /// `ViewNode.setFrame`, which keeps the visibility index up to date.
    private(set) var frame = Rect.zero

    /// Sets the frame; whether it changed.
    mutating func update(frame newFrame: Rect) -> Bool {
        guard frame != newFrame else { return false }
        frame = newFrame
        return true
    }

    /// A proposal stored as two doubles and three bits: whether there is one, and which of its
    /// lengths are unspecified.
    private struct PackedProposal {
        var width = 0.0, height = 0.0

        static let present: UInt8 = 1, noWidth: UInt8 = 2, noHeight: UInt8 = 4

        func unpacked(_ bits: UInt8) -> ProposedSize? {
            guard bits & Self.present != 0 else { return nil }
            return ProposedSize(width: bits & Self.noWidth != 0 ? nil : width, height: bits & Self.noHeight != 0 ? nil : height)
        }

        /// Stores `proposal`; returns its bits.
        mutating func pack(_ proposal: ProposedSize) -> UInt8 {
            width = proposal.width ?? 0
            height = proposal.height ?? 0
            return Self.present | (proposal.width == nil ? Self.noWidth : 0) | (proposal.height == nil ? Self.noHeight : 0)
        }

        func equals(_ proposal: ProposedSize, _ bits: UInt8) -> Bool {
            guard bits & Self.present != 0 else { return false }
            if let proposed = proposal.width {
                guard bits & Self.noWidth == 0, width == proposed else { return false }
            } else if bits & Self.noWidth == 0 {
                return false
            }
            if let proposed = proposal.height {
                guard bits & Self.noHeight == 0, height == proposed else { return false }
            } else if bits & Self.noHeight == 0 {
                return false
            }
            return true
        }
    }
    /// The lengths of the last proposal it answered a size for, which are also those of the
    /// proposal it was placed with when the two are the same (they nearly always are: a view
    /// is asked its size and then placed with the same proposal); each reads them with its
    /// own bits (`answeredBits`, `placedBits`), and a different placed proposal is kept apart.
    private var storedProposal = PackedProposal()
    /// The last size it answered (for the proposal `storedProposal` read with `answeredBits`).
    var lastSize = Size.zero
    private var rare: Rare?
    private var answeredBits: UInt8 = 0
    /// Nonzero: the placed proposal is `storedProposal` read with these bits; zero: it is the
    /// one in `rare` (nil there: never placed).
    private var placedBits: UInt8 = 0

    /// The proposal the node was placed with (`nil`: never placed).
    var proposal: ProposedSize? {
        get { placedBits != 0 ? storedProposal.unpacked(placedBits) : rare?.placed }
        set {
            if let newValue, answeredBits != 0, storedProposal.equals(newValue, answeredBits) {
                placedBits = answeredBits
            } else if let newValue, placedBits != 0, storedProposal.equals(newValue, placedBits) {
                return
            } else {
                placedBits = 0
                if newValue != nil || rare?.placed != nil { rareFields().placed = newValue }
            }
        }
    }
    /// A lazy container whose rows wait for the first placement of its scroll container (a
    /// `List` itself, or the `ScrollView` around a lazy stack, which is marked too), where its
    /// visible frame is known (`ViewGraph.reconcileLazy`).
    var awaitsRows = false
    /// Something inside it changed since it was last placed: its sizes must be asked again.
    var needsLayout = true
    /// Its position among the subviews of the stack that last laid it out.
    private var storedStackIndex: Int32 = 0
    var stackIndex: Int {
        get { Int(storedStackIndex) }
        set { storedStackIndex = Int32(truncatingIfNeeded: newValue) }
    }
    /// The layout generation in which it was last marked (marks stop at a node marked in the
    /// same generation: everything above it is marked already).
    private var storedMarkedGeneration: Int32 = -1
    var markedGeneration: Int {
        get { Int(storedMarkedGeneration) }
        set { storedMarkedGeneration = Int32(truncatingIfNeeded: newValue) }
    }
    /// Sizes it answered for proposals since it last changed (SwiftUI asks a view's size
    /// once per proposal: a custom layout's `sizeThatFits` runs once per proposal and change).
    /// The last answer is kept inline, the others in `sizes` (most views are asked once).
    var lastProposal: ProposedSize? {
        get { storedProposal.unpacked(answeredBits) }
        set {
            // (Forgetting the answer keeps the lengths: the placed proposal may read them.)
            guard let newValue else {
                answeredBits = 0
                return
            }
            if placedBits != 0, !storedProposal.equals(newValue, placedBits) {
                rareFields().placed = storedProposal.unpacked(placedBits)
                placedBits = 0
            }
            answeredBits = storedProposal.pack(newValue)
        }
    }

    func size(for proposal: ProposedSize) -> Size? {
        if storedProposal.equals(proposal, answeredBits) { return lastSize }
        guard let sizes = rare?.sizes, !sizes.isEmpty else { return nil }
        return sizes[proposal]
    }

    mutating func remember(_ size: Size, for proposal: ProposedSize) {
        if let last = lastProposal { rareFields().sizes[last] = lastSize }
        lastProposal = proposal
        lastSize = size
    }

    /// Forgets the sizes it answered (a change inside it may change them).
    mutating func forgetAnswers() {
        lastProposal = nil
        if let rare, !rare.sizes.isEmpty { rare.sizes.removeAll() }
    }

    /// A stack's last layout (`stackLayout`), for the proposal it was asked with: asking the
    /// stack its size and then placing its subviews lays it out once. Dropped when the stack
    /// itself or its list of subviews changes; a change inside a subview is recorded in it.
    var stack: StackLayoutResult? {
        get { rare?.stack }
        set { if newValue != nil || rare != nil { rareFields().stack = newValue } }
    }
    /// What only a stack, a view asked its size for more than one proposal, a scroll
    /// container, a custom layout, a `GeometryReader` or a `ViewThatFits` keeps, made when
    /// first set (most nodes are none of these: a row's text is asked once).
    private final class Rare {
        /// The sizes answered before the last one.
        var sizes: [ProposedSize: Size] = [:]
        var stack: StackLayoutResult?
        /// The proposal it was placed with, when not the last one it answered for.
        var placed: ProposedSize?
        var contentSize = Size.zero
        var layoutCache: Value?
        var readerProxy: GeometryProxy?
        var chosenChild: Int?
        var lazyLines = LazyLines()
        var rowsViewportLength: Double?
    }
    private mutating func rareFields() -> Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// For a scroll container whose lazy rows were built (a `List`, or the `ScrollView` around
    /// a lazy stack): the length of its viewport then. Placed with another, the rows are built
    /// again for the new one (`ViewGraph.rebuildRowsIfViewportChanged`).
    var rowsViewportLength: Double? {
        get { rare?.rowsViewportLength }
        set { if newValue != nil || rare != nil { rareFields().rowsViewportLength = newValue } }
    }
    /// A scroll container's content size (its scrollable extent).
    var contentSize: Size {
        get { rare?.contentSize ?? .zero }
        set { if newValue != .zero || rare != nil { rareFields().contentSize = newValue } }
    }
    /// A custom layout's cache (`makeCache(subviews:)`), kept until its subviews change.
    var layoutCache: Value? {
        get { rare?.layoutCache }
        set { if newValue != nil || rare != nil { rareFields().layoutCache = newValue } }
    }
    /// A `GeometryReader`'s proxy its content was last built with.
    var readerProxy: GeometryProxy? {
        get { rare?.readerProxy }
        set { if newValue != nil || rare != nil { rareFields().readerProxy = newValue } }
    }
    /// A `ViewThatFits`'s child on screen.
    var chosenChild: Int? {
        get { rare?.chosenChild }
        set { if newValue != nil || rare != nil { rareFields().chosenChild = newValue } }
    }
    /// A lazy container's measured lines (`LazyLines.swift`).
    var lazyLines: LazyLines {
        get { rare?.lazyLines ?? LazyLines() }
        set { rareFields().lazyLines = newValue }
        _modify { yield &rareFields().lazyLines }
    }
}

/// The layout phase's own state in the graph.
struct LayoutState {
    /// Counts layout phases.
    var generation = 0
    /// Nodes marked whose ancestors were not (the root, or a scroll container whose size
    /// does not depend on its content): the layout phase starts from them.
    var roots: [ViewNode] = []
}

/// The representables a render pass inserted or changed, for the platform step.
struct PlatformChanges {
    var inserted: [ViewNode] = []
    var updated: [ViewNode] = []
    var removed: [ViewNode] = []
}

/// What `stackLayout` worked out for a stack's subviews, and for which proposal; brought up
/// to date in place when only some subviews changed inside (`ViewGraph+StackLayout.swift`),
/// and what its placement left, so that placing it again moves only what changed.
final class StackLayoutResult {
    let proposal: ProposedSize
    let axis: Axis
    let spacing: Double
    /// The subviews laid out.
    let items: [ViewNode]
    var size: Size
    var sizes: [Size]
    /// Each subview's proposal, when the stack's proposal has a length along the axis (shared
    /// out by flexibility); empty when it has none, and every subview gets the stack's
    /// proposal without a length along the axis (a scroll view's stack of 100,000 rows).
    private let proposals: [ProposedSize]
    /// Each subview's flexibility (only for a proposal with a length along the axis).
    let flexibility: [Double]
    let totalSpacing: Double
    /// Subviews inside which something changed since the sizes were worked out.
    var changed: [ViewNode] = []
    /// How many subviews are as long across as the stack (its widest, for a vertical one):
    /// a change that narrows one of them reads every size again only when it was the last.
    var widestCount: Int

    // Placement (`placeStack`)
    /// The size the stack was placed at, and where its subviews start along the axis there.
    var placedSize: Size?
    var start = 0.0
    var positions: [Double] = []
    /// Subviews asked again since the stack was placed, and the first whose length changed.
    var pendingPlacement: [Int] = []
    var shiftFrom: Int?

    /// The proposal subview `index` was given.
    func proposal(at index: Int) -> ProposedSize {
        if !proposals.isEmpty { return proposals[index] }
        var shared = proposal
        shared[axis] = nil
        return shared
    }

    init(proposal: ProposedSize, axis: Axis, spacing: Double, items: [ViewNode], size: Size, sizes: [Size],
         proposals: [ProposedSize], flexibility: [Double], totalSpacing: Double) {
        self.proposal = proposal
        self.axis = axis
        self.spacing = spacing
        self.items = items
        self.size = size
        self.sizes = sizes
        self.proposals = proposals
        self.flexibility = flexibility
        self.totalSpacing = totalSpacing
        widestCount = Self.count(sizes, across: axis, equalTo: size[axis.cross])
    }

    /// How many of `sizes` are `length` long across `axis`.
    static func count(_ sizes: [Size], across axis: Axis, equalTo length: Double) -> Int {
        var count = 0
        for size in sizes where size[axis.cross] == length { count += 1 }
        return count
    }
}
