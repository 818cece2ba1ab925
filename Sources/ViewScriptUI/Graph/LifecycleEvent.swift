/// What the view graph did, in order: the log tests read (and, later, `--trace`).
/// Names are user view names as `ViewNode.name` makes them (`Row#3` for the row with id 3).
public enum LifecycleEvent: Equatable, CustomStringConvertible, Sendable {
    case bodyEvaluated(String)
    /// The view was inserted: its state storage exists from now on.
    case stateCreated(String)
    /// The view was removed: its state is gone.
    case stateDestroyed(String)
    case appeared(String)
    case disappeared(String)
    case taskStarted(String)
    case taskCancelled(String)
    /// A runtime warning, as printed (B33).
    case warning(String)

    public var description: String {
        switch self {
        case .bodyEvaluated(let name): "body \(name)"
        case .stateCreated(let name): "state created \(name)"
        case .stateDestroyed(let name): "state destroyed \(name)"
        case .appeared(let name): "appear \(name)"
        case .disappeared(let name): "disappear \(name)"
        case .taskStarted(let name): "task started \(name)"
        case .taskCancelled(let name): "task cancelled \(name)"
        case .warning(let message): "warning \(message)"
        }
    }
}

/// Counters for benchmarks and scaling tests.
public struct GraphStatistics: Equatable, Sendable {
    /// Nodes inserted into the render tree, since the graph was made.
    public var nodesCreated = 0
    /// User view bodies evaluated.
    public var bodiesEvaluated = 0
    /// Render passes run.
    public var passes = 0
    /// Frames rendered (one per render pass, after its `onAppear`s).
    public var frames = 0
}
