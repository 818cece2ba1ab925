import Dispatch
import Foundation
import Synchronization
import ViewScriptScenario
import ViewScriptSyntax

/// `viewscript-bench check`: what `viewscript check` does for each file (parse, then
/// `ScenarioRunner.run`), over `copies` copies of the sample files held in memory, first
/// with one worker and then with one per core; prints scenarios per second and the
/// speed-up (issue 6: checking 1,000 copies of the samples uses both cores).
struct CheckBenchmark: Sendable {
    let files: [SourceFile]
    let copies: Int
    let workers: Int

    struct Pass: Sendable {
        var workers: Int
        var seconds: Double
        var cpuSeconds: Double
        var tally: Tally
        /// The machine's load average when the pass started.
        var load: Double
        var scenariosPerSecond: Double { seconds > 0 ? Double(tally.scenarios) / seconds : 0 }
    }

    /// What the runs found, to check that every worker count did the same work.
    struct Tally: Sendable, Equatable {
        var files = 0
        var scenarios = 0
        var passed = 0
        /// Files the compiler rejected (nothing ran).
        var rejected = 0

        static func + (a: Tally, b: Tally) -> Tally {
            Tally(files: a.files + b.files, scenarios: a.scenarios + b.scenarios, passed: a.passed + b.passed,
                  rejected: a.rejected + b.rejected)
        }
    }

    /// The `.view` files under `path`, sorted by path.
    static func loadSamples(_ path: String) throws(FileIO.Failure) -> [SourceFile] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw FileIO.Failure(description: "cannot list \(path)")
        }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".view") { paths.append(path + "/" + next) }
        }
        var files: [SourceFile] = []
        for file in paths.sorted() {
            files.append(SourceFile(path: file, bytes: try FileIO.read(file)))
        }
        return files
    }

    func run() -> [Pass] {
        var passes = [measure(workers: 1)]
        if workers > 1 { passes.append(measure(workers: workers)) }
        return passes
    }

    /// Checks `copies * files.count` files with `workers` threads taking the next file until
    /// none is left (as `viewscript check` does).
    func measure(workers: Int) -> Pass {
        let total = copies * files.count
        let next = Atomic<Int>(0)
        let tally = Mutex(Tally())
        let load = Measurement.loadAverage()
        let (seconds, cpuSeconds, _) = Measurement.time {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var mine = Tally()
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < total else { break }
                    mine = mine + check(files[index % files.count])
                }
                tally.withLock { $0 = $0 + mine }
            }
        }
        return Pass(workers: workers, seconds: seconds, cpuSeconds: cpuSeconds, tally: tally.withLock { $0 }, load: load)
    }

    /// One file as `viewscript check` checks it.
    private func check(_ file: SourceFile) -> Tally {
        let parsed = Parser.parse(file)
        guard !parsed.hasErrors else { return Tally(files: 1, rejected: 1) }
        let run = ScenarioRunner().run(parsed)
        if run.hasErrors { return Tally(files: 1, rejected: 1) }
        return Tally(files: 1, scenarios: run.scenarios.count, passed: run.scenarios.filter(\.passed).count)
    }

    /// The report: one line per pass, the speed-up, and whether the passes agree.
    func lines(_ passes: [Pass]) -> [String] {
        var lines = ["\(copies) copies of \(files.count) sample files (\(copies * files.count) files) checked in memory:"]
        for pass in passes {
            let tally = pass.tally
            lines.append("  \(pass.workers) worker\(pass.workers == 1 ? "" : "s"): \(Measurement.fixed(pass.seconds, 2)) s "
                + "(\(Measurement.fixed(pass.cpuSeconds, 2)) s CPU: \(Measurement.fixed(pass.cpuSeconds / max(pass.seconds, 1e-9), 2)) cores busy; "
                + "load average \(Measurement.fixed(pass.load, 1))), "
                + "\(Measurement.fixed(pass.scenariosPerSecond, 0)) scenarios/s; \(tally.scenarios) scenarios "
                + "(\(tally.passed) passed, \(tally.scenarios - tally.passed) failed), \(tally.rejected) files rejected")
        }
        if passes.count == 2, passes[1].seconds > 0, passes[0].cpuSeconds > 0 {
            let (one, all) = (passes[0], passes[1])
            lines.append("  speed-up with \(all.workers) workers: \(Measurement.fixed(one.seconds / all.seconds, 2))x; "
                + "CPU per scenario \(Measurement.fixed(all.cpuSeconds / one.cpuSeconds, 2))x that of 1 worker "
                + "(1 = no time lost to locks or contention; the wall-clock speed-up is bounded by the cores other processes leave)")
        }
        return lines
    }
}
