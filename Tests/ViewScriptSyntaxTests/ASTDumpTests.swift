import Testing
@testable import ViewScriptSyntax

/// Golden tests of the tree dump on hand-built trees. `ASTDumpGoldenTests` covers every
/// node kind with all positions at 1:1; `positions` checks real line:column positions.
@Suite struct ASTDumpTests {
    // MARK: Positions

    @Test func positionsAreLineAndColumnOfEachNode() {
        let text = """
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                Button("Add") { count += 1 }
            }
        }

        scenario "counts" {
            show ContentView()
            expect visible "Add"
        }
        """
        let source = Located(text)
        let count = Expr(.identifier(source.identifier("count", 2)), range: source.range("count", 2))
        let one = Expr(.integerLiteral("1"), range: source.range("1"))
        let increment = Expr(.binary(.addAssign, count, one), range: source.range("count += 1"))
        let closure = ClosureExpr(attributes: [], captures: [], parameters: nil, effects: Effects(), resultType: nil,
                                  body: Block(statements: [Stmt(.expression(increment), range: increment.range)],
                                              range: source.range("{ count += 1 }")))
        let add = Expr(.stringLiteral(StringLiteral(segments: [.text("Add")], isMultiline: false, isRaw: false)),
                       range: source.range("\"Add\""))
        let button = Expr(.call(Expr(.identifier(source.identifier("Button")), range: source.range("Button")), [
            Argument(label: nil, value: add),
            Argument(label: nil, value: Expr(.closure(closure), range: closure.body.range), isTrailingClosure: true),
        ]), range: source.range("Button(\"Add\") { count += 1 }"))
        let someView = TypeSyntax(.opaque(source.type("View", 2)), range: source.range("some View"))
        let body = Decl(.variable(VariableDecl(isLet: false, bindings: [
            PatternBinding(pattern: Pattern(.binding(source.identifier("body")), range: source.range("body")),
                           type: someView, initializer: nil,
                           accessors: .getter(Block(statements: [Stmt(.expression(button), range: button.range)],
                                                    range: source.range("{\n        Button"))),
                           range: source.range("body")),
        ])), range: source.range("var body"))
        let state = Attribute(name: source.identifier("State"), arguments: nil, range: source.range("@State"))
        let countDecl = Decl(.variable(VariableDecl(isLet: false, bindings: [
            PatternBinding(pattern: Pattern(.binding(source.identifier("count")), range: source.range("count")),
                           type: nil, initializer: Expr(.integerLiteral("0"), range: source.range("0")),
                           accessors: nil, range: source.range("count = 0")),
        ])), attributes: [state], modifiers: DeclModifiers(access: .private), range: source.range("@State"))
        let structDecl = Decl(.nominal(NominalTypeDecl(
            kind: .structType, name: source.identifier("ContentView"), genericParameters: [],
            inheritance: [source.type("View")], requirements: [], members: [countDecl, body])),
            range: source.range("struct"))
        let show = Expr(.call(Expr(.identifier(source.identifier("ContentView", 2)),
                                   range: source.range("ContentView", 2)), []),
                        range: source.range("ContentView()"))
        let scenario = Scenario(name: "counts", nameRange: source.range("\"counts\""), steps: [
            ScenarioStep(.show(show), range: source.range("show")),
            ScenarioStep(.expectVisible("Add"), range: source.range("expect")),
        ], range: source.range("scenario"))
        let syntax = SourceFileSyntax(items: [.declaration(structDecl), .scenario(scenario)],
                                      range: SourceRange(0, text.utf8.count))

        #expect(syntax.dump(in: source.file) == """
        SourceFile
        ├─ StructDecl ContentView: View @1:1
        │  ├─ VariableDecl var count @State private @2:5
        │  │  └─ IntegerLiteral 0 @2:32
        │  └─ VariableDecl var body: some View (getter) @3:5
        │     └─ Call @4:9
        │        ├─ Identifier Button @4:9
        │        ├─ StringLiteral "Add" @4:16
        │        └─ (trailing) Closure @4:23
        │           └─ Binary += @4:25
        │              ├─ Identifier count @4:25
        │              └─ IntegerLiteral 1 @4:34
        └─ Scenario "counts" @8:1
           ├─ Show @9:5
           │  └─ Call @9:10
           │     └─ Identifier ContentView @9:10
           └─ ExpectVisible "Add" @10:5

        """)
    }

    @Test func columnsCountBytesOnTheirLine() {
        let source = Located("let é = 1\n\tx")
        let expr = Expr(.identifier(source.identifier("x")), range: source.range("x"))
        let one = Expr(.integerLiteral("1"), range: source.range("1"))
        #expect(ASTDumper(file: source.file).dump(expr) == "Identifier x @2:2\n")
        #expect(ASTDumper(file: source.file).dump(one) == "IntegerLiteral 1 @1:10\n")
    }

    @Test func parseResultDumpsItsTree() {
        let file = SourceFile(path: "empty.view", text: "")
        let result = Parser.parse(file)
        #expect(result.dump() == "SourceFile\n")
        #expect(result.dump() == result.syntax.dump(in: file))
    }

    // MARK: Parsed snippets

    @Test func parsedViewAndScenario() {
        let file = SourceFile(path: "Counter.view", text: #"""
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack(spacing: 8) {
                    Text("Count: \(count)")
                    Button("Add") { count += 1 }
                }
            }
        }

        scenario "counts" {
            show ContentView()
            tap "Add"
            expect """
                a
                b
                """
        }
        """#)
        let result = Parser.parse(file)
        #expect(result.diagnostics.isEmpty)
        #expect(result.dump() == """
        SourceFile
        ├─ StructDecl ContentView: View @1:1
        │  ├─ VariableDecl var count @State private @2:5
        │  │  └─ IntegerLiteral 0 @2:32
        │  └─ VariableDecl var body: some View (getter) @3:5
        │     └─ Call @4:9
        │        ├─ Identifier VStack @4:9
        │        ├─ spacing: IntegerLiteral 8 @4:25
        │        └─ (trailing) Closure @4:28
        │           ├─ Call @5:13
        │           │  ├─ Identifier Text @5:13
        │           │  └─ StringLiteral @5:18
        │           │     ├─ Text "Count: "
        │           │     └─ Interpolation @5:28
        │           │        └─ Identifier count @5:28
        │           └─ Call @6:13
        │              ├─ Identifier Button @6:13
        │              ├─ StringLiteral "Add" @6:20
        │              └─ (trailing) Closure @6:27
        │                 └─ Binary += @6:29
        │                    ├─ Identifier count @6:29
        │                    └─ IntegerLiteral 1 @6:38
        └─ Scenario "counts" @11:1
           ├─ Show @12:5
           │  └─ Call @12:10
           │     └─ Identifier ContentView @12:10
           ├─ Tap "Add" @13:5
           └─ ExpectOutput ["a", "b"] @14:5

        """)
    }

    @Test func parsedControlFlowAndPatterns() {
        let file = SourceFile(path: "Label.view", text: """
        func label(for value: Int?) -> String {
            guard let value else { return "none" }
            switch value {
            case let n where n > 10: return "big"
            default: return "small"
            }
        }
        """)
        let result = Parser.parse(file)
        #expect(result.diagnostics.isEmpty)
        #expect(result.dump() == """
        SourceFile
        └─ FunctionDecl label -> String @1:1
           ├─ Parameter for value: Int? @1:12
           └─ Body @1:39
              ├─ Guard @2:5
              │  ├─ OptionalBinding let value (shorthand) @2:11
              │  └─ Else @2:26
              │     └─ Return @2:28
              │        └─ StringLiteral "none" @2:35
              └─ Switch @3:5
                 ├─ Identifier value @3:12
                 ├─ Case @4:5
                 │  ├─ ValueBindingPattern let @4:10
                 │  │  └─ BindingPattern n @4:14
                 │  ├─ Where @4:22
                 │  │  └─ Binary > @4:22
                 │  │     ├─ Identifier n @4:22
                 │  │     └─ IntegerLiteral 10 @4:26
                 │  └─ Return @4:30
                 │     └─ StringLiteral "big" @4:37
                 └─ Default @5:5
                    └─ Return @5:14
                       └─ StringLiteral "small" @5:21

        """)
    }

    // MARK: Text

    @Test func quotedTextEscapesEverythingThatWouldBreakALine() {
        let dumper = ASTDumper(file: SourceFile(path: "a.view", text: ""))
        #expect(dumper.quoted("a\"b\\c\nd\te\r\u{0}\u{1B}é") == #""a\"b\\c\nd\te\r\0\u{1B}é""#)
        #expect(dumper.quoted("") == #""""#)
    }

    @Test func durationsUseTheLargestWholeUnit() {
        let dumper = ASTDumper(file: SourceFile(path: "a.view", text: ""))
        #expect(dumper.durationText(2_000_000_000) == "2s")
        #expect(dumper.durationText(500_000_000) == "500ms")
        #expect(dumper.durationText(0) == "0s")
        #expect(dumper.durationText(1_500) == "1500ns")
    }

    @Test func renderingDrawsBranchesAndContinuations() {
        let dumper = ASTDumper(file: SourceFile(path: "a.view", text: ""))
        let tree = DumpNode("Root", [
            DumpNode("A", [DumpNode("A1"), DumpNode("A2", [DumpNode("A2a")])]),
            DumpNode("B", [DumpNode("B1")]),
        ])
        #expect(dumper.render(tree) == """
        Root
        ├─ A
        │  ├─ A1
        │  └─ A2
        │     └─ A2a
        └─ B
           └─ B1

        """)
    }
}

/// Source text with ranges found by searching it, for building trees by hand.
struct Located {
    let text: String
    let file: SourceFile

    init(_ text: String) {
        self.text = text
        self.file = SourceFile(path: "test.view", text: text)
    }

    /// The byte range of the `occurrence`-th (1-based) appearance of `needle`.
    func range(_ needle: String, _ occurrence: Int = 1) -> SourceRange {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var found = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<index + pattern.count]) == pattern {
                found += 1
                if found == occurrence { return SourceRange(index, index + pattern.count) }
            }
            index += 1
        }
        Issue.record("'\(needle)' #\(occurrence) is not in the text")
        return SourceRange(0, 0)
    }

    func identifier(_ name: String, _ occurrence: Int = 1) -> Identifier {
        Identifier(name, range: range(name, occurrence))
    }

    func type(_ name: String, _ occurrence: Int = 1) -> TypeSyntax {
        TypeSyntax(.named(identifier(name, occurrence), generics: []), range: range(name, occurrence))
    }
}
