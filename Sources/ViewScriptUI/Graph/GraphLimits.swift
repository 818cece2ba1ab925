/// The view graph's bounds: a render that never settles and a view that contains itself
/// end with an error instead of a hang or a stack overflow. Adjustable from the command
/// line (`--max-render-passes`, `--max-view-depth`).
public struct GraphLimits: Sendable, Equatable {
    /// Render passes one event may take (React's "Too many re-renders" stops at 25 too).
    public var renderPasses: Int
    /// Nesting of the render tree, counting containers and modifiers: a view whose body
    /// contains itself reaches it quickly; real screens stay far below.
    public var viewDepth: Int

    public init(renderPasses: Int = 25, viewDepth: Int = 2_000) {
        self.renderPasses = renderPasses
        self.viewDepth = viewDepth
    }
}
