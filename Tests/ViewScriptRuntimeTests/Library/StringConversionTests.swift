import Testing
@testable import ViewScriptRuntime

/// Constructors of String, Character, Int, Double and Bool, and Character's properties
/// (expected texts: Programs/012-character, 015-string-number-conversions).
@Suite struct StringConversionTests {
    let harness = ScalarHarness()

    @Test(arguments: [
        ("42", "Optional(42)"), ("-17", "Optional(-17)"), ("+8", "Optional(8)"), ("007", "Optional(7)"),
        (" 5", "nil"), ("3.0", "nil"), ("", "nil"), ("9223372036854775808", "nil"), ("0x1F", "nil"),
        ("1_000", "nil"), ("٣", "nil"),
    ])
    func intParsesAsSwiftDoes(text: String, expected: String) throws {
        #expect(try harness.construct("Int", [nil], .string(text)) == expected)
    }

    @Test(arguments: [
        ("1e3", "Optional(1000.0)"), ("1E-2", "Optional(0.01)"), (".5", "Optional(0.5)"), ("5.", "Optional(5.0)"),
        ("-infinity", "Optional(-inf)"), ("nan", "Optional(nan)"), ("0x1p4", "Optional(16.0)"), (" 1.0", "nil"),
        ("-0", "Optional(-0.0)"),
    ])
    func doubleParsesAsSwiftDoes(text: String, expected: String) throws {
        #expect(try harness.construct("Double", [nil], .string(text)) == expected)
    }

    @Test func stringsFromValues() throws {
        #expect(try harness.construct("String", [nil], .int(42)) == "42")
        #expect(try harness.construct("String", [nil], .double(-3.5)) == "-3.5")
        #expect(try harness.construct("String", [nil], .bool(true)) == "true")
        #expect(try harness.construct("String", [nil], .array(ArrayValue([.character("a"), .character("b")]))) == "ab")
        #expect(try harness.construct("String", ["repeating", "count"], .string("ab"), .int(3)) == "ababab")
        #expect(try harness.construct("String", ["repeating", "count"], .character("z"), .int(3)) == "zzz")
        #expect(try harness.construct("String", [nil, "radix", "uppercase"], .int(255), .int(16), .bool(true)) == "FF")
        #expect(try harness.construct("Int", [nil, "radix"], .string("-Z"), .int(36)) == "Optional(-35)")
        #expect(try harness.construct("String", ["describing"], .int(1)) == "<no initializer>")
        #expect(harness.trap { try harness.construct("String", ["repeating", "count"], .string("a"), .int(-1)) }
                == "Fatal error: Negative count not allowed")
        #expect(harness.trap { try harness.construct("String", [nil, "radix"], .int(5), .int(40)) }
                == "Fatal error: Radix must be between 2 and 36")
    }

    @Test func numbersFromNumbers() throws {
        #expect(try harness.construct("Int", [nil], .double(-3.99)) == "-3")
        #expect(try harness.construct("Int", [nil], .double(1e18)) == "1000000000000000000")
        #expect(try harness.construct("Int", ["exactly"], .double(2.5)) == "nil")
        #expect(try harness.construct("Int", ["exactly"], .double(2)) == "Optional(2)")
        #expect(try harness.construct("Double", [nil], .int(1 << 53 + 1)) == "9007199254740992.0")
        #expect(try harness.construct("Double", ["exactly"], .int(.max)) == "nil")
        #expect(try harness.construct("UInt8", [nil], .int(255)) == "255")
        #expect(try harness.construct("Bool", [nil], .string("yes")) == "nil")
        let prefix = "Fatal error: Double value cannot be converted to Int because "
        #expect(harness.trap { try harness.construct("Int", [nil], .double(.nan)) } == prefix + "it is either infinite or NaN")
        #expect(harness.trap { try harness.construct("Int", [nil], .double(1e30)) } == prefix + "the result would be greater than Int.max")
        #expect(harness.trap { try harness.construct("Int", [nil], .double(-1e30)) } == prefix + "the result would be less than Int.min")
        #expect(harness.trap { try harness.construct("UInt8", [nil], .double(-3)) }
                == "Fatal error: Double value cannot be converted to UInt8 because the result would be less than UInt8.min")
        #expect(harness.trap { try harness.construct("UInt8", [nil], .int(-1)) } == "Fatal error: Negative value is not representable")
        #expect(harness.trap { try harness.construct("Int8", [nil], .int(200)) } == "Fatal error: Not enough bits to represent the passed value")
    }

    @Test func characters() throws {
        #expect(try harness.construct("Character", [nil], .string("é")) == "é")
        #expect(harness.trap { try harness.construct("Character", [nil], .string("ab")) }
                == "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster")
        #expect(try harness.construct("UnicodeScalar", [nil], .int(65)) == "A")
        #expect(try harness.construct("Unicode.Scalar", [nil], .int(0x1F600)) == "Optional(\"😀\")")
        let a = Value.character("a")
        let properties = try ["isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace"].map { try harness.property(a, $0) }
        #expect(properties == ["true", "false", "false", "true", "false"])
        #expect(try harness.property(.character("7"), "wholeNumberValue") == "Optional(7)")
        #expect(try harness.property(.character("A"), "asciiValue") == "Optional(65)")
        #expect(try harness.property(.character("é"), "asciiValue") == "nil")
        #expect(try harness.property(.character("F"), "hexDigitValue") == "Optional(15)")
        #expect(try harness.property(.character("!"), "isPunctuation") == "true")
        #expect(try harness.call(.character("ß"), "uppercased") == "SS")
    }
}
