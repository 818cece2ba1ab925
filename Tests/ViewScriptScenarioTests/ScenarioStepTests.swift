import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Runs a `.view` source's scenarios and returns their reports.
func runScenarios(_ source: String) -> FileRun {
    let parsed = Parser.parse(SourceFile(path: "app.view", text: source))
    #expect(!parsed.hasErrors)
    return ScenarioRunner().run(parsed)
}

/// The failure messages of every scenario of a `.view` source, in order.
func scenarioFailures(_ source: String) -> [String] {
    runScenarios(source).scenarios.flatMap(failureMessages)
}

/// The messages of a report's failures ("" when it passed).
func failureMessages(_ report: ScenarioReport) -> [String] {
    guard case .failed(let failures) = report.status else { return [] }
    return failures.map(\.diagnostic.message.text)
}

@Suite struct ScenarioStepTests {
    static let form = """
    struct Form: View {
        @State private var name = ""
        @State private var subscribed = false
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Toggle("Subscribe", isOn: $subscribed)
                Text("Hello, \\(name)!").onTapGesture { print("tapped greeting") }
                Text(subscribed ? "subscribed" : "not subscribed")
            }
            .onChange(of: name) { old, new in print("name:", old, "->", new) }
        }
    }

    """

    @Test func typeTogglesAndTapGestures() {
        let run = runScenarios(Self.form + """
        scenario "form" {
            show Form()
            expect visible "Name"
            type "Ada" into "Name"
            expect \"\"\"
                name:  -> Ada
                \"\"\"
            expect visible "Hello, Ada!"
            expect visible "Ada"
            tap "Subscribe"
            expect visible "subscribed"
            tap "Hello, Ada!"
            expect \"\"\"
                tapped greeting
                \"\"\"
        }
        """)
        #expect(run.scenarios.count == 1)
        #expect(failureMessages(run.scenarios[0]) == [])
    }

    /// A format style Foundation formats is shown as SwiftUI shows it; one that is not
    /// simulated is an error at the call rather than a text SwiftUI would not show.
    @Test func aTextWithAFormatStyleShowsFoundationsString() {
        let run = runScenarios("""
        struct Meter: View {
            var body: some View { Text(0.456, format: .percent) }
        }
        struct Clock: View {
            var body: some View { Text(Date(), style: .relative) }
        }
        scenario "meter" {
            show Meter()
            expect visible "45.6%"
        }
        scenario "clock" {
            show Clock()
        }
        """)
        #expect(failureMessages(run.scenarios[0]) == [])
        #expect(failureMessages(run.scenarios[1]) == ["'Text(_:style: .relative)' is not simulated by ViewScript yet"])
    }

    @Test func aMissingControlListsTheCandidates() {
        let run = runScenarios(Self.form + """
        scenario "missing" {
            show Form()
            tap "Unsubscribe"
            tap "Subscribe"
        }
        scenario "no such field" {
            show Form()
            type "x" into "Email"
        }
        """)
        #expect(failureMessages(run.scenarios[0]) == [
            "no control labelled \"Unsubscribe\" to tap; the hittable controls on screen: \"Subscribe\", \"Hello, !\"",
        ])
        #expect(failureMessages(run.scenarios[1]) == [
            "no text field titled \"Email\"; the text fields on screen: \"Name\"",
        ])
    }

    @Test func stepsBeforeShowAndAfterATrapAreErrors() {
        let run = runScenarios("""
        struct Boom: View {
            var body: some View {
                Button("Boom") { _ = [1][2] }
            }
        }
        scenario "tap first" {
            tap "Boom"
        }
        scenario "after the trap" {
            show Boom()
            tap "Boom"
            tap "Boom"
        }
        scenario "expected" {
            show Boom()
            tap "Boom"
            expect crash "Index out of range"
        }
        scenario "wrong crash" {
            show Boom()
            tap "Boom"
            expect crash "Division by zero"
        }
        scenario "no crash" {
            show Boom()
            expect crash "Index out of range"
        }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["no view is shown yet: the scenario must 'show' one first"])
        #expect(failureMessages(run.scenarios[1]) == ["the app has trapped; only expectations may follow",
                                                       "Fatal error: Index out of range"])
        #expect(run.scenarios[2].passed)
        #expect(failureMessages(run.scenarios[3]) == [
            "expected a crash with \"Division by zero\", but the app trapped with \"Fatal error: Index out of range\"",
            "Fatal error: Index out of range",
        ])
        #expect(failureMessages(run.scenarios[4]) == ["expected a crash with \"Index out of range\", but the app did not trap"])
    }

    @Test func everyScenarioIsAFreshApp() {
        let run = runScenarios("""
        var launches = 0
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button("Count \\(count)") { count += 1 }
                    .onAppear { launches += 1; print("launch", launches) }
            }
        }
        scenario "one" {
            show Counter()
            tap "Count 0"
            expect visible "Count 1"
            expect \"\"\"
                launch 1
                \"\"\"
        }
        scenario "two" {
            show Counter()
            expect visible "Count 0"
            expect \"\"\"
                launch 1
                \"\"\"
        }
        """)
        #expect(run.scenarios.count == 2 && run.scenarios.allSatisfy { $0.passed })
    }
}

@Suite struct TracingChangesNothingTests {
    /// A state value whose type prints in its `description`: showing it in the trace must
    /// not run that code (the output would differ with and without `--trace`).
    @Test func aTraceDoesNotCallDescription() {
        let source = """
        struct Tag: CustomStringConvertible {
            var n: Int
            var description: String { print("description called"); return "tag \\(n)" }
        }
        struct V: View {
            @State private var tag = Tag(n: 0)
            var body: some View { Button("Next") { tag.n += 1 } }
        }
        scenario "next" {
            show V()
            tap "Next"
            expect \"\"\"
                \"\"\"
        }
        """
        let parsed = Parser.parse(SourceFile(path: "app.view", text: source))
        let run = ScenarioRunner(trace: TraceOptions(events: true, trees: true)).run(parsed)
        #expect(run.scenarios.first?.passed == true)
        let changes = run.scenarios.first?.trace.compactMap { entry -> String? in
            if case .event(let event) = entry.kind, case .stateChanged = event { return event.description }
            return nil
        }
        #expect(changes == ["state changed 'tag' of 'V': Tag(n: 0) → Tag(n: 1)"])
    }
}
