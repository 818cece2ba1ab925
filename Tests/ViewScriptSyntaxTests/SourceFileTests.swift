import Testing
@testable import ViewScriptSyntax

@Suite struct SourceFileTests {
    @Test func locationsAreOneBasedByteColumns() {
        let file = SourceFile(path: "a.view", text: "ab\ncdé\nx")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 7) == SourceLocation(line: 2, column: 5))
        #expect(file.location(of: 8) == SourceLocation(line: 3, column: 1))
        #expect(file.lineText(2) == "cdé")
    }
}
