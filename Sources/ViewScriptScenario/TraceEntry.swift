import ViewScriptUI

/// One entry of a scenario's trace (`run --trace`, `--explain`, `--tree`, the timeline):
/// the step being run, what the view graph did, what the program printed, and the render
/// tree after a step, each at its virtual time.
public struct TraceEntry: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A scenario step, as written.
        case step(String)
        case event(LifecycleEvent)
        /// One line the program printed.
        case output(String)
        /// The render tree after a step.
        case tree(String)
        /// The app trapped: the trap's message.
        case trap(String)
    }

    /// Virtual nanoseconds since the app started.
    public let time: Int64
    public let kind: Kind
    /// For an event: the identity of the view it is about (nil for frames and the like).
    public let view: ViewIdentity?

    public init(time: Int64, _ kind: Kind, view: ViewIdentity? = nil) {
        self.time = time
        self.kind = kind
        self.view = view
    }
}

/// What a scenario run records besides its output.
public struct TraceOptions: Sendable, Equatable {
    /// Steps, lifecycle events and output lines (also needed for `--explain`).
    public var events = false
    /// The render tree after every step.
    public var trees = false

    public init(events: Bool = false, trees: Bool = false) {
        self.events = events
        self.trees = trees
    }

    public var isEmpty: Bool { !events && !trees }
}
