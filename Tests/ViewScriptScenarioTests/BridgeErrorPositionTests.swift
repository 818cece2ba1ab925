import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// An error met while a view value becomes the graph's element (the bridge) is positioned at
/// the view's expression in the program, not at the scenario's `show` step.
@Suite struct BridgeErrorPositionTests {
    @Test("A bridge error is positioned at the view that raised it")
    func positionedAtTheView() throws {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                VStack {
                    Text("a")
                    ForEach(5, id: \\.self) { i in Text("x") }
                }
            }
        }
        scenario "s" { show V() }
        """)
        guard case .failed(let failures) = run.scenarios[0].status, let failure = failures.first else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostic.message.text == "ForEach needs a collection")
        let location = failure.diagnostic.span.file.location(of: failure.diagnostic.span.range.start)
        #expect(location.line == 5)
        #expect(location.column == 13)
    }
}
