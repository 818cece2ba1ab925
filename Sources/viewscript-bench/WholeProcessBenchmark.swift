import Foundation

/// `viewscript-bench graph --only whole` (and the end of `graph`): issue 21's table as users
/// pay for it, in whole processes of the `viewscript` built beside this benchmark, next to the
/// in-process figures `graph` measures after it (`InProcessFigures`). Each child is measured
/// apart (`ChildProcess`: wall clock, its own user + system CPU time, its peak memory); goals
/// are judged on CPU time, since wall clock on a shared machine is mostly waiting for a core.
/// A tap costs (a run with `taps` taps - the same run with none) / `taps`, the median of
/// `runs` alternating pairs.
struct WholeProcessBenchmark {
    let runs: Int
    /// An executable that parses a file with swift-syntax (`--swift-syntax`), for the parse row.
    var swiftSyntaxParser: String?
    /// `graph --only parse`: the parse row alone.
    var parseOnly = false
    static let taps = 20
    /// Taps for the row-model tap: a tap costs under a tenth of a millisecond, and a whole run at
    /// 100,000 rows varies by up to ±0.3 s from one run to the next, so the taps must cost
    /// seconds (20,000 taps: about 1.5 s) for the difference to measure them.
    static let rowTaps = 20_000

    /// What `graph` measured in process (CPU seconds), printed beside the whole-process rows.
    struct InProcessFigures {
        var tokamakTap: Double?
        var treeTap: [Int: Double] = [:]
        var treeFirstRender: (seconds: Double, megabytes: Double)?
        var list: [Int: Double] = [:]
    }

    /// A line of the table, finished with the in-process figures measured after it.
    typealias Line = (InProcessFigures) -> String

