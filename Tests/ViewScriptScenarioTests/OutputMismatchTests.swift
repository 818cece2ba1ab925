import Testing
@testable import ViewScriptScenario

@Suite struct OutputMismatchTests {
    @Test func printedTextBecomesLines() {
        #expect(OutputMismatch.lines(of: "") == [])
        #expect(OutputMismatch.lines(of: "a\n") == ["a"])
        #expect(OutputMismatch.lines(of: "a\n\nb\n") == ["a", "", "b"])
        #expect(OutputMismatch.lines(of: "a\nb") == ["a", "b"])
    }

    @Test func theDiffKeepsCommonLinesAndShowsExpectedBeforePrinted() {
        let mismatch = OutputMismatch(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"])
        #expect(mismatch.lines == [.same("a"), .missing("b"), .extra("x"), .same("c"), .extra("d")])
    }
}
