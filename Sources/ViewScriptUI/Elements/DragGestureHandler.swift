/// A `DragGesture` attached to a view (`.gesture`, `.simultaneousGesture`,
/// `.highPriorityGesture`): what a `drag "TEXT" by DX, DY` step calls (ViewGraph+Drag.swift).
public struct DragGestureHandler {
    /// `DragGesture(coordinateSpace:)`: the locations are in the view's own coordinates
    /// (`.local`, the default) or the screen's (`.global`).
    public enum Space: Sendable { case local, global }

    public var space: Space
    /// `DragGesture(minimumDistance:)` (10 points by default): a shorter drag does not make
    /// the gesture succeed, and none of its closures run.
    public var minimumDistance: Double
    /// The `.updating` and `.onChanged` closures, with the value while the finger moves.
    public var changed: (DragValue) throws -> Void
    /// The `.onEnded` closures, then the `@GestureState`s of `.updating` back to their values
    /// before the gesture.
    public var ended: (DragValue) throws -> Void

    public init(space: Space, minimumDistance: Double, changed: @escaping (DragValue) throws -> Void,
                ended: @escaping (DragValue) throws -> Void) {
        self.space = space
        self.minimumDistance = minimumDistance
        self.changed = changed
        self.ended = ended
    }
}

/// `DragGesture.Value`: where the drag started and is now, and the translation between.
public struct DragValue: Equatable, Sendable {
    public var startLocation: Point
    public var location: Point
    public var translation: Size { Size(width: location.x - startLocation.x, height: location.y - startLocation.y) }

    public init(startLocation: Point, location: Point) {
        self.startLocation = startLocation
        self.location = location
    }
}
