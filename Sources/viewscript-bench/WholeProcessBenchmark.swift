#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `viewscript-bench graph --only whole`: one tap of Tokamak's benchmark view (10,000 rows in a
/// `ScrollView`) as users pay for it, in whole `viewscript run` processes (the `viewscript`
/// built beside this benchmark): a scenario that shows the view and taps "Tick" 20 times, and
/// one that only shows it, run alternately; per tap = (time with 20 taps - time with none) / 20,
/// the median of `runs` pairs, wall clock and CPU (the child's user + system time).
struct WholeProcessBenchmark {
    let runs: Int
    static let taps = 20
    /// The goal for one tap, in seconds (issue 21: 25 ms, more than 10x Tokamak's 296 ms).
    static let target = 0.025

    static func program(taps: Int) -> String {
        GraphPrograms.tokamak(rows: 10_000) + "\nscenario \"ticks\" {\n    show TickBenchmark()\n"
            + String(repeating: "    tap \"Tick\"\n", count: taps)
            + "    expect visible \"Ticks: \(taps)\"\n}\n"
    }

    func run(_ report: inout GraphBenchmark.Report) {
        report.lines.append("")
        report.lines.append("Tokamak's benchmark view in whole `viewscript run` processes: one tap "
            + "((\(Self.taps) taps - none) / \(Self.taps), median of \(runs) pairs)")
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viewscript").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            report.problems.append("whole: \(executable) not found (build the viewscript product in the same configuration)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewscript-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let none = directory.appendingPathComponent("none.view"), many = directory.appendingPathComponent("taps.view")
            try Self.program(taps: 0).write(to: none, atomically: true, encoding: .utf8)
            try Self.program(taps: Self.taps).write(to: many, atomically: true, encoding: .utf8)
            var wall: [Double] = [], cpu: [Double] = [], baseWall: [Double] = []
            for _ in 0..<runs {
                let base = try Self.time(executable, none.path)
                let tapped = try Self.time(executable, many.path)
                wall.append((tapped.wall - base.wall) / Double(Self.taps))
                cpu.append((tapped.cpu - base.cpu) / Double(Self.taps))
                baseWall.append(base.wall)
            }
            let median = GraphBenchmark.median(wall)
            report.lines.append("  one tap: \(Measurement.milliseconds(median)) ms wall clock, "
                + "\(Measurement.milliseconds(GraphBenchmark.median(cpu))) ms CPU (show alone: "
                + "\(Measurement.milliseconds(GraphBenchmark.median(baseWall))) ms)")
            report.lines.append("  goal under \(Measurement.milliseconds(Self.target)) ms: " + (median < Self.target ? "met" : "NOT met")
                + " (machine load average \(Measurement.fixed(Measurement.loadAverage(), 1)))")
        } catch {
            report.problems.append("whole: \(error)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `viewscript run FILE`; its wall clock and CPU seconds.
    private static func time(_ executable: String, _ file: String) throws -> (wall: Double, cpu: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["run", file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let before = childCPUSeconds()
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let (seconds, attoseconds) = (clock.now - start).components
        guard process.terminationStatus == 0 else { throw Failure(description: "viewscript run \(file): exit status \(process.terminationStatus)") }
        return (Double(seconds) + Double(attoseconds) * 1e-18, childCPUSeconds() - before)
    }

    private static func childCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
