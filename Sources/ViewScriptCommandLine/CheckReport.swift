import ViewScriptScenario
import ViewScriptSyntax

/// What `check` found, file by file and scenario by scenario, and its summary line.
public struct CheckReport: Sendable {
    public enum FileOutcome: Sendable {
        /// Missing or unreadable: counts as one failed scenario.
        case unreadable(FileProblem)
        /// Did not parse or compile: counts as one failed scenario.
        case rejected([Diagnostic])
        case checked([ScenarioReport])
    }

    public struct FileResult: Sendable {
        public let path: String
        public let outcome: FileOutcome
        /// Warnings of the parser and the compiler for a file that was checked.
        public let warnings: [Diagnostic]

        public init(path: String, outcome: FileOutcome, warnings: [Diagnostic] = []) {
            self.path = path
            self.outcome = outcome
            self.warnings = warnings
        }
    }

    public internal(set) var files: [FileResult] = []

    public var passed: Int {
        files.reduce(0) { total, file in
            guard case .checked(let reports) = file.outcome else { return total }
            return total + reports.count(where: \.passed)
        }
    }

    public var failed: Int {
        files.reduce(0) { total, file in
            switch file.outcome {
            case .unreadable, .rejected: return total + 1
            case .checked(let reports): return total + reports.count { !$0.passed }
            }
        }
    }

    /// `N passed, N failed`: the last line `check` prints.
    public var summary: String { "\(passed) passed, \(failed) failed" }

    public var exitStatus: ExitStatus { failed == 0 ? .success : .failure }
}
