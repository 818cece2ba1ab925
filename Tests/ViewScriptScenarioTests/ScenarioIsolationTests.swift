import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Every scenario runs in a fresh app: nothing one scenario changed is seen by the next,
/// though the file is compiled once.
@Suite struct ScenarioIsolationTests {
    @Test func staticStoredPropertiesStartOverInEachScenario() {
        let run = runScenarios("""
        enum Counter {
            static var count = 0
            static let start = makeStart()
        }
        func makeStart() -> Int {
            print("start made")
            return 10
        }
        struct V: View {
            var body: some View {
                Button("Add") {
                    Counter.count += 1
                    print(Counter.start + Counter.count)
                }
            }
        }
        scenario "first" {
            show V()
            tap "Add"
            tap "Add"
            expect \"""
                start made
                11
                12
                \"""
        }
        scenario "second" {
            show V()
            tap "Add"
            expect \"""
                start made
                11
                \"""
        }
        """)
        #expect(run.scenarios.count == 2)
        for report in run.scenarios {
            #expect(report.passed, "\(report.name): \(failureMessages(report)) \(report.output)")
        }
    }
}
