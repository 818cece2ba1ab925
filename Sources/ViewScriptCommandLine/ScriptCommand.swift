import ViewScriptRuntime
import ViewScriptSyntax

/// `viewscript script FILE`: runs a main.swift-style program; its output to standard
/// output, its diagnostics, trap or error to standard error.
struct ScriptCommand: Sendable {
    let file: String
    let limits: RuntimeLimits
    var loader = SourceLoader()

    func run(_ console: Console) -> ExitStatus {
        guard let source = loader.load(file, reportingTo: console) else { return .failure }
        let outcome = ScriptRunner.run(source, limits: limits)
        console.write(outcome.output)
        console.writeError(console.renderer.render(outcome.diagnostics))
        if let error = outcome.error {
            if !outcome.output.isEmpty, !outcome.output.hasSuffix("\n") { console.write("\n") }
            console.writeError(console.renderer.render(error.diagnostic(in: source)))
            return .failure
        }
        return outcome.diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}
