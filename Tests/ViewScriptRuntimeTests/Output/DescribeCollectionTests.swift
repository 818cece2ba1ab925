import Testing
@testable import ViewScriptRuntime

/// Optionals, arrays, slices, sets, dictionaries, tuples and ranges (corpus 013, 020, 021,
/// 023, 024, 055, 062).
@Suite struct DescribeCollectionTests {
    let interpreter = Fixture.interpreter()

    @Test func optionalsWrapTheDebugFormOfTheirValue() throws {
        #expect(try interpreter.describe(.some(.int(2))) == "Optional(2)")
        #expect(try interpreter.describe(.none) == "nil")
        #expect(try interpreter.describe(.some(.string("a"))) == "Optional(\"a\")")
        #expect(try interpreter.describe(.some(.some(.int(5)))) == "Optional(Optional(5))")
        #expect(try interpreter.describe(.some(.none)) == "Optional(nil)")
        #expect(try interpreter.describe(.some(.string("Hi, I'm Bob"))) == #"Optional("Hi, I\'m Bob")"#)
        #expect(try interpreter.describe(Fixture.array(.some(.int(2)), .none)) == "[Optional(2), nil]")
        #expect(try interpreter.describe(.some(Fixture.ints(1, 2))) == "Optional([1, 2])")
        #expect(try interpreter.describe(.some(Fixture.tuple(.int(1), .string("x")))) == "Optional((1, \"x\"))")
        #expect(try interpreter.debugDescribe(.some(.double(1.5))) == "Optional(1.5)")
    }

    @Test func arraysAndSlices() throws {
        #expect(try interpreter.describe(Fixture.ints(1, 2, 3)) == "[1, 2, 3]")
        #expect(try interpreter.describe(Fixture.ints()) == "[]")
        #expect(try interpreter.describe(Fixture.array(.string("a"), .string("b"))) == "[\"a\", \"b\"]")
        #expect(try interpreter.describe(Fixture.array(Fixture.ints(1), Fixture.ints(2, 3))) == "[[1], [2, 3]]")
        let slice = Value.array(ArrayValue([.int(3), .int(4)], sliceStart: 2))
        #expect(try interpreter.describe(slice) == "[3, 4]")
        #expect(try interpreter.debugDescribe(slice) == "ArraySlice([3, 4])")
        // 062-collection-slices: `xs.split(separator: 4)`.
        let split = Fixture.array(.array(ArrayValue([.int(1), .int(2), .int(3)], sliceStart: 0)),
                                  .array(ArrayValue([.int(5), .int(6), .int(7)], sliceStart: 4)))
        #expect(try interpreter.describe(split) == "[ArraySlice([1, 2, 3]), ArraySlice([5, 6, 7])]")
    }

    @Test func setsAndDictionaries() throws {
        let set = Value.set(SetValue([.string("only")]))
        #expect(try interpreter.describe(set) == "[\"only\"]")
        #expect(try interpreter.debugDescribe(set) == "Set([\"only\"])")
        #expect(try interpreter.describe(.set(SetValue())) == "[]")
        #expect(try interpreter.describe(Fixture.array(.set(SetValue([.int(1)])))) == "[Set([1])]")
        #expect(try interpreter.describe(Fixture.dictionary((.string("k"), .string("v")))) == "[\"k\": \"v\"]")
        #expect(try interpreter.debugDescribe(Fixture.dictionary((.int(1), Fixture.ints(2)))) == "[1: [2]]")
        #expect(try interpreter.describe(.dictionary(DictionaryValue())) == "[:]")
        let two = Fixture.dictionary((.string("a"), .int(1)), (.string("b"), .int(2)))
        #expect(try interpreter.describe(two) == "[\"a\": 1, \"b\": 2]")
    }

    @Test func tuplesShowLabelsAndDebugElements() throws {
        #expect(try interpreter.describe(Fixture.tuple(.int(1), .string("two"))) == "(1, \"two\")")
        #expect(try interpreter.describe(Fixture.tuple(.int(3), .int(4), labels: ["x", "y"])) == "(x: 3, y: 4)")
        #expect(try interpreter.describe(Fixture.tuple(.int(1), .int(2), labels: ["x", nil])) == "(x: 1, 2)")
        // 024-tuples.
        let nested = Fixture.tuple(Fixture.tuple(.int(1), .int(2)),
                                   Fixture.tuple(.string("a"), Fixture.ints(3), labels: ["x", "y"]))
        #expect(try interpreter.describe(nested) == "((1, 2), (x: \"a\", y: [3]))")
        let mixed = Fixture.tuple(.int(1), .string("a"), .double(2.5), .none, Fixture.dictionary((.int(1), .int(2))))
        #expect(try interpreter.describe(mixed) == "(1, \"a\", 2.5, nil, [1: 2])")
        #expect(try interpreter.debugDescribe(Fixture.tuple(.int(1), .string("two"))) == "(1, \"two\")")
    }

    @Test func boundedRanges() throws {
        let closed = Value.range(RangeValue(.closed, lower: .int(1), upper: .int(3)))
        let halfOpen = Value.range(RangeValue(.halfOpen, lower: .int(0), upper: .int(2)))
        #expect(try interpreter.describe(closed) == "1...3")
        #expect(try interpreter.describe(halfOpen) == "0..<2")
        #expect(try interpreter.debugDescribe(closed) == "ClosedRange(1...3)")
        #expect(try interpreter.debugDescribe(halfOpen) == "Range(0..<2)")
        let letters = Value.range(RangeValue(.closed, lower: .string("a"), upper: .string("z")))
        #expect(try interpreter.describe(letters) == "a...z")
        #expect(try interpreter.debugDescribe(letters) == "ClosedRange(\"a\"...\"z\")")
        #expect(try interpreter.describe(Fixture.array(letters)) == "[ClosedRange(\"a\"...\"z\")]")
        let doubles = Value.range(RangeValue(.closed, lower: .double(1), upper: .double(2)))
        #expect(try interpreter.describe(doubles) == "1.0...2.0")
    }

    @Test func oneSidedRangesPrintAsStructs() throws {
        let from = Value.range(RangeValue(.from, lower: .int(5), upper: nil))
        let upTo = Value.range(RangeValue(.upTo, lower: nil, upper: .int(3)))
        let through = Value.range(RangeValue(.through, lower: nil, upper: .int(4)))
        #expect(try interpreter.printed(from, upTo, through)
                == "PartialRangeFrom<Int>(lowerBound: 5) PartialRangeUpTo<Int>(upperBound: 3) PartialRangeThrough<Int>(upperBound: 4)\n")
        #expect(try interpreter.debugDescribe(from) == "Swift.PartialRangeFrom<Swift.Int>(lowerBound: 5)")
        #expect(try interpreter.debugDescribe(through) == "Swift.PartialRangeThrough<Swift.Int>(upperBound: 4)")
    }
}
