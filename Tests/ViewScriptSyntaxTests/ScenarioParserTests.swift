import Testing
@testable import ViewScriptSyntax

private func parseScenarioFile(_ text: String) -> ParseResult {
    let file = SourceFile(path: "test.view", text: text)
    return runOnLargeStack { Parser.parse(file) }
}

private func scenarioDiagnostics(_ result: ParseResult) -> [String] {
    result.diagnostics.map { "\($0.location) \($0.message.text)" }
}

/// The steps of the only scenario of a file that must parse cleanly.
private func steps(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ScenarioStepKind] {
    let result = parseScenarioFile("scenario \"s\" {\n" + body + "\n}\n")
    #expect(scenarioDiagnostics(result) == [], sourceLocation: sourceLocation)
    return result.syntax.scenarios.first?.steps.map(\.kind) ?? []
}

/// A readable form of a step, for comparisons.
private func describe(_ step: ScenarioStepKind) -> String {
    switch step {
    case .show: return "show"
    case .tap(let text): return "tap \(text)"
    case .longPress(let text): return "long press \(text)"
    case .doubleTap(let text): return "double tap \(text)"
    case .tripleTap(let text): return "triple tap \(text)"
    case .drag(let text, let dx, let dy): return "drag \(text) by \(dx), \(dy)"
    case .type(let text, let title): return "type \(text) into \(title)"
    case .scrollTo(let text): return "scroll to \(text)"
    case .back: return "back"
    case .dismiss: return "dismiss"
    case .advance(let nanoseconds): return "advance \(nanoseconds)"
    case .screen(let width, let height): return "screen \(width)x\(height)"
    case .expectOutput(let lines): return "expect \(lines)"
    case .expectVisible(let text): return "visible \(text)"
    case .expectNotVisible(let text): return "not visible \(text)"
    case .expectCrash(let text): return "crash \(text)"
    case .expectControlState(let label, let isDisabled): return "\(isDisabled ? "disabled" : "enabled") \(label)"
    case .select(let option, let label): return "select \(option) in \(label)"
    case .increment(let label): return "increment \(label)"
    case .decrement(let label): return "decrement \(label)"
    case .slide(let label, let value): return "slide \(label) to \(value)"
    case .pick(let seconds, let label): return "pick \(seconds) in \(label)"
    case .submit(let title): return "submit \(title)"
    case .delete(let text): return "delete \(text)"
    case .move(let text, let destination): return "move \(text) to \(destination)"
    case .swipe(let text): return "swipe \(text)"
    case .refresh: return "refresh"
    case .set(.colorScheme(let dark)): return "set colorScheme \(dark ? "dark" : "light")"
    case .set(.sizeClass(let regular)): return "set sizeClass \(regular ? "regular" : "compact")"
    case .background: return "background"
    case .foreground: return "foreground"
    case .respond(let url, let body, let status, let delay): return "respond \(url) \(body.debugDescription) \(status) \(delay)"
    case .expectRequests(let lines): return "requests \(lines)"
    }
}

@Suite struct DeviceStepParserTests {
    @Test func deviceSteps() {
        let kinds = steps("""
                set colorScheme dark
                set colorScheme light
                set sizeClass regular
                set sizeClass compact
                background
                foreground
                """)
        #expect(kinds.map(describe) == ["set colorScheme dark", "set colorScheme light", "set sizeClass regular",
                                        "set sizeClass compact", "background", "foreground"])
    }

    @Test func unknownSettingIsAnError() {
        let result = parseScenarioFile("scenario \"s\" {\n    set colorScheme sepia\n}\n")
        #expect(scenarioDiagnostics(result).contains { $0.contains("expected 'colorScheme light', 'colorScheme dark'") })
    }
}

