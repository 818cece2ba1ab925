import Testing
@testable import ViewScriptCommandLine

@Suite struct RunCommandTests {
    static let source = """
    struct Words: View {
        @State private var words: [String] = []
        var body: some View {
            let _ = print("body")
            VStack { Text(words[0]) }
        }
    }

    struct Greeting: View {
        var body: some View {
            Text("hi").onAppear { print("hello") }
        }
    }

    scenario "greets" {
        show Greeting()
    }

    scenario "crashes" {
        show Words()
        expect crash "Index out of range"
    }

    """

    @Test func eachScenarioPrintsUnderItsNameAndATrapGoesToStandardError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("App.view", Self.source)
        let run = runTool(["run", path])
        #expect(run.status == .success)
        #expect(run.output == "scenario \"greets\"\nhello\nscenario \"crashes\"\nbody\n")
        #expect(run.error.hasPrefix("\(path):5:23: error: Fatal error: Index out of range\n"))
    }

    @Test func oneScenarioByName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("App.view", Self.source)
        let run = runTool(["run", "--scenario", "greets", path])
        #expect(run.output == "scenario \"greets\"\nhello\n")
        let missing = runTool(["run", "--scenario", "nope", path])
        #expect(missing.status == .failure)
        #expect(missing.error == "\(path): error: no scenario named \"nope\"\n")
    }

    @Test func aTrapNobodyExpectedFailsTheRun() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("App.view", Self.source.replacingOccurrences(of: "expect crash \"Index out of range\"", with: ""))
        let run = runTool(["run", path])
        #expect(run.status == .failure)
        #expect(run.error.contains("note: the app trapped here and the scenario has no 'expect crash'"))
    }
}
