import ViewScriptSyntax

/// `AsyncStream` and `AsyncThrowingStream` on the executor. A stream is made with a build
/// closure, run at once with the stream's `Continuation` (or by `makeStream(of:)`, which
/// returns both), or with an `unfolding` closure called for each element. Values yielded
/// while nobody waits are buffered by the stream's policy (unbounded, or the oldest or newest
/// `n`); `for await` (one consumer: a second one traps) takes them in order, suspending while
/// there is none, and ends once the stream is finished and its buffer empty (a throwing
/// stream then throws the error it was finished with, once). `finish()` runs `onTermination`
/// with `.finished` at once; cancelling the waiting task runs it with `.cancelled` and
/// finishes the stream, whose buffered values are still delivered; a yield after the end is
/// `.terminated`.
/// Source: the Swift standard library, `AsyncStreamBuffer.swift` (`yield`, `finish`, `next`,
/// `cancel`), `AsyncStream.swift` (`init(unfolding:onCancel:)`, `makeStream(of:bufferingPolicy:)`);
/// Apple, AsyncStream, https://developer.apple.com/documentation/swift/asyncstream
/// Not modelled: a stream dropped before it ends does not call `onTermination`.
final class AsyncStreamObject: NativeObject, NativeMembers, AsyncElementSource {
    enum Policy {
        case unbounded
        case oldest(Int)
        case newest(Int)

        /// `.unbounded`, `.bufferingOldest(n)`, `.bufferingNewest(n)`.
        init?(_ value: Value) {
            guard case .native(let object) = value, let symbol = object as? SymbolValue else { return nil }
            switch (symbol.member, symbol.arguments.first) {
            case ("unbounded", nil): self = .unbounded
            case ("bufferingOldest", .int(let limit)?) where limit >= 0: self = .oldest(limit)
            case ("bufferingNewest", .int(let limit)?) where limit >= 0: self = .newest(limit)
            default: return nil
            }
        }
    }

    enum YieldOutcome {
        case enqueued(remaining: Int)
        case dropped(Value)
        case terminated
    }

    private enum Terminal {
        case finished
        case failed(Value)
    }

    let throwing: Bool
    let elementType: RuntimeType?
    private let policy: Policy
    private var buffer: [Value] = []
    /// The value a yield handed to the waiting consumer, taken when it resumes.
    private var handed: Value?
    private var terminal: Terminal?
    var onTermination: Value = .none
    private var parked: Waiter?
    private weak var executor: Executor?
    /// `init(unfolding:onCancel:)`: whether the stream is one, and the closure called for each
    /// element (nil once the stream ended: each later `next()` gives nil).
    private var unfolds = false
    private var produce: Value?
    private var onCancel: Value?

    init(throwing: Bool, elementType: RuntimeType?, policy: Policy, executor: Executor) {
        self.throwing = throwing
        self.elementType = elementType
        self.policy = policy
        self.executor = executor
    }

