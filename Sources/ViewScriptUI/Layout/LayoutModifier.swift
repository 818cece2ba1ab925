/// The modifiers and parameters that change geometry but not lifecycle: they wrap the view
/// they apply to as a `.layout` modifier node. The first three are SwiftUI modifiers; the
/// others carry a container's or a `Spacer`'s initializer arguments (`VStack(spacing: 0)`,
/// `Spacer(minLength: 2000)`, `LazyVGrid(columns:)`) to the layout of the view they wrap.
public enum LayoutModifier: Equatable, Sendable {
    /// `.frame(width:height:)` and `.frame(minWidth:maxWidth:minHeight:maxHeight:)`.
    case frame(Frame)
    /// `.padding(...)`: the insets added around the content.
    case padding(EdgeInsets)
    /// `.offset(x:y:)`: moves the content without changing its size.
    case offset(x: Double, y: Double)
    /// A stack's or grid's `spacing:` (`nil`: the default, `Screen.stackSpacing`).
    case spacing(Double?)
    /// `Spacer(minLength:)`.
    case minLength(Double)
    /// `LazyVGrid(columns:)`'s columns, `LazyHGrid(rows:)`'s rows.
    case grid([GridItem])
    /// `ScrollView(.horizontal)`: the axis it scrolls along.
    case scrollAxis(Axis)

    /// The ones that are parameters of the view they wrap, rather than a modifier of their own.
    var isParameter: Bool {
        switch self {
        case .spacing, .minLength, .grid, .scrollAxis: true
        case .frame, .padding, .offset: false
        }
    }
}

/// `.frame(...)`: a fixed size along a dimension, or bounds on it; `nil` leaves it to the content.
public struct Frame: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
}

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`).
public struct GridItem: Equatable, Sendable {
    public enum Size: Equatable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many columns of at least `minimum` points as fit.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    public var spacing: Double?

    public init(_ size: Size, spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }

    /// How many columns a list of grid items makes in `length` points (SwiftUI: each fixed or
    /// flexible item is one column; an adaptive item fits as many columns of its minimum
    /// size, with the spacing between them, as the space left allows, at least one).
    static func count(of items: [GridItem], in length: Double, spacing: Double) -> Int {
        let fixed = items.reduce(0.0) { total, item in
            switch item.size {
            case .fixed(let size): total + size
            case .flexible(let minimum, _): total + minimum
            case .adaptive: total
            }
        }
        let adaptive = items.filter { if case .adaptive = $0.size { true } else { false } }
        var count = items.count - adaptive.count
        let remaining = length - fixed - spacing * Double(max(0, count))
        for item in adaptive {
            guard case .adaptive(let minimum, _) = item.size else { continue }
            let share = remaining / Double(adaptive.count)
            count += max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
        }
        return max(1, count)
    }
}
