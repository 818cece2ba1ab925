// MainActor.run, @MainActor functions and classes, Task inheriting the main actor, order of main-actor tasks.
@MainActor
final class ViewModel {
    var items: [String] = []
    var status = "idle"
    func load() async {
        status = "loading"
        print("status:", status)
        await Task.yield()
        items = ["a", "b", "c"]
        status = "loaded"
        print("status:", status, items)
    }
}
@MainActor func updateUI(_ text: String) {
    print("UI:", text)
}
let model = ViewModel()
await model.load()
print(model.items.count)
let value = await MainActor.run { () -> Int in
    print("inside MainActor.run")
    return 99
}
print("MainActor.run returned", value)
await MainActor.run {
    updateUI("from MainActor.run")
}
let t = Task { @MainActor in
    updateUI("from a main-actor task")
    return model.status
}
print(await t.value)
var order: [String] = []
let first = Task { order.append("first") }
let second = Task { order.append("second") }
let third = Task { order.append("third") }
await first.value
await second.value
await third.value
print(order)
func background() async -> Int {
    await Task.yield()
    return await MainActor.run { model.items.count * 2 }
}
print(await background())
let detached = Task.detached { () -> String in
    "detached result"
}
print(await detached.value)
print("done")
