#if canImport(Glibc)
import Glibc
#endif

/// The last line of defence behind the call-depth limit: how much of the native stack of
/// the thread running interpreted code is left.
///
/// `--max-call-depth` counts interpreted calls, but one interpreted call takes a different
/// amount of native stack on different paths (a function calling itself directly takes a few
/// hundred bytes in a release build; a call through a subscript or a library closure like
/// `map`'s several KB; an unoptimized or sanitizer build several times more), and the limit
/// can be raised. So every call also checks the stack pointer against the thread's stack: a
/// call that would leave less than the reserve (an eighth of the stack, at most 16 MiB, for
/// the native work one call does without calling again) ends the run with a positioned error
/// instead of a crash. (Under ThreadSanitizer the stack it allows is smaller: see `floor`.)
///
/// The bounds are those of the thread that ran the last call; a call on another thread (a
/// task's) looks its thread's bounds up once when it starts running there. Under
/// AddressSanitizer with `detect_stack_use_after_return` (its default in this toolchain) locals
/// live in a "fake stack" on the heap and the guard sees nothing: `Tests/sanitize.sh` and
/// `Tests/Fuzz/fuzz.sh` turn that option off.
struct NativeStackGuard {
    private var low: UInt = 0
    private var high: UInt = 0
    private var floor: UInt = 0
    /// The thread whose stack `low` and `high` bound.
    private var thread: pthread_t?
    /// `floor` while the running calls are known to be on `thread`; the highest address
    /// otherwise, so that the next call goes through `check`.
    private var confirmedFloor: UInt = .max

    /// Whether the stack of the calling thread is down to its reserve.
    @inline(__always)
    mutating func isNearlyExhausted() -> Bool {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if address > confirmedFloor && address < high { return false }
        return check(address)
    }

    /// The calls ended: the next may run on another thread. It checks which thread it is on,
    /// and looks the stack's bounds up again only on another thread than the last (a lookup
    /// costs as much as a small call: a `ForEach` calls its row closure once per row, each
    /// call the first of its run).
    mutating func callsEnded() {
        confirmedFloor = .max
    }

    /// What this guard leaves in a thread's specific data when it looks up that thread's stack.
    /// A thread that ended may be followed by one with the same `pthread_t` and another stack
    /// (the same top, another size); the new thread starts without the mark, so its stack is
    /// looked up. The mark's address is this guard's alone while the guard holds it.
    private final class ThreadMark {}
    private let mark = ThreadMark()
    private static let markKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    @inline(never)
    private mutating func check(_ address: UInt) -> Bool {
        let current = pthread_self()
        let mark = Unmanaged.passUnretained(self.mark).toOpaque()
        let marked = Self.markKey.map { pthread_getspecific($0) == mark } ?? false
        if current != thread || !marked {
            thread = current
            (low, high) = Self.boundsOfCurrentThread() ?? (0, 0)
            floor = high > low ? Self.floor(low, high) : 0
            if let key = Self.markKey { pthread_setspecific(key, mark) }
        }
        confirmedFloor = floor
        // Outside the bounds (unknown bounds, or a local in AddressSanitizer's fake stack),
        // the call-depth limit alone applies.
        guard address >= low && address < high else { return false }
        return address <= floor
    }

    /// The lowest address a call may start at: above the reserve, and under ThreadSanitizer
    /// within the top 16 MiB. ThreadSanitizer records every instrumented call in a shadow
    /// call stack of 65,536 entries per thread (`kShadowStackSize` in compiler-rt's
    /// tsan_defs.h) and does not check it, so a longer chain of native calls silently
    /// corrupts its runtime (a crash or a hang far from the cause); the interpreter's frames
    /// average 450-540 bytes there, so 16 MiB holds about 35,000 of them.
    private static func floor(_ low: UInt, _ high: UInt) -> UInt {
        let floor = low + min(16 << 20, (high - low) / 8)
        guard Sanitizers.thread, high - low > 32 << 20 else { return floor }
        return max(floor, high - (16 << 20))
    }

    /// glibc's `pthread_getattr_np`, which Swift's Glibc module does not declare (it is a GNU
    /// extension), looked up once.
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np")  // nil: RTLD_DEFAULT
        .map { unsafeBitCast($0, to: GetAttributes.self) }

    private static func boundsOfCurrentThread() -> (UInt, UInt)? {
        #if canImport(Glibc)
        guard let getAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var start: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &start, &size) == 0, let start else { return nil }
        let low = UInt(bitPattern: start)
        return (low, low + UInt(size))
        #else
        return nil
        #endif
    }
}
