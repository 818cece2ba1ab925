// An async let nobody awaited is cancelled and awaited when its scope ends (SE-0317), in reverse order of declaration.
func slow(_ name: String, _ tenths: UInt64) async -> String {
    do { try await Task.sleep(nanoseconds: tenths * 100_000_000) } catch { print(name, "cancelled"); return "" }
    print(name, "finished")
    return name
}
func early(_ skip: Bool) async -> String {
    async let a = slow("a", 3)
    async let b = slow("b", 1)
    if skip { print("returning early"); return "none" }
    return await a + b
}
func run() async {
    print(await early(true))
    print(await early(false))
    print("end")
}
let t = Task { await run() }
await t.value
