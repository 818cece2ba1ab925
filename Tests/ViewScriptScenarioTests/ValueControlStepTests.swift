import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// The control steps' errors: a wrong target lists the candidates, a disabled button or an
/// option SwiftUI would ignore is said so (the behaviours themselves are in
/// Samples/views/controls).
@Suite struct ValueControlStepTests {
    static let screen = """
    enum Size: String, CaseIterable, Identifiable { case small, large; var id: Self { self } }
    struct Order: View {
        @State private var size = Size.small
        @State private var count = 0
        @State private var code = 0
        @State private var level = 0.5
        @State private var day = Date()
        @State private var query = ""
        var body: some View {
            VStack {
                Picker("Size", selection: $size) { ForEach(Size.allCases) { Text($0.rawValue) } }
                Picker("Code", selection: $code) { ForEach(["a", "b"], id: \\.self) { Text($0) } }
                Picker("Mode", selection: $size) { Text("S").tag(Size.small) }.pickerStyle(.segmented)
                Stepper("Count", value: $count, in: 0...1)
                Slider(value: $level) { Text("Level") }
                DatePicker("Day", selection: $day, in: Date()...)
                TextField("Query", text: $query)
            }
        }
    }

    """

    private func messages(_ steps: String) -> [String] {
        scenarioFailures(Self.screen + "scenario \"s\" {\n    show Order()\n" + steps + "\n}\n")
    }

    @Test func aWrongLabelListsTheControlsOfThatKind() {
        #expect(messages("select \"large\" in \"Sizes\"") == [
            "no picker labelled \"Sizes\" on screen; the pickers on screen: \"Size\", \"Code\", \"Mode\""])
        #expect(messages("increment \"Counter\"") == [
            "no stepper labelled \"Counter\" on screen; the steppers on screen: \"Count\""])
        #expect(messages("slide \"Size\" to 1") == [
            "no slider labelled \"Size\" on screen; the sliders on screen: \"Level\""])
        #expect(messages("pick 2024-03-01 in \"Date\"") == [
            "no date picker labelled \"Date\" on screen; the date pickers on screen: \"Day\""])
        #expect(messages("submit \"Search\"") == [
            "no text field titled \"Search\"; the text fields on screen: \"Query\""])
    }

    @Test func pickerOptionsThatCannotBeSelected() {
        #expect(messages("select \"medium\" in \"Size\"") == [
            "the picker \"Size\" has no option \"medium\"; its options: \"small\", \"large\""])
        #expect(messages("select \"b\" in \"Code\"") == [
            "the option \"b\" of the picker \"Code\" has no tag of the selection's type; SwiftUI would not change the selection"])
        #expect(messages("select \"S\" in \"Mode\"") == [
            "the options of the picker \"Mode\" are on screen (segmented or inline style): tap the option instead"])
    }

    @Test func boundsDisableAndLimit() {
        #expect(messages("decrement \"Count\"") == [
            "the decrement button of the stepper \"Count\" is disabled: the value is at the lower bound of its range"])
        #expect(messages("increment \"Count\"\nincrement \"Count\"") == [
            "the increment button of the stepper \"Count\" is disabled: the value is at the upper bound of its range"])
        #expect(messages("pick 2023-12-31 in \"Day\"") == [
            "the date picker \"Day\" allows only dates from Jan 1, 2024 12:00 AM"])
        #expect(messages("submit \"Query\"") == ["the text field \"Query\" has no .onSubmit action around it"])
    }
}
