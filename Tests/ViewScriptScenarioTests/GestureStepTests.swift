import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// `.gesture(_:)` as a scenario sees it: what is not simulated, and the errors a wrong target
/// gives, which a sample cannot state.
@Suite struct GestureStepTests {
    static func view(_ gesture: String) -> String {
        """
        struct V: View {
            var body: some View {
                VStack {
                    Text("Target").gesture(\(gesture))
                    Text("Plain")
                }
            }
        }

        """
    }

    @Test func gesturesNoStepCanPerformAreNotSimulated() {
        let cases = [
            ("TapGesture(count: 2).onEnded { }", "'TapGesture(count: 2)' is not simulated by ViewScript yet"),
            ("DragGesture().onEnded { _ in }", "'gesture(DragGesture)' is not simulated by ViewScript yet"),
            ("TapGesture().sequenced(before: LongPressGesture())", "'TapGesture.sequenced' is not simulated by ViewScript yet"),
            ("LongPressGesture().onChanged { _ in }", "'LongPressGesture.onChanged' is not simulated by ViewScript yet"),
        ]
        for (gesture, message) in cases {
            let run = runScenarios(Self.view(gesture) + #"scenario "s" { show V() }"#)
            #expect(failureMessages(run.scenarios[0]).first?.hasPrefix(message) == true, "\(gesture)")
        }
    }

    @Test func aTapGestureIsTappableOnlyByItsTexts() {
        let run = runScenarios(Self.view(#"TapGesture().onEnded { print("tapped") }"#) + """
        scenario "tap" { show V(); tap "Target"; expect \"\"\"
            tapped
            \"\"\" }
        scenario "plain" { show V(); tap "Plain" }
        scenario "long press" { show V(); long press "Target" }
        """)
        #expect(failureMessages(run.scenarios[0]) == [])
        #expect(failureMessages(run.scenarios[1]) == ["no control labelled \"Plain\" to tap; the hittable controls on screen: \"Target\""])
        #expect(failureMessages(run.scenarios[2]).first?.hasPrefix("no view showing \"Target\" to long-press") == true)
    }

    @Test func aDisabledGestureDoesNothing() {
        let run = runScenarios(Self.view(#"TapGesture().onEnded { print("tapped") }, isEnabled: false"#) + """
        scenario "tap" { show V(); tap "Target" }
        """)
        #expect(failureMessages(run.scenarios[0]).first?.hasPrefix("no control labelled \"Target\" to tap") == true)
    }

    @Test func aHiddenControlCannotBeTapped() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                VStack {
                    Button("Hidden") { print("ran") }.hidden()
                    Button("Shown") { }
                }
            }
        }
        scenario "s" { show V(); tap "Hidden" }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["no control labelled \"Hidden\" to tap; the hittable controls on screen: \"Shown\""])
    }
}
