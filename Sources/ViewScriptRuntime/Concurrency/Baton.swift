import Foundation

/// The right to run. Every participant (the driver, each task's thread) owns one baton and
/// waits on it; passing a participant its baton lets it run, and the passer then waits on
/// its own. Exactly one thread runs at any time, so the executor's and the interpreter's
/// state need no locks: the semaphores order every access.
final class Baton: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Lets the owner run (or run on, if it has not started waiting yet).
    func pass() { semaphore.signal() }

    /// Blocks until the baton is passed to the owner.
    func wait() { semaphore.wait() }
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
