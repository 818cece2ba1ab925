import ViewScriptSyntax

/// The Swift concurrency and dispatch APIs, on the executor: `Task { }`, `Task.sleep`,
/// `await task.value`, `withTaskCancellationHandler`, `MainActor.run`, `DispatchQueue.main`,
/// `Timer.scheduledTimer`.
enum ConcurrencyLibrary {
    /// Implicit members of `Duration` and `DispatchTime`.
    static let implicitMemberNames: Set<String> = ["seconds", "milliseconds", "microseconds", "nanoseconds", "now"]

    static func function(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        switch name {
        case "withTaskCancellationHandler":
            guard let operation = closure(arguments, label: "operation") ?? arguments.values.first,
                  let handler = closure(arguments, label: "onCancel") else { return nil }
            return try interpreter.executor.withCancellationHandler({ _ = try context.call(handler) },
                                                                   operation: { try context.call(operation) })
        case "withTaskGroup": return try withTaskGroup(throwing: false, arguments, context)
        case "withThrowingTaskGroup": return try withTaskGroup(throwing: true, arguments, context)
        default:
            return nil
        }
    }

    /// The label of the `Task` an `async let` starts (see `Compiler.compileAsyncLet`).
    static let childTaskLabel = "async let"

    static func closure(_ arguments: CallArguments, label: String) -> Value? {
        arguments.labels.firstIndex(of: label).map { arguments.values[$0] }
    }

    static func callStatic(_ type: RuntimeType, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let executor = context.interpreter.executor
        guard case .named(let typeName, _) = type else { return nil }
        if let stream = try AsyncStreamLibrary.callStatic(type, name, arguments, context) { return stream }
        switch (typeName, name) {
        case ("Task", "sleep"):
            try executor.sleep(nanoseconds: try nanoseconds(arguments.values.first, context), at: context.range)
            return .void
        case ("Task", "yield"):
            try executor.yield(at: context.range)
            return .void
        case ("Task", "checkCancellation"):
            try executor.checkCancellation(at: context.range)
            return .void
        case ("Task", "detached"):
            return try construct("Task", arguments, context)
        case ("MainActor", "run"):
            guard let body = closure(arguments, label: "body") ?? arguments.values.last else { return nil }
            return try context.call(body)
        case ("DispatchTime", "now"):
            return .double(Double(executor.now) / 1e9)
        case ("Timer", "scheduledTimer"):
            return try scheduledTimer(arguments, context)
        case ("Duration", _):
            return try implicitMember(name, arguments, context)
        default:
            return nil
        }
    }

    static func staticMember(_ type: RuntimeType, _ name: String, _ context: CallContext) throws -> Value? {
        let executor = context.interpreter.executor
        guard case .named(let typeName, _) = type else { return nil }
        switch (typeName, name) {
        case ("Task", "isCancelled"): return .bool(executor.isCurrentTaskCancelled)
        case ("Duration", "zero"): return .native(DurationObject(nanoseconds: 0))
        case ("DispatchQueue", "main"), ("DispatchQueue", "global"): return .native(DispatchQueueObject())
        case ("CancellationError", "init"): return executor.makeCancellationError()
        default: return nil
        }
    }

    /// `.seconds(2)`, `.milliseconds(500)`, `.now()` where the type is implied.
    static func implicitMember(_ name: String, _ arguments: CallArguments?, _ context: CallContext) throws -> Value? {
        guard let arguments else { return nil }
        let amount = arguments.values.first
        func scaled(_ factor: Double) -> Value? {
            switch amount {
            case .int(let value)?: return .native(DurationObject(nanoseconds: Int64(value) * Int64(factor)))
            case .double(let value)?: return .native(DurationObject(nanoseconds: Int64((value * factor).rounded())))
            default: return nil
            }
        }
        switch name {
        case "seconds": return scaled(1e9)
        case "milliseconds": return scaled(1e6)
        case "microseconds": return scaled(1e3)
        case "nanoseconds": return scaled(1)
        case "now": return .double(Double(context.interpreter.executor.now) / 1e9)
        default: return nil
        }
    }

