import Testing
@testable import ViewScriptRuntime

/// `print` and `debugPrint` with separators and terminators (corpus 054, 055).
@Suite struct PrintFormattingTests {
    let interpreter = Fixture.interpreter()

    @Test func separatorsAndTerminators() throws {
        #expect(try interpreter.printed() == "\n")
        #expect(try interpreter.printed(.string("a"), .string("b"), .string("c")) == "a b c\n")
        #expect(try interpreter.printed(.string("a"), .string("b"), .string("c"), separator: "") == "abc\n")
        #expect(try interpreter.printed(.int(1), .int(2), .int(3), separator: " < ") == "1 < 2 < 3\n")
        #expect(try interpreter.printed(.string("x"), terminator: "|") == "x|")
        #expect(try interpreter.printed(.string(""), .string(""), separator: "-") == "-\n")
        #expect(try interpreter.printed(.string("a"), .string("b"), separator: "", terminator: "!\n") == "ab!\n")
        #expect(try interpreter.printed(.string("unicode sep"), .string("ok"), separator: " → ") == "unicode sep → ok\n")
    }

    @Test func mixedValues() throws {
        #expect(try interpreter.printed(.int(1), .string("two"), .double(3), .bool(true), .none, Fixture.ints(1), separator: ";")
                == "1;two;3.0;true;nil;[1]\n")
        #expect(try interpreter.printed(Fixture.ints(1, 2, 3), Fixture.dictionary((.string("k"), .string("v"))),
                                        Fixture.tuple(.int(1), .int(2)), separator: " & ")
                == "[1, 2, 3] & [\"k\": \"v\"] & (1, 2)\n")
        #expect(try interpreter.printed(Fixture.array(.string("x"), .int(1), .double(2.5))) == "[\"x\", 1, 2.5]\n")
    }

    @Test func debugPrintQuotesEveryItem() throws {
        #expect(try interpreter.debugPrinted(.string("a"), .string("b"), separator: "+", terminator: ";\n") == "\"a\"+\"b\";\n")
        #expect(try interpreter.debugPrinted(.character("x"), .character("'")) == "\"x\" \"\\'\"\n")
        #expect(try interpreter.debugPrinted(.int(42), .double(3.5), .bool(true), .double(-0.0)) == "42 3.5 true -0.0\n")
        #expect(try interpreter.debugPrinted(.some(.int(2)), .some(.string("a")), .none) == "Optional(2) Optional(\"a\") nil\n")
        #expect(try interpreter.debugPrinted(.string(try interpreter.debugDescribe(.string("s"))), .string("s"))
                == "\"\\\"s\\\"\" \"s\"\n")
    }

    @Test func outputAccumulatesUntilTaken() throws {
        try interpreter.printLine([.string("no newline")], separator: " ", terminator: "")
        try interpreter.printLine([.string(" -- continued")], separator: " ", terminator: "\n")
        #expect(interpreter.takeOutput() == "no newline -- continued\n")
        #expect(interpreter.output.isEmpty)
    }
}
