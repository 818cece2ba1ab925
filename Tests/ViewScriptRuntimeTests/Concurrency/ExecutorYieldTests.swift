import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// A task that yields with nothing else due runs on without the driver
/// (`Executor.continuesAfterYield`): the same turns, in the same order, as when it hands the
/// baton over.
struct ExecutorYieldTests {
    typealias H = ExecutorHarness

    @Test func aLoneYieldingTaskTakesItsTurnsWithAFullBudgetAndItsObserverSeesEach() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let interpreter = h.interpreter
        let task = h.spawn {
            for round in 1...3 {
                try interpreter.step(H.here, "loop")
                try h.yield()
                h.note("round \(round), budget full: \(interpreter.stepsLeft == interpreter.limits.stepBudget)")
            }
            return .void
        }
        task.turnObserver = { h.note("\($0)") }
        try h.executor.runUntilIdle()
        #expect(h.events == ["resumed", "suspended", "resumed", "round 1, budget full: true",
                             "suspended", "resumed", "round 2, budget full: true",
                             "suspended", "resumed", "round 3, budget full: true", "finished"])
    }

    @Test func afterEachJobRunsBetweenYieldsOnlyWhenItHasWork() throws {
        let h = H()
        defer { h.executor.shutdown() }
        var hasWork = false
        h.executor.afterEachJob = { h.note("render") }
        h.executor.afterEachJobHasWork = { hasWork }
        _ = h.spawn {
            try h.yield()
            h.note("a")
            hasWork = true
            try h.yield()
            h.note("b")
            hasWork = false
            return .void
        }
        try h.executor.runUntilIdle()
        #expect(h.events == ["a", "render", "b", "render"])
    }

    @Test func theTurnLimitStopsAYieldLoopAfterAsManyTurnsAtItsYield() throws {
        let h = H()
        defer { h.executor.shutdown() }
        h.executor.maximumTurnsPerCall = 10
        var turns = 0
        let task = h.spawn {
            while true { try h.executor.yield(at: SourceRange(3, 7)) }
        }
        task.turnObserver = { if $0 == .resumed { turns += 1 } }
        do {
            try h.executor.runUntilIdle()
            Issue.record("runUntilIdle returned")
        } catch let error as RuntimeError {
            #expect(error.message.hasPrefix("tasks and jobs ran more than 10 turns without letting virtual time pass"))
            #expect(error.range == SourceRange(3, 7))
        }
        #expect(turns == 11)
    }

    @Test func aJobOverdueAfterABlockingSleepRunsBeforeTheYieldingTaskResumes() throws {
        let h = H()
        defer { h.executor.shutdown() }
        _ = h.spawn {
            h.executor.enqueue(after: 5 * H.millisecond) { h.log("job") }
            h.executor.blockingSleep(nanoseconds: 10 * H.millisecond)
            try h.yield()
            h.log("after yield")
            return .void
        }
        try h.executor.runUntilAllDone()
        #expect(h.events == ["job@10", "after yield@10"])
    }

    @Test func aYieldAfterTheDeadlineWaitsForTheNextDriverCall() throws {
        let h = H()
        defer { h.executor.shutdown() }
        _ = h.spawn {
            h.executor.blockingSleep(nanoseconds: 10 * H.millisecond)
            try h.yield()
            h.log("after yield")
            return .void
        }
        try h.executor.advance(by: 2 * H.millisecond)
        #expect(h.events.isEmpty)
        #expect(h.executor.pendingTaskCount == 1)
        try h.executor.runUntilIdle()
        #expect(h.events == ["after yield@10"])
    }
}
