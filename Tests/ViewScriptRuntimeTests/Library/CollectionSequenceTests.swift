import Testing
@testable import ViewScriptRuntime

/// The algorithms every sequence shares, with values recorded from Swift 6.3
/// (Programs/060, 061, 063, 064 and scratch programs).
@Suite struct CollectionSequenceTests {
    let harness = CollectionHarness()
    let numbers = ints(1, 2, 3, 4, 5, 6)

    @Test func elementsOfEverySequence() {
        #expect(SequenceLibrary.elements(of: .string("hé")) == [.character("h"), .character("é")])
        #expect(SequenceLibrary.elements(of: closed(1, 3)) == [.int(1), .int(2), .int(3)])
        #expect(SequenceLibrary.elements(of: halfOpen(3, 3)) == [])
        #expect(SequenceLibrary.elements(of: dictionary(("a", 1))) == [tuple(.string("a"), .int(1), labels: ["key", "value"])])
        #expect(SequenceLibrary.elements(of: intSet(2, 1)) == [.int(2), .int(1)])
        #expect(SequenceLibrary.elements(of: .int(3)) == nil)
        #expect(SequenceLibrary.elements(of: .range(RangeValue(.from, lower: .int(1), upper: nil))) == nil)
    }

    @Test func mapFilterCompactMapFlatMap() throws {
        #expect(try harness.call(numbers, "map", (nil, intClosure { .int($0 * $0) }))?.intElements == [1, 4, 9, 16, 25, 36])
        #expect(try harness.call(numbers, "filter", (nil, intPredicate { $0 % 2 == 0 }))?.intElements == [2, 4, 6])
        let maybe = intClosure { $0 % 2 == 1 ? .some(.int($0)) : .none }
        #expect(try harness.call(numbers, "compactMap", (nil, maybe))?.intElements == [1, 3, 5])
        // [1, 2, 3].flatMap { [$0, $0 * 10] } → [1, 10, 2, 20, 3, 30]
        let pairs = intClosure { ints($0, $0 * 10) }
        #expect(try harness.call(ints(1, 2, 3), "flatMap", (nil, pairs))?.intElements == [1, 10, 2, 20, 3, 30])
        // ["ab", "cd"].flatMap { $0 } → ["a", "b", "c", "d"]
        let identity = closure { $0[0] }
        #expect(try harness.call(strings("ab", "cd"), "flatMap", (nil, identity))
            == .array(ArrayValue(["a", "b", "c", "d"].map { .character(Character($0)) })))
        #expect(try harness.call(numbers, "flatMap", (nil, maybe))?.intElements == [1, 3, 5])
    }

    @Test func forEachAndReduce() throws {
        var seen: [Int] = []
        let record = intClosure { seen.append($0); return .void }
        #expect(try harness.call(ints(3, 1, 2), "forEach", (nil, record)) == .void)
        #expect(seen == [3, 1, 2])
        // numbers.reduce(0) { $0 * 10 + $1 } → 123456
        let digits = closure { .int($0[0].asInt! * 10 + $0[1].asInt!) }
        #expect(try harness.call(numbers, "reduce", (nil, .int(0)), (nil, digits)) == .int(123456))
        // reduce(into:) hands the closure the accumulator and each element.
        var calls: [[Value]] = []
        let into = closure { calls.append($0); return .void }
        _ = try harness.call(ints(7, 8), "reduce", ("into", ints()), (nil, into))
        #expect(calls == [[ints(), .int(7)], [ints(), .int(8)]])
    }

    @Test func sorting() throws {
        // Programs/064: ["banana", "Apple", "cherry", "apple", "fig", "Banana"].sorted()
        let words = strings("banana", "Apple", "cherry", "apple", "fig", "Banana")
        #expect(try harness.call(words, "sorted") == strings("Apple", "Banana", "apple", "banana", "cherry", "fig"))
        let byCount = closure { .bool($0[0].asString!.count < $0[1].asString!.count) }
        #expect(try harness.call(words, "sorted", (nil, byCount))
            == strings("fig", "Apple", "apple", "banana", "cherry", "Banana"))
        #expect(try harness.call(strings("é", "e", "f", "E"), "sorted") == strings("E", "e", "f", "é"))
        #expect(try harness.call(ints(5, 3, 9, 1, 5, 0, -2), "sorted", ("by", intOrder(>)))?.intElements
            == [9, 5, 5, 3, 1, 0, -2])
        let mixed = Value.array(ArrayValue([.double(3.5), .double(-1.0), .double(2.25)]))
        #expect(try harness.call(mixed, "sorted") == .array(ArrayValue([.double(-1.0), .double(2.25), .double(3.5)])))
        // Tuples compare element by element: [("b", 1), ("a", 2)].sorted { $0 < $1 }
        let pairs = Value.array(ArrayValue([tuple(.string("b"), .int(1)), tuple(.string("a"), .int(2))]))
        #expect(try harness.call(pairs, "sorted") == .array(ArrayValue([tuple(.string("a"), .int(2)), tuple(.string("b"), .int(1))])))
        #expect(try harness.call(ints(1, 2), "reversed")?.intElements == [2, 1])
    }

    @Test func sortingWithoutAnOrderFails() {
        let values = Value.array(ArrayValue([.bool(true), .bool(false)]))
        #expect(throws: RuntimeError.self) { try harness.call(values, "sorted") }
    }

    @Test func enumeratedAndJoined() throws {
        let enumerated = try harness.call(strings("ann", "bob"), "enumerated")
        #expect(enumerated == .array(ArrayValue([
            tuple(.int(0), .string("ann"), labels: ["offset", "element"]),
            tuple(.int(1), .string("bob"), labels: ["offset", "element"]),
        ])))
        #expect(try harness.call(strings("x", "y", "z"), "joined") == .string("xyz"))
        #expect(try harness.call(strings("x", "y", "z"), "joined", ("separator", .string(", "))) == .string("x, y, z"))
        #expect(try harness.call(strings(), "joined", ("separator", .string("-"))) == .string(""))
        let nested = Value.array(ArrayValue([ints(1, 2), ints(3)]))
        #expect(try harness.call(nested, "joined")?.intElements == [1, 2, 3])
        #expect(try harness.call(nested, "joined", ("separator", ints(0)))?.intElements == [1, 2, 0, 3])
        let emptyNested = Value.array(ArrayValue([], elementType: .array(.int)))
        #expect(try harness.call(emptyNested, "joined")?.intElements == [])
    }

    @Test func seededRandomness() throws {
        // Swift with the same SplitMix64 generator and seed 0x5EED:
        // Array(1...10).shuffled(using:) then randomElement() twice.
        #expect(try harness.call(intArray(Array(1...10)), "shuffled")?.intElements == [1, 4, 5, 7, 3, 2, 6, 8, 10, 9])
        #expect(try harness.call(ints(1, 2, 3, 4, 5), "randomElement") == Value.some(.int(2)))
        #expect(try harness.call(closed(1, 6), "randomElement") == Value.some(.int(3)))
        #expect(try harness.call(ints(), "randomElement") == Value.none)
        var shuffledInPlace = ints(1, 2, 3)
        _ = try harness.mutate(&shuffledInPlace, "shuffle")
        #expect(shuffledInPlace.intElements?.sorted() == [1, 2, 3])
    }

    @Test func searching() throws {
        let xs = ints(4, 8, 15, 16, 23, 42, 8)
        #expect(try harness.call(xs, "first", ("where", intPredicate { $0 > 10 })) == Value.some(.int(15)))
        #expect(try harness.call(xs, "first", (nil, intPredicate { $0 > 100 })) == Value.none)
        #expect(try harness.call(xs, "last", ("where", intPredicate { $0 < 20 })) == Value.some(.int(8)))
        #expect(try harness.call(xs, "firstIndex", ("of", .int(8))) == Value.some(.int(1)))
        #expect(try harness.call(xs, "lastIndex", ("of", .int(8))) == Value.some(.int(6)))
        #expect(try harness.call(xs, "firstIndex", ("of", .int(99))) == Value.none)
        #expect(try harness.call(xs, "firstIndex", (nil, intPredicate { $0 % 2 == 1 })) == Value.some(.int(2)))
        #expect(try harness.call(xs, "lastIndex", ("where", intPredicate { $0 % 2 == 0 })) == Value.some(.int(6)))
        #expect(try harness.call(xs, "contains", (nil, .int(15))) == .bool(true))
        #expect(try harness.call(xs, "contains", (nil, intPredicate { $0 > 40 })) == .bool(true))
        #expect(try harness.call(xs, "allSatisfy", (nil, intPredicate { $0 % 2 == 0 })) == .bool(false))
        #expect(try harness.call(ints(), "allSatisfy", (nil, intPredicate { $0 > 100 })) == .bool(true))
        #expect(try harness.call(xs, "count", ("where", intPredicate { $0 > 10 })) == .int(4))
    }

    @Test func minimumAndMaximum() throws {
        #expect(try harness.call(ints(4, 8, 42, 1), "min") == Value.some(.int(1)))
        #expect(try harness.call(ints(4, 8, 42, 1), "max") == Value.some(.int(42)))
        #expect(try harness.call(ints(), "max") == Value.none)
        // [Double.nan, 1.0].min() → nan; [1.0, .nan, 0.5].max() → 1.0
        let nanFirst = Value.array(ArrayValue([.double(.nan), .double(1)]))
        #expect(try harness.call(nanFirst, "min").flatMap { if case .some(.double(let d)) = $0 { d.isNaN } else { nil } } == true)
        let nanMiddle = Value.array(ArrayValue([.double(1), .double(.nan), .double(0.5)]))
        #expect(try harness.call(nanMiddle, "max") == Value.some(.double(1)))
        // min(by:) keeps the first smallest, max(by:) the last largest... of equal keys:
        // ["kiwi", "banana", "fig", "cherry"] by count → "fig", "banana"
        let words = strings("kiwi", "banana", "fig", "cherry")
        let byCount = closure { .bool($0[0].asString!.count < $0[1].asString!.count) }
        #expect(try harness.call(words, "min", ("by", byCount)) == Value.some(.string("fig")))
        #expect(try harness.call(words, "max", (nil, byCount)) == Value.some(.string("banana")))
        #expect(try harness.call(words, "min") == Value.some(.string("banana")))
    }

    @Test func comparingSequences() throws {
        #expect(try harness.call(ints(1, 2, 3), "elementsEqual", (nil, ints(1, 2, 3))) == .bool(true))
        #expect(try harness.call(ints(1, 2, 3), "elementsEqual", (nil, ints(1, 2))) == .bool(false))
        #expect(try harness.call(ints(1, 2, 3), "starts", ("with", ints(1, 2))) == .bool(true))
        #expect(try harness.call(ints(1), "starts", ("with", ints(1, 2))) == .bool(false))
        #expect(try harness.call(ints(1, 2, 3), "lexicographicallyPrecedes", (nil, ints(1, 3))) == .bool(true))
        #expect(try harness.call(ints(1, 2), "lexicographicallyPrecedes", (nil, ints(1, 2))) == .bool(false))
        #expect(try harness.call(ints(1, 2), "lexicographicallyPrecedes", (nil, ints(1, 2, 0))) == .bool(true))
    }

    @Test func stringsShareTheAlgorithms() throws {
        // "banana".allSatisfy { $0.isLetter }, "hello".map { $0.uppercased() }.joined()
        let view = SequenceView(SequenceLibrary.elements(of: .string("hello"))!)
        let upper = closure { .string(String($0[0].text!).uppercased()) }
        let arguments = LibraryArguments(labels: [nil], values: [upper], harness.context)
        let mapped = try #require(try SequenceLibrary.method("map", arguments, on: view))
        #expect(try harness.call(mapped, "joined") == .string("HELLO"))
        #expect(SequenceLibrary.property("last", of: view) == Value.some(.character("o")))
    }
}
