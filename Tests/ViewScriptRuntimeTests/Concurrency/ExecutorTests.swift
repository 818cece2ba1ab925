import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Order of tasks and jobs, and the virtual clock.
struct ExecutorTests {
    typealias H = ExecutorHarness
    let ms = ExecutorHarness.millisecond

    @Test func spawnedTasksStartOnlyWhenTheDriverRunsAndInFIFOOrder() throws {
        let h = H()
        defer { h.executor.shutdown() }
        for name in ["a", "b", "c"] { _ = h.spawn { h.note(name); return .void } }
        #expect(h.events.isEmpty)
        #expect(h.executor.pendingTaskCount == 3)
        try h.executor.runUntilIdle()
        #expect(h.events == ["a", "b", "c"])
        #expect(h.executor.pendingTaskCount == 0)
        #expect(!h.executor.hasPendingWork)
    }

    @Test func jobsAndTasksShareOneFIFOQueue() throws {
        let h = H()
        defer { h.executor.shutdown() }
        h.executor.enqueue { h.note("job 1") }
        _ = h.spawn {
            h.note("task")
            h.executor.enqueue { h.note("job enqueued by task") }
            return .void
        }
        h.executor.enqueue {
            h.note("job 2")
            h.executor.enqueue { h.note("job enqueued by job 2") }
        }
        try h.executor.runUntilIdle()
        #expect(h.events == ["job 1", "task", "job 2", "job enqueued by task", "job enqueued by job 2"])
    }

    @Test func yieldGoesToTheBackOfTheQueue() throws {
        let h = H()
        defer { h.executor.shutdown() }
        for name in ["a", "b"] {
            _ = h.spawn {
                h.note("\(name)1")
                try h.yield()
                h.note("\(name)2")
                try h.yield()
                h.note("\(name)3")
                return .void
            }
        }
        try h.executor.runUntilIdle()
        #expect(h.events == ["a1", "b1", "a2", "b2", "a3", "b3"])
    }

    @Test func sleepersWakeByVirtualTimeThenByEnqueueOrder() throws {
        let h = H()
        defer { h.executor.shutdown() }
        for (name, delay) in [("slow", 30), ("first 10", 10), ("mid", 20), ("second 10", 10)] as [(String, Int64)] {
            _ = h.spawn {
                try h.sleep(ms: delay)
                h.log(name)
                return .void
            }
        }
        h.executor.enqueue(after: 20 * ms) { h.log("job at 20") }
        try h.executor.runUntilAllDone()
        #expect(h.events == ["first 10@10", "second 10@10", "job at 20@20", "mid@20", "slow@30"])
        #expect(h.executor.now == 30 * ms)
    }

    @Test func runUntilIdleRunsOnlyWhatIsDueNow() throws {
        let h = H()
        defer { h.executor.shutdown() }
        _ = h.spawn {
            h.log("start")
            try h.sleep(ms: 5)
            h.log("woke")
            return .void
        }
        try h.executor.runUntilIdle()
        #expect(h.events == ["start@0"])
        #expect(h.executor.now == 0)
        #expect(h.executor.hasPendingWork)
        #expect(h.executor.pendingTaskCount == 1)
    }

    @Test func advanceRunsWhatFallsDueAndStopsAtTheEnd() throws {
        let h = H()
        defer { h.executor.shutdown() }
        _ = h.spawn {
            try h.sleep(ms: 100)
            h.log("task woke")
            return .void
        }
        h.executor.enqueue(after: 75 * ms) { h.log("job") }
        h.executor.enqueue(after: 150 * ms) { h.log("late job") }
        try h.executor.advance(by: 50 * ms)
        #expect(h.events.isEmpty)
        #expect(h.executor.now == 50 * ms)
        try h.executor.advance(by: 50 * ms)
        #expect(h.events == ["job@75", "task woke@100"])
        #expect(h.executor.now == 100 * ms)
        try h.executor.advance(by: 100 * ms)
        #expect(h.events.last == "late job@150")
        #expect(h.executor.now == 200 * ms)
    }

