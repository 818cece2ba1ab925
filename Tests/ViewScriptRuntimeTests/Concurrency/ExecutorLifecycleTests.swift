import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `runMain`, errors that stop the app, shutdown, and what each task keeps to itself.
struct ExecutorLifecycleTests {
    typealias H = ExecutorHarness

    @Test func topLevelCodeIsTheFirstTaskAndTheRestRunsWhileItWaits() throws {
        let h = H()
        defer { h.executor.shutdown() }
        // Program 067's beginning: a task starts only when the top-level code awaits.
        try h.executor.runMain {
            h.note("main starts")
            let t1 = h.spawn {
                h.note("t1 runs")
                return .int(42)
            }
            h.note("t1 created")
            let value = try h.executor.value(of: t1, at: H.here)
            h.note("t1 value \(value.asInt ?? 0)")
            _ = h.spawn {
                h.note("never runs: the program ended")
                return .void
            }
            h.note("main ends")
        }
        #expect(h.events == ["main starts", "t1 created", "t1 runs", "t1 value 42", "main ends"])
        #expect(h.executor.pendingTaskCount == 1)
    }

    @Test func runMainRethrowsAnUncaughtSwiftError() throws {
        let h = H()
        defer { h.executor.shutdown() }
        #expect(throws: ThrownError.self) {
            try h.executor.runMain {
                try h.yield()
                throw ThrownError(value: .string("boom"), range: H.here)
            }
        }
    }

    @Test func topLevelCodeWaitingForeverIsReportedNotHung() throws {
        let h = H()
        defer { h.executor.shutdown() }
        var second: TaskHandle?
        let first = h.spawn { try h.executor.value(of: second!, at: H.here) }
        second = h.spawn { try h.executor.value(of: first, at: H.here) }
        do {
            try h.executor.runMain {
                _ = try h.executor.value(of: first, at: SourceRange(7, 9))
            }
            Issue.record("runMain returned")
        } catch let error as RuntimeError {
            #expect(error.message.hasPrefix("top-level code is suspended here"))
            #expect(error.range == SourceRange(7, 9))
        }
        #expect(h.executor.isShutDown)
        #expect(first.isFinished && second!.isFinished)
    }

    @Test func aTaskAwaitingItselfIsAnError() throws {
        let h = H()
        defer { h.executor.shutdown() }
        _ = h.spawn { try h.executor.value(of: h.executor.currentTask!, at: H.here) }
        #expect(throws: RuntimeError.self) { try h.executor.runUntilIdle() }
    }

    @Test func aRuntimeErrorInATaskStopsTheAppAndReachesTheDriver() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let sleeper = h.spawn {
            do {
                try h.sleep(ms: 1_000)
                h.note("sleeper woke")
            } catch {
                h.note("sleeper unwound by \(h.name(of: error))")
                throw error
            }
            return .void
        }
        _ = h.spawn {
            try h.sleep(ms: 10)
            throw RuntimeError(.trap("Fatal error: boom"), at: H.here)
        }
        h.executor.enqueue(after: 20 * H.millisecond) { h.note("job after the trap") }
        do {
            try h.executor.runUntilAllDone()
            Issue.record("the trap did not reach the driver")
        } catch let error as RuntimeError {
            #expect(error.message == "Fatal error: boom")
        }
        #expect(h.executor.isShutDown)
        #expect(h.events == ["sleeper unwound by shutdown"])
        #expect(sleeper.isFinished && sleeper.result == nil)
        #expect(h.executor.pendingTaskCount == 0)
        #expect(!h.executor.hasPendingWork)
        try h.executor.runUntilAllDone()
        #expect(h.events.count == 1)
    }

    @Test func aRuntimeErrorInAJobOrInTheRenderHookStopsTheApp() throws {
        for inHook in [false, true] {
            let h = H()
            defer { h.executor.shutdown() }
            if inHook {
                h.executor.afterEachJob = { throw RuntimeError(.trap("render failed"), at: H.here) }
                h.executor.enqueue {}
            } else {
                h.executor.enqueue { throw RuntimeError(.trap("job failed"), at: H.here) }
            }
            _ = h.spawn { try h.sleep(ms: 1); return .void }
            #expect(throws: RuntimeError.self) { try h.executor.runUntilIdle() }
            #expect(h.executor.isShutDown)
            #expect(h.executor.pendingTaskCount == 0)
        }
    }

    @Test func shutdownTearsDownAThousandSleepersQuickly() throws {
        let h = H()
        defer { h.executor.shutdown() }
        var unwound = 0
        for _ in 0..<1_000 {
            _ = h.spawn {
                do {
                    try h.executor.sleep(nanoseconds: .max, at: H.here)
                } catch is ExecutorShutdown {
                    unwound += 1
                    throw ExecutorShutdown()
                }
                return .void
            }
        }
        let start = Date()
        try h.executor.runUntilIdle()
        #expect(h.executor.pendingTaskCount == 1_000)
        h.executor.shutdown()
        #expect(unwound == 1_000)
        #expect(h.executor.pendingTaskCount == 0)
        #expect(h.executor.idleWorkers.isEmpty)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func workersAreReusedByLaterTasks() throws {
        let h = H()
        defer { h.executor.shutdown() }
        for _ in 0..<50 {
            _ = h.spawn { try h.yield(); return .void }
            try h.executor.runUntilIdle()
        }
        #expect(h.executor.workerCount == 1)
    }

    @Test func eachTaskHasItsOwnCallStackAndAFullBudgetOnEachTurn() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let interpreter = h.interpreter
        var seen: [String] = []
        func stack() -> String { interpreter.callStack.map(\.entry.name).joined(separator: ">") }
        // The call stack refers to functions the program keeps alive; these stand in for them.
        let functions = ["a", "b", "driver"].map { FunctionDefinition(name: $0, kind: .function, range: H.here) }
        defer { withExtendedLifetime(functions) {} }
        for name in ["a", "b"] {
            _ = h.spawn {
                seen.append("\(name) starts with [\(stack())]")
                try interpreter.pushFrame(functions[name == "a" ? 0 : 1], at: H.here)
                try interpreter.step(H.here, "loop")
                try h.yield()
                seen.append("\(name) resumes with [\(stack())], budget full: \(interpreter.stepsLeft == interpreter.limits.stepBudget)")
                interpreter.popFrame()
                return .void
            }
        }
        try interpreter.pushFrame(functions[2], at: H.here)
        try h.executor.runUntilIdle()
        #expect(seen == ["a starts with []", "b starts with []",
                         "a resumes with [a()], budget full: true", "b resumes with [b()], budget full: true"])
        #expect(stack() == "driver()")
    }

    @Test func tasksRunOnThreadsWithALargeStack() throws {
        let h = H()
        defer { h.executor.shutdown() }
        /// Recurses, 1 KiB of stack a frame, until `bytes` of stack are in use below `top`
        /// (stacks grow down). More than the 8 MiB a thread gets by default.
        func recurse(below top: UInt, bytes: UInt) -> Int {
            withUnsafeTemporaryAllocation(byteCount: 1_024, alignment: 16) { buffer in
                let here = UInt(bitPattern: buffer.baseAddress)
                if top &- here >= bytes { return 1 }
                return recurse(below: top, bytes: bytes) + 1
            }
        }
        var size = 0
        var frames = 0
        _ = h.spawn {
            size = Thread.current.stackSize
            var top = 0
            let address = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
            frames = recurse(below: address, bytes: 24 << 20)
            return .void
        }
        try h.executor.runUntilIdle()
        #expect(size >= 64 << 20)
        #expect(frames > 100)
    }
}
