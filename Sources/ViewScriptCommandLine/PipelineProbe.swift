import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptSyntax

/// One input through the whole pipeline, as `check` runs it: lex and parse, compile (name
/// checks), run every scenario, render every diagnostic; an input without scenarios also
/// runs as a script; an input of several files (`PipelineProbe+Modules.swift`) runs as an app's
/// sources with its scenario files, its previews and its coverage report. The fuzz target (`Tests/Fuzz/FuzzTarget.swift`) calls it on every input
/// libFuzzer makes, and `PipelineProbeTests` on every input of the committed corpus.
///
/// Beyond "no crash, no hang", it checks one invariant of the pipeline: every diagnostic and
/// every note points inside the file (a positioned error, never one at a wrong place).
public struct PipelineProbe: Sendable {
    /// A diagnostic or note that points outside the file it is about.
    public struct Misplaced: Equatable, Sendable, CustomStringConvertible {
        public let start: Int
        public let end: Int
        public let fileSize: Int
        public let message: String

        public var description: String { "\(start)..<\(end) of \(fileSize) bytes: \(message)" }
    }

    /// Small limits keep each input fast: runaway code must end in a diagnostic, quickly.
    public static let smallLimits = RuntimeLimits(stepBudget: 20_000, maximumCallDepth: 200, maximumLiveTasks: 64,
                                                  maximumTurnsPerStep: 10_000)

    /// The stack the `.view` parse runs on. The scenarios and the script already run on
    /// threads with explicit 256 MiB stacks (`ScenarioRunner`, `ScriptRunner`); the parse is
    /// the one recursive stage that would otherwise run on the caller's thread, whose stack
    /// depends on the caller (libFuzzer's main thread under `ulimit -s`, a test's worker).
    /// So it gets a thread of its own, as every command of the tool does, but a deliberately
    /// small one rather than the tool's 512 MiB: the parser's recursion is bounded by its
    /// nesting limit (256 levels), while recursion bounded only by the input's length would
    /// never overflow 512 MiB with the fuzzer's inputs of a few kilobytes. A stack just big
    /// enough for the bounded worst case makes such recursion fail at once.
    ///
    /// The worst case is measured with `Tests/Fuzz/deep` (trailing closures nested to the
    /// limit take the most per level): 2.6 MiB under AddressSanitizer with optimization, and
    /// in the debug build of the corpus replay and of `swift test` (frames four times bigger)
    /// more than 16 MiB since expressions fold custom operators' precedence (10.5 MiB before).
    /// Each size leaves room to spare.
    #if DEBUG
    public static let parseStackSize = 32 << 20
    #else
    public static let parseStackSize = 4 << 20
    #endif

    public var limits: RuntimeLimits
    public var parseStackSize: Int

    public init(limits: RuntimeLimits = PipelineProbe.smallLimits, parseStackSize: Int = PipelineProbe.parseStackSize) {
        self.limits = limits
        self.parseStackSize = parseStackSize
    }

    /// Runs `bytes` (named `path` in diagnostics) through the pipeline and returns the
    /// diagnostics and notes that point outside them: none, when the pipeline is right.
    public func run(_ bytes: [UInt8], path: String = "probe.view") -> [Misplaced] {
        if let files = Self.split(bytes) { return runModule(files) }
        let file = SourceFile(path: path, bytes: bytes)
        let parsed = runOnLargeStack(stackSize: parseStackSize) { Parser.parse(file) }
        let run = ScenarioRunner(limits: limits).run(parsed)
        var diagnostics = run.diagnostics
        for report in run.scenarios {
            if let trap = report.trap { diagnostics.append(trap) }
            if case .failed(let failures) = report.status { diagnostics += failures.map(\.diagnostic) }
        }
        // A file without scenarios runs nothing as a `.view` file; run it as a script too.
        if parsed.syntax.scenarios.isEmpty {
            let script = ScriptRunner.run(file, limits: limits)
            diagnostics += script.diagnostics
            if let error = script.error { diagnostics.append(error.diagnostic(in: file)) }
        }
        let renderer = DiagnosticRenderer(usesColor: false)
        var misplaced: [Misplaced] = []
        for diagnostic in diagnostics {
            let wrong = Self.outside(file, diagnostic.span, diagnostic.message.text)
                + diagnostic.notes.flatMap { note in note.span.map { Self.outside(file, $0, note.message) } ?? [] }
            // A misplaced diagnostic is reported as such, not rendered (its excerpt has no line).
            if wrong.isEmpty { _ = renderer.render(diagnostic) }
            misplaced += wrong
        }
        return misplaced
    }

    /// `span` as a finding when it is about `file` but not inside it.
    static func outside(_ file: SourceFile, _ span: SourceSpan, _ message: String) -> [Misplaced] {
        let range = span.range
        guard span.file === file, range.start > range.end || Int(range.end) > file.bytes.count else { return [] }
        return [Misplaced(start: Int(range.start), end: Int(range.end), fileSize: file.bytes.count, message: message)]
    }
}
