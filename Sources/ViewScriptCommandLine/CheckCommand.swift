import ViewScriptSyntax

/// `viewscript check PATH...`: finds the `.view` files under the paths, parses each and runs
/// its scenarios. Problems are printed to standard error as they are found; the summary
/// (`N passed, N failed, N skipped`) is the last line, on standard output.
struct CheckCommand: Sendable {
    let paths: [String]
    var loader = SourceLoader()
    var finder = ViewFileFinder()
    var runner: any ScenarioRunner = PendingScenarioRunner()

    func run(_ console: Console) -> CheckReport {
        var report = CheckReport()
        var seen: Set<String> = []
        for path in paths {
            let found = finder.find(path)
            for problem in found.problems {
                console.writeError(console.renderer.render(problem))
                report.files.append(CheckReport.FileResult(path: problem.path, outcome: .unreadable(problem)))
            }
            if found.files.isEmpty && found.problems.isEmpty {
                console.writeError(console.renderer.render(FileProblem(path: path, .noViewFiles)))
            }
            for file in found.files where seen.insert(file).inserted {
                let result = check(file)
                console.writeError(describe(result, console.renderer))
                report.files.append(result)
            }
        }
        console.write(report.summary + "\n")
        return report
    }

    /// Loads, parses and runs one file.
    func check(_ path: String) -> CheckReport.FileResult {
        let file: SourceFile
        switch loader.load(path) {
        case .success(let loaded): file = loaded
        case .failure(let problem): return CheckReport.FileResult(path: path, outcome: .unreadable(problem))
        }
        let parsed = Parser.parse(file)
        if parsed.hasErrors { return CheckReport.FileResult(path: path, outcome: .unparsable(parsed.diagnostics)) }
        return CheckReport.FileResult(path: path, outcome: .checked(runner.run(parsed)), warnings: parsed.diagnostics)
    }

    /// What standard error shows for a file: its diagnostics, then one note per reason
    /// scenarios were skipped (`3 scenarios not run: the interpreter is not built yet`).
    func describe(_ result: CheckReport.FileResult, _ renderer: DiagnosticRenderer) -> String {
        switch result.outcome {
        case .unreadable(let problem):
            return renderer.render(problem)
        case .unparsable(let diagnostics):
            return renderer.render(diagnostics)
        case .checked(let results):
            var output = renderer.render(result.warnings)
            var skipped: [(reason: String, count: Int)] = []
            for scenario in results {
                switch scenario.status {
                case .passed: break
                case .failed(let diagnostics): output += renderer.render(diagnostics)
                case .skipped(let reason):
                    if let index = skipped.firstIndex(where: { $0.reason == reason }) {
                        skipped[index].count += 1
                    } else {
                        skipped.append((reason, 1))
                    }
                }
            }
            for (reason, count) in skipped {
                output += renderer.render(FileProblem(path: result.path, .scenariosNotRun(count, reason: reason)))
            }
            return output
        }
    }
}
