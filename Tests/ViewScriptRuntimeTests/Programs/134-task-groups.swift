// Task groups: children's results in the order they end, waiting while none has; the group
// waits for children nobody took; a child's error is rethrown where its result is taken.
struct Failure: Error { let code: Int }

func delayed(_ value: Int, _ tenths: Int) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64(tenths) * 100_000_000)
    print("child", value, "ends")
    return value
}

func run() async {
    let inOrder = await withTaskGroup(of: Int.self) { group -> [Int] in
        for (value, tenths) in [(1, 3), (2, 1), (3, 2)] {
            group.addTask { await delayed(value, tenths) }
        }
        var out: [Int] = []
        for await value in group { out.append(value) }
        return out
    }
    print("for await:", inOrder)

    let firstTwo = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
        group.addTask { await delayed(10, 2) }
        group.addTask { await delayed(20, 1) }
        group.addTask { await delayed(30, 4) }
        var taken: [Int] = []
        while taken.count < 2, let value = await group.next() { taken.append(value) }
        print("empty before the end:", group.isEmpty)
        while let late = await group.next() { print("late", late) }
        print("after the last:", await group.next() as Any, group.isEmpty)
        return taken
    }
    print("next:", firstTwo)

    do {
        let sum = try await withThrowingTaskGroup(of: Int.self) { group -> Int in
            group.addTask { try await Task.sleep(nanoseconds: 100_000_000); return 5 }
            group.addTask { try await Task.sleep(nanoseconds: 200_000_000); throw Failure(code: 7) }
            var total = 0
            for try await value in group { total += value }
            return total
        }
        print("sum", sum)
    } catch let failure as Failure {
        print("failed with", failure.code)
    } catch {
        print("other error", error)
    }

    await withTaskGroup(of: Void.self) { group in
        group.addTask {
            do { try await Task.sleep(nanoseconds: 1_000_000_000); print("not cancelled") }
            catch { print("child cancelled") }
        }
        group.addTask { print("quick child") }
        try? await Task.sleep(nanoseconds: 100_000_000)
        group.cancelAll()
    }
    print("done")
}

let main = Task { await run() }
_ = await main.value
