import ViewScriptSyntax

/// What running one scenario found: passed, or the failures that explain why not, and what
/// the program printed along the way.
public struct ScenarioReport: Sendable {
    public enum Status: Sendable {
        case passed
        case failed([ScenarioFailure])
    }

    public let name: String
    public let range: SourceRange
    public var status: Status
    /// Everything the program printed, in order.
    public var output: String
    /// The trap that stopped the app, expected or not.
    public var trap: Diagnostic?
    /// What the runner's `TraceOptions` asked to record.
    public var trace: [TraceEntry]

    public init(name: String, range: SourceRange, status: Status, output: String = "", trap: Diagnostic? = nil,
                trace: [TraceEntry] = []) {
        self.trace = trace
        self.name = name
        self.range = range
        self.status = status
        self.output = output
        self.trap = trap
    }

    public var passed: Bool { if case .passed = status { true } else { false } }
}

/// One reason a scenario failed: a positioned diagnostic and, for an output expectation, the
/// lines expected and printed.
public struct ScenarioFailure: Sendable {
    public let diagnostic: Diagnostic
    public let mismatch: OutputMismatch?

    public init(_ diagnostic: Diagnostic, mismatch: OutputMismatch? = nil) {
        self.diagnostic = diagnostic
        self.mismatch = mismatch
    }
}

/// What one file's run found: the compiler's diagnostics (when they hold an error nothing
/// ran) and one report per scenario that ran.
public struct FileRun: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]
    public let scenarios: [ScenarioReport]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
