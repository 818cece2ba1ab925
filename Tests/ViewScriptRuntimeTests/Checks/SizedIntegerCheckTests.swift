import Testing
@testable import ViewScriptRuntime

/// Fixed-width integers mixed with `Int`, and literals that do not fit their type: swiftc's
/// wording and position (recorded with swiftc 6.3).
@Suite struct SizedIntegerCheckTests {
    @Test func literalsThatDoNotFit() {
        assertCheckDiagnostics("""
            let c: UInt8 = 1️⃣300
            let d: UInt8 = 2️⃣-1
            let f: Int8 = 3️⃣-129
            let g: Int8 = -128
            let h: UInt64 = 18446744073709551615
            print(c, d, f, g, h)
            """, [
                ("1️⃣", "integer literal '300' overflows when stored into 'UInt8'"),
                ("2️⃣", "negative integer '-1' overflows when stored into unsigned type 'UInt8'"),
                ("3️⃣", "integer literal '-129' overflows when stored into 'Int8'"),
            ])
    }

    @Test func mixedWidthsWithoutConversion() {
        assertCheckDiagnostics("""
            let a: UInt8 = 250
            let b = 3
            print(a 1️⃣+ b)
            var e: Int8 = 5
            e += 2️⃣b
            let y: Int32 = 4
            print(y << b, y < b, a &+ 10, Int(a) + b)
            """, [
                ("1️⃣", "binary operator '+' cannot be applied to operands of type 'UInt8' and 'Int'"),
                ("2️⃣", "cannot convert value of type 'Int' to expected argument type 'Int8'"),
            ])
    }
}