    @Test func dispatchQueueBlocksRunWhileTheMainCodeSleeps() throws {
        let h = H()
        defer { h.executor.shutdown() }
        // Program 071, driven by a task standing for the top-level code.
        try h.executor.runMain {
            h.note("start")
            h.executor.enqueue { h.note("async block 1") }
            h.executor.enqueue { h.note("async block 2") }
            h.executor.enqueue(after: 200 * ms) { h.log("after 0.2s") }
            h.executor.enqueue(after: 50 * ms) { h.log("after 0.05s") }
            h.note("scheduled")
            try h.sleep(ms: 400)
            h.log("after sleeping")
            h.executor.enqueue {
                h.note("outer")
                h.executor.enqueue { h.note("inner, enqueued by outer") }
            }
            h.executor.enqueue { h.note("second outer") }
            try h.sleep(ms: 50)
            h.log("end")
        }
        #expect(h.events == ["start", "scheduled", "async block 1", "async block 2", "after 0.05s@50",
                             "after 0.2s@200", "after sleeping@400", "outer", "second outer",
                             "inner, enqueued by outer", "end@450"])
    }

    @Test func blockingSleepMovesTheClockWithoutLettingAnythingRun() throws {
        let h = H()
        defer { h.executor.shutdown() }
        h.executor.enqueue(after: 10 * ms) { h.log("timer") }
        _ = h.spawn {
            h.log("before")
            h.executor.blockingSleep(nanoseconds: 2 * H.second)
            h.log("after")
            return .void
        }
        try h.executor.runUntilAllDone()
        #expect(h.events == ["before@0", "after@2000", "timer@2000"])
    }

    @Test func repeatingTimerFiresOnItsGridAndStopsWhenCancelled() throws {
        let h = H()
        defer { h.executor.shutdown() }
        h.executor.repeating(every: 10 * ms) { job in
            h.log("tick \(job.fireCount)")
            if job.fireCount == 2 { h.executor.blockingSleep(nanoseconds: 25 * ms) }
            if job.fireCount == 4 { job.cancel() }
        }
        try h.executor.runUntilAllDone()
        // The fire at 20 blocks until 45: those at 30 and 40 are skipped, the grid stays.
        #expect(h.events == ["tick 1@10", "tick 2@20", "tick 3@50", "tick 4@60"])
        #expect(!h.executor.hasPendingWork)
    }

    @Test func runUntilAllDoneStopsARunawayTimerAtTheLimit() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let timer = h.executor.repeating(every: H.second) { _ in }
        let finished = try h.executor.runUntilAllDone(limit: 10 * H.second)
        #expect(!finished)
        #expect(timer.fireCount == 10)
        #expect(timer.nextFireTime == 11 * H.second)
    }

    @Test func cancelledJobDoesNotRun() throws {
        let h = H()
        defer { h.executor.shutdown() }
        let job = h.executor.enqueue(after: 5 * ms) { h.note("ran") }
        job.cancel()
        #expect(!h.executor.hasPendingWork)
        try h.executor.runUntilAllDone()
        #expect(h.events.isEmpty)
    }

    @Test func afterEachJobRunsAfterEveryJobAndTaskTurn() throws {
        let h = H()
        defer { h.executor.shutdown() }
        h.executor.afterEachJob = { [unowned h] in h.note("render") }
        _ = h.spawn {
            h.note("task part 1")
            try h.yield()
            h.note("task part 2")
            return .void
        }
        h.executor.enqueue { h.note("job") }
        try h.executor.runUntilIdle()
        #expect(h.events == ["task part 1", "render", "job", "render", "task part 2", "render"])
    }

    @Test func aVirtualHourTakesMilliseconds() throws {
        let h = H()
        defer { h.executor.shutdown() }
        _ = h.spawn {
            try h.sleep(ms: 3_600_000)
            h.log("an hour later")
            return .void
        }
        let start = Date()
        try h.executor.runUntilAllDone(limit: 2 * 3_600 * H.second)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(h.events == ["an hour later@3600000"])
    }

    @Test func theSameScheduleInterleavesTheSameWayEveryTime() throws {
        func run() throws -> [String] {
            let h = H()
            defer { h.executor.shutdown() }
            for index in 0..<8 {
                _ = h.spawn {
                    for step in 0..<4 {
                        h.log("t\(index).\(step)")
                        if (index + step) % 3 == 0 { try h.yield() } else { try h.sleep(ms: Int64((index * 7 + step) % 5)) }
                        h.executor.enqueue(after: Int64(step) * H.millisecond) { h.log("job \(index).\(step)") }
                    }
                    return .void
                }
            }
            try h.executor.runUntilAllDone()
            return h.events
        }
        let first = try run()
        #expect(first.count == 64)
        for _ in 1..<20 { #expect(try run() == first) }
    }
}
