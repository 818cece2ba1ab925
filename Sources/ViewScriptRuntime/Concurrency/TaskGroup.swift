import ViewScriptSyntax

/// A sequence that `for await` takes its elements from, one at a time (a task group).
protocol AsyncElementSource: NativeObject {
    /// The next element, suspending while none is ready; nil at the end.
    func nextElement(_ context: CallContext) throws -> Value?
}

extension AsyncElementSource {
    /// `makeAsyncIterator()` (the source is its own iterator: one consumer) and `next()`, for
    /// a source's `callMethod`; nil for other members.
    func iteratorMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.labels.isEmpty else { return nil }
        switch name {
        case "makeAsyncIterator": return .native(self)
        case "next": return try nextElement(context).map { .some($0) } ?? Value.none
        default: return nil
        }
    }
}

/// The group of `withTaskGroup(of:) { group in ... }` and `withThrowingTaskGroup`: children
/// started with `group.addTask { }` are tasks on the executor; `await group.next()` and
/// `for await value in group` take their results in the order the children ended (waiting
/// while none has), and `withTaskGroup` waits for the children nobody took before it
/// returns (SE-0304). A child's error is rethrown where its result is taken.
final class TaskGroup: NativeMembers, AsyncElementSource {
    let throwing: Bool
    let elementType: RuntimeType
    private weak var executor: Executor?
    /// Children that have not ended, and those that ended and were not taken, in that order.
    private var running = 0
    private var ended: [TaskHandle] = []
    private var children: [TaskHandle] = []
    /// The task (or driver) waiting in `next`.
    private var parked: Waiter?

    init(throwing: Bool, elementType: RuntimeType, executor: Executor) {
        self.throwing = throwing
        self.elementType = elementType
        self.executor = executor
    }

    var runtimeType: RuntimeType { .named(throwing ? "ThrowingTaskGroup" : "TaskGroup", [elementType]) }
    func describe() -> String { "\(runtimeType)(...)" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "isEmpty": return .bool(running == 0 && ended.isEmpty)
        case "isCancelled": return .bool(context.interpreter.executor.currentTask?.isCancelled ?? false)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "addTask", "addTaskUnlessCancelled":
            guard let body = arguments.values.last, case .function = body else { return nil }
            try add(body, context)
            return name == "addTask" ? .void : .bool(true)
        case "next": return try next(context).map { Value.some($0) } ?? Value.none
        case "waitForAll":
            try drain(context)
            return .void
        case "cancelAll":
            try cancelAll()
            return .void
        default:
            return nil
        }
    }

    func nextElement(_ context: CallContext) throws -> Value? { try next(context) }

    private func add(_ body: Value, _ context: CallContext) throws {
        guard let executor else { throw ExecutorShutdown() }
        try executor.checkCapacity(at: context.range)
        let interpreter = context.interpreter
        let range = context.range
        let child = executor.spawn(successType: elementType,
                                   failureType: throwing ? TaskHandle.errorType : TaskHandle.neverType, at: range) {
            try interpreter.callClosure(body, [], at: range)
        }
        running += 1
        children.removeAll(where: \.isFinished)
        children.append(child)
        executor.currentTask?.adopt(child)
        child.onFinish = { [weak self] child in self?.childEnded(child) }
    }

    private func childEnded(_ child: TaskHandle) {
        running -= 1
        ended.append(child)
        if let parked {
            self.parked = nil
            executor?.wake(parked)
        }
    }

    /// The next ended child's value (nil when none is left), waiting while none has ended.
    func next(_ context: CallContext) throws -> Value? {
        while ended.isEmpty {
            guard running > 0, let executor else { return nil }
            try executor.park(at: context.range) { parked = $0 }
        }
        switch ended.removeFirst().result {
        case .success(let value)?: return value
        case .failure(let error)?: throw ThrownError(value: error.value, range: context.range)
        case nil: throw ExecutorShutdown()
        }
    }

    /// Waits for every child; their results (and errors) are dropped.
    func drain(_ context: CallContext) throws {
        while running > 0 || !ended.isEmpty {
            do { _ = try next(context) } catch is ThrownError {}
        }
    }

    func cancelAll() throws {
        for child in children where !child.isFinished { try child.cancel() }
    }
}

extension ConcurrencyLibrary {
    /// `withTaskGroup(of: T.self) { group in ... }`, `withThrowingTaskGroup`: runs the body
    /// with a new group, then waits for its remaining children (cancelled first when the
    /// body threw).
    static func withTaskGroup(throwing: Bool, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard let body = closure(arguments, label: "body") ?? arguments.values.last, case .function = body else { return nil }
        var elementType = RuntimeType.void
        if case .type(let type)? = closure(arguments, label: "of") { elementType = type }
        let group = TaskGroup(throwing: throwing, elementType: elementType, executor: context.interpreter.executor)
        let result: Value
        do {
            result = try context.interpreter.callClosure(body, [.native(group)], at: context.range)
        } catch let error as ThrownError {
            try group.cancelAll()
            try group.drain(context)
            throw error
        }
        try group.drain(context)
        return result
    }
}

/// The end of an `async let`'s scope: its task, if still running, is cancelled and awaited
/// (its result dropped), as Swift does for a child task nobody awaited.
final class AsyncLetEndNode: StmtNode {
    let slot: LocalSlot
    init(slot: LocalSlot, range: SourceRange) {
        self.slot = slot
        super.init(range: range)
    }
    override func execute(_ frame: Frame) throws -> Completion {
        guard case .native(let object) = frame.read(slot), let task = object as? TaskHandle, !task.isFinished else {
            return .normal
        }
        try task.cancel()
        _ = try frame.interpreter.executor.result(of: task, at: range)
        return .normal
    }
}
