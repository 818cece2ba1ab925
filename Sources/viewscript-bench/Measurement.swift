#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing, the process's peak memory and number formatting, without Foundation.
enum Measurement {
    // MARK: Time

    /// Runs `body` and returns how long it took, in seconds of wall-clock time and of this
    /// process's CPU time (the latter is steadier on a machine shared with other work).
    static func time<T>(_ body: () -> T) -> (seconds: Double, cpuSeconds: Double, result: T) {
        let clock = ContinuousClock()
        let cpuStart = processCPUSeconds()
        let start = clock.now
        let result = body()
        let elapsed = clock.now - start
        let cpuSeconds = processCPUSeconds() - cpuStart
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) + Double(attoseconds) * 1e-18, cpuSeconds, result)
    }

    /// CPU time used by this process so far (`CLOCK_PROCESS_CPUTIME_ID`).
    static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// The machine's load average over the last minute (runnable threads of every process):
    /// on a shared machine, a figure measured while others run is slower than the code is.
    static func loadAverage() -> Double {
        var loads = [0.0, 0.0, 0.0]
        return getloadavg(&loads, 3) > 0 ? loads[0] : 0
    }

    // MARK: Memory

    /// The process's peak resident set size so far, in MiB (`getrusage`'s `ru_maxrss`, which
    /// Linux reports in KiB and macOS in bytes). A high-water mark: it never goes down.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Double(usage.ru_maxrss) / (1024 * 1024)
        #else
        return Double(usage.ru_maxrss) / 1024
        #endif
    }

    // MARK: Formatting

    /// `x` with `digits` decimals (rounded half up), e.g. `fixed(105.349, 1) == "105.3"`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        var fraction = String(scaled % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        return sign + String(whole) + "." + fraction
    }

    /// Milliseconds with no decimals above 10 ms and one below.
    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return ms >= 10 ? fixed(ms, 0) : ms >= 1 ? fixed(ms, 1) : fixed(ms, 2)
    }

    /// Pads `text` on the left to `width` characters.
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    // MARK: Sizes

    /// Parses `10MB`, `512KB`, `1.5MB`, `10MiB`, `2000000` (bytes). MB and KB are decimal
    /// (10^6, 10^3), MiB and KiB binary. Nil for anything else.
    static func parseSize(_ text: String) -> Int? {
        let units: [(suffix: String, factor: Double)] = [
            ("MiB", 1_048_576), ("KiB", 1_024), ("MB", 1_000_000), ("KB", 1_000), ("B", 1),
        ]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let number = Double(text.dropLast(unit.suffix.count)), number > 0 else { return nil }
            return Int(number * unit.factor)
        }
        guard let bytes = Int(text), bytes > 0 else { return nil }
        return bytes
    }

    /// A byte count in MB (10^6 bytes), one decimal.
    static func megabytes(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1_000_000, 1)
    }
}
