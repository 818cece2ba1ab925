import Foundation
import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptSyntax
import ViewScriptTimeline

/// `viewscript check PATH...`: finds the `.view` files under the paths and runs the
/// scenarios of each, files in parallel on every core. The report keeps the order the
/// files were found in, so the output is the same at any parallelism. Problems go to
/// standard error; the summary (`N passed, N failed`) is the last line, on standard output.
struct CheckCommand: Sendable {
    let paths: [String]
    var loader = SourceLoader()
    var finder = ViewFileFinder()
    var runner = ScenarioRunner()
    var filter: String?
    /// `--junit FILE`: where to write JUnit XML.
    var junitPath: String?
    /// `--jobs N`: files checked at once (default: one per core).
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// `--sources DIR`, `--previews`.
    var module = ModuleOptions()
    /// `viewscript previews PATH...`: the paths are folders of `.swift` files whose previews
    /// are the scenarios.
    var previewsOnly = false
    /// `previews --timeline OUT.html`: the previews' timeline goes there (a section per preview).
    var timelinePath: String?

    func run(_ console: Console) -> CheckReport {
        var report = CheckReport()
        var plan = CheckPlan(module: module)
        for path in paths where previewsOnly {
            plan.addPreviews(ofFolder: path)
        }
        for path in paths where !previewsOnly {
            let found = finder.find(path)
            for problem in found.problems {
                console.writeError(console.renderer.render(problem))
                report.files.append(CheckReport.FileResult(path: problem.path, outcome: .unreadable(problem)))
            }
            if found.files.isEmpty && found.problems.isEmpty && !plan.hasPreviews(under: path) {
                console.writeError(console.renderer.render(FileProblem(path: path, .noViewFiles)))
            }
            plan.add(found.files, under: path)
        }
        for problem in plan.problems {
            console.writeError(console.renderer.render(problem))
            report.files.append(CheckReport.FileResult(path: problem.path, outcome: .unreadable(problem)))
        }
        let files = plan.jobs
        let progress = console.stderrIsTerminal && files.count > 1 ? Progress(total: files.count, console: console) : nil
        for result in checkAll(files, progress: progress) {
            console.writeError(describe(result, console.renderer))
            report.files.append(result)
        }
        if let timelinePath, let problem = writeTimeline(report, to: timelinePath) {
            console.writeError(console.renderer.render(problem))
            report.files.append(CheckReport.FileResult(path: timelinePath, outcome: .unreadable(problem)))
        }
        if let junitPath {
            do {
                try JUnitReport(report: report).xml.write(toFile: junitPath, atomically: true, encoding: .utf8)
            } catch {
                console.writeError(console.renderer.render(FileProblem(path: junitPath, .cannotWrite(reason: "\(error.localizedDescription)"))))
                report.files.append(CheckReport.FileResult(path: junitPath, outcome: .rejected([])))
            }
        }
        console.write(report.summary + "\n")
        return report
    }

    /// Checks the files on every core; results in the order of `files`.
    func checkAll(_ files: [CheckPlan.Job], progress: Progress? = nil) -> [CheckReport.FileResult] {
        let results = ResultSlots<CheckReport.FileResult>(count: files.count)
        let next = ResultSlots<Int>(count: 1)
        next[0] = 0
        // `jobs` workers, threads with large stacks made once for the run, take the next
        // file until none is left (the parse and the scenarios run on the worker's stack).
        runOnWorkers(count: max(1, min(jobs, files.count)), stackSize: RuntimeLimits.threadStackSize) { _ in
            while let index = next.takeNext(below: files.count) {
                results[index] = check(files[index], onWorker: true)
                progress?.fileDone()
            }
        }
        progress?.clear()
        return results.values
    }

    /// Checks one job: a `.view` file in its module, or the previews of a module.
    func check(_ job: CheckPlan.Job, onWorker: Bool = false) -> CheckReport.FileResult {
        switch job {
        case .viewFile(let path, let sources): return check(path, sources: sources, onWorker: onWorker)
        case .previews(let path, let sources): return checkPreviews(path, sources: sources, onWorker: onWorker)
        }
    }

