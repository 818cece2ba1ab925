/// The visibility index: for every node, the area in which it or a view below it can be
/// visible (its *extent*), kept up to date as layout moves frames and reconciliation changes
/// children. The walk of what is on screen (`ViewGraph+Visibility.swift`) skips a subtree whose
/// extent does not meet the area that can show it, and finds the children that may show in a
/// long run of children ordered along an axis (a stack's rows) by binary search; so finding a
/// tap's target or listing what is on screen costs what is near the viewport, not the whole
/// tree (a `ScrollView` of 10,000 rows shows about twenty).
///
/// An extent is the union of the node's frame and its children's extents, with three rules
/// that follow how visibility is decided:
/// - a scroll container shows its content only inside its own frame: its extent is its frame
///   (its scroll offset does not matter, nor does its content's extent);
/// - a lazy container's row is visible by its row frame as a whole: its extent is its frame;
/// - toolbar items are visible wherever the content is (in their bar): a subtree holding them
///   is never skipped (an unbounded extent).
/// - a view list between a container and its subviews (`ForEach`, `Group`, `if`, a user view
///   whose body is one) takes the container's bounds (`frameListNodes`) and shows nothing of
///   its own: its extent is its children's alone, so the rows of a stack are found apart. Such
///   a node far from the viewport is skipped with its rows: the walk that skips lists only the
///   visible nodes that show or act (texts, controls, modifiers), which is all its users ask.
/// A stale extent is marked `nil` on the node and on its ancestors (up to the first one marked
/// already: an ancestor of a stale node is always stale), and computed again when asked.
extension ViewNode {
    /// The extent, in the parent's content coordinates (computed again if stale).
    var extent: Rect {
        if let cached = cachedExtent { return cached }
        let computed = computeExtent()
        cachedExtent = computed
        return computed
    }

    /// Marks the extent of this node and its ancestors stale. An ancestor whose children are
    /// ordered along an axis (a stack's rows) keeps its last extent and notes which child
    /// changed: when asked again, it checks that child alone (`updatedExtent`).
    func invalidateExtent() {
        keptExtent = nil
        staleChildren = []
        var current: ViewNode? = self
        var child: ViewNode?
        while let node = current {
            if let child, node.keptExtent != nil || (node.cachedExtent != nil && node.orderedChildAxis != nil) {
                if node.keptExtent == nil { node.keptExtent = node.cachedExtent }
                if node.staleChildren.last !== child { node.staleChildren.append(child) }
            }
            guard node.cachedExtent != nil else { return }
            node.cachedExtent = nil
            child = node
            current = node.parent
        }
    }

    /// The kept extent, if the children that changed still fit in it and keep the children's
    /// order along the axis (a row whose text changed); nil if it must be worked out again.
    private func updatedExtent() -> Rect? {
        guard let kept = keptExtent, let axis = orderedChildAxis, kept != .unbounded else { return nil }
        let isScrollable = if case .container(let kind) = kind, kind.isScrollable { true } else { false }
        let origin = geometry.frame.origin
        for child in staleChildren {
            guard child.isMounted, child.parent === self else { return nil }
            let index = child.indexInParent
            guard children.indices.contains(index), children[index] === child else { return nil }
            let inner = childExtent(index)
            if inner == .unbounded { return nil }
            if !isScrollable {
                let moved = Bounds(inner.offsetBy(origin)), bounds = Bounds(kept)
                guard moved.minX >= bounds.minX, moved.maxX <= bounds.maxX, moved.minY >= bounds.minY, moved.maxY <= bounds.maxY else { return nil }
            }
            let interval = Interval(inner, axis)
            if index > 0 {
                let previous = Interval(childExtent(index - 1), axis)
                guard previous.min <= interval.min, previous.max <= interval.max else { return nil }
            }
            if index + 1 < children.count {
                let next = Interval(childExtent(index + 1), axis)
                guard interval.min <= next.min, interval.max <= next.max else { return nil }
            }
        }
        return kept
    }

    /// Sets the node's frame; a new frame makes the index stale around it.
    func setFrame(_ frame: Rect) {
        if geometry.update(frame: frame) { invalidateExtent() }
    }

    /// The extent of child `index` as its parent's visibility sees it: a lazy row's frame
    /// stands for everything in it (unbounded if it holds toolbar items).
    func childExtent(_ index: Int) -> Rect {
        let child = children[index]
        guard case .container(let kind) = kind, kind.isLazy else { return child.extent }
        return child.extent == .unbounded ? .unbounded : child.geometry.frame
    }

