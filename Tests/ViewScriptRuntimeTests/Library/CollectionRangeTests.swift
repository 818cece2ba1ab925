import Testing
@testable import ViewScriptRuntime

/// Ranges, with values recorded from Swift 6.3 (Programs/023 and scratch programs).
@Suite struct CollectionRangeTests {
    let harness = CollectionHarness()

    @Test func properties() throws {
        #expect(try harness.property("count", of: halfOpen(0, 5)) == .int(5))
        #expect(try harness.property("count", of: closed(-5, 5)) == .int(11))
        #expect(try harness.property("isEmpty", of: halfOpen(3, 3)) == .bool(true))
        #expect(try harness.property("isEmpty", of: closed(3, 3)) == .bool(false))
        #expect(try harness.property("lowerBound", of: closed(1, 3)) == .int(1))
        #expect(try harness.property("upperBound", of: halfOpen(0, 5)) == .int(5))
        #expect(try harness.property("first", of: halfOpen(0, 5)) == Value.some(.int(0)))
        #expect(try harness.property("last", of: halfOpen(0, 5)) == Value.some(.int(4)))
        #expect(try harness.property("last", of: closed(0, 5)) == Value.some(.int(5)))
        #expect(try harness.property("first", of: halfOpen(0, 0)) == Value.none)
        #expect(try harness.property("indices", of: halfOpen(5, 10)) == halfOpen(5, 10))
        let doubles = Value.range(RangeValue(.closed, lower: .double(1), upper: .double(2)))
        #expect(try harness.property("count", of: doubles) == nil)
    }

    @Test func contains() throws {
        #expect(try harness.call(halfOpen(0, 5), "contains", (nil, .int(5))) == .bool(false))
        #expect(try harness.call(closed(1, 3), "contains", (nil, .int(3))) == .bool(true))
        let from = Value.range(RangeValue(.from, lower: .int(5), upper: nil))
        #expect(try harness.call(from, "contains", (nil, .int(100))) == .bool(true))
        #expect(try harness.call(from, "contains", (nil, .int(4))) == .bool(false))
        let upTo = Value.range(RangeValue(.upTo, lower: nil, upper: .int(3)))
        #expect(try harness.call(upTo, "contains", (nil, .int(3))) == .bool(false))
        let through = Value.range(RangeValue(.through, lower: nil, upper: .int(3)))
        #expect(try harness.call(through, "contains", (nil, .int(-100))) == .bool(true))
        let unit = Value.range(RangeValue(.halfOpen, lower: .double(0), upper: .double(1)))
        #expect(try harness.call(unit, "contains", (nil, .double(1))) == .bool(false))
        let closedUnit = Value.range(RangeValue(.closed, lower: .double(0), upper: .double(1)))
        #expect(try harness.call(closedUnit, "contains", (nil, .double(.nan))) == .bool(false))
        let letters = Value.range(RangeValue(.closed, lower: .string("a"), upper: .string("z")))
        #expect(try harness.call(letters, "contains", (nil, .string("q"))) == .bool(true))
        #expect(try harness.call(closed(1, 10), "contains", (nil, intPredicate { $0 > 9 })) == .bool(true))
    }

    @Test func clampedAndOverlaps() throws {
        // r1.clamped(to: 2..<10) → 2..<5; (1...10).clamped(to: 3...4) → 3...4
        #expect(try harness.call(halfOpen(0, 5), "clamped", ("to", halfOpen(2, 10))) == halfOpen(2, 5))
        #expect(try harness.call(closed(1, 10), "clamped", ("to", closed(3, 4))) == closed(3, 4))
        #expect(try harness.call(halfOpen(0, 5), "clamped", ("to", halfOpen(7, 9))) == halfOpen(7, 7))
        #expect(try harness.call(halfOpen(0, 5), "overlaps", (nil, halfOpen(4, 8))) == .bool(true))
        #expect(try harness.call(halfOpen(0, 5), "overlaps", (nil, halfOpen(5, 8))) == .bool(false))
        #expect(try harness.call(halfOpen(5, 8), "overlaps", (nil, closed(1, 5))) == .bool(true))
        #expect(try harness.call(closed(1, 5), "overlaps", (nil, halfOpen(5, 8))) == .bool(true))
        #expect(try harness.call(closed(1, 5), "overlaps", (nil, halfOpen(5, 5))) == .bool(false))
        #expect(try harness.call(closed(1, 5), "overlaps", (nil, closed(6, 8))) == .bool(false))
    }

    @Test func rangesAsCollections() throws {
        #expect(try harness.call(closed(1, 10), "filter", (nil, intPredicate { $0 % 3 == 0 }))?.intElements == [3, 6, 9])
        #expect(try harness.call(closed(1, 4), "map", (nil, intClosure { .int($0 * $0) }))?.intElements == [1, 4, 9, 16])
        #expect(try harness.call(halfOpen(1, 1), "map", (nil, intClosure { .int($0) }))?.intElements == [])
        let add = closure { .int($0[0].asInt! + $0[1].asInt!) }
        #expect(try harness.call(closed(1, 5), "reduce", (nil, .int(0)), (nil, add)) == .int(15))
        #expect(try harness.call(closed(1, 3), "reversed")?.intElements == [3, 2, 1])
        #expect(try harness.call(closed(1, 10), "first", ("where", intPredicate { $0 * $0 > 50 })) == Value.some(.int(8)))
        // (0..<10).prefix(3) → 0..<3, suffix(2) → 8..<10, dropLast(3) → 0..<7, (0..<5).dropFirst() → 1..<5
        #expect(try harness.call(halfOpen(0, 10), "prefix", (nil, .int(3))) == halfOpen(0, 3))
        #expect(try harness.call(halfOpen(0, 10), "suffix", (nil, .int(2))) == halfOpen(8, 10))
        #expect(try harness.call(halfOpen(0, 10), "dropLast", (nil, .int(3))) == halfOpen(0, 7))
        #expect(try harness.call(halfOpen(0, 5), "dropFirst") == halfOpen(1, 5))
        #expect(try harness.call(halfOpen(0, 10), "drop", ("while", intPredicate { $0 < 3 })) == halfOpen(3, 10))
        #expect(try harness.call(halfOpen(5, 10), "firstIndex", ("of", .int(7))) == Value.some(.int(7)))
    }

    @Test func hugeRangesFailInsteadOfFillingMemory() throws {
        let huge = halfOpen(0, Int.max)
        #expect(throws: RuntimeError.self) { try harness.call(huge, "map", (nil, intClosure { .int($0) })) }
        #expect(throws: RuntimeError.self) { try harness.construct("Array", (nil, huge)) }
        #expect(try harness.property("count", of: huge) == .int(Int.max))
        #expect(try harness.call(huge, "contains", (nil, .int(12))) == .bool(true))
    }
}
