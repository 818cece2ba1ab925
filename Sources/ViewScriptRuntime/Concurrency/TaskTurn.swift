/// A change in a task's running, for observers (the timeline draws a task's span with its
/// sleeps as gaps): it took the baton, gave it back while it awaits, or ended.
public enum TaskTurn: Equatable, Sendable, CustomStringConvertible {
    case resumed
    case suspended
    case finished

    public var description: String {
        switch self {
        case .resumed: "resumed"
        case .suspended: "suspended"
        case .finished: "finished"
        }
    }
}
