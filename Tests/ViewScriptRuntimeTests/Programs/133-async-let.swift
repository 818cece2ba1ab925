// `async let`: child tasks started at once, each read awaiting its value; errors rethrown at the read.
func work(_ name: String, _ ms: UInt64) async -> String {
    try? await Task.sleep(nanoseconds: ms * 1_000_000)
    print("done", name)
    return name
}
func fails() async throws -> Int { struct Boom: Error {}; throw Boom() }
func run() async {
    print("start")
    async let a = work("a", 200)
    async let b = work("b", 100)
    print("started")
    let both = await [a, b]
    print(both, await a)
    async let n: Int = 40 + 2
    let m = await n
    print(m)
    async let bad = fails()
    do { _ = try await bad } catch { print("caught", type(of: error)) }
}
let t = Task { await run() }
_ = await t.value
