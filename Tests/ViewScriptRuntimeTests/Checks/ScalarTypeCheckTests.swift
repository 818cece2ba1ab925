import Testing
@testable import ViewScriptRuntime

/// Scalar values that cannot convert where both types are certain: swiftc's wording and
/// position (each expectation was recorded with swiftc 6).
@Suite struct ScalarTypeCheckTests {
    @Test func compoundAssignmentOfWrongType() {
        assertCheckDiagnostics("""
            var n: Int = 0
            n += 1️⃣"one"
            var total = 0.5
            total -= 2️⃣n
            var text = "a"
            text += 3️⃣1
            """, [
                ("1️⃣", "cannot convert value of type 'String' to expected argument type 'Int'"),
                ("2️⃣", "cannot convert value of type 'Int' to expected argument type 'Double'"),
                ("3️⃣", "cannot convert value of type 'Int' to expected argument type 'String'"),
            ])
    }

    @Test func compoundOperatorTheTypeLacks() {
        assertCheckDiagnostics("""
            var flag = true
            flag 1️⃣+= 1
            var text = "a"
            text 2️⃣-= "b"
            var letter: Character = "a"
            letter 3️⃣+= "b"
            text 4️⃣*= 2.5
            var ratio = 1.5
            ratio 5️⃣%= 2
            """, [
                ("1️⃣", "binary operator '+=' cannot be applied to operands of type 'Bool' and 'Int'"),
                ("2️⃣", "binary operator '-=' cannot be applied to two 'String' operands"),
                ("3️⃣", "binary operator '+=' cannot be applied to operands of type 'Character' and 'String'"),
                ("4️⃣", "binary operator '*=' cannot be applied to operands of type 'String' and 'String.Scalar'"),
                ("5️⃣", "'%=' is unavailable: For floating point numbers use formTruncatingRemainder instead"),
            ])
    }

    @Test func fieldsAndParameters() {
        assertCheckDiagnostics("""
            struct Score {
                var points: Int
                var label = "x"
                mutating func bump(by amount: Double) {
                    points += 1️⃣amount
                    self.label = 2️⃣3
                }
            }
            """, [
                ("1️⃣", "cannot convert value of type 'Double' to expected argument type 'Int'"),
                ("2️⃣", "cannot assign value of type 'Int' to type 'String'"),
            ])
    }

    @Test func specifiedType() {
        assertCheckDiagnostics("""
            let x: Int = 1️⃣"a"
            let y: Double? = 2️⃣x
            let c: Character = 3️⃣"ab"
            let b: Bool = 4️⃣-1
            let count = 3
            let d: Bool = 5️⃣count
            """, [
                ("1️⃣", "cannot convert value of type 'String' to specified type 'Int'"),
                ("2️⃣", "cannot convert value of type 'Int' to specified type 'Double'"),
                ("3️⃣", "cannot convert value of type 'String' to specified type 'Character'"),
                ("4️⃣", "integer literal value '1' cannot be used as a boolean; did you mean 'true'?"),
                ("5️⃣", "type 'Int' cannot be used as a boolean; test for '!= 0' instead"),
            ])
    }

    @Test func assignment() {
        assertCheckDiagnostics("""
            var n = 0
            n = 1️⃣"a"
            n = 2️⃣1.5
            var on = false
            on = 3️⃣0
            """, [
                ("1️⃣", "cannot assign value of type 'String' to type 'Int'"),
                ("2️⃣", "cannot assign value of type 'Double' to type 'Int'"),
                ("3️⃣", "integer literal value '0' cannot be used as a boolean; did you mean 'false'?"),
            ])
    }

    @Test func argumentOfKnownFunction() {
        assertCheckDiagnostics("""
            func take(count: Int, name: String) {}
            struct Item { var price: Double }
            take(count: 1️⃣"one", name: 2️⃣2)
            _ = Item(price: 3️⃣"free")
            """, [
                ("1️⃣", "cannot convert value of type 'String' to expected argument type 'Int'"),
                ("2️⃣", "cannot convert value of type 'Int' to expected argument type 'String'"),
                ("3️⃣", "cannot convert value of type 'String' to expected argument type 'Double'"),
            ])
    }
}
