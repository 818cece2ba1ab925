import Foundation
import Testing
import ViewScriptRuntime
import ViewScriptSyntax
@testable import ViewScriptScenario

/// A scenario's app reads lifecycle events through its event sink only: its graph keeps no
/// log, which grew by an event per view that appeared or evaluated (every row of a
/// 10,000-row tree, again on every step) and was never read.
@Suite struct ScenarioGraphLogTests {
    /// Apps kept by the runner's hook, read after the run.
    final class KeptApps: @unchecked Sendable {
        private let lock = NSLock()
        private var apps: [AnyObject] = []
        func keep(_ app: AnyObject) { lock.withLock { apps.append(app) } }
        var all: [AnyObject] { lock.withLock { apps } }
    }

    @Test func graphOfAScenarioKeepsNoLog() throws {
        let source = """
        struct Rows: View {
            @State var tick = 0
            var body: some View {
                ScrollView {
                    VStack {
                        Button("Tick \\(tick)") { tick += 1 }
                        ForEach(0..<200) { Text("Row \\($0)").onAppear { } }
                    }
                }
            }
        }
        scenario "taps" {
            show Rows()
            tap "Tick 0"
            expect visible "Tick 1"
        }
        """
        let parsed = Parser.parse(SourceFile(path: "app.view", text: source))
        let kept = KeptApps()
        var runner = ScenarioRunner()
        runner.keepsAppUntilExit = { kept.keep($0) }
        let run = runner.run(parsed)
        #expect(run.scenarios.count == 1)
        #expect(run.scenarios.allSatisfy { if case .passed = $0.status { true } else { false } })
        let apps = kept.all.compactMap { $0 as? SimulatedApp }
        #expect(apps.count == 1)
        let graph = try #require(apps.first?.graph)
        #expect(graph.statistics.nodesCreated > 400)
        #expect(graph.log.isEmpty)
    }
}
