import ViewScriptRuntime
import ViewScriptSyntax

/// Runs each workload with ViewScript's `ScriptRunner` and with `python3`, best of `runs`
/// each, and checks that both printed the same output.
struct InterpretBenchmark {
    let workloads: [Workload]
    let runs: Int
    let usesPython: Bool

    /// Generous: the workloads make millions of loop iterations and calls.
    static let limits = RuntimeLimits(stepBudget: 1 << 40, maximumCallDepth: 10_000)

    struct Row {
        var workload: Workload
        var viewScriptSeconds: Double
        var pythonSeconds: Double?
        var output: String
        /// Set when a run failed or the two outputs differ.
        var problem: String?

        /// ViewScript time over CPython time: below 1 means ViewScript is faster.
        var ratio: Double? { pythonSeconds.map { $0 > 0 ? viewScriptSeconds / $0 : 0 } }
    }

    func run() -> [Row] {
        workloads.map(measure)
    }

    private func measure(_ workload: Workload) -> Row {
        let file = SourceFile(path: "\(workload.name).swift", text: workload.swift)
        var best = Double.infinity
        var output = ""
        var problem: String?
        for _ in 0..<max(1, runs) {
            let (seconds, _, outcome) = Measurement.time { ScriptRunner.run(file, limits: Self.limits) }
            best = min(best, seconds)
            output = outcome.output
            if let error = outcome.error {
                problem = "ViewScript stopped: \(error.message)"
            } else if let diagnostic = outcome.diagnostics.first(where: { $0.severity == .error }) {
                problem = "ViewScript rejected the program: \(diagnostic.message.text)"
            }
        }
        var row = Row(workload: workload, viewScriptSeconds: best, pythonSeconds: nil, output: output, problem: problem)
        guard usesPython, problem == nil else { return row }
        var pythonBest = Double.infinity
        for _ in 0..<max(1, runs) {
            switch PythonRunner.run(workload.python) {
            case .success(let result):
                pythonBest = min(pythonBest, result.seconds)
                if result.output != output {
                    row.problem = "outputs differ: ViewScript printed \(quoted(output)), python3 \(quoted(result.output))"
                }
            case .failure(let error):
                row.problem = "python3: \(error.message)"
                return row
            }
        }
        row.pythonSeconds = pythonBest
        return row
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The table: workload, seconds under each, and the ratio.
    static func table(_ rows: [Row], runs: Int) -> [String] {
        var lines = ["best of \(runs) runs; ratio = ViewScript time / CPython time (below 1: ViewScript is faster)", ""]
        let header = ["workload", "ViewScript s", "CPython s", "ratio"]
        var cells = [header]
        for row in rows {
            cells.append([
                row.workload.name,
                Measurement.fixed(row.viewScriptSeconds, 3),
                row.pythonSeconds.map { Measurement.fixed($0, 3) } ?? "-",
                row.ratio.map { Measurement.fixed($0, 2) + "x" } ?? "-",
            ])
        }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        for row in cells {
            let padded = row.enumerated().map { column, text in
                column == 0 ? text + String(repeating: " ", count: widths[0] - text.count)
                            : Measurement.padLeft(text, widths[column])
            }
            lines.append(padded.joined(separator: "  "))
        }
        for row in rows {
            if let problem = row.problem { lines.append("\(row.workload.name): \(problem)") }
        }
        return lines
    }
}