    /// Loads, parses and runs one file, compiled with `sources` (an app's `.swift` files).
    /// `onWorker`: on a thread of `runOnWorkers`, whose stack is large enough for the parse
    /// and the scenarios; otherwise each gets a thread of its own.
    func check(_ path: String, sources: ModuleSources = ModuleSources(), onWorker: Bool = false) -> CheckReport.FileResult {
        let file: SourceFile
        switch loader.load(path) {
        case .success(let loaded): file = sources.join(loaded)
        case .failure(let problem): return CheckReport.FileResult(path: path, outcome: .unreadable(problem))
        }
        // Off a worker, the caller's stack may be the process's default (`ulimit -s`): the parse
        // gets a thread of its own, like the scenarios (`ScenarioRunner`), so that a file nested
        // to the parser's limit does not depend on it.
        let parsed = onWorker ? Parser.parse(file) : runOnLargeStack(stackSize: RuntimeLimits.threadStackSize) { Parser.parse(file) }
        if parsed.hasErrors { return CheckReport.FileResult(path: path, outcome: .rejected(parsed.diagnostics)) }
        let run = runScenarios(parsed, sources: sources, onWorker: onWorker)
        if run.hasErrors { return CheckReport.FileResult(path: path, outcome: .rejected(run.diagnostics)) }
        return CheckReport.FileResult(path: path, outcome: .checked(run.scenarios), warnings: run.diagnostics)
    }

    /// Runs the previews of a module as scenarios (`PreviewScenarios`), reported under `path`.
    func checkPreviews(_ path: String, sources: ModuleSources, onWorker: Bool = false) -> CheckReport.FileResult {
        guard !sources.files.isEmpty else { return CheckReport.FileResult(path: path, outcome: .checked([])) }
        let file = SourceFile(module: path, joining: sources.files)
        let parsed = onWorker ? Parser.parse(file).withPreviewsAsScenarios()
            : runOnLargeStack(stackSize: RuntimeLimits.threadStackSize) { Parser.parse(file).withPreviewsAsScenarios() }
        if parsed.hasErrors { return CheckReport.FileResult(path: path, outcome: .rejected(parsed.diagnostics)) }
        let run = runScenarios(parsed, sources: sources, onWorker: onWorker)
        if run.hasErrors { return CheckReport.FileResult(path: path, outcome: .rejected(run.diagnostics)) }
        return CheckReport.FileResult(path: path, outcome: .checked(run.scenarios), warnings: run.diagnostics)
    }

    /// Runs the scenarios the filter selects, on this worker's stack or a thread of their own.
    private func runScenarios(_ parsed: ParseResult, sources: ModuleSources, onWorker: Bool) -> FileRun {
        let filter = self.filter
        let runner = runner.configured(module, sources)
        let selects: @Sendable (Scenario) -> Bool = { scenario in filter.map { scenario.name.contains($0) } ?? true }
        return onWorker ? runner.runOnThisThread(parsed, filter: selects) : runner.run(parsed, filter: selects)
    }

    /// The timeline of every scenario that ran (the runner recorded their events).
    func writeTimeline(_ report: CheckReport, to path: String) -> FileProblem? {
        var timelines: [Timeline] = []
        for file in report.files {
            guard case .checked(let reports) = file.outcome else { continue }
            timelines += reports.map { Timeline(name: $0.name, trace: $0.trace) }
        }
        return TimelineFile.write(TimelineDocument(title: paths.joined(separator: " "), timelines: timelines), to: path)
    }

    /// What standard error shows for a file: its diagnostics and its scenarios' failures.
    func describe(_ result: CheckReport.FileResult, _ renderer: DiagnosticRenderer) -> String {
        switch result.outcome {
        case .unreadable(let problem):
            return renderer.render(problem)
        case .rejected(let diagnostics):
            return renderer.render(diagnostics)
        case .checked(let reports):
            var output = renderer.render(result.warnings)
            for report in reports {
                if case .failed(let failures) = report.status { output += renderer.render(failures) }
            }
            return output
        }
    }
}

/// One slot per file, written by the worker that checks it (each slot by one worker only).
final class ResultSlots<T>: @unchecked Sendable {
    fileprivate var slots: [T?]
    fileprivate let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> T? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [T] { lock.withLock { slots.compactMap { $0 } } }
}

extension ResultSlots where T == Int {
    /// Takes the counter in slot 0 and increments it, while it is below `limit`.
    func takeNext(below limit: Int) -> Int? {
        lock.withLock {
            guard let value = slots[0], value < limit else { return nil }
            slots[0] = value + 1
            return value
        }
    }
}

/// The progress line `check` keeps on a terminal (standard error), rewritten in place and
/// erased when the run ends, so logs and pipes never see it.
final class Progress: @unchecked Sendable {
    let total: Int
    let console: Console
    private var done = 0
    private let lock = NSLock()

    init(total: Int, console: Console) {
        self.total = total
        self.console = console
    }

    func fileDone() {
        lock.withLock {
            done += 1
            console.writeError("\r\u{1B}[K[\(done)/\(total)] files checked")
        }
    }

    func clear() { console.writeError("\r\u{1B}[K") }
}
