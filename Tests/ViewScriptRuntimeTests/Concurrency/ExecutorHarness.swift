import ViewScriptSyntax
@testable import ViewScriptRuntime

/// An app without a program, for driving the executor with native closures that record
/// what happens, and when (virtual milliseconds).
final class ExecutorHarness {
    let interpreter = Interpreter(program: Program(file: SourceFile(path: "t.view", text: "")))
    var executor: Executor { interpreter.executor }
    private(set) var events: [String] = []

    static let millisecond: Int64 = 1_000_000
    static let second: Int64 = 1_000_000_000
    static let here = SourceRange(0, 0)

    /// Records `event` as `event@<virtual ms>`.
    func log(_ event: String) { events.append("\(event)@\(executor.now / Self.millisecond)") }
    /// Records `event` alone.
    func note(_ event: String) { events.append(event) }

    func spawn(_ name: String = "Task", _ body: @escaping () throws -> Value) -> TaskHandle {
        executor.spawn(name: name, body: body)
    }

    func sleep(ms: Int64) throws { try executor.sleep(nanoseconds: ms * Self.millisecond, at: Self.here) }
    func yield() throws { try executor.yield(at: Self.here) }

    /// What `print(error)` would show for the few error values tests throw.
    func name(of error: Error) -> String {
        switch error {
        case let thrown as ThrownError:
            if case .structValue(let value) = thrown.value { return "\(value.type.name)()" }
            if case .string(let text) = thrown.value { return text }
            return "ThrownError"
        case let runtime as RuntimeError: return "RuntimeError(\(runtime.message))"
        case is ExecutorShutdown: return "shutdown"
        default: return "\(error)"
        }
    }

    deinit { interpreter.executor.shutdown() }
}
