import Foundation
import Testing
@testable import ViewScriptSyntax

/// Scripts (`ParseOptions.allowsTopLevelStatements`): statements at the top level, as in
/// swiftc's `main.swift`. The interpreter's differential corpus is written this way, so each
/// of its programs, compiled by swiftc, must parse here without a diagnostic.
@Suite struct ScriptModeTests {
    static let script = ParseOptions(allowsTopLevelStatements: true)

    static func differentialPrograms() -> [URL] {
        let folder = PackagePaths.root.appendingPathComponent("Tests/ViewScriptRuntimeTests/Programs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func statementsStandAtTheTopLevelInOrder() {
        let file = SourceFile(path: "main.swift", text: "let a = 1\nprint(a)\nfor i in 0..<2 { print(i) }\nstruct P {}\n")
        let result = Parser.parse(file, options: Self.script)
        #expect(result.diagnostics.isEmpty)
        #expect(result.syntax.statements.count == 2)
        #expect(result.syntax.declarations.count == 2)
        guard case .declaration = result.syntax.items[0], case .statement = result.syntax.items[1] else {
            Issue.record("items out of order")
            return
        }
    }

    @Test func viewFilesStillRejectTopLevelExpressions() {
        let result = Parser.parse(SourceFile(path: "a.view", text: "print(1)\n"))
        #expect(result.diagnostics.map(\.message.text) == ["expressions are not allowed at the top level"])
        #expect(result.syntax.items.isEmpty)
    }

    @Test func theCorpusExists() {
        #expect(Self.differentialPrograms().count >= 60)
    }

    /// Programs using Swift the front end does not accept yet, each with the construct:
    /// known issues, reported as such, and expected to fail until the construct is supported.
    static let unsupported: [String: String] = [:]

    @Test(arguments: differentialPrograms())
    func differentialProgramParses(_ url: URL) throws {
        let file = SourceFile(path: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
        let result = runOnLargeStack { Parser.parse(file, options: Self.script) }
        let rendered = result.diagnostics.map { "\(file.path):\($0.location): \($0.message.text)" }
        #expect(!result.syntax.items.isEmpty)
        if let construct = Self.unsupported[url.lastPathComponent] {
            withKnownIssue("not accepted yet: \(construct)") {
                #expect(rendered.isEmpty, "\(rendered.joined(separator: "\n"))")
            }
        } else {
            #expect(rendered.isEmpty, "\(rendered.joined(separator: "\n"))")
        }
    }
}

/// `if` and `switch` as values (Swift 5.9), parsed with the statement grammar.
@Suite struct StatementExpressionTests {
    @Test func ifAndSwitchAsValues() {
        let source = """
            func f(temp: Int, a: Int) -> String {
                let label = if temp > 20 { "T-shirt" } else { "coat" }
                let size = switch a { case 0: "none"; case 1...5: "few"; default: "many" }
                return label + size
            }
            """
        let file = SourceFile(path: "a.view", text: source)
        let result = Parser.parse(file)
        #expect(result.diagnostics.isEmpty)
        guard case .function(let function) = result.syntax.declarations.first?.kind,
              let statements = function.body?.statements, statements.count == 3,
              case .declaration(let first) = statements[0].kind, case .variable(let label) = first.kind,
              case .ifExpr(let ifExpr)? = label.bindings.first?.initializer?.kind,
              case .declaration(let second) = statements[1].kind, case .variable(let size) = second.kind,
              case .switchExpr(let switchExpr)? = size.bindings.first?.initializer?.kind else {
            Issue.record("unexpected tree:\n\(result.dump())")
            return
        }
        #expect(ifExpr.conditions.count == 1)
        #expect(switchExpr.cases.count == 3)
    }

    @Test func statementIfIsStillAStatement() {
        let result = Parser.parse(SourceFile(path: "a.view", text: "func f() {\n    if x { g() }\n}"))
        guard case .function(let function) = result.syntax.declarations.first?.kind,
              case .ifStmt? = function.body?.statements.first?.kind else {
            Issue.record("not an if statement")
            return
        }
    }
}
