import Foundation

/// `viewscript-bench graph --only whole` (and the end of `graph`): issue 21's table as users
/// pay for it, in whole processes of the `viewscript` built beside this benchmark, next to the
/// in-process figures `graph` measured before (`InProcessFigures`). Each child is measured
/// apart (`ChildProcess`: wall clock, its own user + system CPU time, its peak memory); goals
/// are judged on CPU time, since wall clock on a shared machine is mostly waiting for a core.
/// A tap costs (a run with `taps` taps - the same run with none) / `taps`, the median of
/// `runs` alternating pairs.
struct WholeProcessBenchmark {
    let runs: Int
    var inProcess = InProcessFigures()
    /// An executable that parses a file with swift-syntax (`--swift-syntax`), for the parse row.
    var swiftSyntaxParser: String?
    static let taps = 20

    /// What `graph` measured in process (CPU seconds), printed beside the whole-process rows.
    struct InProcessFigures {
        var tokamakTap: Double?
        var treeTap: [Int: Double] = [:]
        var treeFirstRender: (seconds: Double, megabytes: Double)?
        var list: [Int: Double] = [:]
    }

    func run(_ report: inout GraphBenchmark.Report) {
        report.lines.append("")
        report.lines.append("Issue 21's table in whole `viewscript` processes (CPU = the child's user + system time; "
            + "a tap = (\(Self.taps) taps - none) / \(Self.taps); medians of \(runs); machine load average "
            + "\(Measurement.fixed(Measurement.loadAverage(), 1)))")
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viewscript").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            report.problems.append("whole: \(executable) not found (build the viewscript product in the same configuration)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewscript-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        var runner = Runner(executable: executable, directory: directory, runs: runs)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try tokamak(&runner, &report)
            try tree(&runner, &report)
            try list(&runner, &report)
            try parse(&runner, &report)
        } catch {
            report.problems.append("whole: \(error)")
        }
    }

    private func tokamak(_ runner: inout Runner, _ report: inout GraphBenchmark.Report) throws {
        let tap = try runner.perTap { taps in
            GraphPrograms.tokamak(rows: 10_000) + "\nscenario \"ticks\" {\n    show TickBenchmark()\n"
                + String(repeating: "    tap \"Tick\"\n", count: taps) + "    expect visible \"Ticks: \(taps)\"\n}\n"
        }
        let goal = 0.025
        report.lines.append("  one tap of Tokamak's view (10,000 rows): \(Self.ms(tap.cpu)) ms CPU, \(Self.ms(tap.wall)) ms wall"
            + Self.inProcess(inProcess.tokamakTap) + "; goal ≤ 25 ms: " + Self.verdict(tap.cpu <= goal))
    }

    private func tree(_ runner: inout Runner, _ report: inout GraphBenchmark.Report) throws {
        var cpu: [Int: Double] = [:]
        for rows in [1_000, 100_000] {
            let target = rows / 2
            let tap = try runner.perTap { taps in
                var text = GraphPrograms.tree(rows: rows) + "\nscenario \"taps\" {\n    show Tree()\n    scroll to \"Row \(target)\"\n"
                for index in 0..<taps { text += "    tap \"\(index % 2 == 0 ? "Row" : "On") \(target)\"\n" }
                return text + "    expect visible \"Row \(target)\"\n}\n"
            }
            cpu[rows] = tap.cpu
            report.lines.append("  one @Observable row changed, \(GraphBenchmark.count(rows)) rows: \(Self.ms(tap.cpu)) ms CPU, "
                + "\(Self.ms(tap.wall)) ms wall" + Self.inProcess(inProcess.treeTap[rows]))
        }
        if let small = cpu[1_000], let large = cpu[100_000], small > 0 {
            report.lines.append("    100,000 / 1,000 rows: \(Measurement.fixed(large / small, 2))x; goal ≤ 2x: " + Self.verdict(large / small <= 2))
        }
        let show = try runner.median(program: GraphPrograms.tree(rows: 100_000) + "\nscenario \"show\" {\n    show Tree()\n    expect visible \"Row 0\"\n}\n")
        var line = "  first render of 100,000 rows (whole process: parse, build, show): \(Self.ms(show.cpu)) ms CPU, "
            + "\(Self.ms(show.wall)) ms wall, \(Measurement.fixed(show.peakMegabytes, 0)) MiB peak"
        if let figure = inProcess.treeFirstRender {
            line += " (in process: \(Self.ms(figure.seconds)) ms CPU)"
        }
        report.lines.append(line + "; goal ≤ 1 s, ≤ 150 MB: " + Self.verdict(show.cpu <= 1 && show.peakMegabytes * 1.048576 <= 150))
    }

    private func list(_ runner: inout Runner, _ report: inout GraphBenchmark.Report) throws {
        var cpu: [Int: Double] = [:]
        for rows in [1_000, 1_000_000] {
            let shown = try runner.median(program: GraphPrograms.list(rows: rows) + "\nscenario \"show\" {\n    show Rows()\n    expect visible \"Row 0\"\n}\n")
            cpu[rows] = shown.cpu
            report.lines.append("  List over ForEach(0..<\(GraphBenchmark.count(rows))) shown: \(Self.ms(shown.cpu)) ms CPU, "
                + "\(Self.ms(shown.wall)) ms wall, \(Measurement.fixed(shown.peakMegabytes, 0)) MiB peak" + Self.inProcess(inProcess.list[rows]))
        }
        if let small = cpu[1_000], let large = cpu[1_000_000], small > 0 {
            report.lines.append("    1,000,000 / 1,000 rows: \(Measurement.fixed(large / small, 2))x; goal ≤ 1.5x: " + Self.verdict(large / small <= 1.5))
        }
    }

    private func parse(_ runner: inout Runner, _ report: inout GraphBenchmark.Report) throws {
        var options = SourceGenerator.Options(targetBytes: 10_000_000)
        options.includeScenarios = false
        let file = runner.directory.appendingPathComponent("parse.swift")
        try Data(SourceGenerator(options).generate()).write(to: file)
        let ours = try runner.median(arguments: ["parse", file.path])
        var line = "  `viewscript parse` of a generated 10 MB file: \(Self.ms(ours.cpu)) ms CPU, \(Self.ms(ours.wall)) ms wall, "
            + "\(Measurement.fixed(ours.peakMegabytes, 0)) MiB peak"
        if let parser = swiftSyntaxParser {
            let theirs = try runner.median(executable: parser, arguments: [file.path])
            let ratio = ours.cpu > 0 ? theirs.cpu / ours.cpu : 0
            line += "; swift-syntax (\(parser)): \(Self.ms(theirs.cpu)) ms CPU, \(Measurement.fixed(theirs.peakMegabytes, 0)) MiB peak, "
                + "\(Measurement.fixed(ratio, 1))x; goal ≥ 5x and ≤ 150 MB: " + Self.verdict(ratio >= 5 && ours.peakMegabytes * 1.048576 <= 150)
        } else {
            line += "; goal ≤ 150 MB: " + Self.verdict(ours.peakMegabytes * 1.048576 <= 150)
                + " (≥ 5x swift-syntax: not measured, pass --swift-syntax EXECUTABLE that parses its argument)"
        }
        report.lines.append(line)
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
        mutating func perTap(_ program: (Int) -> String) throws -> (wall: Double, cpu: Double) {
            let none = try write(program(0)), many = try write(program(WholeProcessBenchmark.taps))
            var wall: [Double] = [], cpu: [Double] = []
            let count = Double(WholeProcessBenchmark.taps)
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

        func median(executable other: String? = nil, arguments: [String]) throws -> ChildProcess.Usage {
            var usages: [ChildProcess.Usage] = []
            for _ in 0..<runs { usages.append(try ChildProcess.run(other ?? executable, arguments)) }
            return ChildProcess.Usage(wall: GraphBenchmark.median(usages.map(\.wall)), cpu: GraphBenchmark.median(usages.map(\.cpu)),
                                      peakMegabytes: GraphBenchmark.median(usages.map(\.peakMegabytes)))
        }

        private mutating func write(_ program: String) throws -> String {
            written += 1
            let file = directory.appendingPathComponent("program\(written).view")
            try program.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }
}
