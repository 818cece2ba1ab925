import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// A static member of a generic parameter (`T.allCases`): found in the call of the generic
/// function that binds `T`, or in an instance member of a generic type by `self`'s generic
/// arguments; elsewhere (a closure inside a generic function, a static member of a generic
/// type) it is "not simulated yet" at the member, not swiftc's "type 'T' has no member", which would say
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

    @Test func aGenericTypesParameterIsBoundBySelf() {
        let (printed, error) = output("""
        enum E: CaseIterable { case a, b }
        struct Options<T: CaseIterable> { let value: T; func count() -> Int { T.allCases.count } }
        print(Options(value: E.a).count())
        struct Bar<T: CaseIterable> { var chosen: T?; var count: Int { T.allCases.count } }
        let none: E? = nil
        print(Bar<E>(chosen: nil).count, Bar(chosen: none).count)
        """)
        #expect(error == nil)
        #expect(printed == "2\n2 2\n")
    }

    /// A static method has no `self` to read the arguments from; a closure inside a generic
    /// function does not see the function's bindings.
    @Test func staticMembersAndClosuresOfGenericFunctionsAreNotSimulatedYet() {
        let (_, error) = output("""
        enum E: CaseIterable { case a, b }
        struct Options<T: CaseIterable> { static func count() -> Int { T.allCases.count } }
        print(Options<E>.count())
        """)
        #expect(error == "'T.allCases (a static member of a generic parameter of the enclosing type or function)' is not simulated by ViewScript yet")
        let (_, closure) = output("""
        enum E: CaseIterable { case a, b }
        func count<T: CaseIterable>(_ type: T.Type) -> Int { let c = { T.allCases.count }; return c() }
        print(count(E.self))
        """)
        #expect(closure == "'T.allCases (a static member of a generic parameter of the enclosing type or function)' is not simulated by ViewScript yet")
    }
}
