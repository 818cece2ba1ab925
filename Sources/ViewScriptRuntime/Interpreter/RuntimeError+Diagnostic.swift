import ViewScriptSyntax

/// A runtime error as a swiftc-style diagnostic: the trap's message where it happened,
/// a `note:` per frame of the simulated call stack.
extension RuntimeError {
    /// `host`: what called the outermost frame, when the interpreter was entered from
    /// outside the program (the view graph evaluating a body, a scenario step): it replaces
    /// the outermost frame's note, whose call site is not in the program.
    public func diagnostic(in file: SourceFile, host: DiagnosticNote? = nil) -> Diagnostic {
        let id: DiagnosticID = isTrap ? "trap" : "runtime-error"
        // The top-level code's own frame is where everything starts: no note for it. Runs of
        // the same frame (recursion) become one note with a count, and at most 8 are shown.
        var runs: [(entry: StackEntry, count: Int)] = []
        let frames = host == nil ? stack[...] : stack.dropLast()
        for entry in frames where entry.name != "main()" {
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
        if let host { notes.append(host) }
        return Diagnostic(DiagnosticMessage(id, .error, message), at: SourceSpan(file: file, range: range), notes: notes)
    }
}
