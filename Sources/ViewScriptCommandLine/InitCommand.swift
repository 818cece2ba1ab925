import Foundation
import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptSyntax

/// `viewscript init [DIR]`: writes `DIR/Starter.view` (`StarterScenarios`) and, when there is
/// none, `DIR/viewscript.json` naming the folder as the sources. The scenarios run before
/// anything is written: an expectation that does not hold is left out, and a scenario that
/// still fails is written commented out with the reason, so `check DIR` passes at once.
struct InitCommand: Sendable {
    let directory: String
    var runner = ScenarioRunner()

    static let fileName = "Starter.view"

    func run(_ console: Console) -> ExitStatus {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let starterPath = prefix + Self.fileName
        let configurationPath = prefix + ProjectConfiguration.fileName
        if FileManager.default.fileExists(atPath: starterPath) {
            console.writeError(console.renderer.render(FileProblem(path: starterPath, .alreadyExists)))
            return .failure
        }
        let sources = ModuleSources.load([directory])
        for problem in sources.problems { console.writeError(console.renderer.render(problem)) }
        guard !sources.files.isEmpty else {
            console.writeError(console.renderer.render(FileProblem(path: directory, .noSwiftFiles)))
            return .failure
        }
        let module = SourceFile(module: directory, joining: sources.files)
        var starter = runOnLargeStack(stackSize: 256 << 20) { StarterScenarios(Parser.parse(module)) }
        // Twice: leave out what failed, then comment out what still fails.
        for pass in 0..<2 {
            let rendered = starter.render(for: directory)
            let file = sources.join(SourceFile(path: starterPath, text: rendered.text))
            let run = runner.run(Parser.parse(file))
            if run.hasErrors {
                let message = run.diagnostics.first { $0.severity == .error }?.message.text ?? "it did not compile"
                for index in starter.roots.indices { starter.roots[index].problem = message }
                break
            }
            var dropped: [Int: Set<Int>] = [:]
            for (rootIndex, report) in zip(starter.roots.indices.filter { starter.roots[$0].problem == nil }, run.scenarios) {
                guard case .failed(let failures) = report.status else { continue }
                let lines = failures.map { failure in
                    failure.diagnostic.span.file.path == starterPath ? rendered.lines[failure.diagnostic.location.line] : nil
                }
                if pass == 0, lines.allSatisfy({ $0 != nil }) {
                    for line in lines { dropped[line!.root, default: []].insert(line!.text) }
                } else {
                    starter.roots[rootIndex].problem = failures.first?.diagnostic.message.text ?? "it failed"
                }
            }
            if dropped.isEmpty && pass == 0 { break }
            for (root, texts) in dropped {
                let kept = starter.roots[root].texts.enumerated().filter { (offset: Int, _: String) in !texts.contains(offset) }
                starter.roots[root].texts = kept.map { (_: Int, element: String) in element }
            }
        }
        let text = starter.render(for: directory).text
        do {
            try text.write(toFile: starterPath, atomically: true, encoding: .utf8)
            if !FileManager.default.fileExists(atPath: configurationPath) {
                let configuration = "{\n    \"sources\": [\".\"]\n}\n"
                try configuration.write(toFile: configurationPath, atomically: true, encoding: String.Encoding.utf8)
                console.write("wrote \(configurationPath)\n")
            }
        } catch {
            console.writeError(console.renderer.render(FileProblem(path: starterPath, .cannotWrite(reason: "\(error.localizedDescription)"))))
            return .failure
        }
        console.write("wrote \(starterPath): \(starter.roots.count) scenario\(starter.roots.count == 1 ? "" : "s")\n")
        return .success
    }
}
