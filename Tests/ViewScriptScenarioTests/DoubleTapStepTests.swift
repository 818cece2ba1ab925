import Testing
@testable import ViewScriptScenario

/// `double tap "TEXT"` and tap counts: a `tap` never runs a count-2 gesture, a view with only
/// one is an error that says so, and a double tap's wrong targets are positioned errors.
@Suite struct DoubleTapStepTests {
    static let screen = """
    struct Screen: View {
        @State private var likes = 0
        var body: some View {
            VStack {
                Text("Likes \\(likes)").onTapGesture(count: 2) { likes += 1 }
                Text("Locked").onTapGesture(count: 2) { print("locked") }.disabled(true)
                Text("Twin").onTapGesture(count: 2) { }
                Text("Twin").onTapGesture(count: 2) { }
                Button("Leave") { print("leave") }
                NavigationStack { NavigationLink("Open") { Text("Detail") } }
            }
        }
    }

    """

    private func messages(_ steps: String) -> [String] {
        scenarioFailures(Self.screen + "scenario \"s\" {\n    show Screen()\n" + steps + "\n}\n")
    }

    @Test func aTapOnAViewWithOnlyADoubleTapGestureIsAnError() {
        #expect(messages("    tap \"Likes 0\"\n    expect visible \"Likes 0\"") == [
            "\"Likes 0\" responds to a double tap only (.onTapGesture(count: 2)); a tap is one tap: use double tap \"Likes 0\"",
        ])
    }

    @Test func aDoubleTapRunsTheGestureOnce() {
        #expect(messages("    double tap \"Likes 0\"\n    expect visible \"Likes 1\"") == [])
    }

    @Test func aDoubleTapOnNothingListsWhatTakesTaps() {
        let failures = messages("    double tap \"Nothing\"")
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("no view showing \"Nothing\" to double-tap; the views and controls on screen that take taps: \"Likes 0\"") == true)
        #expect(failures.first?.contains("\"Leave\"") == true)
    }

    @Test func aDisabledDoubleTapGestureDoesNotRun() {
        #expect(messages("    double tap \"Locked\"\n    expect \"\"\"\n        \"\"\"") == [
            "the control labelled \"Locked\" is disabled: it cannot be tapped (.disabled(true) on it or a view above it)",
        ])
    }

    @Test func twoViewsWithTheTextAreAmbiguous() {
        #expect(messages("    double tap \"Twin\"") == [
            "2 views showing \"Twin\" have a double-tap gesture; double tap needs exactly one",
        ])
    }

    @Test func aDoubleTapOnAButtonRunsItTwice() {
        #expect(messages("    double tap \"Leave\"\n    expect \"\"\"\n        leave\n        leave\n        \"\"\"") == [])
    }

    @Test func aFirstTapThatTakesTheTargetAwayLeavesNothingForTheSecond() {
        #expect(messages("    double tap \"Open\"") == [
            "the first tap of the double tap on \"Open\" took it off the screen: there is nothing for the second tap",
        ])
    }
}