@Suite struct NetworkStepParserTests {
    @Test func respondAndExpectRequests() {
        let kinds = steps(#"""
                respond to "https://a.example/items" with """
                    [{"name": "C:\temp"}]
                    """ status 500 after 1.5s
                respond to "https://a.example/ping" with "pong \"quoted\"" after 20ms status 204
                respond to "https://a.example/plain" with "{}"
                expect requests """
                    GET https://a.example/items

                    POST https://a.example/ping
                    """
                """#)
        #expect(kinds.map(describe) == [
            #"respond https://a.example/items "[{\"name\": \"C:\\temp\"}]" 500 1500000000"#,
            #"respond https://a.example/ping "pong \"quoted\"" 204 20000000"#,
            #"respond https://a.example/plain "{}" 200 0"#,
            #"requests ["GET https://a.example/items", "POST https://a.example/ping"]"#,
        ])
    }

    @Test(arguments: [
        ("respond \"https://a.example\" with \"x\"", "expected 'to' and a quoted URL after 'respond'"),
        ("respond to \"https://a.example\"", "expected 'with' and the response body after the URL of 'respond to'"),
        ("respond to \"https://a.example\" with", "expected the response body after 'with'"),
        ("respond to \"https://a.example\" with \"x\" status 42", "expected an HTTP status code (100 to 599) after 'status'"),
        ("respond to \"https://a.example\" with \"x\" after soon", "expected a duration such as '2s'"),
        ("expect requests \"GET https://a.example\"", "expected a \"\"\" block of requests after 'expect requests'"),
    ])
    func malformedNetworkStepsAreErrors(step: String, message: String) {
        let result = parseScenarioFile("scenario \"s\" {\n    " + step + "\n}\n")
        #expect(scenarioDiagnostics(result).contains { $0.contains(message) })
    }
}

@Suite struct ScenarioParserTests {
    // MARK: - Scenarios

    @Test func scenariosAndDeclarationsInAnyOrder() throws {
        let result = parseScenarioFile("""
            scenario "first" {
                show ContentView()
            }
            struct ContentView: View {
                var body: some View { Text("x") }
            }
            scenario "second" { back }
            """)
        #expect(scenarioDiagnostics(result) == [])
        #expect(result.syntax.items.count == 3)
        #expect(result.syntax.scenarios.map(\.name) == ["first", "second"])
        let first = try #require(result.syntax.scenarios.first)
        #expect(result.file.text(first.nameRange) == "\"first\"")
        #expect(result.file.location(of: first.range.start) == ViewScriptSyntax.SourceLocation(line: 1, column: 1))
        #expect(result.file.location(of: first.range.end) == ViewScriptSyntax.SourceLocation(line: 3, column: 2))
        #expect(first.steps.map { result.file.text($0.range) } == ["show ContentView()"])
    }

    @Test func everyStep() {
        let kinds = steps("""
                show ContentView(model: Model())
                tap "Add"
                double tap "Photo"
                triple tap "Photo"
                long press "Photo"
                type "Milk" into "Item"
                scroll to "Row 40"
                back
                dismiss
                advance 2s
                screen 390 x 844
                expect visible "Count: 1"
                expect not visible "Sheet"
                expect crash "Index out of range"
                expect disabled "Save"
                expect enabled "Save"
            """)
        #expect(kinds.map(describe) == [
            "show", "tap Add", "double tap Photo", "triple tap Photo", "long press Photo", "type Milk into Item", "scroll to Row 40", "back", "dismiss", "advance 2000000000",
            "screen 390x844", "visible Count: 1", "not visible Sheet", "crash Index out of range",
            "disabled Save", "enabled Save",
        ])
    }

    @Test func showTakesAnyExpression() {
        let kinds = steps("    show NavigationStack { List { Text(\"a\") } }\n        .environment(\\.locale, .current)")
        guard case .show(let expression)? = kinds.first else { Issue.record("show"); return }
        guard case .call = expression.kind else { Issue.record("the modifier chain continues on the next line"); return }
        #expect(kinds.count == 1)
    }

    @Test func stepStringsUseSwiftEscapes() {
        let kinds = steps("    tap \"Say \\\"hi\\\"\"\n    expect visible \"a\\tb\"")
        #expect(kinds.map(describe) == ["tap Say \"hi\"", "visible a\tb"])
    }

    @Test func stepWordsAreOrdinaryNamesInSwiftCode() {
        let result = parseScenarioFile("""
            struct Field {
                var type: String
                func show(back: Int) -> Int { let advance = back; return advance }
            }
            let expect = Field(type: "x").type
            """)
        #expect(scenarioDiagnostics(result) == [])
        #expect(result.syntax.declarations.count == 2)
    }

    // MARK: - Durations and sizes

    @Test(arguments: [("2s", 2_000_000_000), ("0.5s", 500_000_000), ("150ms", 150_000_000), ("1_000ms", 1_000_000_000),
                      ("1.25s", 1_250_000_000), ("0.001s", 1_000_000), ("0.5ms", 500_000), ("0.000000001s", 1),
                      ("1.500ms", 1_500_000), ("0s", 0)])
    func durations(text: String, nanoseconds: Int64) {
        let kinds = steps("    advance \(text)")
        guard case .advance(let value)? = kinds.first else { Issue.record("advance \(text)"); return }
        #expect(value == nanoseconds)
    }

    @Test func durationReadingIsExact() {
        #expect(Parser.readDuration(Array("9223372036s".utf8)[...]) == .nanoseconds(9_223_372_036_000_000_000))
        #expect(Parser.readDuration(Array("9223372037s".utf8)[...]) == .tooLarge)
        #expect(Parser.readDuration(Array("0.0000000015s".utf8)[...]) == .tooPrecise)
        #expect(Parser.readDuration(Array("0.00000000100s".utf8)[...]) == .nanoseconds(1))
        #expect(Parser.readDuration(Array("2h".utf8)[...]) == .notADuration)
        #expect(Parser.readDuration(Array("1e3s".utf8)[...]) == .notADuration)
        #expect(Parser.readDuration(Array("0x10s".utf8)[...]) == .notADuration)
    }

    @Test func screenSizes() {
        let kinds = steps("    screen 390 x 844\n    screen 1_024x768")
        #expect(kinds.map(describe) == ["screen 390x844", "screen 1024x768"])
    }

    // MARK: - Output expectations

    @Test func expectBlockIsLiteralAndIndentationIsStripped() {
        let kinds = steps(#"""
                expect """
                    C:\path\n
                      indented \(x)
                    last
                    """
            """#)
        #expect(kinds.map(describe) == [#"expect ["C:\\path\\n", "  indented \\(x)", "last"]"#])
        guard case .expectOutput(let lines)? = kinds.first else { Issue.record("expect"); return }
        #expect(lines == [#"C:\path\n"#, #"  indented \(x)"#, "last"])
    }

    @Test func emptyExpectBlockMeansNoOutput() {
        let kinds = steps("    expect \"\"\"\n    \"\"\"\n    tap \"A\"")
        guard case .expectOutput(let lines)? = kinds.first else { Issue.record("expect"); return }
        #expect(lines.isEmpty)
        #expect(kinds.count == 2)
    }

    @Test func expectBlockKeepsEmptyLines() {
        let kinds = steps("    expect \"\"\"\n    a\n\n    b\n    \"\"\"")
        guard case .expectOutput(let lines)? = kinds.first else { Issue.record("expect"); return }
        #expect(lines == ["a", "", "b"])
    }

    @Test func stringsAfterTheBlockAreLexedNormallyAgain() {
        let kinds = steps("    expect \"\"\"\n    a\\n\n    \"\"\"\n    tap \"x\\ty\"")
        #expect(kinds.map(describe) == [#"expect ["a\\n"]"#, "tap x\ty"])
    }

    // MARK: - Errors

    @Test func stepErrors() {
        let result = parseScenarioFile("""
            scenario "s" {
                jump "x"
                tap "a\\(x)"
                advance 2h
                advance 0.0000000001s
                type "x" "y"
                scroll "x"
                expect
                expect not "x"
                tap
                screen 390 by 844
                back dismiss
                tap "ok"
            }
            """)
        #expect(scenarioDiagnostics(result) == [
            "2:5 unknown scenario step 'jump'; expected show, tap, double tap, triple tap, long press, drag, type, scroll, back, dismiss, advance, screen, select, increment, decrement, slide, pick, submit, delete, move, swipe, refresh or expect",
            "3:9 string interpolation is not allowed in a scenario step",
            "4:13 expected a duration such as '2s', '0.5s' or '150ms'",
            "5:13 a duration must be a whole number of nanoseconds",
            "6:14 expected 'into' after the text to type",
            "7:12 expected 'to' after 'scroll'",
            "8:11 expected '\"\"\"', 'visible', 'not visible', 'crash', 'disabled', 'enabled' or 'requests' after 'expect'",
            "9:16 expected 'visible' after 'expect not'",
            "10:8 expected a string literal after 'tap'",
            "11:12 expected a screen size such as '390 x 844'",
            "12:10 consecutive scenario steps on a line must be separated by ';'",
        ])
        #expect(result.syntax.scenarios.first?.steps.map { describe($0.kind) } == ["back", "dismiss", "tap ok"])
    }

    @Test func scenarioWithoutBraceOrClosingBrace() {
        let result = parseScenarioFile("scenario \"a\"\nscenario \"b\" {\n    back\n")
        #expect(scenarioDiagnostics(result) == ["1:13 expected '{' after scenario name", "4:1 expected '}' at end of scenario"])
        #expect(result.diagnostics.last?.notes.map(\.message) == ["to match this opening '{'"])
        #expect(result.syntax.scenarios.count == 2)
    }

    @Test func scenarioWordWithoutStringIsNotAScenario() {
        let result = parseScenarioFile("scenario {\n}\n")
        #expect(scenarioDiagnostics(result) == ["1:1 expressions are not allowed at the top level"])
    }

    // MARK: - Gesture steps

    @Test func dragStepParses() {
        #expect(steps("drag \"Card\" by 40, -20\ndrag \"Card\" by -1.5, 0").map(describe) == [
            "drag Card by 40.0, -20.0", "drag Card by -1.5, 0.0",
        ])
    }

    @Test func dragStepErrorsArePositioned() {
        let result = parseScenarioFile("""
            scenario "s" {
                drag "Card" 40, 20
                drag "Card" by 40 20
                drag "Card" by 40,
                drag by 40, 20
            }
            """)
        #expect(scenarioDiagnostics(result) == [
            "2:17 expected 'by' after the text of the view to drag",
            "3:23 expected ',' between the drag's horizontal and vertical translation",
            "4:23 expected a number such as '0.5' or '-2'",
            "5:10 expected a string literal after 'drag'",
        ])
    }

    // MARK: - Control steps

    @Test func controlStepsParse() {
        let parsed = steps("""
            select "Vanilla" in "Flavor"
            increment "Guests: 2"; decrement "Guests: 2"
            slide "Volume" to 0.25
            slide "Offset" to -3
            pick 2024-03-01 in "Date"
            pick 2024-03-01T09:30 in "Alarm"
            submit "Search"
            """)
        #expect(parsed.map(describe) == [
            "select Vanilla in Flavor", "increment Guests: 2", "decrement Guests: 2", "slide Volume to 0.25",
            "slide Offset to -3.0", "pick 1709251200.0 in Date", "pick 1709285400.0 in Alarm", "submit Search",
        ])
    }

    @Test func malformedControlStepsArePositionedErrors() {
        let result = parseScenarioFile("""
            scenario "s" {
                select "Vanilla"
                pick 2024-13-01 in "Date"
                slide "Volume" to loud
            }
            """)
        #expect(scenarioDiagnostics(result) == [
            "2:21 expected 'in' after the option to select",
            "3:10 expected a date such as '2024-03-01' or '2024-03-01T09:30' (ISO 8601, UTC)",
            "4:23 expected a number such as '0.5' or '-2'",
        ])
    }

    // MARK: - List steps

    @Test func listStepsParse() {
        let parsed = steps("""
            delete "Milk"
            move "Intro" to 2; move "Outro" to 0
            swipe "Invoice #204"
            refresh
            """)
        #expect(parsed.map(describe) == ["delete Milk", "move Intro to 2", "move Outro to 0", "swipe Invoice #204", "refresh"])
    }

    @Test func malformedListStepsArePositionedErrors() {
        let result = parseScenarioFile("""
            scenario "s" {
                move "Intro" 2
                move "Intro" to last
                delete
                swipe Row
            }
            """)
        #expect(scenarioDiagnostics(result) == [
            "2:18 expected 'to' after the row to move",
            "3:21 expected the destination offset, a whole number such as '0' or '3'",
            "4:11 expected a string literal after 'delete'",
            "5:11 expected a string literal after 'swipe'",
        ])
    }
}
