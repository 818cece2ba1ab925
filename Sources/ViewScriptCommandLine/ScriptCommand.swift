import ViewScriptRuntime
import ViewScriptSyntax

/// `viewscript script FILE`: runs a main.swift-style program; its output to standard
/// output, its diagnostics, trap or error to standard error.
struct ScriptCommand: Sendable {
    let file: String
    let limits: RuntimeLimits
    var loader = SourceLoader()

    func run(_ console: Console) -> ExitStatus {
        let source: SourceFile
        switch loader.load(file) {
        case .success(let loaded): source = loaded
        case .failure(let problem):
            console.writeError(console.renderer.render(problem))
            return .failure
        }
        let outcome = ScriptRunner.run(source, limits: limits)
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
        // The top-level code's own frame is where everything starts: no note for it. Runs of
        // the same frame (recursion) become one note with a count, and at most 8 are shown.
        var runs: [(entry: StackEntry, count: Int)] = []
        for entry in error.stack where entry.name != "main()" {
            if let last = runs.last, last.entry.name == entry.name, last.entry.callSite == entry.callSite {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((entry, 1))
            }
        }
        var notes = runs.prefix(8).map { run -> DiagnosticNote in
            let repeated = run.count > 1 ? " (\(run.count) times)" : ""
            return DiagnosticNote("in '\(run.entry.name)', called from here\(repeated)",
                                  at: SourceSpan(file: file, range: run.entry.callSite))
        }
        if runs.count > 8 {
            notes.append(DiagnosticNote("\(runs.count - 8) more frames not shown", at: nil))
        }
        return Diagnostic(DiagnosticMessage(id, .error, error.message), at: SourceSpan(file: file, range: error.range), notes: notes)
    }
}
