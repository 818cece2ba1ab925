import ViewScriptScenario
import ViewScriptSyntax
import ViewScriptTimeline

/// `viewscript run FILE [--scenario NAME]`: runs the file's scenarios and prints, under a
/// header per scenario, what the program printed; traps and failed expectations go to
/// standard error as diagnostics.
struct RunCommand: Sendable {
    let file: String
    let scenario: String?
    var loader = SourceLoader()
    var runner = ScenarioRunner()
    /// `--trace`, `--explain`, `--tree`, `--format json`: what else to print.
    var traceRenderer: TraceRenderer?
    /// `--timeline OUT.html`: the scenarios' timeline goes there (one file, a section per
    /// scenario).
    var timelinePath: String?
    /// `--sources DIR`: the app's `.swift` files (and those of the nearest `viewscript.json`).
    var module = ModuleOptions()

    func run(_ console: Console) -> ExitStatus {
        var plan = CheckPlan(module: module)
        plan.add([file], under: file)
        for problem in plan.problems { console.writeError(console.renderer.render(problem)) }
        guard plan.problems.isEmpty, case .viewFile(_, let sources)? = plan.jobs.last,
              let loaded = loader.load(file, reportingTo: console) else { return .failure }
        let source = sources.join(loaded)
        let parsed = Parser.parse(source)
        console.keepUntilExit(parsed)
        guard !parsed.hasErrors else {
            console.writeError(console.renderer.render(parsed.diagnostics))
            return .failure
        }
        let name = scenario
        var runner = runner
        runner.keepsAppUntilExit = { console.keepUntilExit($0) }
        let run = runner.configured(module, sources).run(parsed) { scenario in name.map { scenario.name == $0 } ?? true }
        console.writeError(console.renderer.render(run.diagnostics))
        if run.hasErrors { return .failure }
        if let name, run.scenarios.isEmpty {
            console.writeError(console.renderer.render(FileProblem(path: file, .noSuchScenario(name))))
            return .failure
        }
        var failed = 0
        if let timelinePath {
            let timelines = run.scenarios.map { Timeline(name: $0.name, trace: $0.trace) }
            let document = TimelineDocument(title: file, timelines: timelines)
            if let problem = TimelineFile.write(document, to: timelinePath) {
                console.writeError(console.renderer.render(problem))
                failed += 1
            }
        }
        for report in run.scenarios {
            if let traceRenderer {
                if traceRenderer.format == .text { console.write("scenario \"\(report.name)\"\n") }
                console.write(traceRenderer.render(report.trace))
            } else {
                console.write("scenario \"\(report.name)\"\n")
                console.write(report.output)
                if !report.output.isEmpty && !report.output.hasSuffix("\n") { console.write("\n") }
            }
            switch report.status {
            case .passed:
                if let trap = report.trap { console.writeError(console.renderer.render(trap)) }
            case .failed(let failures):
                failed += 1
                console.writeError(console.renderer.render(failures))
            }
        }
        return failed == 0 ? .success : .failure
    }
}
