import Foundation

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a thread with a 64 MiB stack and waits for it. Swift Testing's worker
/// threads have small stacks; the parser and interpreter are specified for a large one.
func runOnLargeStack<T>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    done.wait()
    return box.value!
}
