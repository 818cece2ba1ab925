import ViewScriptRuntime
import ViewScriptSyntax

/// `viewscript script FILE`: runs a main.swift-style program; its output to standard
/// output, its diagnostics, trap or error to standard error.
struct ScriptCommand: Sendable {
    let file: String
    var loader = SourceLoader()

    func run(_ console: Console) -> ExitStatus {
        let source: SourceFile
        switch loader.load(file) {
        case .success(let loaded): source = loaded
        case .failure(let problem):
            console.writeError(console.renderer.render(problem))
            return .failure
        }
        let outcome = ScriptRunner.run(source)
        console.write(outcome.output)
        console.writeError(console.renderer.render(outcome.diagnostics))
        if let error = outcome.error {
            if !outcome.output.isEmpty, !outcome.output.hasSuffix("\n") { console.write("\n") }
            console.writeError(console.renderer.render(RuntimeDiagnostic.diagnostic(for: error, in: source)))
            return .failure
        }
        return outcome.diagnostics.contains { $0.severity == .error } ? .failure : .success
    }
}

/// A runtime error as a swiftc-style diagnostic: the trap's message where it happened,
/// a `note:` per frame of the simulated call stack.
enum RuntimeDiagnostic {
    static func diagnostic(for error: RuntimeError, in file: SourceFile) -> Diagnostic {
        let id: DiagnosticID = error.isTrap ? "trap" : "runtime-error"
        // The top-level code's own frame is where everything starts: no note for it.
        let notes = error.stack.filter { $0.name != "main()" }.map { entry in
            DiagnosticNote("in '\(entry.name)', called from here", at: SourceSpan(file: file, range: entry.callSite))
        }
        return Diagnostic(DiagnosticMessage(id, .error, error.message), at: SourceSpan(file: file, range: error.range), notes: notes)
    }
}
