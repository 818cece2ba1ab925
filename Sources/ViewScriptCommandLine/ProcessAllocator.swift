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

    /// Below this, `configure`'s `expectedHeapBytes` are left to fault in page by page.
    public static let prefaultMinimum = 8 << 20

    /// `expectedHeapBytes`: what the command is about to allocate, if known (`parse` of a large
    /// file); with `.oneArena`, from `prefaultMinimum` up, the heap is grown by that much at
    /// once and its pages supplied in advance (`prefault`).
    public static func configure(_ policy: Policy, expectedHeapBytes: Int = 0) {
        guard policy == .oneArena else { return }
        #if canImport(Glibc)
        // `mallopt` and its `M_*` constants are not imported from <malloc.h>; the values are
        // glibc's: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_ARENA_MAX -8.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-8, 1)
        if expectedHeapBytes >= prefaultMinimum, expectedHeapBytes < Int(Int32.max) / 2 {
            // Freeing must not hand the prefaulted pages back to the system before they are used.
            _ = mallopt(-1, Int32(expectedHeapBytes * 2))
            _ = mallopt(-2, Int32(expectedHeapBytes))
            prefault()
        }
        _ = mallopt(-2, topPad)
        #endif
    }

    #if canImport(Glibc)
    /// Makes the heap grow now (by the top pad just set) and has the kernel supply the pages
    /// up to the new break in one `madvise(MADV_POPULATE_WRITE)` call. Written to for the first
    /// time one by one, each page is a fault, a trap into the kernel: the 29,000 pages of a
    /// 10 MB file's tree cost a fifth of `parse`'s whole process time, about half of it the
    /// traps. A kernel without MADV_POPULATE_WRITE (before Linux 5.14) refuses the call and
    /// the pages fault in as before.
    private static func prefault() {
        let probe = 64 << 10 // below glibc's threshold for blocks mapped on their own (128 KiB)
        let before = sbrk(0)
        var blocks: [UnsafeMutableRawPointer] = []
        // The heap's free top may hold a few probes: it grows when one does not fit.
        while sbrk(0) == before, blocks.count < 8, let block = malloc(probe) { blocks.append(block) }
        if let first = blocks.first, let end = sbrk(0), end != before {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: first) + page - 1) / page * page
            let length = Int(bitPattern: end) - start
            let madvisePopulateWrite: Int32 = 23 // MADV_POPULATE_WRITE, not in older headers
            if length > 0, let address = UnsafeMutableRawPointer(bitPattern: start) {
                _ = madvise(address, length, madvisePopulateWrite)
            }
        }
        for block in blocks.reversed() { free(block) }
    }
    #endif
}
