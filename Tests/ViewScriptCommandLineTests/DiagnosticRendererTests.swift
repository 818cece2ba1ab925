import Testing
import ViewScriptSyntax
@testable import ViewScriptCommandLine

@Suite struct DiagnosticRendererTests {
    let plain = DiagnosticRenderer(usesColor: false)

    @Test func errorWithANoteAtTheOpeningBracket() {
        let source = Source("struct A: View {\n    var body: some View {\n        Text(\"Count: \\(count)\"\n    }\n}\n",
                            path: "Samples/sheets/Stale.view")
        let close = source.offset(of: "\"\n    }") + 1
        let diagnostic = Diagnostic(DiagnosticMessage("expected", .error, "expected ')' to close argument list"),
                                    at: source.span(close, close),
                                    notes: [DiagnosticNote("to match this opening '('", at: source.span(of: "("))])
        #expect(plain.render(diagnostic) == #"""
        Samples/sheets/Stale.view:3:31: error: expected ')' to close argument list
                Text("Count: \(count)"
                                      ^
        Samples/sheets/Stale.view:3:13: note: to match this opening '('
                Text("Count: \(count)"
                    ^

        """#)
    }

    @Test func caretLineKeepsTheTabsOfTheSourceLine() {
        let source = Source("func f() {\n\t\tlet x = (1, 2\n}")
        let rendered = plain.render(.error, "expected ')'", at: source.span(of: "(1"))
        #expect(rendered == "a.view:2:11: error: expected ')'\n\t\tlet x = (1, 2\n\t\t        ^~\n")
    }

    @Test func caretCountsCharactersNotBytes() {
        let source = Source("let é = \"日本\" + y")
        let rendered = plain.render(.error, "cannot find 'y' in scope", at: source.span(of: "y"))
        // The column counts bytes (as swiftc's do); the caret counts display columns:
        // `é` is one column, each of `日本` is two.
        #expect(rendered == "a.view:1:21: error: cannot find 'y' in scope\nlet é = \"日本\" + y\n"
                + String(repeating: " ", count: 17) + "^\n")
        let wide = plain.render(.warning, "wide", at: source.span(of: "日本"))
        #expect(wide.hasSuffix("\n" + String(repeating: " ", count: 9) + "^~~~\n"))
    }

    @Test func tildesUnderlineTheRestOfTheRangeOnItsLine() {
        let source = Source("Text(count)\nfoo(bar,\n    baz)")
        #expect(plain.render(.error, "e", at: source.span(of: "count"))
                == "a.view:1:6: error: e\nText(count)\n     ^~~~~\n")
        let start = source.offset(of: "bar")
        let multiLine = plain.render(.error, "e", at: source.span(start, source.offset(of: "baz)") + 4))
        #expect(multiLine == "a.view:2:5: error: e\nfoo(bar,\n    ^~~~\n")
    }

    @Test func emptyLineAtTheEndOfTheFile() {
        let source = Source("let x =\n")
        #expect(plain.render(.error, "expected expression", at: source.span(8, 8))
                == "a.view:2:1: error: expected expression\n\n^\n")
    }

    @Test func carriageReturnsAndControlCharactersAreNotShown() {
        let source = Source("let x\r\nprint(\u{1B}[31m)\r\n")
        #expect(plain.render(.error, "e", at: source.span(of: "x"))
                == "a.view:1:5: error: e\nlet x\n    ^\n")
        #expect(plain.render(.error, "e", at: source.span(of: "[31m"))
                == "a.view:2:8: error: e\nprint(\u{FFFD}[31m)\n       ^~~~\n")
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let text = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        let rendered = plain.render(.error, "e", at: Source(text).span(of: "X"))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "a.view:1:1001: error: e")
        #expect(lines[1] == "..." + String(repeating: "a", count: 80) + "X" + String(repeating: "b", count: 159) + "...")
        #expect(lines[2] == String(repeating: " ", count: 83) + "^")
    }

    @Test func notesWithoutALocationNameTheFile() {
        let source = Source("let x = 1")
        let diagnostic = Diagnostic(DiagnosticMessage("w", .warning, "variable 'x' was never used"),
                                    at: source.span(of: "x"),
                                    notes: [DiagnosticNote("in body of 'Counter'", at: nil)])
        #expect(plain.render(diagnostic) == """
        a.view:1:5: warning: variable 'x' was never used
        let x = 1
            ^
        a.view: note: in body of 'Counter'

        """)
    }

    @Test func fileProblemsAreOneHeaderLine() {
        let missing = FileProblem(path: "Nope.view", DiagnosticMessage("cannot-read-file", .error, "no such file or directory"))
        #expect(plain.render(missing) == "Nope.view: error: no such file or directory\n")
        let large = FileProblem(path: "Big.view", location: SourceLocation(line: 1, column: 1),
                                DiagnosticMessage("file-too-large", .error, "file too large"))
        #expect(plain.render(large) == "Big.view:1:1: error: file too large\n")
    }

    @Test func coloursAreBoldRedMagentaDarkAndGreen() {
        let source = Source("let x")
        let diagnostic = Diagnostic(DiagnosticMessage("e", .error, "message"), at: source.span(of: "x"),
                                    notes: [DiagnosticNote("here", at: source.span(of: "let"))])
        let escape = "\u{1B}["
        #expect(DiagnosticRenderer(usesColor: true).render(diagnostic) ==
                "\(escape)1ma.view:1:5: \(escape)0m\(escape)1;31merror: \(escape)0m\(escape)1mmessage\(escape)0m\n"
                + "let x\n    \(escape)1;32m^\(escape)0m\n"
                + "\(escape)1ma.view:1:1: \(escape)0m\(escape)1;30mnote: \(escape)0mhere\n"
                + "let x\n\(escape)1;32m^~~\(escape)0m\n")
        let warning = DiagnosticRenderer(usesColor: true).header(path: "a.view", location: nil, severity: .warning,
                                                                 message: "w")
        #expect(warning == "\(escape)1ma.view: \(escape)0m\(escape)1;35mwarning: \(escape)0m\(escape)1mw\(escape)0m\n")
    }

    @Test func displayWidths() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("日") == 2)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("\u{FEFF}") == 0)
        #expect(DisplayWidth.of("\u{7}") == 1)
    }
}

/// A source file for rendering tests, with ranges found by searching its text.
struct Source {
    let file: SourceFile

    init(_ text: String, path: String = "a.view") {
        file = SourceFile(path: path, text: text)
    }

    func offset(of needle: String) -> Int {
        let pattern = Array(needle.utf8)
        let bytes = file.bytes
        var index = 0
        while index + pattern.count <= bytes.count {
            if Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        Issue.record("'\(needle)' is not in the source")
        return 0
    }

    func span(_ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(file: file, range: SourceRange(start, end))
    }

    func span(of needle: String) -> SourceSpan {
        let start = offset(of: needle)
        return span(start, start + needle.utf8.count)
    }
}
