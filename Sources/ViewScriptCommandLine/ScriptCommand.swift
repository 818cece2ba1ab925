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
        // The output streams as the program prints it: a crash of the tool cannot lose it.
        let last = LastOutput()
        let outcome = ScriptRunner.run(source, limits: limits) { text in
            console.write(text)
            last.note(text)
        }
        console.writeError(console.renderer.render(outcome.diagnostics))
        if let error = outcome.error {
            if last.endsOpenLine { console.write("\n") }
            console.writeError(console.renderer.render(error.diagnostic(in: source)))
            return .failure
        }
        return outcome.diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}

/// Whether the streamed output ended in the middle of a line.
private final class LastOutput: @unchecked Sendable {
    private(set) var endsOpenLine = false

    func note(_ text: String) {
        if let last = text.last { endsOpenLine = last != "\n" }
    }
}
