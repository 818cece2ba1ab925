import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Custom styles and the modifiers beside them as a scenario sees them: the errors a sample
/// cannot state.
@Suite struct StyleStepTests {
    @Test func aStyleOfTheWrongKindIsAnError() {
        let run = runScenarios("""
        struct Plain: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.title }
        }
        struct V: View { var body: some View { Button("Go") { }.buttonStyle(Plain()) } }
        scenario "s" { show V() }
        """)
        #expect(failureMessages(run.scenarios[0]).first?.contains("'Plain' is not a ButtonStyle or PrimitiveButtonStyle") == true)
    }

    @Test func anIndeterminateProgressViewHasNoFractionAndNoLabels() {
        let run = runScenarios("""
        struct Bar: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\\(String(describing: configuration.fractionCompleted)) \\(configuration.label == nil)")
            }
        }
        struct V: View { var body: some View { ProgressView().progressViewStyle(Bar()) } }
        scenario "s" { show V(); expect visible "nil true" }
        """)
        #expect(failureMessages(run.scenarios[0]) == [])
    }

    @Test func aPrimitiveStyleThatNeverTriggersRunsNoAction() {
        let run = runScenarios("""
        struct Inert: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        struct V: View { var body: some View { Button("Go") { print("went") }.buttonStyle(Inert()) } }
        scenario "s" { show V(); expect visible "Go"; tap "Go" }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["no control labelled \"Go\" to tap; the hittable controls on screen: there is none"])
    }

    @Test func aBadgeOutsideAListOrTabIsNotSimulated() {
        let run = runScenarios("""
        struct V: View { var body: some View { Text("Inbox").badge(2) } }
        scenario "s" { show V() }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["'badge(_:) outside a List row or a tab item' is not simulated by ViewScript yet"])
    }

    @Test func stepsOnControlsThatAllowNoHitTestingAreErrors() {
        let run = runScenarios("""
        struct V: View {
            @State private var n = 0
            var body: some View { Stepper("Guests", value: $n).allowsHitTesting(false) }
        }
        scenario "s" { show V(); increment "Guests" }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["\"Guests\" does not receive touches: it is under .allowsHitTesting(false)"])
    }
}
