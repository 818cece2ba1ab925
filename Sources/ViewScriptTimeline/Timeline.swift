import ViewScriptScenario
import ViewScriptUI

/// The lifecycle timeline of one scenario run, built from its trace (`Timeline+Build.swift`)
/// and drawn as HTML (`TimelineDocument`).
///
/// Positions are *columns*: every trace entry that draws something (a step, a lifecycle
/// event, an output line, a trap) gets the next column, in trace order, so events of the
/// same virtual instant are laid out by sequence. Why a body ran is not a column of its own:
/// it is the tooltip of the body's mark. `TimelineLayout` turns columns into x positions.
public struct Timeline: Sendable {
    /// A range of columns; `end` is nil while it lasts to the end of the trace.
    public struct Interval: Equatable, Sendable {
        public var start: Int
        public var end: Int?
    }

    public enum MarkKind: String, CaseIterable, Sendable {
        case body, appear, disappear, onChange, stateWrite, unreadWrite, warning
    }

    /// One event on a lane: its kind, its column and what its tooltip says.
    public struct Mark: Equatable, Sendable {
        public var kind: MarkKind
        public var column: Int
        public var detail: String
    }

    /// A `.task` from its start to its end or to the end of the trace: `running` holds its
    /// turns (the time between two turns is a sleep or another await: a gap).
    public struct TaskSpan: Equatable, Sendable {
        public var name: String
        public var start: Int
        public var end: Int?
        public var running: [Interval] = []
        public var cancelled: Int?
        /// The graph's number of the task (`LifecycleEvent.taskTurn`), once its first turn ran.
        var serial: Int?
        /// Row within the lane: overlapping spans (a restarted task whose old self has not
        /// finished yet) take different rows.
        public var row = 0
    }

    /// A view identity's lane.
    public struct Lane: Sendable {
        public let identity: ViewIdentity
        /// The enclosing user view's lane, if any.
        public internal(set) var parent: Int?
        /// Lanes of the user views directly inside this one, in tree order.
        public internal(set) var children: [Int] = []
        /// From `state created` to `state destroyed` (a view recreated at the same identity
        /// has several).
        public internal(set) var lifetimes: [Interval] = []
        /// From `appear` to `disappear`.
        public internal(set) var onScreen: [Interval] = []
        public internal(set) var marks: [Mark] = []
        public internal(set) var tasks: [TaskSpan] = []
        /// Where the view was when it first appeared (the tree is settled when appearances
        /// are committed; while a node is inserted its siblings are not), else at its first
        /// event: tree order of lanes.
        var orderPosition: [Int]
        var hasAppeared = false
        let firstColumn: Int

        public var name: String { identity.name }
        /// `ContentView/1/Child`.
        public var path: String { identity.description }
        /// Rows of task spans below the lifetime bar.
        public var taskRows: Int { (tasks.map(\.row).max() ?? -1) + 1 }
    }

    /// A presentation while it is up (sheet, cover, alert, dialog, pushed level, selected tab).
    public struct Band: Sendable {
        public let kind: PresentationBand
        /// The presented view's type (or kind, `VStack`) and the identity of its content.
        public let name: String
        public let identity: ViewIdentity?
        public var interval: Interval

        public var label: String { "\(kind) \(name)" }
    }

    /// A scenario step: where it starts, the output lines printed until the next step.
    public struct Step: Sendable {
        public let text: String
        public let column: Int
        public var output: [String] = []
    }

    public struct Output: Sendable {
        public let column: Int
        public let line: String
    }

    public let name: String
    /// Each column's virtual time in nanoseconds.
    public internal(set) var times: [Int64] = []
    public internal(set) var steps: [Step] = []
    /// Lanes in tree order, parents before children.
    public internal(set) var lanes: [Lane] = []
    /// Lanes with no enclosing user view, in tree order.
    public internal(set) var rootLanes: [Int] = []
    /// Events about no view (a warning outside a body).
    public internal(set) var appMarks: [Mark] = []
    public internal(set) var bands: [Band] = []
    public internal(set) var frames: [Int] = []
    public internal(set) var outputs: [Output] = []
    /// Where the app trapped, and the message.
    public internal(set) var trap: Output?

    public var columnCount: Int { times.count }
}
