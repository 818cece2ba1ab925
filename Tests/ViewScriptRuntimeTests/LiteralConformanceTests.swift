import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Literals of a program's `ExpressibleBy...Literal` types (program 377 runs the integer, float,
/// string and boolean forms against swiftc): the array, dictionary and interpolation forms are
/// "not simulated yet" at the literal, never the bare literal in the value's place.
@Suite struct LiteralConformanceTests {
    @Test func arrayLiteralOfAProgramTypeIsNotSimulated() {
        let outcome = ScriptRunner.run(SourceFile(path: "literals.swift", text: """
        struct Path: ExpressibleByArrayLiteral {
            let parts: [String]
            init(arrayLiteral elements: String...) { parts = elements }
        }
        let path: Path = ["a", "b"]
        print(path.parts)
        """))
        #expect(outcome.diagnostics.map(\.message.text)
            == ["'ExpressibleByArrayLiteral (a literal of the program's type 'Path')' is not simulated by ViewScript yet"])
    }

    @Test func integerLiteralBecomesTheProgramsType() {
        let outcome = ScriptRunner.run(SourceFile(path: "literals.swift", text: """
        struct Meters: ExpressibleByIntegerLiteral { let value: Int; init(integerLiteral value: Int) { self.value = value * 100 } }
        let m: Meters = 3
        print(m.value)
        """))
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.output == "300\n")
    }
}
