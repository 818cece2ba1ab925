import ViewScriptRuntime

/// A program type conforming to `Layout`, used as a container (`MyLayout(name: "outer") { ... }`).
/// The graph calls it in the layout phase: `sizeThatFits` when its parent asks for its size,
/// `placeSubviews` when it is given its frame; its subviews answer `sizeThatFits` by laying
/// themselves out (B1: `outer layout`, `inner layout`, `helper layout`, parent before child).
public struct CustomLayout {
    public typealias SizeThatFits = (_ proposal: ProposedSize, _ subviews: [LayoutSubview], _ cache: inout Value) throws -> Size
    public typealias PlaceSubviews = (_ bounds: Rect, _ proposal: ProposedSize, _ subviews: [LayoutSubview],
                                      _ cache: inout Value) throws -> Void

    public var typeName: String
    /// The layout's stored properties: when they change, it lays out again.
    public var fields: [UserView.Field]
    /// `makeCache(subviews:)`, if the type declares one; the cache is `()` otherwise.
    public var makeCache: (([LayoutSubview]) throws -> Value)?
    public var sizeThatFits: SizeThatFits
    public var placeSubviews: PlaceSubviews

    public init(_ typeName: String, fields: [UserView.Field] = [], makeCache: (([LayoutSubview]) throws -> Value)? = nil,
                sizeThatFits: @escaping SizeThatFits, placeSubviews: @escaping PlaceSubviews) {
        self.typeName = typeName
        self.fields = fields
        self.makeCache = makeCache
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }
}

/// SwiftUI's `LayoutSubview`: a proxy for one subview of a custom layout, valid during the
/// call that received it. Asking its size lays the subview out (calling its own layout's
/// `sizeThatFits` the first time a proposal is asked in a pass); `place` records where it goes.
public final class LayoutSubview {
    unowned let graph: ViewGraph
    let node: ViewNode
    /// What `place(at:anchor:proposal:)` recorded (the last call wins).
    var placement: (position: Point, anchor: UnitPoint, proposal: ProposedSize)?

    init(graph: ViewGraph, node: ViewNode) {
        self.graph = graph
        self.node = node
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        try graph.sizeThatFits(node, proposal)
    }

    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        placement = (position, anchor, proposal)
    }
}

extension Array where Element == UserView.Field {
    /// Whether two field lists are the same input (closures never are).
    func isSameInput(as other: [UserView.Field]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.name == $1.name && $0.value.isSameViewInput(as: $1.value) }
    }
}
