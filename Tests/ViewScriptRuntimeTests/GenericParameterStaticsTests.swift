import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// A static member of a generic parameter (`T.allCases`): found in the call of the generic
/// function that binds `T`; elsewhere (a closure inside it, a member of a generic type) it is
/// "not simulated yet" at the member, not swiftc's "type 'T' has no member", which would say
/// the program is wrong.
@Suite struct GenericParameterStaticsTests {
    func output(_ source: String) -> (String, String?) {
        let outcome = ScriptRunner.run(SourceFile(path: "generics.swift", text: source))
        return (outcome.output, outcome.error?.message)
    }

    @Test func boundInTheGenericFunction() {
        let (printed, error) = output("""
        enum E: CaseIterable { case a, b }
        func count<T: CaseIterable>(_ type: T.Type) -> Int { T.allCases.count }
        print(count(E.self))
        """)
        #expect(error == nil)
        #expect(printed == "2\n")
    }

    @Test func aGenericTypesParameterIsNotSimulatedYet() {
        let (_, error) = output("""
        enum E: CaseIterable { case a, b }
        struct Options<T: CaseIterable> { let value: T; func count() -> Int { T.allCases.count } }
        print(Options(value: E.a).count())
        """)
        #expect(error == "'T.allCases (a static member of a generic parameter of the enclosing type or function)' is not simulated by ViewScript yet")
    }
}
