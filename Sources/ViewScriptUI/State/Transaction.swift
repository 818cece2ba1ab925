import ViewScriptRuntime

/// The state writes of one event (a tap, a scroll, a task resuming), or of one render pass
/// (writes made by bodies, `onAppear` and `onChange`). Writes are coalesced: when the
/// transaction is committed, only the slots whose value differs from the one they had when
/// the transaction first wrote them invalidate their readers.
final class Transaction {
    private var order: [StateSlot] = []
    private var originals: [ObjectIdentifier: Value] = [:]

    /// Observed objects written in this transaction whose dependents were invalidated, for
    /// the error of a render that does not settle (`'count' of 'Model'`).
    private(set) var observedWrites: [String] = []

    var isEmpty: Bool { order.isEmpty && observedWrites.isEmpty }

    func recordObservedWrite(_ name: String) {
        if !observedWrites.contains(name) { observedWrites.append(name) }
    }

    func recordWrite(to slot: StateSlot, replacing old: Value) {
        let id = ObjectIdentifier(slot)
        guard originals[id] == nil else { return }
        originals[id] = old
        order.append(slot)
    }

    /// Every slot written, with the value it had before the transaction's first write to it.
    var writes: [(slot: StateSlot, original: Value)] {
        order.map { ($0, originals[ObjectIdentifier($0)] ?? $0.value) }
    }

    /// The slots whose value changed, in the order they were first written.
    var changedSlots: [StateSlot] {
        order.filter { slot in originals[ObjectIdentifier(slot)].map { $0 != slot.value } ?? false }
    }
}
