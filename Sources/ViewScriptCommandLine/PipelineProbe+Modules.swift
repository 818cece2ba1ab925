import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptSyntax

/// Inputs of several files: a line `//--- NAME` starts the file NAME (as LLVM's `split-file`
/// writes them). The `.swift` files are an app's sources and the other files its scenario
/// files, so one input reaches what `--sources` does (one module, diagnostics in the right
/// part), `previews` (the sources' previews as scenarios) and `coverage`.
extension PipelineProbe {
    static let fileMarker = Array("//--- ".utf8)

    /// The files of a multi-file input, in order; nil when `bytes` is one file.
    static func split(_ bytes: [UInt8]) -> [SourceFile]? {
        var files: [(name: String, bytes: [UInt8])] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if line.starts(with: fileMarker) {
                let name = String(decoding: line.dropFirst(fileMarker.count), as: UTF8.self)
                files.append((name.isEmpty ? "unnamed.view" : name, []))
            } else if !files.isEmpty {
                files[files.count - 1].bytes += line + [UInt8(ascii: "\n")]
            }
            lineStart = lineEnd + 1
        }
        guard !files.isEmpty else { return nil }
        return files.map { SourceFile(path: $0.name, bytes: $0.bytes) }
    }

    /// A multi-file input through `check --sources`, `previews` and `coverage`.
    func runModule(_ files: [SourceFile]) -> [Misplaced] {
        let sources = files.filter { $0.path.hasSuffix(".swift") }
        let scenarioFiles = files.filter { !$0.path.hasSuffix(".swift") }
        var diagnostics: [Diagnostic] = []
        func collect(_ run: FileRun) {
            diagnostics += run.diagnostics
            for report in run.scenarios {
                if let trap = report.trap { diagnostics.append(trap) }
                if case .failed(let failures) = report.status { diagnostics += failures.map(\.diagnostic) }
            }
        }
        let runner = ScenarioRunner(limits: limits)
        for file in scenarioFiles {
            let module = SourceFile(module: file.path, joining: [file] + sources)
            collect(runner.run(runOnLargeStack(stackSize: parseStackSize) { Parser.parse(module) }))
        }
        if !sources.isEmpty {
            let module = SourceFile(module: "Sources", joining: sources)
            let parsed = runOnLargeStack(stackSize: parseStackSize) { Parser.parse(module) }
            collect(runner.run(parsed.withPreviewsAsScenarios()))
            let scan = runOnLargeStack(stackSize: parseStackSize) { CoverageScan(parsed) }
            diagnostics += scan.gaps.map { Diagnostic(DiagnosticMessage("coverage-gap", .error, $0.message), at: $0.span) }
        }
        return misplaced(diagnostics, in: files)
    }

    /// The diagnostics and notes that point outside the part of the input they name.
    func misplaced(_ diagnostics: [Diagnostic], in files: [SourceFile]) -> [Misplaced] {
        let renderer = DiagnosticRenderer(usesColor: false)
        var wrong: [Misplaced] = []
        for diagnostic in diagnostics {
            let spans = [(diagnostic.span, diagnostic.message.text)] + diagnostic.notes.compactMap { note in note.span.map { ($0, note.message) } }
            let outside = spans.flatMap { span, message in
                files.contains { $0 === span.file }
                    ? Self.outside(span.file, span, message)
                    : [Misplaced(start: Int(span.range.start), end: Int(span.range.end), fileSize: span.file.bytes.count,
                                 message: "in no file of the input: " + message)]
            }
            if outside.isEmpty { _ = renderer.render(diagnostic) }
            wrong += outside
        }
        return wrong
    }
}
