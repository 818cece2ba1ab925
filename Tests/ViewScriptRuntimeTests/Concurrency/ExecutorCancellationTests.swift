import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `task.cancel()`, `withTaskCancellationHandler`, `await task.value`.
struct ExecutorCancellationTests {
    typealias H = ExecutorHarness

    @Test func cancelWakesASleeperWhoseSleepThrowsCancellationError() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let sleeper = h.spawn {
            do {
                try h.sleep(ms: 3_600_000)
                h.log("woke normally")
            } catch {
                h.log("sleep threw \(h.name(of: error)) cancelled=\(h.executor.isCurrentTaskCancelled)")
            }
            return .void
        }
        try h.executor.advance(by: 5 * H.millisecond)
        try sleeper.cancel()
        #expect(sleeper.isCancelled)
        try h.executor.runUntilIdle()
        #expect(h.events == ["sleep threw CancellationError() cancelled=true@5"])
        #expect(sleeper.isFinished)
    }

    @Test func aTaskCancelledBeforeItStartsStillRunsAndSeesTheFlag() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let task = h.spawn {
            h.note("runs, cancelled=\(h.executor.isCurrentTaskCancelled)")
            try h.executor.checkCancellation(at: H.here)
            h.note("not reached")
            return .int(1)
        }
        _ = h.spawn {
            h.note("other")
            return .void
        }
        try task.cancel()
        try h.executor.runUntilIdle()
        #expect(h.events == ["runs, cancelled=true", "other"])
        guard case .failure(let error)? = task.result, case .structValue(let value) = error.value else {
            Issue.record("expected a CancellationError, got \(String(describing: task.result))")
            return
        }
        #expect(value.type === h.executor.cancellationErrorType)
        #expect(value.type.conformances == ["Error"])
    }

    @Test func sleepingWhenAlreadyCancelledSuspendsThenThrows() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let cancelled = h.spawn {
            h.note("a start")
            do { try h.sleep(ms: 1_000) } catch { h.note("a: \(h.name(of: error))") }
            return .void
        }
        _ = h.spawn {
            h.note("b runs")
            return .void
        }
        try cancelled.cancel()
        try h.executor.runUntilIdle()
        #expect(h.events == ["a start", "b runs", "a: CancellationError()"])
        #expect(h.executor.now == 0)
    }

    @Test func cancellationHandlerRunsBeforeTheOperationWhenAlreadyCancelled() throws {
        let h = H()
        defer { h.executor.shutdown() }
        // Program 069.
        let alreadyCancelled = h.spawn {
            try h.executor.withCancellationHandler({ h.note("onCancel handler ran") }) {
                h.note("operation running, isCancelled = \(h.executor.isCurrentTaskCancelled)")
                return .string("operation result")
            }
        }
        try alreadyCancelled.cancel()
        let normal = h.spawn {
            try h.executor.withCancellationHandler({ h.note("never printed") }) {
                try h.yield()
                return .int(7)
            }
        }
        let throwing = h.spawn {
            try h.executor.withCancellationHandler({ h.note("cancel handler for sleeper") }) {
                try h.sleep(ms: 5_000)
                return .string("slept")
            }
        }
        try h.executor.runUntilIdle()
        #expect(h.events == ["onCancel handler ran", "operation running, isCancelled = true"])
        try throwing.cancel()
        #expect(h.events.last == "cancel handler for sleeper")
        try h.executor.runUntilIdle()
        #expect(alreadyCancelled.resultDescription == "success(operation result)")
        #expect(normal.resultDescription == "success(7)")
        #expect(throwing.resultDescription == "failure(CancellationError)")
        #expect(!h.events.contains("never printed"))
    }

    @Test func handlersRunInnermostFirstOnceOnTheCancellersTurn() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let task = h.spawn {
            try h.executor.withCancellationHandler({ h.note("outer handler") }) {
                _ = try h.executor.withCancellationHandler({ h.note("inner handler") }) {
                    try? h.sleep(ms: 10_000)
                    h.note("inner op done")
                    return .void
                }
                h.note("outer op done")
                return .void
            }
        }
        let canceller = h.spawn {
            try h.yield()
            h.note("cancelling")
            try task.cancel()
            try task.cancel()
            h.note("cancelled")
            return .void
        }
        try h.executor.runUntilIdle()
        #expect(h.events == ["cancelling", "inner handler", "outer handler", "cancelled", "inner op done", "outer op done"])
        #expect(canceller.isFinished && task.isFinished)
    }

    @Test func valueWaitsForTheTaskAndRethrowsItsError() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let producer = h.spawn {
            try h.sleep(ms: 10)
            h.log("producer done")
            return .int(42)
        }
        let failing = h.spawn { throw ThrownError(value: .string("boom"), range: H.here) }
        _ = h.spawn {
            h.log("consumer waits")
            let value = try h.executor.value(of: producer, at: H.here)
            h.log("consumer got \(value.asInt ?? -1)")
            do {
                _ = try h.executor.value(of: failing, at: H.here)
            } catch {
                h.note("rethrown: \(h.name(of: error))")
            }
            // A finished task's value comes without a suspension: nothing runs in between.
            _ = h.spawn { h.note("spawned later"); return .void }
            _ = try h.executor.value(of: producer, at: H.here)
            h.note("no suspension")
            return .void
        }
        try h.executor.runUntilAllDone()
        #expect(h.events == ["consumer waits@0", "producer done@10", "consumer got 42@10", "rethrown: boom",
                             "no suspension", "spawned later"])
    }

    @Test func theDriversOwnCodeCanAwaitOutsideAnyTask() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let task = h.spawn {
            try h.sleep(ms: 30)
            h.log("task")
            return .string("result")
        }
        h.executor.enqueue(after: 10 * H.millisecond) { h.log("job") }
        let value = try h.executor.value(of: task, at: H.here)
        #expect(value.asString == "result")
        #expect(h.events == ["job@10", "task@30"])
        try h.executor.sleep(nanoseconds: 5 * H.millisecond, at: H.here)
        #expect(h.executor.now == 35 * H.millisecond)
    }

    @Test func taskDescribesItselfAsSwiftPrintsIt() {
        let h = H()
        defer { h.executor.shutdown() }
        let task = h.executor.spawn(successType: .int, failureType: TaskHandle.errorType) { .int(1) }
        #expect(task.describe() == "Task<Int, Error>(_task: (Opaque Value))")
        #expect(task.runtimeType.description == "Task<Int, Error>")
        #expect(h.executor.spawn(successType: .int) { .int(1) }.runtimeType.description == "Task<Int, Never>")
    }
}

extension TaskHandle {
    /// A short form of the result, for expectations.
    var resultDescription: String {
        switch result {
        case .success(let value)?:
            switch value {
            case .int(let n): return "success(\(n))"
            case .string(let s): return "success(\(s))"
            default: return "success"
            }
        case .failure(let error)?:
            if case .structValue(let value) = error.value { return "failure(\(value.type.name))" }
            return "failure"
        case nil: return "none"
        }
    }
}
