// The libFuzzer entry point over the whole pipeline: lex and parse, compile (name checks),
// run every scenario with small limits, and render every diagnostic, as `check` does.
// Built only by Tests/Fuzz/fuzz.sh, which defines VIEWSCRIPT_FUZZING and links libFuzzer
// (its `main` drives this function). In a normal build the file is a stub executable, so
// `swift build` and `swift test` never need libFuzzer.
//
// Beyond "no crash", the target checks one invariant of the pipeline: every diagnostic
// and every note points inside the file (a positioned error, never one at a wrong place).

#if VIEWSCRIPT_FUZZING
import ViewScriptCommandLine
import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptSyntax

/// Small limits keep each input fast: runaway code must end in a diagnostic, quickly.
private let fuzzLimits = RuntimeLimits(stepBudget: 20_000, maximumCallDepth: 200, maximumLiveTasks: 64,
                                       maximumTurnsPerStep: 10_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(path: "fuzz.view", bytes: bytes)
    let parsed = Parser.parse(file)
    let run = ScenarioRunner(limits: fuzzLimits).run(parsed)
    var diagnostics = run.diagnostics
    for report in run.scenarios {
        if let trap = report.trap { diagnostics.append(trap) }
        if case .failed(let failures) = report.status { diagnostics += failures.map(\.diagnostic) }
    }
    // A file without scenarios runs nothing as a `.view` file; run it as a script too.
    if parsed.syntax.scenarios.isEmpty {
        let script = ScriptRunner.run(file, limits: fuzzLimits)
        diagnostics += script.diagnostics
        if let error = script.error { diagnostics.append(error.diagnostic(in: file)) }
    }
    let renderer = DiagnosticRenderer(usesColor: false)
    for diagnostic in diagnostics {
        checkInside(file, diagnostic.span, diagnostic.message.text)
        for note in diagnostic.notes { if let span = note.span { checkInside(file, span, note.message) } }
        _ = renderer.render(diagnostic)
    }
    return 0
}

/// Stops the fuzzer (an invariant failure is a finding) when `span` is outside `file`.
private func checkInside(_ file: SourceFile, _ span: SourceSpan, _ message: String) {
    let range = span.range
    guard span.file === file else { return }
    if range.start > range.end || Int(range.end) > file.bytes.count {
        fatalError("diagnostic outside the file: \(range.start)..<\(range.end) of \(file.bytes.count) bytes: \(message)")
    }
}
#else
/// Without VIEWSCRIPT_FUZZING (every normal build) this is a stub.
@main
enum FuzzTargetStub {
    static func main() {
        print("viewscript-fuzz is built by Tests/Fuzz/fuzz.sh (libFuzzer); see README.md, Robustness.")
    }
}
#endif
