import Foundation
import Synchronization

/// The right to run. Every participant (the driver, each task's thread) owns one baton and
/// waits on it; passing a participant its baton lets it run, and the passer then waits on
/// its own. Exactly one thread runs at any time, so the executor's and the interpreter's
/// state need no locks: the baton's atomic counter (acquire on taking, release on passing)
/// and, when the owner sleeps, the semaphore order every access.
///
/// A waiter spins for a moment before it sleeps: a task that yields hands the baton to the
/// driver and gets it back a few microseconds later, and waking a sleeping thread on another
/// core costs tens of microseconds each way (an endless `Task.yield()` loop took 4.4 s to
/// reach its turn limit on an idle two-core machine, 0.5 s with one core busy).
final class Baton: @unchecked Sendable {
    /// Passes not yet taken (positive), or minus one while the owner sleeps on `semaphore`.
    private let count = Atomic<Int>(0)
    private let semaphore = DispatchSemaphore(value: 0)
    /// How many times a waiter looks for a pass before it sleeps (some tens of microseconds).
    /// None under ThreadSanitizer, where every look is an instrumented atomic access and two
    /// spinning threads would slow its run of the tests to a crawl.
    private static let spins = Sanitizers.thread ? 0 : 20_000

    /// Lets the owner run (or run on, if it has not started waiting yet).
    func pass() {
        if count.add(1, ordering: .releasing).oldValue < 0 { semaphore.signal() }
    }

    /// Blocks until the baton is passed to the owner.
    func wait() {
        for _ in 0..<Self.spins {
            let passes = count.load(ordering: .acquiring)
            if passes > 0, count.compareExchange(expected: passes, desired: passes - 1, ordering: .acquiring).exchanged {
                return
            }
        }
        if count.subtract(1, ordering: .acquiring).oldValue <= 0 { semaphore.wait() }
    }
}

/// An OS thread that runs simulated tasks, one after another: a task runs on it from its
/// first instruction to its end, suspending in the middle as often as it awaits. Idle
/// workers are kept for the next task. Interpreted code recurses deeply, hence the large stack.
final class Worker: @unchecked Sendable {
    let baton = Baton()
    /// What to run when the baton comes: a task's whole body.
    var assignment: (() -> Void)?
    /// Set with the last pass of the baton: the thread then ends.
    var shouldExit = false
    private let exited = Baton()

    init(stackSize: Int, name: String) {
        let thread = Thread { [self] in self.main() }
        thread.stackSize = stackSize
        thread.name = name
        thread.start()
    }

    private func main() {
        while true {
            baton.wait()
            if shouldExit { break }
            // Scoped so the task (and what it captured) is released before the next wait.
            do {
                let body = assignment
                assignment = nil
                body?()
            }
        }
        exited.pass()
    }

    /// Ends the thread of an idle worker and waits until it stopped running code.
    func stop() {
        shouldExit = true
        baton.pass()
        exited.wait()
    }
}
