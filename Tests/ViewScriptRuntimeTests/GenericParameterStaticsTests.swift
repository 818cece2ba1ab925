import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// A static member of a generic parameter (`T.allCases`): found in the call of the generic
/// function that binds `T`, in an instance member of a generic type by `self`'s generic
/// arguments, in a static member by the arguments of the type it is called on; elsewhere (a
/// closure inside a generic function) it is "not simulated yet" at the member, not swiftc's "type 'T' has no member", which would say
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

    /// A static member called on the type with its arguments binds them in the call.
    @Test func aStaticMemberOfAGenericTypeIsBoundByTheTypesArguments() {
        let (printed, error) = output("""
        enum E: CaseIterable { case a, b }
        struct Options<T: CaseIterable> { static func count() -> Int { T.allCases.count }; static var all: [T] { Array(T.allCases) } }
        print(Options<E>.count(), Options<E>.all.count)
        """)
        #expect(error == nil)
        #expect(printed == "2 2\n")
    }

    /// A closure inside a generic function does not see the function's bindings.
    @Test func closuresOfGenericFunctionsAreNotSimulatedYet() {
        let (_, closure) = output("""
        enum E: CaseIterable { case a, b }
        func count<T: CaseIterable>(_ type: T.Type) -> Int { let c = { T.allCases.count }; return c() }
        print(count(E.self))
        """)
        #expect(closure == "'T.allCases (a static member of a generic parameter of the enclosing type or function)' is not simulated by ViewScript yet")
    }
}
