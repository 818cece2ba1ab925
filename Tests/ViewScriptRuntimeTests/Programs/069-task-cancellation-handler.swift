// withTaskCancellationHandler: the handler runs on cancellation (or immediately if already cancelled); the operation still completes.
print("start")
let alreadyCancelled = Task { () -> String in
    await withTaskCancellationHandler {
        print("operation running, isCancelled =", Task.isCancelled)
        return "operation result"
    } onCancel: {
        print("onCancel handler ran")
    }
}
alreadyCancelled.cancel()
print(await alreadyCancelled.value)
let normal = Task { () -> Int in
    await withTaskCancellationHandler {
        await Task.yield()
        return 7
    } onCancel: {
        print("never printed")
    }
}
print("normal result", await normal.value)
let throwing = Task { () throws -> String in
    try await withTaskCancellationHandler {
        try await Task.sleep(nanoseconds: 5_000_000_000)
        return "slept"
    } onCancel: {
        print("cancel handler for sleeper")
    }
}
throwing.cancel()
do {
    print(try await throwing.value)
} catch {
    print("sleeper ended with", error)
}
print("end")
