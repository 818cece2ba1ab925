#if canImport(Glibc)
import Glibc
#endif

/// How the `viewscript` process asks the C allocator for memory. Called once by `main` before
/// the command thread starts (its first allocation picks its arena).
///
/// glibc gives each new thread an arena of its own, which it grows one page at a time with an
/// `mprotect` call per page: a 10 MB file's syntax tree (120 MB in about 1.5 million blocks,
/// built on the command thread) cost tens of thousands of system calls, a tenth of `parse`'s
/// time. One arena for every thread grows with `brk`, `topPad` bytes at a time. The workers of
/// `check` keep an arena each: sharing one, they wait for its lock (two workers checked the
/// samples 15-20% slower).
public enum ProcessAllocator {
    public enum Policy: Equatable, Sendable {
        /// One arena, grown `topPad` bytes at a time: a command that allocates on one thread.
        case oneArena
        /// glibc's default, an arena per thread: commands whose workers allocate at once.
        case arenaPerThread
    }

    /// Extra bytes the heap grows by whenever it must grow (glibc's default is 128 KiB).
    public static let topPad: Int32 = 32 << 20

    public static func configure(_ policy: Policy) {
        guard policy == .oneArena else { return }
        #if canImport(Glibc)
        // `mallopt` and its `M_*` constants are not imported from <malloc.h>; the values are
        // glibc's: M_TOP_PAD -2, M_ARENA_MAX -8.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-8, 1)
        _ = mallopt(-2, topPad)
        #endif
    }
}
