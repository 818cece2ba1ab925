import Testing
@testable import ViewScriptRuntime

/// Numbers, strings, characters and the other leaf values (corpus 006, 007, 055, 058).
@Suite struct DescribeScalarTests {
    let interpreter = Fixture.interpreter()

    @Test func doublesUseSwiftsShortestDigits() throws {
        // 006-double-printing and 007-double-special-values.
        let cases: [(Double, String)] = [
            (0.1 + 0.2, "0.30000000000000004"), (1.0, "1.0"), (-3.0, "-3.0"), (1e20, "1e+20"),
            (1e16, "1e+16"), (1e15, "1000000000000000.0"), (1e-5, "1e-05"), (0.0001, "0.0001"),
            (Double.leastNonzeroMagnitude, "5e-324"), (Double(1 << 53), "9007199254740992.0"), (-0.0, "-0.0"),
            (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (-Double.nan, "-nan"),
            (Double(Int.max), "9.223372036854776e+18"), (1.0 / 3, "0.3333333333333333"),
        ]
        for (number, text) in cases {
            #expect(try interpreter.describe(.double(number)) == text)
            #expect(try interpreter.debugDescribe(.double(number)) == text)
        }
        #expect(try interpreter.describe(Fixture.array(.double(0.1), .double(1.0), .double(1e20))) == "[0.1, 1.0, 1e+20]")
    }

    @Test func integersBoolsAndVoid() throws {
        #expect(try interpreter.describe(.int(-42)) == "-42")
        #expect(try interpreter.describe(.int(Int.min)) == "-9223372036854775808")
        #expect(try interpreter.describe(.bool(true)) == "true")
        #expect(try interpreter.debugDescribe(.bool(false)) == "false")
        #expect(try interpreter.describe(.void) == "()")
        #expect(try interpreter.describe(Fixture.array(.void)) == "[()]")
    }

    @Test func stringsPrintRawAtTopLevelAndQuotedInDebugForm() throws {
        #expect(try interpreter.describe(.string("hello")) == "hello")
        #expect(try interpreter.debugDescribe(.string("hello")) == "\"hello\"")
        // 055-debugprint: quotes, backslashes, tabs, newlines and apostrophes are escaped.
        let tricky = "quote \" backslash \\ tab \t newline \n apostrophe ' end"
        #expect(try interpreter.debugDescribe(.string(tricky))
                == #""quote \" backslash \\ tab \t newline \n apostrophe \' end""#)
        #expect(try interpreter.debugDescribe(.string("unicode é 🇨🇭 \u{0}")) == #""unicode é 🇨🇭 \0""#)
        #expect(try interpreter.debugDescribe(.string("\r\n")) == #""\r\n""#)
        #expect(try interpreter.debugDescribe(.string("tab\u{7}")) == #""tab\u{07}""#)
        #expect(try interpreter.debugDescribe(.string("\"s\"")) == #""\"s\"""#)
    }

    @Test func charactersPrintLikeOneCharacterStrings() throws {
        #expect(try interpreter.describe(.character("c")) == "c")
        #expect(try interpreter.debugDescribe(.character("x")) == "\"x\"")
        #expect(try interpreter.debugDescribe(.character("'")) == #""\'""#)
        #expect(try interpreter.describe(Fixture.array(.character("c"))) == "[\"c\"]")
    }

    @Test func functionsTypesAndIndices() throws {
        let function = Value.function(Function(builtin: "f") { _, _ in .void })
        #expect(try interpreter.describe(function) == "(Function)")
        #expect(try interpreter.describe(Fixture.array(function)) == "[(Function)]")
        // 058-describing-reflecting: `Int.self`, `[Point].self`, `Optional<Point>.self`.
        let point = Fixture.pointType
        #expect(try interpreter.describe(.type(.int)) == "Int")
        #expect(try interpreter.debugDescribe(.type(.int)) == "Swift.Int")
        #expect(try interpreter.describe(.type(.array(.nominal(point, [])))) == "Array<Point>")
        #expect(try interpreter.debugDescribe(.type(.array(.nominal(point, [])))) == "Swift.Array<main.Point>")
        #expect(try interpreter.debugDescribe(.type(.optional(.nominal(point, [])))) == "Swift.Optional<main.Point>")
        #expect(try interpreter.describe(Fixture.array(.type(.nominal(point, [])))) == "[main.Point]")
        let text = "abc"
        #expect(try interpreter.describe(.stringIndex(text.startIndex)) == "\(text.startIndex)")
    }

    @Test func nativeObjectsDescribeThemselves() throws {
        let box = Box(.int(1))
        #expect(try interpreter.describe(.native(box)) == "Box")
        #expect(try interpreter.debugDescribe(.some(.native(box))) == "Optional(Box)")
    }
}
