import Testing
import ViewScriptRuntime
import ViewScriptSyntax
@testable import ViewScriptUI

/// SwiftUI code run by the interpreter, shown by the view graph: the first end-to-end path.
@Suite struct InterpretedViewTests {
    /// Compiles a program, mounts `root` (an expression of it) and returns the graph.
    func mount(_ source: String, root: String) throws -> (ViewGraph, Interpreter) {
        let text = source + "\nlet __root = \(root)\n"
        let parsed = Parser.parse(SourceFile(path: "app.view", text: text), options: ParseOptions(allowsTopLevelStatements: true))
        let compiled = Compiler.compile(parsed)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message.text))")
        let interpreter = Interpreter(program: compiled.program)
        try interpreter.runMain()
        let index = try #require(compiled.program.globalNames.firstIndex(of: "__root"))
        let element = try InterpretedViews(interpreter: interpreter).element(interpreter.globals[index].value)
        let graph = ViewGraph(root: element)
        try graph.mount()
        return (graph, interpreter)
    }

    static let counter = """
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            let _ = print("Counter body", count)
            VStack {
                Text("Count: \\(count)")
                if count > 1 { Text("more than one") }
                Button("Add") { count += 1 }
            }
            .onAppear { print("appeared") }
        }
    }

    """

    @Test func aTapChangesStateAndTheBodyRunsAgain() throws {
        let (graph, interpreter) = try mount(Self.counter, root: "Counter()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "Counter body 0\nappeared\n")
        #expect(graph.visibleTexts == ["Count: 0"])
        try graph.tap("Add")
        try graph.tap("Add")
        #expect(interpreter.takeOutput() == "Counter body 1\nCounter body 2\n")
        #expect(graph.visibleTexts == ["Count: 2", "more than one"])
    }

    @Test func unreadStateDoesNotReevaluate() throws {
        let source = """
        struct Quiet: View {
            @State private var hidden = 0
            var body: some View {
                let _ = print("Quiet body")
                Button("Change") { hidden += 1 }
            }
        }

        """
        let (graph, interpreter) = try mount(source, root: "Quiet()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "Quiet body\n")
        try graph.tap("Change")
        #expect(interpreter.takeOutput() == "")
    }
}

/// `.task` and `.onChange` of interpreted views.
@Suite struct InterpretedModifierTests {
    static let source = """
    struct Loader: View {
        @State private var step = 0
        var body: some View {
            VStack {
                Text("step \\(step)")
                Button("Next") { step += 1 }
            }
            .onAppear { print("onAppear") }
            .onChange(of: step) { old, new in print("changed", old, new) }
            .task {
                print("task started")
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                print("task finished")
            }
        }
    }

    """

    @Test func taskStartsAfterOnAppearAndRunsOnTheVirtualClock() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.source, root: "Loader()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "onAppear\n")
        try interpreter.executor.runUntilIdle()
        #expect(interpreter.takeOutput() == "task started\n")
        try interpreter.executor.advance(by: 1_000_000_000)
        #expect(interpreter.takeOutput() == "task finished\n")
        try graph.tap("Next")
        #expect(interpreter.takeOutput() == "changed 0 1\n")
        #expect(graph.visibleTexts == ["step 1"])
    }
}
