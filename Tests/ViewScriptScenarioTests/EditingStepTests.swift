import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Edit mode, list selection, scrolling disabled, color pickers and timelines: the errors and
/// non-events that a sample cannot state.
@Suite struct EditingStepTests {
    static let inbox = """
    struct Inbox: View {
        @State private var selected = Set<String>()
        var body: some View {
            NavigationStack {
                List(["A1", "B2"], id: \\.self, selection: $selected) { Text($0) }
                    .toolbar { EditButton() }
                    .onChange(of: selected) { print(selected.sorted()) }
            }
        }
    }

    """

    @Test func aSetSelectionSelectsOnlyInEditMode() {
        let run = runScenarios(Self.inbox + """
        scenario "outside edit mode" { show Inbox(); tap "A1" }
        scenario "in edit mode" { show Inbox(); tap "Edit"; tap "A1"; tap "B2"; tap "A1"; tap "Done"; tap "B2" }
        """)
        #expect(failureMessages(run.scenarios[0]).first?.hasPrefix("no control labelled \"A1\" to tap") == true)
        #expect(run.scenarios[1].output.split(separator: "\n").map(String.init) == ["[\"A1\"]", "[\"A1\", \"B2\"]", "[\"B2\"]"])
        #expect(failureMessages(run.scenarios[1]).first?.hasPrefix("no control labelled \"B2\" to tap") == true)
    }

    @Test func anEditButtonWithoutAnEnvironmentBindingTogglesTheWindowsEditMode() {
        let run = runScenarios("""
        struct Row: View {
            @Environment(\\.editMode) private var editMode
            var body: some View { Text(editMode?.wrappedValue == .active ? "editing" : "viewing") }
        }
        struct V: View {
            var body: some View { VStack { EditButton(); Row() } }
        }
        scenario "s" { show V(); expect visible "viewing"; tap "Edit"; expect visible "editing"; expect visible "Done"; tap "Done"; expect visible "viewing" }
        """)
        #expect(failureMessages(run.scenarios[0]) == [])
    }

    @Test func scrollingToARowOfADisabledScrollViewIsAnError() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                List { ForEach(1...80, id: \\.self) { Text("Row \\($0)") } }.scrollDisabled(true)
            }
        }
        scenario "s" { show V(); scroll to "Row 70" }
        scenario "visible rows need no scrolling" { show V(); scroll to "Row 2" }
        """)
        #expect(failureMessages(run.scenarios[0]).first?.contains("scrolling is disabled") == true)
        #expect(failureMessages(run.scenarios[1]) == [])
    }

    @Test func tappingAColorPickerIsReportedAsNotSimulated() {
        let run = runScenarios("""
        struct V: View {
            @State private var color = Color.red
            var body: some View { ColorPicker("Tint", selection: $color) }
        }
        scenario "s" { show V(); tap "Tint" }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["tapping the ColorPicker \"Tint\" is not simulated by ViewScript yet"])
    }

    @Test func aTimelineRunsNothingWhileTheClockStands() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("t").onChange(of: context.date) { print("tick") }
                }
            }
        }
        scenario "s" { show V(); advance 2.5s }
        """)
        #expect(run.scenarios[0].output.split(separator: "\n").map(String.init) == ["tick", "tick"])
    }
}
