import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `@ViewBuilder` bodies evaluate to view values in Swift's order: a container's content
/// runs while the container is built, `ForEach` rows and sheet content wait.
@Suite struct ViewBuilderTests {
    func run(_ source: String) -> (ScriptRunner.Outcome, Interpreter?) {
        (ScriptRunner.run(SourceFile(path: "views.swift", text: source)), nil)
    }

    static let source = """
    struct Row: View {
        let title: String
        var body: some View {
            let _ = print("Row body", title)
            Text(title)
        }
    }
    struct ContentView: View {
        var n: Int
        var body: some View {
            let _ = print("ContentView body")
            VStack {
                let _ = print("VStack content")
                Text("count \\(n)")
                if n > 0 { Row(title: "positive") } else { Text("zero") }
                ForEach(0..<3) { i in Row(title: "row \\(i)") }
            }
            .onAppear { print("appeared") }
            .sheet(isPresented: .constant(false)) { Text("sheet") }
        }
    }

    """

    @Test func bodyRunsContainerContentButNotRowsOrSheets() {
        let outcome = ScriptRunner.run(SourceFile(path: "v.swift", text: Self.source + "let v = ContentView(n: 1).body\nprint(v)\n"))
        #expect(outcome.error == nil)
        #expect(outcome.output == "ContentView body\nVStack content\nModifiedContent(.sheet)\n")
    }

    @Test func branchesOfIfAreDistinctConditionalContent() throws {
        let parsed = Parser.parse(SourceFile(path: "v.swift", text: Self.source), options: ParseOptions(allowsTopLevelStatements: true))
        let compiled = Compiler.compile(parsed)
        #expect(compiled.diagnostics.isEmpty)
        let interpreter = Interpreter(program: compiled.program)
        defer { interpreter.executor.shutdown() }
        try interpreter.runMain()
        func branch(_ n: Int) throws -> Int? {
            let view = try interpreter.construct(.nominal(compiled.program.types["ContentView"]!, []),
                                                 positional: [.int(n)], at: SourceRange(0, 0))
            var value = try interpreter.getMember(view, "body", at: SourceRange(0, 0))
            // Unwrap the two modifiers down to the VStack.
            while case .native(let object) = value, let modified = object as? ViewValue,
                  case .modified(let base, _, _, _, _) = modified.kind {
                value = base
            }
            guard case .native(let object) = value, let stack = object as? ViewValue,
                  case .builtin("VStack", _, _, let content) = stack.kind,
                  case .native(let blockObject)? = content[0], let block = blockObject as? ViewValue,
                  case .block(let children) = block.kind, children.count == 3,
                  case .native(let conditionalObject) = children[1], let conditional = conditionalObject as? ViewValue,
                  case .conditional(let branch, _) = conditional.kind else { return -1 }
            return branch
        }
        #expect(try branch(1) == 0)
        #expect(try branch(0) == 1)
    }
}
