import ViewScriptSyntax

/// Parses one source text `runs` times with `Parser.parse` and reports the best and median
/// time, the throughput and the process's peak memory.
///
/// The source is the only large allocation made before the first parse (the generator builds
/// its bytes in place), so the peak is the parse's own: the source, its line table and one
/// tree at a time (each run's result is released before the next run starts).
struct ParseBenchmark {
    let path: String
    let source: [UInt8]
    let runs: Int

    struct Report {
        var bytes: Int
        var lines: Int
        var seconds: [Double]
        var cpuSeconds: [Double] = []
        var peakMegabytes: Double
        var megabytesBeforeParsing: Double
        var topLevelItems: Int
        var scenarios: Int
        var errors: Int
        var firstErrors: [String]

        var best: Double { seconds.min() ?? 0 }
        var median: Double { Self.median(seconds) }
        var bestCPU: Double { cpuSeconds.min() ?? 0 }
        var megabytesPerSecond: Double { Self.throughput(bytes, best) }
        var megabytesPerCPUSecond: Double { Self.throughput(bytes, bestCPU) }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }

        static func throughput(_ bytes: Int, _ seconds: Double) -> Double {
            seconds > 0 ? Double(bytes) / 1_000_000 / seconds : 0
        }
    }

    func run() -> Report {
        let before = Measurement.peakResidentMegabytes()
        let file = SourceFile(path: path, bytes: source)
        var report = Report(
            bytes: source.count, lines: file.lineStarts.count, seconds: [], peakMegabytes: 0,
            megabytesBeforeParsing: before, topLevelItems: 0, scenarios: 0, errors: 0, firstErrors: [])
        for run in 0..<max(1, runs) {
            let (seconds, cpuSeconds, result) = Measurement.time { Parser.parse(file) }
            report.seconds.append(seconds)
            report.cpuSeconds.append(cpuSeconds)
            if run == 0 { summarize(result, into: &report) }
        }
        report.peakMegabytes = Measurement.peakResidentMegabytes()
        return report
    }

    /// Counts cheaply available from the tree, and the first errors (the generated file must
    /// parse cleanly; errors mean a generator or parser bug).
    private func summarize(_ result: ParseResult, into report: inout Report) {
        report.topLevelItems = result.syntax.items.count
        report.scenarios = result.syntax.scenarios.count
        let errors = result.diagnostics.filter { $0.severity == .error }
        report.errors = errors.count
        report.firstErrors = errors.prefix(5).map { diagnostic in
            "\(path):\(diagnostic.location): error: \(diagnostic.message.text)"
        }
    }
}

extension ParseBenchmark.Report {
    /// The aligned summary lines.
    func lines(label: String = "parse") -> [String] {
        let pad = Measurement.padLeft
        let indent = String(repeating: " ", count: label.count)
        var lines = [
            "\(label)  \(pad(Measurement.megabytes(bytes), 6)) MB"
                + "  best \(pad(Measurement.milliseconds(best), 5)) ms"
                + "  median \(pad(Measurement.milliseconds(median), 5)) ms"
                + "  \(pad(Measurement.fixed(megabytesPerSecond, 1), 6)) MB/s"
                + "  peak \(pad(Measurement.fixed(peakMegabytes, 0), 4)) MB",
            "\(indent)  cpu best \(Measurement.milliseconds(bestCPU)) ms"
                + " (\(Measurement.fixed(megabytesPerCPUSecond, 1)) MB/s by CPU time), \(seconds.count) runs",
            "\(indent)  \(self.lines) lines, \(topLevelItems) top-level items (\(scenarios) scenarios),"
                + " \(Measurement.fixed(megabytesBeforeParsing, 0)) MB resident before parsing",
        ]
        if errors > 0 {
            lines.append("\(errors) parse errors; the first:")
            lines += firstErrors
        }
        return lines
    }
}