    /// Measures the table; `graph` runs it before anything in process, because a child's peak
    /// memory (`ru_maxrss`) starts at the benchmark's own resident size when it is spawned.
    func run(_ report: inout GraphBenchmark.Report) -> [Line] {
        var lines: [Line] = []
        lines.append { _ in "" }
        let load = Measurement.fixed(Measurement.loadAverage(), 1)
        lines.append { _ in "Issue 21's table in whole `viewscript` processes (CPU = the child's user + system time; "
            + "a tap = (N taps - none) / N, N = \(Self.taps), \(Self.rowTaps) for a row model; medians of \(runs); machine load average "
            + "\(load))" }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viewscript").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            report.problems.append("whole: \(executable) not found (build the viewscript product in the same configuration)")
            return lines
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewscript-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        var runner = Runner(executable: executable, directory: directory, runs: runs)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if !parseOnly {
                try tokamak(&runner, &lines)
                try tree(&runner, &lines)
                try list(&runner, &lines)
            }
            try parse(&runner, &lines)
        } catch {
            report.problems.append("whole: \(error)")
        }
        return lines
    }

    private func tokamak(_ runner: inout Runner, _ lines: inout [Line]) throws {
        let tap = try runner.perTap { taps in
            GraphPrograms.tokamak(rows: 10_000) + "\nscenario \"ticks\" {\n    show TickBenchmark()\n"
                + String(repeating: "    tap \"Tick\"\n", count: taps) + "    expect visible \"Ticks: \(taps)\"\n}\n"
        }
        let goal = 0.025
        lines.append { inProcess in "  one tap of Tokamak's view (10,000 rows): \(Self.ms(tap.cpu)) ms CPU, \(Self.ms(tap.wall)) ms wall"
            + Self.inProcess(inProcess.tokamakTap) + "; goal ≤ 25 ms: " + Self.verdict(tap.cpu <= goal) }
    }

    private func tree(_ runner: inout Runner, _ lines: inout [Line]) throws {
        var cpu: [Int: Double] = [:]
        for rows in [1_000, 100_000] {
            let target = rows / 2
            let tap = try runner.perTap(taps: Self.rowTaps) { taps in
                var text = GraphPrograms.tree(rows: rows) + "\nscenario \"taps\" {\n    show Tree()\n    scroll to \"Row \(target)\"\n"
                for index in 0..<taps { text += "    tap \"\(index % 2 == 0 ? "Row" : "On") \(target)\"\n" }
                return text + "    expect visible \"Row \(target)\"\n}\n"
            }
            cpu[rows] = tap.cpu
            lines.append { inProcess in "  one @Observable row changed, \(GraphBenchmark.count(rows)) rows: \(Self.ms(tap.cpu)) ms CPU, "
                + "\(Self.ms(tap.wall)) ms wall" + Self.inProcess(inProcess.treeTap[rows]) }
        }
        if let small = cpu[1_000], let large = cpu[100_000], small > 0, large > 0 {
            lines.append { _ in "    100,000 / 1,000 rows: \(Measurement.fixed(large / small, 2))x; goal ≤ 2x: " + Self.verdict(large / small <= 2) }
        } else {
            // A tap is a fraction of a millisecond; runs of seconds vary by more than all the taps.
            lines.append { _ in "    100,000 / 1,000 rows: the taps cost less than the runs vary (see the in-process figures)" }
        }
        let show = try runner.median(program: GraphPrograms.tree(rows: 100_000) + "\nscenario \"show\" {\n    show Tree()\n    expect visible \"Row 0\"\n}\n")
        let line = "  first render of 100,000 rows (whole process: parse, build, show): \(Self.ms(show.cpu)) ms CPU, "
            + "\(Self.ms(show.wall)) ms wall, \(Measurement.fixed(show.peakMegabytes, 0)) MiB peak"
        lines.append { inProcess in line + (inProcess.treeFirstRender.map { " (in process: \(Self.ms($0.seconds)) ms CPU, \(Measurement.fixed($0.megabytes, 0)) MiB)" } ?? "") + "; goal ≤ 1 s, ≤ 150 MB: " + Self.verdict(show.cpu <= 1 && show.peakMegabytes * 1.048576 <= 150) }
    }

    private func list(_ runner: inout Runner, _ lines: inout [Line]) throws {
        var cpu: [Int: Double] = [:]
        for rows in [1_000, 1_000_000] {
            let shown = try runner.median(program: GraphPrograms.list(rows: rows) + "\nscenario \"show\" {\n    show Rows()\n    expect visible \"Row 0\"\n}\n")
            cpu[rows] = shown.cpu
            lines.append { inProcess in "  List over ForEach(0..<\(GraphBenchmark.count(rows))) shown: \(Self.ms(shown.cpu)) ms CPU, "
                + "\(Self.ms(shown.wall)) ms wall, \(Measurement.fixed(shown.peakMegabytes, 0)) MiB peak" + Self.inProcess(inProcess.list[rows]) }
        }
        if let small = cpu[1_000], let large = cpu[1_000_000], small > 0 {
            lines.append { _ in "    1,000,000 / 1,000 rows: \(Measurement.fixed(large / small, 2))x; goal ≤ 1.5x: " + Self.verdict(large / small <= 1.5) }
        }
    }

    /// `viewscript parse` of the generated 10 MB file without scenarios (plain Swift), and the
    /// same file parsed by the swift-syntax executable given, alternately; the goal is on CPU time.
    private func parse(_ runner: inout Runner, _ lines: inout [Line]) throws {
        var options = SourceGenerator.Options(targetBytes: 10_000_000)
        options.includeScenarios = false
        let file = runner.directory.appendingPathComponent("parse.swift")
        try Data(SourceGenerator(options).generate()).write(to: file)
        let ours: ChildProcess.Usage
        var theirs: ChildProcess.Usage?
        if let parser = swiftSyntaxParser {
            let pair = try runner.alternating(["parse", file.path], other: parser, [file.path])
            (ours, theirs) = (pair.ours, pair.theirs)
        } else {
            ours = try runner.median(arguments: ["parse", file.path])
        }
        var line = "  `viewscript parse` of a generated 10 MB file: \(Self.ms(ours.cpu)) ms CPU, \(Self.ms(ours.wall)) ms wall, "
            + "\(Measurement.fixed(ours.peakMegabytes, 0)) MiB peak"
        let memoryMet = ours.peakMegabytes * 1.048576 <= 150
        if let parser = swiftSyntaxParser, let theirs {
            let ratio = ours.cpu > 0 ? theirs.cpu / ours.cpu : 0
            line += "\n    swift-syntax (\(parser)) on the same file: \(Self.ms(theirs.cpu)) ms CPU, \(Self.ms(theirs.wall)) ms wall, "
                + "\(Measurement.fixed(theirs.peakMegabytes, 0)) MiB peak; ViewScript is \(Measurement.fixed(ratio, 2))x faster by CPU"
                + "\n    goal ≥ 5x swift-syntax and ≤ 150 MB: " + Self.verdict(ratio >= 5 && memoryMet)
                + " (≥ 5x: \(Self.verdict(ratio >= 5)), ≤ 150 MB: \(Self.verdict(memoryMet)))"
        } else {
            line += "; goal ≤ 150 MB: " + Self.verdict(memoryMet)
                + " (≥ 5x swift-syntax: not measured, pass --swift-syntax EXECUTABLE that parses its argument)"
        }
        lines.append { _ in line }
    }

    // MARK: Helpers

    private static func ms(_ seconds: Double) -> String { Measurement.milliseconds(seconds) }
    private static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }
    private static func inProcess(_ seconds: Double?) -> String {
        seconds.map { " (in process: \(ms($0)) ms CPU)" } ?? ""
    }

    /// Writes programs and runs them in `viewscript` (or another executable).
    struct Runner {
        let executable: String
        let directory: URL
        let runs: Int
        private var written = 0

        init(executable: String, directory: URL, runs: Int) {
            self.executable = executable
            self.directory = directory
            self.runs = runs
        }

        /// Per tap: (the program with `taps` taps - with none) / `taps`, the median of alternating pairs.
        mutating func perTap(taps: Int = WholeProcessBenchmark.taps, _ program: (Int) -> String) throws -> (wall: Double, cpu: Double) {
            let none = try write(program(0)), many = try write(program(taps))
            var wall: [Double] = [], cpu: [Double] = []
            let count = Double(taps)
            for _ in 0..<runs {
                let base = try ChildProcess.run(executable, ["run", none])
                let tapped = try ChildProcess.run(executable, ["run", many])
                wall.append((tapped.wall - base.wall) / count)
                cpu.append((tapped.cpu - base.cpu) / count)
            }
            return (GraphBenchmark.median(wall), GraphBenchmark.median(cpu))
        }

        /// `viewscript run` of the program: medians of wall clock, CPU and peak memory.
        mutating func median(program: String) throws -> ChildProcess.Usage {
            try median(arguments: ["run", write(program)])
        }

        /// `viewscript arguments` and `other otherArguments`, one after the other `runs` times
        /// (so both see the same machine load): the medians of each.
        func alternating(_ arguments: [String], other: String, _ otherArguments: [String]) throws
            -> (ours: ChildProcess.Usage, theirs: ChildProcess.Usage) {
            var ours: [ChildProcess.Usage] = [], theirs: [ChildProcess.Usage] = []
            for _ in 0..<runs {
                ours.append(try ChildProcess.run(executable, arguments))
                theirs.append(try ChildProcess.run(other, otherArguments))
            }
            return (Self.median(ours), Self.median(theirs))
        }

        private static func median(_ usages: [ChildProcess.Usage]) -> ChildProcess.Usage {
            ChildProcess.Usage(wall: GraphBenchmark.median(usages.map(\.wall)), cpu: GraphBenchmark.median(usages.map(\.cpu)),
                               peakMegabytes: GraphBenchmark.median(usages.map(\.peakMegabytes)))
        }

        func median(executable other: String? = nil, arguments: [String]) throws -> ChildProcess.Usage {
            var usages: [ChildProcess.Usage] = []
            for _ in 0..<runs { usages.append(try ChildProcess.run(other ?? executable, arguments)) }
            return Self.median(usages)
        }

        private mutating func write(_ program: String) throws -> String {
            written += 1
            let file = directory.appendingPathComponent("program\(written).view")
            try program.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }
}
