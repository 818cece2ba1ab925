// Child tasks (an async let, a task group's) are cancelled with their parent; an unstructured
// Task { } started inside is not. (The order in which several cancelled children resume is
// not specified in Swift, so each parent here has one.)
func slow(_ name: String, _ tenths: UInt64 = 5) async -> String {
    do { try await Task.sleep(nanoseconds: tenths * 100_000_000) } catch { print(name, "cancelled"); return "-" }
    print(name, "finished")
    return name
}
func withAsyncLet() async -> String {
    async let a = slow("async let child")
    return await a
}
func withGroup() async -> [String] {
    await withTaskGroup(of: String.self) { group in
        group.addTask { await slow("group child") }
        var out: [String] = []
        for await value in group { out.append(value) }
        return out
    }
}
func withUnstructured() async -> Int {
    let inner = Task { await slow("unstructured", 2) }
    _ = inner
    try? await Task.sleep(nanoseconds: 300_000_000)
    return 1
}

let first = Task { await withAsyncLet() }
try? await Task.sleep(nanoseconds: 100_000_000)
first.cancel()
print(await first.value)

let second = Task { await withGroup() }
try? await Task.sleep(nanoseconds: 100_000_000)
second.cancel()
print(await second.value)

let third = Task { await withUnstructured() }
try? await Task.sleep(nanoseconds: 100_000_000)
third.cancel()
print(await third.value)
try? await Task.sleep(nanoseconds: 300_000_000)
print("end")
