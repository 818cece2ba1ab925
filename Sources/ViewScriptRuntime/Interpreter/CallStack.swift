/// The running calls, outermost first: one entry pushed and popped by every interpreted call.
///
/// A buffer the interpreter owns rather than an array: pushing and popping are part of every
/// call, and an array checks that its storage is unique (and may grow) on each. The entries
/// are plain values (`ActiveCall` holds its function unowned), so the buffer needs no
/// clean-up of its own beyond being freed.
final class CallStack {
    private var entries: UnsafeMutablePointer<ActiveCall>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        entries = UnsafeMutablePointer<ActiveCall>.allocate(capacity: capacity)
    }

    deinit {
        entries.deinitialize(count: count)
        entries.deallocate()
    }

    @inline(__always) var isEmpty: Bool { count == 0 }

    @inline(__always)
    func push(_ call: ActiveCall) {
        if count == capacity { grow() }
        (entries + count).initialize(to: call)
        count += 1
    }

    @inline(__always)
    func pop() {
        count -= 1
        (entries + count).deinitialize(count: 1)
    }

    /// The innermost call.
    var last: ActiveCall? { count > 0 ? entries[count - 1] : nil }

    /// The entries as an array (a task keeps its stack while another runs; errors list it).
    var array: [ActiveCall] { Array(UnsafeBufferPointer(start: entries, count: count)) }

    /// Installs `calls` as the stack.
    func replace(with calls: [ActiveCall]) {
        entries.deinitialize(count: count)
        count = 0
        for call in calls { push(call) }
    }

    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<ActiveCall>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }
}
