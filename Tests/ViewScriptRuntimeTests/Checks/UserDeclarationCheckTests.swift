import Testing
@testable import ViewScriptRuntime

/// The program's own property wrappers and result builders: accepted where ViewScript applies
/// them as Swift does, a positioned "not simulated" where it does not yet.
@Suite struct UserDeclarationCheckTests {
    @Test func wrapperOnALocalVariableIsNotSimulated() {
        assertCheckDiagnostic("""
            @propertyWrapper struct W { var wrappedValue: Int }
            func f() {
                1️⃣@W var x = 3
                print(x)
            }
            """, "'a property wrapper on a local variable (@W)' is not simulated by ViewScript yet")
    }

    @Test func wrapperOnAParameterIsNotSimulated() {
        // SE-0293: swiftc runs `show(4)` with `n` wrapped (prints 8); ignoring the attribute would print 4.
        assertCheckDiagnostic("""
            @propertyWrapper struct Doubled {
                var wrappedValue: Int
                init(wrappedValue: Int) { self.wrappedValue = wrappedValue * 2 }
            }
            func show(1️⃣@Doubled _ n: Int) { print(n) }
            """, "'a property wrapper on a parameter (@Doubled)' is not simulated by ViewScript yet")
    }

    @Test func localComputedVariableIsUnsupported() {
        // Swift runs the accessors; ViewScript does not model local computed variables yet.
        assertCheckDiagnostic("""
            func f() {
                var base = 3
                var 1️⃣doubled: Int { get { base * 2 } set { base = newValue / 2 } }
                print(doubled)
            }
            """, "a local computed variable is not supported by ViewScript")
    }

    @Test func wrappedPropertiesAndBuildersCompileWithoutDiagnostics() {
        assertNoCheckDiagnostics("""
            @propertyWrapper struct Clamped {
                var value: Int
                init(wrappedValue: Int, _ limit: Int) { value = min(wrappedValue, limit) }
                var wrappedValue: Int { get { value } set { value = min(newValue, 10) } }
                var projectedValue: Int { value * 2 }
            }
            @resultBuilder struct Lines {
                static func buildBlock(_ parts: String...) -> [String] { parts }
            }
            struct S {
                @Clamped(10) var level = 3
                @Lines var text: [String] { "a"; "b" }
            }
            let s = S(level: 4)
            print(s.level, s.$level, s._level.value, s.text)
            """)
    }
}
