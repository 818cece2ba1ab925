import ViewScriptRuntime

/// `GeometryReader { proxy in ... }`: content that is a function of the reader's own size and
/// place. SwiftUI calls the closure (escaping) when it lays the reader out, so the graph
/// calls it in the layout phase with the frame the reader was given (`ViewGraph+GeometryReader`).
public struct GeometryReaderContent {
    public var content: (GeometryProxy) throws -> ViewElement

    public init(content: @escaping (GeometryProxy) throws -> ViewElement) {
        self.content = content
    }
}

/// A shape: a built-in one (`Circle`) or a program's type conforming to `Shape`, whose
/// `path(in:)` the graph calls when it places the shape with a new size or new fields.
public struct ShapeContent {
    public var name: String
    public var fields: [UserView.Field]
    public var path: ((Rect) throws -> Void)?

    public init(_ name: String, fields: [UserView.Field] = [], path: ((Rect) throws -> Void)? = nil) {
        self.name = name
        self.fields = fields
        self.path = path
    }
}

/// `ViewThatFits(in: axes) { a; b; c }`: the first view whose ideal size fits the proposal
/// along `axes` (the last one if none does) is on screen; the others are built but hidden.
public struct ViewThatFitsContent {
    public var axes: [Axis]
    public var children: [ViewElement]

    public init(axes: [Axis] = [.horizontal, .vertical], children: [ViewElement]) {
        self.axes = axes
        self.children = children
    }
}

/// What a `GeometryReader`'s content gets: the reader's size, its frame on the screen (the
/// `.global` space) and the safe area insets (none: the simulated screen has no safe area,
/// see `Screen`).
public struct GeometryProxy: Equatable, Sendable {
    public var size: Size
    /// The reader's frame in screen coordinates (`frame(in: .global)`).
    public var globalFrame: Rect
    public var safeAreaInsets: EdgeInsets

    public init(size: Size, globalFrame: Rect, safeAreaInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
    }

    /// `frame(in: .local)`: the reader's own bounds.
    public var localFrame: Rect { Rect(origin: .zero, size: size) }
}
