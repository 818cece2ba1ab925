import ViewScriptSyntax

/// What `check` found, file by file and scenario by scenario, and its summary line.
public struct CheckReport: Sendable {
    public enum ScenarioStatus: Sendable {
        case passed
        /// With the diagnostics that explain the failure.
        case failed([Diagnostic])
        case skipped(reason: String)
    }

    public struct ScenarioResult: Sendable {
        public let name: String
        public let range: SourceRange
        public let status: ScenarioStatus

        public init(name: String, range: SourceRange, status: ScenarioStatus) {
            self.name = name
            self.range = range
            self.status = status
        }
    }

    public enum FileOutcome: Sendable {
        /// Missing or unreadable: counts as one failed scenario.
        case unreadable(FileProblem)
        /// Did not parse: counts as one failed scenario.
        case unparsable([Diagnostic])
        case checked([ScenarioResult])
    }

    public struct FileResult: Sendable {
        public let path: String
        public let outcome: FileOutcome
        /// The parser's warnings for a file that parsed.
        public let warnings: [Diagnostic]

        public init(path: String, outcome: FileOutcome, warnings: [Diagnostic] = []) {
            self.path = path
            self.outcome = outcome
            self.warnings = warnings
        }
    }

    public internal(set) var files: [FileResult] = []

    public var passed: Int { count { if case .passed = $0 { true } else { false } } }
    public var skipped: Int { count { if case .skipped = $0 { true } else { false } } }

    public var failed: Int {
        files.reduce(0) { total, file in
            switch file.outcome {
            case .unreadable, .unparsable: return total + 1
            case .checked(let results):
                return total + results.count { if case .failed = $0.status { true } else { false } }
            }
        }
    }

    /// `N passed, N failed, N skipped`: the last line `check` prints.
    public var summary: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    public var exitStatus: ExitStatus { failed == 0 ? .success : .failure }

    private func count(where matches: (ScenarioStatus) -> Bool) -> Int {
        files.reduce(0) { total, file in
            guard case .checked(let results) = file.outcome else { return total }
            return total + results.count { matches($0.status) }
        }
    }
}