    /// `Task { }`, `Task(priority:) { }`, `CancellationError()`.
    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        switch name {
        case "Task":
            guard let body = closure(arguments, label: "operation") ?? arguments.values.last,
                  case .function(let function) = body else { return nil }
            let throwing = function.definition.map(bodyThrows) ?? false
            let range = context.range
            let success = function.definition?.resultType ?? .void
            try interpreter.executor.checkCapacity(at: range)
            let handle = interpreter.executor.spawn(successType: success,
                                                    failureType: throwing ? TaskHandle.errorType : TaskHandle.neverType, at: range) {
                try interpreter.callClosure(body, [], at: range)
            }
            // The task of an `async let` (a label no program can spell): a child of the running task.
            if arguments.labels.contains(childTaskLabel) { interpreter.executor.currentTask?.adopt(handle) }
            return .native(handle)
        case "CancellationError":
            return interpreter.executor.makeCancellationError()
        case "AsyncStream", "AsyncThrowingStream":
            return try AsyncStreamLibrary.construct(name, arguments, context)
        default:
            return nil
        }
    }

    static func bodyThrows(_ definition: FunctionDefinition) -> Bool { definition.isThrowing }

    /// `Task.sleep(nanoseconds:)` takes an Int; `Task.sleep(for:)` a Duration.
    static func nanoseconds(_ value: Value?, _ context: CallContext) throws -> Int64 {
        switch value {
        case .int(let nanoseconds)?: return Int64(nanoseconds)
        case .sized(let nanoseconds)?: return Int64(clamping: nanoseconds.bits)
        case .native(let object)?:
            if let duration = object as? DurationObject { return duration.nanoseconds }
        case .double(let seconds)?: return Int64(seconds * 1e9)
        default: break
        }
        throw context.failure(.typeMismatch("Task.sleep needs a duration"))
    }

    static func scheduledTimer(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        guard let interval = closure(arguments, label: "withTimeInterval"),
              let block = closure(arguments, label: "block") ?? arguments.values.last else { return nil }
        let repeats = closure(arguments, label: "repeats")?.asBool ?? false
        let seconds = interval.asDouble ?? Double(interval.asInt ?? 0)
        let timer = TimerObject()
        let range = context.range
        let nanoseconds = Int64(seconds * 1e9)
        if repeats {
            timer.job = interpreter.executor.repeating(every: nanoseconds) { _ in
                _ = try interpreter.callClosure(block, [.native(timer)], at: range)
            }
        } else {
            timer.job = interpreter.executor.enqueue(after: nanoseconds) {
                _ = try interpreter.callClosure(block, [.native(timer)], at: range)
            }
        }
        timer.job?.origin = JobOrigin(.timer, at: range, every: timer.job?.interval)
        return .native(timer)
    }
}

/// `Duration`: prints as Swift does (`2.0 seconds`).
final class DurationObject: NativeObject {
    let nanoseconds: Int64
    init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    var runtimeType: RuntimeType { .named("Duration", []) }
    func describe() -> String { "\(Double(nanoseconds) / 1e9) seconds" }
}

/// `DispatchQueue.main`.
final class DispatchQueueObject: NativeObject, NativeMembers {
    var runtimeType: RuntimeType { .named("DispatchQueue", []) }
    func describe() -> String { "<OS_dispatch_queue_main: com.apple.main-thread>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        let executor = interpreter.executor
        let range = context.range
        guard let work = ConcurrencyLibrary.closure(arguments, label: "execute") ?? arguments.values.last else { return nil }
        switch name {
        case "async":
            _ = executor.enqueue { _ = try interpreter.callClosure(work, [], at: range) }
            return .void
        case "asyncAfter":
            let deadline = ConcurrencyLibrary.closure(arguments, label: "deadline")?.asDouble ?? 0
            let delay = max(0, Int64((deadline * 1e9).rounded()) - executor.now)
            executor.enqueue(after: delay) { _ = try interpreter.callClosure(work, [], at: range) }.origin = JobOrigin(.asyncAfter, at: range)
            return .void
        case "sync":
            return try interpreter.callClosure(work, [], at: range)
        default:
            return nil
        }
    }
}

/// What `Timer.scheduledTimer` returns: `invalidate()` stops it.
final class TimerObject: NativeObject, NativeMembers {
    var job: ScheduledJob?
    var runtimeType: RuntimeType { .named("Timer", []) }
    func describe() -> String { "<__NSCFTimer>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "isValid" ? .bool(!(job?.isCancelled ?? true)) : nil
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "invalidate" else { return nil }
        job?.cancel()
        return .void
    }
}

/// `task.value`, `task.result`, `task.cancel()`, `task.isCancelled`.
extension TaskHandle: NativeMembers {
    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        let executor = context.interpreter.executor
        switch name {
        case "value": return try executor.value(of: self, at: context.range)
        case "isCancelled": return .bool(isCancelled)
        case "result":
            guard let type = context.interpreter.resultType else { return nil }
            switch try executor.result(of: self, at: context.range) {
            case .success(let value): return .enumValue(EnumValue(type: type, caseIndex: 0, payload: [value]))
            case .failure(let error): return .enumValue(EnumValue(type: type, caseIndex: 1, payload: [error.value]))
            }
        default: return nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "cancel" else { return nil }
        try context.interpreter.executor.cancel(self)
        return .void
    }
}
