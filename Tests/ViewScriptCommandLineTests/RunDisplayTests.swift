import Testing
@testable import ViewScriptCommandLine

/// `run --trace`, `--explain`, `--tree` and `--format json` on one small app.
@Suite struct RunDisplayTests {
    static let source = """
    struct Counter: View {
        @State private var count = 0
        @State private var hidden = 0
        var body: some View {
            VStack {
                Text("Count: \\(count)")
                Button("Add") { count += 1 }
                Button("Hide") { hidden += 1 }
            }
            .onAppear { print("appeared") }
        }
    }

    scenario "counting" {
        show Counter()
        tap "Add"
        advance 1.5s
        tap "Hide"
        expect visible "Count: 1"
    }

    """

    func run(_ options: [String]) throws -> ToolRun {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Counter.view", Self.source)
        return runTool(["run"] + options + [path])
    }

    @Test func traceShowsStepsEventsAndOutputWithVirtualTime() throws {
        let run = try run(["--trace"])
        #expect(run.status == .success)
        #expect(run.output == """
        scenario "counting"
        [0.000s] step show Counter()
        [0.000s] state created Counter
        [0.000s] body Counter
        [0.000s] appear Counter
        [0.000s] output appeared
        [0.000s] frame
        [0.000s] step tap "Add"
        [0.000s] state changed 'count' of 'Counter': 0 → 1
        [0.000s] body Counter
        [0.000s] frame
        [0.000s] step advance 1.5s
        [1.500s] step tap "Hide"
        [1.500s] state changed 'hidden' of 'Counter': 0 → 1

        """)
    }

    @Test func explainSaysWhyABodyRanAndWhyAWriteDidNothing() throws {
        let run = try run(["--explain"])
        #expect(run.output == """
        scenario "counting"
        explain: Counter: first evaluation
        appeared
        explain: Counter: _count changed
        explain: no update: 'hidden' of 'Counter' changed but no body reads it

        """)
    }

    @Test func explainNamesBindingsAndEnvironmentKeys() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Rows.view", """
        struct Item: Identifiable { let id: Int; var title: String; var done = false }
        struct Row: View {
            @Binding var item: Item
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Toggle(item.title + (scheme == .dark ? " (dark)" : ""), isOn: $item.done) }
        }
        struct Rows: View {
            @State private var items = [Item(id: 1, title: "Milk")]
            var body: some View {
                VStack {
                    ForEach($items) { $item in Row(item: $item) }
                    Button("Rename") { items[0].title = "Eggs" }
                }
            }
        }
        scenario "s" {
            show Rows()
            tap "Rename"
            set colorScheme dark
        }

        """)
        let run = runTool(["run", "--explain", path])
        #expect(run.output == """
        scenario "s"
        explain: Rows: first evaluation
        explain: Row#1: first evaluation
        explain: Rows: _items changed
        explain: Row#1: binding 'item' changed
        explain: Row#1: environment 'colorScheme' changed

        """)
    }

    @Test func treeAfterEveryStep() throws {
        let run = try run(["--tree", "--scenario", "counting"])
        #expect(run.output.hasPrefix("""
        scenario "counting"
        appeared
        Counter  [_count = 0, _hidden = 0]
        └─ VStack
           ├─ Text "Count: 0"
           ├─ Button "Add"
           └─ Button "Hide"
        Counter  [_count = 1, _hidden = 0]
        """))
    }

    @Test func jsonLines() throws {
        let run = try run(["--format", "json"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"time":0,"kind":"step","text":"show Counter()"}"#)
        #expect(lines.contains(#"{"time":1.5,"kind":"step","text":"tap \"Hide\""}"#))
        #expect(lines.contains(#"{"time":0,"kind":"output","text":"appeared"}"#))
    }

    @Test func wrongFormatIsAUsageError() {
        let run = runTool(["run", "--format", "xml", "a.view"])
        #expect(run.status == .usage)
        #expect(run.error.hasPrefix("error: unknown format 'xml'; use 'text' or 'json'\n"))
    }

    @Test func secondsAreExact() {
        #expect(TraceRenderer.seconds(0) == "0.000s")
        #expect(TraceRenderer.seconds(1_500_000_000) == "1.500s")
        #expect(TraceRenderer.seconds(62_007_000_000) == "62.007s")
        #expect(TraceRenderer.json("a\"b\\\n\u{1}") == #""a\"b\\\n\u0001""#)
    }
}
