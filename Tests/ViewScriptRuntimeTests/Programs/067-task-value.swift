// Task { } on the main actor, await task.value, Task results and errors, Task.sleep ordering with well-separated delays.
print("main starts")
let t1 = Task { () -> Int in
    print("t1 runs")
    return 42
}
print("t1 created")
let v1 = await t1.value
print("t1 value", v1)
let t2 = Task {
    print("t2 before sleep")
    try await Task.sleep(nanoseconds: 20_000_000)
    print("t2 after sleep")
    return "slept"
}
print("t2 created")
print(try await t2.value)
enum Failure: Error { case boom }
let t3 = Task { () throws -> Int in
    print("t3 throws")
    throw Failure.boom
}
do {
    _ = try await t3.value
} catch {
    print("t3 failed with", error)
}
let r = await t3.result
print(r)
var log: [String] = []
let a = Task { () -> Void in
    try? await Task.sleep(nanoseconds: 150_000_000)
    log.append("slow")
}
let b = Task { () -> Void in
    try? await Task.sleep(nanoseconds: 10_000_000)
    log.append("fast")
}
await a.value
await b.value
print(log)
let tasks = (1...3).map { i in Task { i * i } }
var squares: [Int] = []
for t in tasks { squares.append(await t.value) }
print(squares)
let sleeper = Task {
    try await Task.sleep(for: .milliseconds(10))
    return "slept for a duration"
}
print(try await sleeper.value)
func work(_ name: String) async -> String {
    await Task.yield()
    return "done \(name)"
}
let worker = Task { await work("job") }
print(await worker.value)
print(type(of: t1), type(of: t3))
print("main ends")
