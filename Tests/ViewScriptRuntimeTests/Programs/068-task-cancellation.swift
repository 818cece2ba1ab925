// task.cancel(), Task.isCancelled, Task.checkCancellation(), CancellationError, Task.sleep throwing when cancelled.
let sleeper = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 5_000_000_000)
        return "woke normally"
    } catch {
        return "sleep threw \(error) cancelled=\(Task.isCancelled)"
    }
}
sleeper.cancel()
print(await sleeper.value)
print(sleeper.isCancelled)
let checker = Task { () throws -> Int in
    try Task.checkCancellation()
    return 1
}
checker.cancel()
do {
    print(try await checker.value)
} catch is CancellationError {
    print("checkCancellation threw CancellationError")
}
let checkerResult = await checker.result
print(checkerResult)
let notCancelled = Task { () -> Bool in Task.isCancelled }
print("not cancelled task saw isCancelled =", await notCancelled.value)
let looper = Task { () -> Int in
    var iterations = 0
    while !Task.isCancelled {
        iterations += 1
        await Task.yield()
        if iterations >= 1_000_000 { break }
    }
    return iterations > 0 ? 1 : 0
}
looper.cancel()
print("looper finished with", await looper.value)
print(CancellationError())
print(String(describing: CancellationError()), String(reflecting: CancellationError()))
let e: Error = CancellationError()
print(e is CancellationError, e)
func cooperative() async throws -> String {
    try Task.checkCancellation()
    return "not cancelled"
}
let ok = Task { try await cooperative() }
print(try await ok.value)
let cancelledEarly = Task { try await cooperative() }
cancelledEarly.cancel()
switch await cancelledEarly.result {
case .success(let s): print("success", s)
case .failure(let err): print("failure", err)
}
print("main isCancelled:", Task.isCancelled)
