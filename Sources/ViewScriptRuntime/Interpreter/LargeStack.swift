import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for its result.
/// The parser (and later the interpreter) recurses; the main thread's stack is too small
/// to rely on, so every command runs here.
///
/// The thread lets go of `body` (and everything it captured) before it signals, so that
/// when this returns, nothing of the work is still owned by the other thread (the thread
/// object itself may end a moment later, holding only empty boxes).
public func runOnLargeStack<T: Sendable>(stackSize: Int = 512 << 20, _ body: @escaping @Sendable () -> T) -> T {
    let handoff = Handoff<T>(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        handoff.run()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = handoff.takeResult() else { preconditionFailure("the command thread returned no result") }
    return value
}

/// Carries the work to the worker thread and the result back; the semaphore orders the
/// worker's writes before the caller's read.
private final class Handoff<T>: @unchecked Sendable {
    private var body: (() -> T)?
    private var result: T?

    init(_ body: @escaping () -> T) { self.body = body }

    /// On the worker thread: runs the body, then drops it.
    func run() {
        guard let body else { return }
        self.body = nil
        result = body()
    }

    /// On the caller's thread, after the worker signalled.
    func takeResult() -> T? {
        defer { result = nil }
        return result
    }
}

/// Runs `body(worker)` on `count` new threads with stacks of `stackSize` bytes each and waits
/// for all of them: a fixed pool of workers that take their work themselves (`check` gives
/// each the next file), so that a run makes `count` threads, not one per file or scenario.
public func runOnWorkers(count: Int, stackSize: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchSemaphore(value: 0)
    for worker in 0..<count {
        let thread = Thread {
            body(worker)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
    }
    for _ in 0..<count { done.wait() }
}