    /// The positions of the children that may be visible in `clip` (in this node's content
    /// coordinates): every child, narrowed by binary search when the children are ordered.
    func childrenThatMayShow(in clip: Rect) -> Range<Int> {
        _ = extent
        guard let axis = orderedChildAxis else { return children.indices }
        let low = clip.min(axis), high = clip.max(axis)
        // The first child ending after `low` (those before end at or before it)...
        var lower = 0, upper = children.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if Interval(childExtent(middle), axis).max > low { upper = middle } else { lower = middle + 1 }
        }
        let start = lower
        // ...up to the first child starting at or after `high`.
        upper = children.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if Interval(childExtent(middle), axis).min >= high { upper = middle } else { lower = middle + 1 }
        }
        return start..<lower
    }

    private func computeExtent() -> Rect {
        defer {
            keptExtent = nil
            staleChildren = []
        }
        if let kept = updatedExtent() { return kept }
        orderedChildAxis = nil
        if key.isToolbarItems { return .unbounded }
        let frame = geometry.frame
        guard frame.isFinite else { return .unbounded }
        var bounds: Bounds? = isViewList ? nil : Bounds(frame)
        let isScrollable = if case .container(let kind) = kind, kind.isScrollable { true } else { false }
        var order = ChildOrder()
        for index in children.indices {
            let inner = childExtent(index)
            if inner == .unbounded { return .unbounded }
            order.add(inner)
            if !isScrollable {
                let moved = inner.offsetBy(frame.origin)
                if bounds == nil { bounds = Bounds(moved) } else { bounds?.add(moved) }
            }
        }
        if children.count >= ChildOrder.minimumCount { orderedChildAxis = order.axis }
        return (bounds ?? Bounds(frame)).rect
    }

    /// A view list that takes its container's bounds and shows nothing itself.
    var isViewList: Bool {
        kind.isListKind || (kind.isUser && children.first?.kind.isListKind == true)
    }
}

/// Whether children's extents are ordered along an axis: their starts and their ends never
/// go back. Of the two axes, the one along which they spread most.
private struct ChildOrder {
    static let minimumCount = 16
    private var count = 0
    private var firstX = 0.0, firstY = 0.0
    private var lastX = Interval(min: 0, max: 0), lastY = Interval(min: 0, max: 0)
    private var orderedX = true, orderedY = true

    mutating func add(_ rect: Rect) {
        let x = Interval(rect, .horizontal), y = Interval(rect, .vertical)
        if count == 0 {
            firstX = x.min
            firstY = y.min
        } else {
            if x.min < lastX.min || x.max < lastX.max { orderedX = false }
            if y.min < lastY.min || y.max < lastY.max { orderedY = false }
        }
        count += 1
        lastX = x
        lastY = y
    }

    var axis: Axis? {
        guard count > 0 else { return nil }
        let spreadX = lastX.min - firstX, spreadY = lastY.min - firstY
        if orderedY, !orderedX || spreadY >= spreadX { return .vertical }
        return orderedX ? .horizontal : nil
    }
}

/// A rectangle's extent along an axis, whichever way round it is given.
private struct Interval {
    var min: Double
    var max: Double

    init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }

    init(_ rect: Rect, _ axis: Axis) {
        min = Swift.min(rect.min(axis), rect.max(axis))
        max = Swift.max(rect.min(axis), rect.max(axis))
    }
}

/// A growing union of rectangles, by their corners whichever way round they are given.
private struct Bounds {
    var minX, minY, maxX, maxY: Double

    init(_ rect: Rect) {
        minX = Swift.min(rect.minX, rect.maxX)
        maxX = Swift.max(rect.minX, rect.maxX)
        minY = Swift.min(rect.minY, rect.maxY)
        maxY = Swift.max(rect.minY, rect.maxY)
    }

    mutating func add(_ rect: Rect) {
        let other = Bounds(rect)
        minX = Swift.min(minX, other.minX)
        maxX = Swift.max(maxX, other.maxX)
        minY = Swift.min(minY, other.minY)
        maxY = Swift.max(maxY, other.maxY)
    }

    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}

extension Rect {
    /// The extent of a subtree that may be visible anywhere.
    static let unbounded = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)

    /// No coordinate is NaN or infinite.
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

/// An extent as a node keeps it: four single-precision edges, each rounded outwards, so the
/// kept extent holds the exact one (the walk only skips a subtree whose extent misses the
/// clip, and a larger extent skips less; what is visible is decided by frames), and `nil`
/// as NaN: 16 bytes a node where a `Rect?` takes 40.
struct PackedExtent {
    private var minX = Float.nan, minY = Float.nan, maxX = Float.nan, maxY = Float.nan

    init() {}

    init(_ rect: Rect?) {
        guard let rect else { return }
        if rect == .unbounded {
            (minX, minY, maxX, maxY) = (-.infinity, -.infinity, .infinity, .infinity)
            return
        }
        minX = Self.below(Swift.min(rect.minX, rect.maxX))
        minY = Self.below(Swift.min(rect.minY, rect.maxY))
        maxX = Self.above(Swift.max(rect.minX, rect.maxX))
        maxY = Self.above(Swift.max(rect.minY, rect.maxY))
    }

    var rect: Rect? {
        if minX.isNaN { return nil }
        if minX == -.infinity, maxX == .infinity, minY == -.infinity, maxY == .infinity { return .unbounded }
        let x = Double(minX), y = Double(minY)
        return Rect(x: x, y: y, width: Double(maxX) - x, height: Double(maxY) - y)
    }

    private static func below(_ value: Double) -> Float {
        let rounded = Float(value)
        return Double(rounded) > value ? rounded.nextDown : rounded
    }

    private static func above(_ value: Double) -> Float {
        let rounded = Float(value)
        return Double(rounded) < value ? rounded.nextUp : rounded
    }
}
