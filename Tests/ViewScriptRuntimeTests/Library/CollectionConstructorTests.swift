import Testing
@testable import ViewScriptRuntime

/// `Array(...)`, `Set(...)`, `Dictionary(...)`, `zip`, `stride`, with values recorded from
/// Swift 6.3 (Programs/016, 019, 063, 065 and scratch programs).
@Suite struct CollectionConstructorTests {
    let harness = CollectionHarness()

    @Test func arrays() throws {
        #expect(try harness.construct("Array") == ints())
        #expect(try harness.construct("Array", (nil, closed(1, 5)))?.intElements == [1, 2, 3, 4, 5])
        let fromSlice = try harness.construct("Array", (nil, slice([4, 1, 5], from: 2)))
        #expect(fromSlice?.intElements == [4, 1, 5] && fromSlice?.asArray?.sliceStart == nil)
        #expect(try harness.construct("Array", ("repeating", .int(0)), ("count", .int(4)))?.intElements == [0, 0, 0, 0])
        #expect(try harness.construct("Array", (nil, .string("hé"))) == .array(ArrayValue([.character("h"), .character("é")])))
        #expect(harness.trap { try harness.construct("Array", ("repeating", .int(1)), ("count", .int(-1))) }
            == "Fatal error: Can't construct Array with count < 0")
        #expect(try harness.construct("Array", ("bogus", .int(1))) == nil)
        #expect(try harness.construct("Tree") == nil)
    }

    @Test func sets() throws {
        #expect(try harness.construct("Set") == intSet())
        #expect(try harness.construct("Set", (nil, strings("b", "a", "b", "c", "a")))
            == .set(SetValue([.string("b"), .string("a"), .string("c")])))
    }

    @Test func dictionaries() throws {
        let squares = Value.array(ArrayValue((1...3).map { tuple(.int($0), .int($0 * $0)) }))
        let built = try #require(try harness.construct("Dictionary", ("uniqueKeysWithValues", squares)))
        guard case .dictionary(let squaresByKey) = built else { Issue.record("not a dictionary"); return }
        #expect(squaresByKey.keys == [.int(1), .int(2), .int(3)] && squaresByKey[.int(3)] == .int(9))
        let repeated = Value.array(ArrayValue([tuple(.string("x"), .int(2)), tuple(.string("x"), .int(3))]))
        #expect(harness.trap { try harness.construct("Dictionary", ("uniqueKeysWithValues", repeated)) }?
            .hasPrefix("Fatal error: Duplicate values for key: '") == true)
        let add = closure { .int($0[0].asInt! + $0[1].asInt!) }
        #expect(try harness.construct("Dictionary", (nil, repeated), ("uniquingKeysWith", add)) == dictionary(("x", 5)))
        // Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! })
        let firstLetter = closure { .character($0[0].asString!.first!) }
        let grouped = try harness.construct("Dictionary", ("grouping", strings("apple", "avocado", "banana")), (nil, firstLetter))
        var expected = DictionaryValue()
        expected.updateValue(strings("apple", "avocado"), forKey: .character("a"))
        expected.updateValue(strings("banana"), forKey: .character("b"))
        #expect(grouped == .dictionary(expected))
    }

    @Test func zipPairsUpToTheShorter() throws {
        // Array(zip(1...3, ["a", "b", "c", "d"])) → [(1, "a"), (2, "b"), (3, "c")]
        let zipped = try harness.function("zip", (nil, closed(1, 3)), (nil, strings("a", "b", "c", "d")))
        #expect(zipped == .array(ArrayValue([
            tuple(.int(1), .string("a")), tuple(.int(2), .string("b")), tuple(.int(3), .string("c")),
        ])))
        let counted = try harness.function("zip", (nil, .range(RangeValue(.from, lower: .int(1), upper: nil))), (nil, strings("x", "y")))
        #expect(counted == .array(ArrayValue([tuple(.int(1), .string("x")), tuple(.int(2), .string("y"))])))
    }

    @Test func strides() throws {
        #expect(try harness.function("stride", ("from", .int(0)), ("to", .int(10)), ("by", .int(3)))?.intElements == [0, 3, 6, 9])
        #expect(try harness.function("stride", ("from", .int(10)), ("through", .int(0)), ("by", .int(-4)))?.intElements == [10, 6, 2])
        #expect(try harness.function("stride", ("from", .int(3)), ("through", .int(1)), ("by", .int(-1)))?.intElements == [3, 2, 1])
        #expect(try harness.function("stride", ("from", .int(0)), ("to", .int(0)), ("by", .int(1)))?.intElements == [])
        // Overflow ends the stride: stride(from: 0, through: Int.max, by: Int.max / 2 + 1)
        #expect(try harness.function("stride", ("from", .int(0)), ("through", .int(Int.max)), ("by", .int(Int.max / 2 + 1)))?
            .intElements == [0, 4611686018427387904])
        // Doubles multiply instead of adding: 0.30000000000000004, 0.6000000000000001, 1.0 reached exactly.
        let tenths = try harness.function("stride", ("from", .double(0)), ("through", .double(1)), ("by", .double(0.1)))
        let values = tenths?.asArray?.elements.compactMap(\.asDouble)
        #expect(values?.count == 11 && values?[3] == 0.30000000000000004 && values?[6] == 0.6000000000000001)
        #expect(values?.last == 1.0)
        let thirds = try harness.function("stride", ("from", .double(0)), ("to", .double(1)), ("by", .double(0.3)))
        #expect(thirds?.asArray?.elements.compactMap(\.asDouble) == [0.0, 0.3, 0.6, 0.8999999999999999])
        let mixed = try harness.function("stride", ("from", .int(1)), ("to", .int(2)), ("by", .double(0.5)))
        #expect(mixed?.asArray?.elements.compactMap(\.asDouble) == [1.0, 1.5])
        #expect(harness.trap { try harness.function("stride", ("from", .int(0)), ("to", .int(3)), ("by", .int(0))) }
            == "Fatal error: Stride size must not be zero")
        #expect(throws: RuntimeError.self) {
            try harness.function("stride", ("from", .double(0)), ("to", .double(1)), ("by", .double(1e-300)))
        }
    }
}
