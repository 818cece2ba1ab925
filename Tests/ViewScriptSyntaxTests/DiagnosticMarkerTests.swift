import Testing
@testable import ViewScriptSyntax

/// Malformed inputs, each with its expected diagnostics placed by markers in the source.
@Suite struct DiagnosticMarkerTests {
    // MARK: Lexical

    @Test func unterminatedString() {
        assertDiagnostics("let s = 1️⃣\"abc\nlet t = 1", [DiagnosticSpec("unterminated string literal")])
    }

    @Test func unterminatedMultilineString() {
        assertDiagnostics("let s = 1️⃣\"\"\"\n  abc\n", [DiagnosticSpec("unterminated multi-line string literal")])
    }

    @Test func multilineContentOnOpeningLine() {
        assertDiagnostics("let s = \"\"\"1️⃣abc\n  \"\"\"", [DiagnosticSpec("multi-line string literal content must begin on a new line")])
    }

    @Test func insufficientIndentation() {
        assertDiagnostics("let s = \"\"\"\n    a\n1️⃣  b\n    \"\"\"",
                          [DiagnosticSpec("insufficient indentation of line in multi-line string literal")])
    }

    @Test func invalidEscape() {
        assertDiagnostics("let s = \"a1️⃣\\qb\"", [DiagnosticSpec("invalid escape sequence in literal")])
    }

    @Test func unterminatedBlockComment() {
        assertDiagnostics("let a = 1\n1️⃣/* one /* two */\n", [DiagnosticSpec("unterminated '/*' comment")])
    }

    @Test func invalidCharacter() {
        assertDiagnostics("let a = 1️⃣\u{7}1", [DiagnosticSpec("invalid character in source file")])
    }

    @Test func anonymousParameterBeyondTheLimit() {
        assertDiagnostics("let f: (Int) -> Int = { 1️⃣$300 }",
                          [DiagnosticSpec("'$300' would give the closure 301 parameters; the limit is 256 ($0 to $255)")])
        assertDiagnostics("let f = { $255 }", [])
    }

    @Test func anonymousParameterNumberTooLarge() {
        assertDiagnostics("let g = { $1️⃣222222222222 }", [DiagnosticSpec("numeric value following '$' is too large")])
    }

    @Test func invalidDigitInIntegerLiteral() {
        assertDiagnostics("let d = 21️⃣s", [DiagnosticSpec("'s' is not a valid digit in integer literal")])
    }

    @Test func invalidUTF8() {
        var bytes = Array("let a = ".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(" 1\n".utf8)
        let result = Parser.parse(SourceFile(path: "bad.view", bytes: bytes))
        #expect(result.diagnostics.map { "\($0.location) \($0.message.text)" } == ["1:9 invalid UTF-8 found in source file"])
    }

    // MARK: Expressions

    @Test func unclosedCallParenthesis() {
        assertDiagnostics("func f() {\n    Text1️⃣(\"a\"2️⃣\n}",
                          [DiagnosticSpec("2️⃣", "expected ')' in expression list", notes: ["to match this opening '('"])])
    }

    @Test func unclosedCallBeforeNextView() {
        assertDiagnostics("""
            var body: some View {
                VStack {
                    Text("Count: \\(count)"1️⃣
                    Button("Add") { count += 1 }
                }
            }
            """,
            [DiagnosticSpec("expected ')' in expression list", notes: ["to match this opening '('"])])
    }

    @Test func missingCommaOnOneLine() {
        assertDiagnostics("func f() {\n    g(a 1️⃣b)\n}", [DiagnosticSpec("expected ',' separator")])
    }

    @Test func missingInitialValue() {
        assertDiagnostics("let x =1️⃣\nlet y = 2", [DiagnosticSpec("expected initial value after '='")])
    }

    @Test func missingOperand() {
        assertDiagnostics("func f() {\n    _ = a +1️⃣\n}", [DiagnosticSpec("expected expression after operator")])
    }

    @Test func nonAssociativeComparison() {
        assertDiagnostics("func f() {\n    _ = a 1️⃣< b < c\n}",
                          [DiagnosticSpec("adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")])
    }

    @Test func unknownOperator() {
        assertDiagnostics("func f() {\n    _ = a 1️⃣<> b\n}", [DiagnosticSpec("cannot find operator '<>' in scope")])
    }

    @Test func unclosedArrayLiteral() {
        assertDiagnostics("let a = 1️⃣[1, 22️⃣\nlet b = 1",
                          [DiagnosticSpec("2️⃣", "expected ']' in container literal expression", notes: ["to match this opening '['"])])
    }

    @Test func missingDictionaryValue() {
        assertDiagnostics("let d = [1: 1️⃣]", [DiagnosticSpec("expected expression in container literal")])
    }

    @Test func missingMemberName() {
        assertDiagnostics("func f() {\n    _ = x.1️⃣\n}", [DiagnosticSpec("expected member name following '.'")])
    }

    @Test func missingArgumentValue() {
        assertDiagnostics("func f() {\n    g(a: 1️⃣)\n}", [DiagnosticSpec("expected expression in list of expressions")])
    }

    @Test func tryWithoutExpression() {
        assertDiagnostics("func f() {\n    try1️⃣\n}", [DiagnosticSpec("expected expression after 'try'")])
    }

    @Test func unclosedTuple() {
        assertDiagnostics("let t = (1, 21️⃣", [DiagnosticSpec("expected ')' in expression list", notes: ["to match this opening '('"])])
    }

    @Test func deepParentheses() {
        let source = String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000)
        let result = runOnLargeStack { Parser.parse(SourceFile(path: "deep.view", text: "let x = " + source)) }
        #expect(result.diagnostics.map(\.id) == ["too-deeply-nested"])
    }

