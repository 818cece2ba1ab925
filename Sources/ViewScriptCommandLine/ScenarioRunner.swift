import ViewScriptSyntax

/// Runs the scenarios of a file that parsed, for `check`. The interpreter will provide the
/// runner that really runs them; until then `PendingScenarioRunner` skips them all.
protocol ScenarioRunner: Sendable {
    func run(_ parsed: ParseResult) -> [CheckReport.ScenarioResult]
}

/// Counts every scenario as skipped: there is no interpreter yet.
struct PendingScenarioRunner: ScenarioRunner {
    static let reason = "the interpreter is not built yet"

    func run(_ parsed: ParseResult) -> [CheckReport.ScenarioResult] {
        parsed.syntax.scenarios.map { scenario in
            CheckReport.ScenarioResult(name: scenario.name, range: scenario.range, status: .skipped(reason: Self.reason))
        }
    }
}
