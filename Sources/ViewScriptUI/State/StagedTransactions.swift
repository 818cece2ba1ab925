import ViewScriptRuntime

/// A transaction closed by `withAnimation { }` or `withTransaction { }` (B38), waiting for
/// the render loop: its writes, and the value each slot it wrote had when it closed.
struct StagedTransaction {
    let transaction: Transaction
    let closing: [(slot: StateSlot, value: Value)]
}

/// B38: `withAnimation { }` is a transaction of its own. State written before the call (in the
/// same action, `onAppear` or `onChange`) and state written in its body are two updates: the
/// render loop renders the first with the values written before the call, then the second,
/// so a body sees both values in turn and `onChange` fires for each.
/// Source: OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/.../StateCompatibilityTests.swift
/// `nestedStateUpdate` (run against SwiftUI): `value = 1; value = 2; withAnimation { value = 3;
/// value = 4 }` in `onAppear` gives bodies `[0, 2, 4]` and `onChange` `[[0, 2], [2, 4]]`.
/// `@State` and `@AppStorage` slots are staged; observed objects invalidate their readers
/// when written, so their writes are seen by the first update that follows.
extension ViewGraph {
    public func closeTransaction() -> Bool {
        guard currentEvaluation == nil, !transaction.isEmpty else { return false }
        let closed = transaction
        let changed = !closed.changedSlots.isEmpty || !closed.observedWrites.isEmpty
        staged.append(StagedTransaction(transaction: closed, closing: closed.writes.map { ($0.slot, $0.slot.value) }))
        transaction = Transaction()
        return changed
    }

    /// Before the render loop flushes: when transactions were closed since `start` (an index
    /// into `staged`), the current one is closed too, and every slot they wrote goes back to
    /// its value before the first of them; the loop then renders them one by one
    /// (`nextStagedTransaction`), each after the updates before it settled.
    func stageCurrentTransaction(since start: Int = 0) {
        guard staged.count > start else { return }
        _ = closeTransaction()
        for stage in staged[start...].reversed() {
            for (slot, original) in stage.transaction.writes { slot.value = original }
        }
    }

    /// Makes the next staged transaction current, with the values its slots had when it
    /// closed (the render loop flushes it); false when none is left.
    func nextStagedTransaction() -> Bool {
        guard !staged.isEmpty else { return false }
        let stage = staged.removeFirst()
        for (slot, value) in stage.closing { slot.value = value }
        transaction = stage.transaction
        return true
    }
}