    @Test func binaryInputStopsAfterTooManyErrors() {
        var random = SplitMix64(seed: 7)
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let result = runOnLargeStack { Parser.parse(SourceFile(path: "binary.view", bytes: bytes)) }
        #expect(result.diagnostics.count <= 101)
        #expect(result.diagnostics.last?.id == "too-many-errors")
        #expect(result.diagnostics.last?.message.text == "too many errors (100); the rest of the file is not checked")
    }

    @Test func warningsDoNotCountTowardTheErrorLimit() {
        // 300 non-breaking spaces (copied from a web page): warnings, and the file still parses to its end.
        let source = String(repeating: "let a\u{00A0}= 1\n", count: 300) + "let b = \n"
        let result = runOnLargeStack { Parser.parse(SourceFile(path: "nbsp.view", text: source)) }
        #expect(result.diagnostics.filter { $0.severity == .warning }.count == 300)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message.text) == ["expected initial value after '='"])
    }

    @Test func longOperatorChain() {
        let source = "let x = 1" + String(repeating: " + 1", count: 100_000)
        let result = runOnLargeStack { Parser.parse(SourceFile(path: "chain.view", text: source)) }
        #expect(result.diagnostics.map(\.id) == ["too-deeply-nested"])
    }

    // MARK: Statements

    @Test func consecutiveStatements() {
        assertDiagnostics("func f() {\n    let a = 1 1️⃣let b = 2\n}",
                          [DiagnosticSpec("consecutive statements on a line must be separated by ';'")])
    }

    @Test func ifWithoutBrace() {
        assertDiagnostics("func f() {\n    if x1️⃣\n}", [DiagnosticSpec("expected '{' after 'if' condition")])
    }

    @Test func guardWithoutElse() {
        assertDiagnostics("func f() {\n    guard x 1️⃣{ return }\n}", [DiagnosticSpec("expected 'else' after 'guard' condition")])
    }

    @Test func forWithoutIn() {
        assertDiagnostics("func f() {\n    for x 1️⃣xs {}\n}", [DiagnosticSpec("expected 'in' after for-each pattern")])
    }

    @Test func emptyCaseBody() {
        assertDiagnostics("func f() {\n    switch x {\n    1️⃣case 1:\n    case 2: break\n    }\n}",
                          [DiagnosticSpec("'case' label in a 'switch' must have at least one executable statement")])
    }

    @Test func caseOutsideSwitch() {
        assertDiagnostics("func f() {\n    1️⃣case 1: break\n}", [DiagnosticSpec("'case' label can only appear inside a 'switch' statement")])
    }

    @Test func missingPatternInLet() {
        assertDiagnostics("func f() {\n    let 1️⃣= 1\n}", [DiagnosticSpec("expected pattern")])
    }

    @Test func unclosedBlockAtEndOfFile() {
        assertDiagnostics("func f() 1️⃣{\n    if x {\n    }\n2️⃣",
                          [DiagnosticSpec("2️⃣", "expected '}' at end of brace statement", notes: ["to match this opening '{'"])])
    }

