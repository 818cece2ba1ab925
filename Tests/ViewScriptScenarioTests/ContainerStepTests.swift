import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// `long press`, menus and geometry readers as a scenario sees them: the errors a wrong target
/// gives, which a sample cannot state.
@Suite struct ContainerStepTests {
    static let gallery = """
    struct Gallery: View {
        var body: some View {
            VStack {
                Text("Beach").contextMenu { Button("Share") { print("share") } }
                Text("Locked").contextMenu { }
                Text("Plain")
                Text("Twice").onLongPressGesture { }
                Text("Twice").onLongPressGesture { }
                Menu("Options") { Button("Rename") { } }
            }
        }
    }

    """

    @Test func longPressNeedsOneViewWithALongPress() {
        let run = runScenarios(Self.gallery + """
        scenario "no long press" { show Gallery(); long press "Plain" }
        scenario "context menu without items" { show Gallery(); long press "Locked" }
        scenario "several" { show Gallery(); long press "Twice" }
        scenario "a menu opens on tap, not on long press" { show Gallery(); long press "Options" }
        """)
        let candidates = "the views on screen with a long press or context menu: \"Beach\", \"Twice\", \"Twice\""
        #expect(failureMessages(run.scenarios[0]) == ["no view showing \"Plain\" to long-press; " + candidates])
        #expect(failureMessages(run.scenarios[1]) == ["no view showing \"Locked\" to long-press; " + candidates])
        #expect(failureMessages(run.scenarios[2]) == ["2 views showing \"Twice\" can be long-pressed; long press needs exactly one"])
        #expect(failureMessages(run.scenarios[3]) == ["no view showing \"Options\" to long-press; " + candidates])
    }

    @Test func aDisabledViewCannotBeLongPressed() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                Text("Hold").contextMenu { Button("Copy") { print("copy") } }.disabled(true)
            }
        }
        scenario "s" { show V(); long press "Hold" }
        """)
        #expect(failureMessages(run.scenarios[0]).first?.contains("\"Hold\" is disabled") == true)
    }

    @Test func anOpenMenuCoversTheScreen() {
        let run = runScenarios(Self.gallery + """
        scenario "open" {
            show Gallery()
            tap "Options"
            expect not visible "Beach"
            tap "Beach"
        }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["no control labelled \"Beach\" to tap; the hittable controls on screen: \"Rename\""])
    }

    @Test func aGeometryReaderInAFramePassesItsSize() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("\\(Int(proxy.size.width)) \\(Int(proxy.frame(in: .global).minX))")
                }
                .frame(width: 100, height: 40)
            }
        }
        struct Named: View {
            var body: some View {
                GeometryReader { proxy in Text("\\(proxy.frame(in: .named("list")).minY)") }
            }
        }
        scenario "s" { show V(); expect visible "100 146" }
        scenario "named spaces" { show Named() }
        """)
        #expect(failureMessages(run.scenarios[0]) == [])
        #expect(failureMessages(run.scenarios[1]).first?.hasPrefix("'frame(in: .named)' is not simulated by ViewScript yet") == true)
    }
}
