import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `Swift.Range<Int>` in a type position names the library's type (program 375); where the
/// program declares its own `Range`, the qualified name would reach past it to the library's,
/// which is "not simulated yet" at the name, never the program's type in its place.
@Suite struct ModuleQualifiedTypeTests {
    func output(_ source: String) -> (String, String?) {
        let outcome = ScriptRunner.run(SourceFile(path: "qualified.swift", text: source))
        return (outcome.output, outcome.error?.message)
    }

    @Test func libraryTypesByModule() {
        let (printed, error) = output("""
        import Foundation
        let r: Swift.Range<Int> = 0..<2
        let when: Foundation.Date = Date(timeIntervalSince1970: 0)
        print(r, when.timeIntervalSince1970)
        """)
        #expect(error == nil)
        #expect(printed == "0..<2 0.0\n")
    }

    @Test func qualifiedNameShadowedByTheProgramIsNotSimulated() {
        let outcome = ScriptRunner.run(SourceFile(path: "qualified.swift", text: """
        enum Range { case near, far }
        let r: Swift.Range<Int> = 0..<2
        print(r)
        """))
        #expect(outcome.diagnostics.map(\.message.text) == ["'Swift.Range where the program declares its own Range' is not simulated by ViewScript yet"])
    }
}
