import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Buttons and their state as steps reach them: a disabled control, a wrong target for
/// `expect disabled`, a link whose tap would leave the app.
@Suite struct ControlStepTests {
    static let screen = """
    struct Screen: View {
        var body: some View {
            VStack {
                Button("Go") { print("go") }.disabled(true)
                VStack {
                    Button("Inner") { print("inner") }.disabled(false)
                }
                .disabled(true)
                Button("Same") { }
                Button("Same") { }
                Link("Docs", destination: URL(string: "https://example.com/docs")!)
                ShareLink(item: URL(string: "https://example.com")!)
                Button { print("row") } label: { VStack { Text("Milk"); Text("2 l") } }
            }
        }
    }

    """

    private func messages(_ steps: String) -> [String] {
        scenarioFailures(Self.screen + "scenario \"s\" {\n    show Screen()\n" + steps + "\n}\n")
    }

    @Test func aTapOnADisabledButtonIsAnErrorAndItsActionNeverRuns() {
        #expect(messages("    tap \"Go\"\n    expect \"\"\"\n        \"\"\"") == [
            "the control labelled \"Go\" is disabled: it cannot be tapped (.disabled(true) on it or a view above it)",
        ])
    }

    @Test func anInnerDisabledFalseDoesNotReenable() {
        #expect(messages("    expect disabled \"Inner\"") == [])
        #expect(messages("    tap \"Inner\"").first?.contains("is disabled") == true)
    }

    @Test func expectEnabledOnADisabledControlFails() {
        #expect(messages("    expect enabled \"Go\"") == [
            "expected the control labelled \"Go\" to be enabled, but it is disabled (.disabled(true) on it or a view above it)",
        ])
        #expect(messages("    expect disabled \"Milk\"") == [
            "expected the control labelled \"Milk\" to be disabled, but it is enabled",
        ])
    }

    @Test func expectDisabledNeedsExactlyOneControl() {
        #expect(messages("    expect disabled \"Nope\"") == [
            "no control labelled \"Nope\" to tap; the hittable controls on screen: \"Go\", \"Inner\", \"Same\", \"Same\", \"Docs\", \"Share\", \"Milk, 2 l\"",
        ])
        #expect(messages("    expect enabled \"Same\"") == ["2 controls labelled \"Same\" on screen; tap needs exactly one"])
    }

    @Test func aLinkOrShareLinkIsOnScreenButItsTapIsNotSimulated() {
        #expect(messages("    expect visible \"Docs\"\n    expect visible \"Share\"\n    expect enabled \"Docs\"") == [])
        #expect(messages("    tap \"Docs\"") == [
            "tapping the Link \"Docs\" is not simulated by ViewScript yet (it would open https://example.com/docs outside the app)",
        ])
        #expect(messages("    tap \"Share\"") == ["tapping the ShareLink \"Share\" is not simulated by ViewScript yet"])
    }

    @Test func aLabelOfSeveralTextsIsNamedByAllOfThemOrAnyOne() {
        #expect(messages("    tap \"Milk, 2 l\"\n    tap \"2 l\"\n    expect \"\"\"\n        row\n        row\n        \"\"\"") == [])
    }
}
