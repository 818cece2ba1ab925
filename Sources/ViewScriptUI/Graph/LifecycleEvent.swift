import ViewScriptRuntime

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
    /// Why the body just evaluated ran (only with an `eventSink`, for `--explain`).
    case bodyReasons(String, [String])
    /// A `@State` write: the slot (`'count' of 'Counter'`), old and new value as Swift
    /// describes them (only with an `eventSink`).
    case stateChanged(String, old: String, new: String)
    /// State written in a transaction that no body had read: nothing re-evaluates.
    case unreadWrite(String)
    /// A render pass ended and its result is on screen.
    case frame

    // Timeline details: only with an `eventSink`, never in `--trace`'s text or JSON.

    /// An `onChange` action of the view is about to run.
    case changeActionRan(String)
    /// The view's `.task` took the baton, gave it back (it awaits: a sleep), or ended. `task`
    /// numbers the graph's tasks in start order (a view's restarted task is another number).
    case taskTurn(String, TaskTurn, task: Int)
    /// A presentation began / ended: the band and the name of the presented (or pushed, or
    /// selected tab's) view.
    case presented(PresentationBand, String)
    case unpresented(PresentationBand, String)

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
        case .bodyReasons(let name, let reasons): "why \(name): \(reasons.joined(separator: "; "))"
        case .stateChanged(let slot, let old, let new): "state changed \(slot): \(old) → \(new)"
        case .unreadWrite(let slot): "no update: \(slot) changed but no body reads it"
        case .frame: "frame"
        case .changeActionRan(let name): "onChange \(name)"
        case .taskTurn(let name, let turn, _): "task \(turn) \(name)"
        case .presented(let band, let name): "presented \(band) \(name)"
        case .unpresented(let band, let name): "unpresented \(band) \(name)"
        }
    }

    /// Events only the timeline shows: `--trace` leaves them out, so its vocabulary and
    /// the traces tests pin stay as they are.
    public var isTimelineDetail: Bool {
        switch self {
        case .changeActionRan, .taskTurn, .presented, .unpresented: true
        default: false
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
    /// Nodes the walks of what is on screen visited (a tap's target, `expect visible`):
    /// the visibility index keeps it to those near the viewport.
    public var visibilityVisits = 0
    /// Nodes the layout phase asked a size or gave a frame (answers from the size cache
    /// included): a change is laid out where its size change reaches, not around the whole stack.
    public var layoutVisits = 0
    /// Sizes worked out (not answered from the cache).
    public var nodesMeasured = 0
    /// Nodes whose content was placed again (not only moved).
    public var nodesPlaced = 0
    /// Subview sizes a stack read again to find its length across (after the last of its
    /// widest subviews narrowed): a row that narrows among others as wide costs none.
    public var stackSizesRescanned = 0
}
