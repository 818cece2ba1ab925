import Testing
import ViewScriptSyntax
@testable import ViewScriptCommandLine

@Suite struct ReplCommandTests {
    static let counter = """
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            let _ = print("body", count)
            VStack {
                Text("Count: \\(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    """

    @Test func declarationsAccumulateAndStepsRunAtOnce() {
        let run = runTool(["repl"], input: Self.counter + """
        show Counter()
        tap "Add"
        expect visible "Count: 1"
        :tree

        """)
        #expect(run.status == .success)
        #expect(run.output == """
        body 0
        body 1
        Counter  [_count = 1]
        └─ VStack
           ├─ Text "Count: 1"
           └─ Button "Add"

        """)
        #expect(run.error == "")
    }

    @Test func showStartsAFreshAppWithTheDeclarationsAsTheyAreNow() {
        let run = runTool(["repl"], input: Self.counter + """
        show Counter()
        tap "Add"
        func twice(_ n: Int) -> Int { n * 2 }
        struct Doubler: View {
            var body: some View { Text("\\(twice(21))") }
        }
        show Doubler()
        expect visible "42"
        show Counter()

        """)
        #expect(run.output == "body 0\nbody 1\nbody 0\n")
        #expect(run.error == "")
    }

    @Test func errorsArePositionedInTheSessionAndTheSessionGoesOn() {
        let run = runTool(["repl"], input: """
        struct A: View {
            var body: some View { Text(missing) }
        }
        tap "Add"
        struct B: View { var body: some View { Text("b") } }
        show B()
        expect visible "b"
        :nope

        """)
        #expect(run.status == .failure)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.first == "<repl>:2:32: error: cannot find 'missing' in scope")
        #expect(run.error.contains("<repl>:2:1: error: no view is shown yet: the scenario must 'show' one first"))
        #expect(lines.last == "error: unknown command ':nope'; type :help for the commands")
    }

    @Test func aTrapStopsTheAppUntilTheNextShow() {
        let run = runTool(["repl"], input: """
        struct Boom: View {
            var body: some View { Button("Boom") { print([1][3]) } }
        }
        show Boom()
        tap "Boom"
        tap "Boom"
        show Boom()
        expect visible "Boom"

        """)
        #expect(run.error.contains("error: Fatal error: Index out of range"))
        #expect(run.error.contains("error: the app has trapped; only expectations may follow"))
        #expect(run.error.components(separatedBy: ": error: ").count == 3)
    }

    @Test func helpLoadAndReset() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Counter.view", Self.counter + "scenario \"ignored\" { show Counter() }\n")
        let run = runTool(["repl"], input: """
        :help
        :load \(path)
        show Counter()
        :reset
        show Counter()
        :quit
        show Counter()

        """)
        #expect(run.output.hasPrefix(ReplCommand.help))
        #expect(run.output.hasSuffix("body 0\ndeclarations and app forgotten\n"))
        #expect(run.error.contains("cannot find 'Counter' in scope"))
    }

    @Test func traceAndExplainTurnOnAndOff() {
        let run = runTool(["repl"], input: """
        struct C: View {
            @State private var n = 0
            var body: some View { Button("n \\(n)") { n += 1 } }
        }
        show C()
        :trace on
        tap "n 0"
        :trace off
        :explain on
        tap "n 1"
        :explain off
        tap "n 2"
        :trace maybe

        """)
        #expect(run.output == """
        [0.000s] step tap "n 0"
        [0.000s] state changed 'n' of 'C': 0 → 1
        [0.000s] body C
        [0.000s] frame
        explain: C: _n changed

        """)
        #expect(run.error == "error: ':trace' needs 'on' or 'off'\n")
    }

    @Test func inputCompleteness() {
        #expect(InputCompleteness.isComplete("struct A {}"))
        #expect(!InputCompleteness.isComplete("struct A {"))
        #expect(!InputCompleteness.isComplete("let s = \"\"\"\nabc"))
        #expect(InputCompleteness.isComplete("let s = \"{\" // {"))
        #expect(!InputCompleteness.isComplete("/* { */ /* unfinished"))
        #expect(InputCompleteness.isComplete("let a = [1, (2)]"))
    }

    @Test func theEditorEditsTheLine() {
        var state = EditState(Array("tap"))
        state.insert(" ")
        state.cursor = 0
        state.deleteForward()
        state.insert("T")
        #expect(String(state.buffer) == "Tap ")
        state.cursor = 4
        state.deleteBackward()
        #expect(String(state.buffer) == "Tap" && state.cursor == 3)
    }
}
