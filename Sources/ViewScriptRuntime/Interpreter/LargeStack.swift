import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for its result.
/// The parser (and later the interpreter) recurses; the main thread's stack is too small
/// to rely on, so every command runs here.
public func runOnLargeStack<T: Sendable>(stackSize: Int = 512 << 20, _ body: @escaping @Sendable () -> T) -> T {
    let result = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = result.value else { preconditionFailure("the command thread returned no result") }
    return value
}

/// Carries the result from the worker thread; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
