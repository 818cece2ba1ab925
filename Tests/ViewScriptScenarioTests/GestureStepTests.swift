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
            ("TapGesture(count: 4).onEnded { }", "'TapGesture(count: 4)' is not simulated by ViewScript yet"),
            ("SpatialTapGesture().onEnded { _ in }", "'gesture(SpatialTapGesture)' is not simulated by ViewScript yet"),
            ("DragGesture().sequenced(before: TapGesture())", "'DragGesture.sequenced' is not simulated by ViewScript yet"),
            ("DragGesture(coordinateSpace: .named(\"grid\")).onEnded { _ in }", "'DragGesture(coordinateSpace: "),
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

    @Test func aDragNamesItsTargetAmongTheDraggableViews() {
        let run = runScenarios(Self.view(#"DragGesture().onEnded { _ in print("dragged") }"#) + """
        scenario "none" { show V(); drag "Plain" by 20, 0 }
        scenario "button" { show V(); tap "Target" }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["no view showing \"Plain\" to drag; the views on screen with a drag gesture: \"Target\""])
        #expect(failureMessages(run.scenarios[1]).first?.hasPrefix("no control labelled \"Target\" to tap") == true)
    }

    @Test func twoDraggableViewsShowingTheTextAreAmbiguous() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                VStack {
                    Text("Tile").gesture(DragGesture().onEnded { _ in })
                    Text("Tile").gesture(DragGesture().onEnded { _ in })
                }
            }
        }
        scenario "s" { show V(); drag "Tile" by 20, 0 }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["2 views showing \"Tile\" can be dragged; drag needs exactly one"])
    }

    @Test func hitTestingOffRefusesTapsLongPressesAndDrags() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                VStack {
                    Button("Save") { print("saved") }
                    Text("Tile").gesture(DragGesture().onEnded { _ in print("dragged") })
                    Text("Hold").onLongPressGesture { print("held") }
                }
                .allowsHitTesting(false)
            }
        }
        scenario "tap" { show V(); tap "Save" }
        scenario "drag" { show V(); drag "Tile" by 20, 0 }
        scenario "long press" { show V(); long press "Hold" }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["\"Save\" does not receive touches: it is under .allowsHitTesting(false)"])
        #expect(failureMessages(run.scenarios[1]) == ["\"Tile\" does not receive touches: it is under .allowsHitTesting(false)"])
        #expect(failureMessages(run.scenarios[2]) == ["\"Hold\" does not receive touches: it is under .allowsHitTesting(false)"])
    }
}
