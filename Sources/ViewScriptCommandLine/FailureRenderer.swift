import ViewScriptScenario
import ViewScriptSyntax

extension DiagnosticRenderer {
    /// A scenario failure: its diagnostic and, for an output expectation, a unified diff of
    /// the expected (`-`) and printed (`+`) lines.
    func render(_ failure: ScenarioFailure) -> String {
        var text = render(failure.diagnostic)
        guard let mismatch = failure.mismatch else { return text }
        text += style.apply(.red, "--- expected") + "\n" + style.apply(.green, "+++ actual") + "\n"
        for line in mismatch.lines {
            switch line {
            case .same(let content): text += " " + content + "\n"
            case .missing(let content): text += style.apply(.red, "-" + content) + "\n"
            case .extra(let content): text += style.apply(.green, "+" + content) + "\n"
            }
        }
        return text
    }

    func render(_ failures: [ScenarioFailure]) -> String { failures.map(render).joined() }
}