    var typeName: String { throwing ? "AsyncThrowingStream" : "AsyncStream" }
    var runtimeType: RuntimeType {
        guard let elementType else { return .named(typeName, []) }
        return .named(typeName, throwing ? [elementType, .named("Error", [])] : [elementType])
    }
    func describe() -> String { "\(runtimeType)(...)" }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        try iteratorMethod(name, arguments, context)
    }

    // MARK: The consumer

    func nextElement(_ context: CallContext) throws -> Value? {
        guard let executor else { throw ExecutorShutdown() }
        if unfolds { return try unfold(executor, context) }
        let taken = try executor.withCancellationHandler({ [weak self] in try self?.cancel(context) }) {
            guard parked == nil else { throw context.trap("Fatal error: attempt to await next() on more than one task") }
            while true {
                if let value = handed {
                    handed = nil
                    return .some(value)
                }
                if !buffer.isEmpty { return .some(buffer.removeFirst()) }
                switch terminal {
                case .failed(let error)?:
                    terminal = .finished
                    throw ThrownError(value: error, range: context.range)
                case .finished?:
                    return Value.none
                case nil:
                    try executor.park(at: context.range) { parked = $0 }
                }
            }
        }
        if case .some(let value) = taken { return value }
        return nil
    }

    /// The task waiting in `next` was cancelled: `onTermination(.cancelled)`, then the stream finishes.
    private func cancel(_ context: CallContext) throws {
        let handler = onTermination
        onTermination = .none
        if case .function = handler {
            _ = try context.call(handler, context.interpreter.streamTermination(throwing: throwing, cancelled: true, error: nil))
        }
        try finish(error: nil, context)
    }

    private func unfold(_ executor: Executor, _ context: CallContext) throws -> Value? {
        let result = try executor.withCancellationHandler({ [weak self] in
            guard let self else { return }
            self.produce = nil
            if let onCancel = self.onCancel, case .function = onCancel {
                self.onCancel = nil
                _ = try context.call(onCancel)
            }
        }) {
            guard let produce else { return Value.none }
            do {
                // An element, or nil at the end (the closure's `Int?` result may come unwrapped).
                let value = try context.call(produce)
                if case .some = value { return value }
                if !value.isNil { return .some(value) }
            } catch {
                self.produce = nil
                throw error
            }
            self.produce = nil
            return Value.none
        }
        if case .some(let value) = result { return value }
        return nil
    }

    // MARK: The continuation

    func yield(_ value: Value) -> YieldOutcome {
        guard terminal == nil else { return .terminated }
        if parked != nil, buffer.isEmpty, handed == nil {
            handed = value
            wakeConsumer()
            switch policy {
            case .unbounded: return .enqueued(remaining: .max)
            case .oldest(let limit), .newest(let limit): return .enqueued(remaining: limit)
            }
        }
        switch policy {
        case .unbounded:
            buffer.append(value)
            return .enqueued(remaining: .max)
        case .oldest(let limit):
            guard buffer.count < limit else { return .dropped(value) }
            buffer.append(value)
            return .enqueued(remaining: limit - buffer.count)
        case .newest(let limit):
            if buffer.count < limit {
                buffer.append(value)
                return .enqueued(remaining: limit - buffer.count)
            }
            guard !buffer.isEmpty else { return .dropped(value) }
            let dropped = buffer.removeFirst()
            buffer.append(value)
            return .dropped(dropped)
        }
    }

    /// `finish()` / `finish(throwing:)`: ends the stream (the first time) and runs `onTermination`.
    func finish(error: Value?, _ context: CallContext) throws {
        let handler = onTermination
        onTermination = .none
        if terminal == nil { terminal = error.map(Terminal.failed) ?? .finished }
        wakeConsumer()
        if case .function = handler {
            _ = try context.call(handler, context.interpreter.streamTermination(throwing: throwing, cancelled: false, error: error))
        }
    }

    /// Resumes the task waiting in `next`, if one is.
    private func wakeConsumer() {
        guard let waiter = parked else { return }
        parked = nil
        executor?.wake(waiter)
    }

    func makeUnfolding(produce: Value, onCancel: Value?) {
        unfolds = true
        self.produce = produce
        self.onCancel = onCancel
    }
}

/// `AsyncStream.Continuation` / `AsyncThrowingStream.Continuation`: `yield(_:)`, `yield()`,
/// `yield(with:)`, `finish()`, `finish(throwing:)`, `onTermination`.
final class StreamContinuationObject: NativeObject, NativeMembers, NativeSettable {
    let stream: AsyncStreamObject
    /// Where the stream was made: the position of an error about a property it does not have.
    private let range: SourceRange

    init(_ stream: AsyncStreamObject, at range: SourceRange) {
        self.stream = stream
        self.range = range
    }

    var runtimeType: RuntimeType { .named("Continuation", []) }
    func describe() -> String { "Continuation(...)" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "onTermination" ? stream.onTermination : nil
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        guard name == "onTermination" else {
            throw RuntimeError(.failure(.notSimulated("setting Continuation.\(name)")), at: range)
        }
        var value = stream.onTermination
        defer { stream.onTermination = value }
        return try body(&value)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        switch (name, arguments.labels) {
        case ("yield", [nil]): return interpreter.yieldResult(stream.yield(arguments.values[0]))
        case ("yield", []): return interpreter.yieldResult(stream.yield(.void))
        case ("yield", ["with"]):
            guard case .enumValue(let result) = arguments.values[0], result.type.name == "Result", result.payload.count == 1 else { return nil }
            if result.type.enumCases[result.caseIndex].name == "success" {
                return interpreter.yieldResult(stream.yield(result.payload[0]))
            }
            try stream.finish(error: result.payload[0], context)
            return interpreter.yieldResult(.terminated)
        case ("finish", []):
            try stream.finish(error: nil, context)
            return .void
        case ("finish", ["throwing"]) where stream.throwing:
            let error = arguments.values[0]
            try stream.finish(error: error.isNil ? nil : error.unwrappedDeep ?? error, context)
            return .void
        default:
            return nil
        }
    }
}
