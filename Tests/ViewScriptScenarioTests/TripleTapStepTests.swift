import Testing
@testable import ViewScriptScenario

/// `triple tap "TEXT"`: the count-3 tap gesture of the one view showing TEXT, three taps on a
/// button, and the errors of a wrong target, as for `double tap`.
@Suite struct TripleTapStepTests {
    static let screen = """
    struct Screen: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \\(count)").onTapGesture(count: 3) { count += 10 }
                Image(systemName: "star").onTapGesture(count: 3) { print("star") }.accessibilityLabel("Star")
                Text("Twice").onTapGesture(count: 2) { print("twice") }
                Button("Add") { count += 1 }
            }
        }
    }

    """

    private func messages(_ steps: String) -> [String] {
        scenarioFailures(Self.screen + "scenario \"s\" {\n    show Screen()\n" + steps + "\n}\n")
    }

    @Test func aTripleTapRunsTheCountThreeGestureOnce() {
        #expect(messages("    triple tap \"Count 0\"\n    expect visible \"Count 10\"") == [])
    }

    @Test func anAccessibilityLabelAroundTheGestureNamesIt() {
        #expect(messages("    triple tap \"Star\"\n    expect \"\"\"\n        star\n        \"\"\"") == [])
    }

    @Test func aTapOrADoubleTapDoesNotRunIt() {
        #expect(messages("    tap \"Count 0\"") == [
            "\"Count 0\" responds to a triple tap only (.onTapGesture(count: 3)); a tap is one tap: use triple tap \"Count 0\"",
        ])
        #expect(messages("    double tap \"Count 0\"").first?.hasPrefix("no view showing \"Count 0\" to double-tap") == true)
    }

    @Test func aTripleTapOnAButtonRunsItThreeTimes() {
        #expect(messages("    triple tap \"Add\"\n    expect visible \"Count 3\"") == [])
    }

    @Test func aTripleTapOnADoubleTapGestureIsNotSimulated() {
        #expect(messages("    triple tap \"Twice\"") == [
            "a triple tap on \"Twice\", which has a double-tap gesture (.onTapGesture(count: 2)) and none of count 3, is not simulated by ViewScript yet",
        ])
    }

    @Test func aTripleTapOnNothingListsWhatTakesTaps() {
        #expect(messages("    triple tap \"Nothing\"").first?.hasPrefix("no view showing \"Nothing\" to triple-tap; the views and controls on screen that take taps: \"Count 0\"") == true)
    }
}
