#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One whole child process, measured as users pay for it: started with `posix_spawn` and
/// reaped with `wait4`, which gives that child's own CPU time (user + system) and peak
/// resident memory, apart from every other child of the benchmark.
struct ChildProcess {
    struct Usage {
        /// Wall clock, seconds: includes waiting for a core on a loaded machine.
        var wall: Double
        /// User + system CPU seconds of the child alone.
        var cpu: Double
        /// The child's peak resident set, MiB.
        var peakMegabytes: Double
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable arguments...` with standard output and error sent to /dev/null.
    static func run(_ executable: String, _ arguments: [String]) throws(Failure) -> Usage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "\(executable): cannot start (error \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "\(executable): wait4 failed (error \(errno))") }
        }
        let (seconds, attoseconds) = (clock.now - start).components
        // WIFEXITED && WEXITSTATUS == 0
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw Failure(description: "\(([executable] + arguments).joined(separator: " ")): exit status \(status)")
        }
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / (1024 * 1024)
        #else
        let peak = Double(usage.ru_maxrss) / 1024
        #endif
        return Usage(wall: Double(seconds) + Double(attoseconds) * 1e-18, cpu: user + system, peakMegabytes: peak)
    }
}
