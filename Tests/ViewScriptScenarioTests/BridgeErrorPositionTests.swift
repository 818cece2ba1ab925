import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// An error met while a view value becomes the graph's element (the bridge) is positioned at
/// the view's expression in the program, not at the scenario's `show` step.
@Suite struct BridgeErrorPositionTests {
    @Test("A bridge error is positioned at the view that raised it")
    func positionedAtTheView() throws {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                VStack {
                    Text("a")
                    ForEach(5, id: \\.self) { i in Text("x") }
                }
            }
        }
        scenario "s" { show V() }
        """)
        guard case .failed(let failures) = run.scenarios[0].status, let failure = failures.first else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.diagnostic.message.text == "ForEach needs a collection")
        let location = failure.diagnostic.span.file.location(of: failure.diagnostic.span.range.start)
        #expect(location.line == 5)
        #expect(location.column == 13)
    }

    /// The line and column of the first failure's diagnostic.
    private func position(of run: FileRun, scenario: Int = 0) -> (line: Int, column: Int, message: String)? {
        guard case .failed(let failures) = run.scenarios[scenario].status, let failure = failures.first else { return nil }
        let location = failure.diagnostic.span.file.location(of: failure.diagnostic.span.range.start)
        return (location.line, location.column, failure.diagnostic.message.text)
    }

    @Test("A modifier not simulated yet is positioned at its name, at the end of a multi-line chain, as swiftc positions it")
    func notSimulatedModifierAtItsName() throws {
        let run = runScenarios("""
        struct V: View {
            @State private var id: Int? = nil
            var body: some View {
                ScrollView {
                    Text("a")
                }
                .padding()
                .scrollPosition(id: $id)
            }
        }
        struct S: View {
            @State private var query = ""
            @State private var scope = 0
            var body: some View {
                NavigationStack {
                    List { Text("a") }
                        .searchable(text: $query)
                        .searchScopes($scope) { Text("All").tag(0) }
                }
            }
        }
        scenario "position" { show V() }
        scenario "scopes" { show S() }
        """)
        let position = try #require(self.position(of: run))
        #expect(position.message == "'scrollPosition' is not simulated by ViewScript yet")
        #expect(position.line == 8 && position.column == 10)
        let scopes = try #require(self.position(of: run, scenario: 1))
        #expect(scopes.message == "'searchScopes' is not simulated by ViewScript yet")
        #expect(scopes.line == 18 && scopes.column == 18)
    }

    @Test("A misspelled modifier found only at run time (on a program's view) is positioned at its name")
    func unknownModifierAtItsName() throws {
        let run = runScenarios("""
        struct Row: View {
            var body: some View { Text("row") }
        }
        struct V: View {
            var body: some View {
                Row()
                    .padding()
                    .paddingg(3)
            }
        }
        scenario "s" { show V() }
        """)
        let position = try #require(self.position(of: run))
        #expect(position.message == "value of type 'some View' has no member 'paddingg'")
        #expect(position.line == 8 && position.column == 14)
    }

    /// Samples/views/dataflow/preferred-color-scheme.view: when a reader sees the scheme its
    /// presentation prefers is not documented, so reading it there is an error at the modifier.
    @Test("Reading colorScheme in a presentation that prefers a scheme is an error at .preferredColorScheme")
    func preferredColorSchemeRead() throws {
        let run = runScenarios("""
        struct V: View {
            @Environment(\\.colorScheme) private var scheme
            @State private var dark = false
            var body: some View {
                Toggle("Dark \\(scheme)", isOn: $dark)
                    .preferredColorScheme(dark ? .dark : nil)
            }
        }
        struct Sets: View {
            var body: some View { Text("x").preferredColorScheme(.dark) }
        }
        scenario "read" { show V(); tap "Dark light" }
        scenario "nil prefers nothing" { show V() }
        scenario "set, not read" { show Sets() }
        """)
        let position = try #require(self.position(of: run))
        #expect(position.message.contains("reading \\.colorScheme in a presentation whose content sets .preferredColorScheme"))
        #expect(position.line == 6 && position.column == 14)
        #expect(self.position(of: run, scenario: 1) == nil)
        #expect(self.position(of: run, scenario: 2) == nil)
    }
}
