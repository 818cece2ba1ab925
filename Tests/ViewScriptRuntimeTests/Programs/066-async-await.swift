// async functions awaited in sequence: ordering, return values, async throws, async methods, async closures, async properties.
func fetchNumber(_ n: Int) async -> Int {
    print("fetching", n)
    await Task.yield()
    print("fetched", n)
    return n * 10
}
func fetchName(id: Int) async throws -> String {
    if id < 0 { throw URLError.badID(id) }
    return "user\(id)"
}
enum URLError: Error { case badID(Int) }
print("start")
let a = await fetchNumber(1)
let b = await fetchNumber(2)
print("sum", a + b)
do {
    print(try await fetchName(id: 7))
    print(try await fetchName(id: -1))
} catch {
    print("error:", error)
}
let maybe = try? await fetchName(id: -2)
print(maybe as Any)
struct Service {
    var base: Int
    func compute(_ x: Int) async -> Int {
        await Task.yield()
        return base + x
    }
    var asyncValue: Int {
        get async { await compute(100) }
    }
}
let service = Service(base: 5)
print(await service.compute(1), await service.asyncValue)
func sumAll(_ xs: [Int]) async -> Int {
    var total = 0
    for x in xs {
        total += await fetchNumber(x)
    }
    return total
}
print("total", await sumAll([1, 2, 3]))
let transform: (Int) async -> String = { n in
    await Task.yield()
    return "<\(n)>"
}
print(await transform(9))
func chain() async -> String {
    let first = await transform(1)
    let second = await transform(2)
    return first + second
}
print(await chain())
var results: [Int] = []
for i in 1...3 {
    results.append(await fetchNumber(i * 100))
}
print(results)
print("end")