    // MARK: Declarations

    @Test func expressionAtTopLevel() {
        assertDiagnostics("1️⃣print(\"x\")\nlet a = 1", [DiagnosticSpec("expressions are not allowed at the top level")])
    }

    @Test func extraneousBraceAtTopLevel() {
        assertDiagnostics("let a = 1\n1️⃣}\nlet b = 2", [DiagnosticSpec("extraneous '}' at top level")])
    }

    @Test func unclosedStruct() {
        assertDiagnostics("struct A 1️⃣{\n    var x = 1\n2️⃣",
                          [DiagnosticSpec("2️⃣", "expected '}' in struct", notes: ["to match this opening '{'"])])
    }

    @Test func structWithoutName() {
        assertDiagnostics("struct 1️⃣{ }", [DiagnosticSpec("expected identifier in struct declaration")])
    }

    @Test func functionWithoutParameterList() {
        assertDiagnostics("func f 1️⃣{}", [DiagnosticSpec("expected '(' in argument list of function declaration")])
    }

    @Test func functionWithoutResultType() {
        assertDiagnostics("func f() -> 1️⃣{}", [DiagnosticSpec("expected type for function result")])
    }

    @Test func missingTypeAnnotation() {
        assertDiagnostics("var x: 1️⃣= 1", [DiagnosticSpec("expected type")])
    }

    @Test func missingInheritedType() {
        assertDiagnostics("class A: 1️⃣{}", [DiagnosticSpec("expected type")])
    }

    @Test func enumCaseWithoutName() {
        assertDiagnostics("enum E {\n    case1️⃣\n}", [DiagnosticSpec("expected identifier in enum 'case' declaration")])
    }

    @Test func attributeWithoutName() {
        assertDiagnostics("@1️⃣ var x = 1", [DiagnosticSpec("expected an attribute name")])
    }

    @Test func importWithoutModule() {
        assertDiagnostics("import1️⃣\nlet a = 1", [DiagnosticSpec("expected module name in import declaration")])
    }

    @Test func errorsInTwoDeclarationsAreBothReported() {
        assertDiagnostics("func f() {\n    let x =1️⃣\n}\nfunc g() {\n    _ = a 2️⃣<> b\n}",
                          [DiagnosticSpec("1️⃣", "expected initial value after '='"),
                           DiagnosticSpec("2️⃣", "cannot find operator '<>' in scope")])
    }

    // MARK: Scenarios

    @Test func unknownStep() {
        assertDiagnostics("scenario \"s\" {\n    1️⃣jump \"x\"\n}",
                          [DiagnosticSpec("unknown scenario step 'jump'; expected show, tap, double tap, triple tap, long press, drag, type, scroll, back, dismiss, advance, screen, select, increment, decrement, slide, pick, submit, delete, move, swipe, refresh or expect")])
    }

    @Test func interpolationInStepString() {
        assertDiagnostics("scenario \"s\" {\n    tap 1️⃣\"a\\(x)\"\n}",
                          [DiagnosticSpec("string interpolation is not allowed in a scenario step")])
    }

    @Test func badDurationUnit() {
        assertDiagnostics("scenario \"s\" {\n    advance 1️⃣2h\n}",
                          [DiagnosticSpec("expected a duration such as '2s', '0.5s' or '150ms'")])
    }

    @Test func typeWithoutInto() {
        assertDiagnostics("scenario \"s\" {\n    type \"x\" 1️⃣\"y\"\n}", [DiagnosticSpec("expected 'into' after the text to type")])
    }

    @Test func scrollWithoutTo() {
        assertDiagnostics("scenario \"s\" {\n    scroll 1️⃣\"x\"\n}", [DiagnosticSpec("expected 'to' after 'scroll'")])
    }

    @Test func expectWithoutOperand() {
        assertDiagnostics("scenario \"s\" {\n    expect1️⃣\n}",
                          [DiagnosticSpec("expected '\"\"\"', 'visible', 'not visible', 'crash', 'disabled', 'enabled' or 'requests' after 'expect'")])
    }

    @Test func unclosedScenario() {
        assertDiagnostics("scenario \"s\" 1️⃣{\n    back\n2️⃣",
                          [DiagnosticSpec("2️⃣", "expected '}' at end of scenario", notes: ["to match this opening '{'"])])
    }
}
