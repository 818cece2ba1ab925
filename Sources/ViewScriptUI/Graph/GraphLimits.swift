/// The view graph's bounds: a render that never settles, a view that contains itself and a
/// task that restarts itself end with an error instead of a hang or a stack overflow.
/// Adjustable from the command line (`--max-render-passes`, `--max-view-depth`,
/// `--max-task-restarts`).
public struct GraphLimits: Sendable, Equatable {
    /// Render passes one event may take (React's "Too many re-renders" stops at 25 too).
    public var renderPasses: Int
    /// Nesting of the render tree, counting containers and modifiers: a view whose body
    /// contains itself reaches it quickly; real screens stay far below.
    public var viewDepth: Int
    /// Render passes that cancel a `.task` and start one again, at one instant of virtual
    /// time: a task whose every run gives its view a new identity (an `if` branch around it
    /// switches) or changes its own `id:` restarts forever, in SwiftUI too. A screen restarts
    /// its tasks a few times per event; this stops the loop long before the turn limit.
    public var taskRestarts: Int

    public init(renderPasses: Int = 25, viewDepth: Int = 2_000, taskRestarts: Int = 1_000) {
        self.renderPasses = renderPasses
        self.viewDepth = viewDepth
        self.taskRestarts = taskRestarts
    }
}
