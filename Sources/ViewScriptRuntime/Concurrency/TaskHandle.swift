import ViewScriptSyntax

/// How a task ended: what `await task.result` gives.
public enum TaskResult {
    case success(Value)
    /// A Swift error the body threw (`throw`, or a cancelled `Task.sleep`).
    case failure(ThrownError)
}

/// A simulated `Task { }`: the value a program holds (`let t = Task { ... }`) and the
/// executor's record of the task (its state, its saved call stack, its thread).
public final class TaskHandle: NativeObject {
    enum State: Equatable {
        /// Spawned, waiting for its first turn.
        case notStarted
        /// Holds the baton.
        case running
        /// Waiting in a sleep, a yield or an `await task.value`.
        case suspended
        /// Returned, threw, or was torn down by `Executor.shutdown()` (then `result` is nil).
        case finished
    }

    /// Spawn order, from 1.
    public let id: Int
    public let name: String
    /// The top-level code of a script (`Executor.runMain`): never cancelled.
    public let isMain: Bool
    /// `Task<Success, Failure>`.
    public let successType: RuntimeType
    public let failureType: RuntimeType

    /// `task.isCancelled`: set by `cancel()`, never cleared.
    public internal(set) var isCancelled = false
    /// Set when the body returned or threw a Swift error.
    public internal(set) var result: TaskResult?
    public var isFinished: Bool { state == .finished }

    var state: State = .notStarted
    /// Released once the task starts, so what it captured can die when it ends.
    var body: (() throws -> Value)?
    /// The interpreter's call stack of this task while another participant runs.
    var callStack: [ActiveCall] = []
    /// The thread the task runs on, from its first turn to its end.
    var worker: Worker?
    /// The wake-up of a sleep in progress: a cancellation replaces it by an immediate one.
    var sleepEntry: ScheduledEntry?
    /// Where the task is suspended, for messages about a task that can never resume.
    var suspendedAt: SourceRange?
    /// Where the task was created (`Task {`, `.task {`, `.refreshable {`, `addTask {`): the
    /// position of a runaway error that comes up before the task ever suspended.
    var startedAt: SourceRange?
    /// Participants in `await task.value`, resumed in this order when the task ends.
    var waiters: [Waiter] = []
    /// Told when the task ends, before its waiters (a task group's child).
    var onFinish: ((TaskHandle) -> Void)?
    /// Child tasks (`async let`, a task group's): cancelled when this task is.
    private(set) var children: [TaskHandle] = []

    /// Makes `child` a child of this task (those that ended are let go: a long task that
    /// starts children in a loop keeps only the running ones).
    func adopt(_ child: TaskHandle) {
        children.removeAll(where: \.isFinished)
        children.append(child)
    }

    /// Lets go of the children (the task ended).
    func releaseChildren() { children = [] }
    /// `withTaskCancellationHandler` handlers in effect, innermost last.
    var cancellationHandlers: [(id: Int, handler: () throws -> Void)] = []
    weak var executor: Executor?
    /// Told when the task takes the baton, gives it back, and ends (not while the executor
    /// shuts down).
    public var turnObserver: ((TaskTurn) -> Void)?

    init(id: Int, name: String, isMain: Bool, successType: RuntimeType, failureType: RuntimeType,
         body: @escaping () throws -> Value) {
        self.id = id
        self.name = name
        self.isMain = isMain
        self.successType = successType
        self.failureType = failureType
        self.body = body
    }

    /// `task.cancel()`: see `Executor.cancel(_:)`. Throws what a cancellation handler threw.
    public func cancel() throws {
        if let executor { try executor.cancel(self) } else { isCancelled = true }
    }

    /// `Never`, the failure type of a task whose body does not throw.
    public static var neverType: RuntimeType { .named("Never", []) }
    /// `Error`, the failure type of a task whose body throws.
    public static var errorType: RuntimeType { .named("Error", []) }

    public var runtimeType: RuntimeType { .named("Task", [successType, failureType]) }

    /// `print(task)`: `Task<Int, Never>(_task: (Opaque Value))`, as Swift prints it.
    public func describe() -> String { "\(runtimeType)(_task: (Opaque Value))" }
}

/// Who waits for something: a task, or the driver's own code.
enum Waiter {
    case task(TaskHandle)
    case driver(DriverWait)

    var resumption: ScheduledEntry.Action {
        switch self {
        case .task(let task): return .resumeTask(task)
        case .driver(let wait): return .resumeDriver(wait)
        }
    }
}
