/// Points on the simulated screen: sizes, positions and rectangles, and the size a parent
/// proposes to a child (SwiftUI's `ProposedViewSize`: `nil` along a dimension means
/// "unspecified: take your ideal size").
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width) x \(height)" }

    subscript(axis: Axis) -> Double {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }
}

public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    subscript(axis: Axis) -> Double {
        get { axis == .vertical ? y : x }
        set { if axis == .vertical { y = newValue } else { x = newValue } }
    }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    func min(_ axis: Axis) -> Double { origin[axis] }
    func max(_ axis: Axis) -> Double { origin[axis] + size[axis] }

    /// Whether the two rectangles share an area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The common part (`nil` when they do not overlap).
    func intersection(_ other: Rect) -> Rect? {
        guard overlaps(other) else { return nil }
        let x = Swift.max(minX, other.minX), y = Swift.max(minY, other.minY)
        return Rect(x: x, y: y, width: Swift.min(maxX, other.maxX) - x, height: Swift.min(maxY, other.maxY) - y)
    }

    func offsetBy(_ point: Point) -> Rect {
        Rect(origin: Point(x: origin.x + point.x, y: origin.y + point.y), size: size)
    }

    public var description: String { "(\(minX), \(minY), \(size.width), \(size.height))" }
}

/// The size a parent offers a child; `nil` along a dimension: unspecified (the child's ideal).
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// SwiftUI's `replacingUnspecifiedDimensions(by:)`.
    public func replacingUnspecified(by size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> Double? {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }
}

/// A point in a view's own unit square: `(0, 0)` its top leading corner, `(0.5, 0.5)` its center.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// The direction a stack, a lazy container or a scroll view lays out along.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    var cross: Axis { self == .vertical ? .horizontal : .vertical }
}
