import Testing
@testable import ViewScriptRuntime

/// Arrays and slices: properties, index arithmetic, mutation and the traps, with values
/// recorded from Swift 6.3 (Programs/016, 018, 062, 108 and scratch programs).
@Suite struct CollectionArrayTests {
    let harness = CollectionHarness()

    @Test func properties() throws {
        let numbers = ints(3, 1, 4)
        #expect(try harness.property("count", of: numbers) == .int(3))
        #expect(try harness.property("isEmpty", of: ints()) == .bool(true))
        #expect(try harness.property("first", of: numbers) == Value.some(.int(3)))
        #expect(try harness.property("last", of: numbers) == Value.some(.int(4)))
        #expect(try harness.property("first", of: ints()) == Value.none)
        #expect(try harness.property("indices", of: numbers) == halfOpen(0, 3))
        #expect(try harness.property("endIndex", of: numbers) == .int(3))
        #expect(try harness.property("nope", of: numbers) == nil)
    }

    @Test func sliceKeepsItsBaseIndices() throws {
        // let slice = [1, 2, 3, 4, 5, 6, 7].dropFirst(2) → startIndex 2, endIndex 7
        let dropped = try #require(try harness.call(ints(1, 2, 3, 4, 5, 6, 7), "dropFirst", (nil, .int(2))))
        #expect(dropped.asArray?.sliceStart == 2)
        #expect(try harness.property("startIndex", of: dropped) == .int(2))
        #expect(try harness.property("endIndex", of: dropped) == .int(7))
        #expect(try harness.property("indices", of: dropped) == halfOpen(2, 7))
        // [5, 6, 7, 8][1...]: prefix(1).startIndex 1, suffix(1).startIndex 3, dropLast().endIndex 3
        let base = slice([6, 7, 8], from: 1)
        #expect(try harness.call(base, "prefix", (nil, .int(1)))?.asArray?.sliceStart == 1)
        #expect(try harness.call(base, "suffix", (nil, .int(1)))?.asArray?.sliceStart == 3)
        #expect(try harness.property("endIndex", of: harness.call(base, "dropLast")!) == .int(3))
        #expect(try harness.call(base, "firstIndex", ("of", .int(7))) == Value.some(.int(2)))
    }

    @Test func slicingMethods() throws {
        let xs = ints(1, 2, 3, 4, 5, 6, 7)
        #expect(try harness.call(xs, "prefix", (nil, .int(3)))?.intElements == [1, 2, 3])
        #expect(try harness.call(xs, "prefix", (nil, .int(100)))?.intElements == [1, 2, 3, 4, 5, 6, 7])
        #expect(try harness.call(xs, "suffix", (nil, .int(2)))?.intElements == [6, 7])
        #expect(try harness.call(xs, "dropFirst")?.intElements == [2, 3, 4, 5, 6, 7])
        #expect(try harness.call(xs, "dropFirst", (nil, .int(100)))?.intElements == [])
        #expect(try harness.call(xs, "dropLast", (nil, .int(5)))?.intElements == [1, 2])
        #expect(try harness.call(xs, "prefix", (nil, intPredicate { $0 < 4 }))?.intElements == [1, 2, 3])
        #expect(try harness.call(xs, "drop", ("while", intPredicate { $0 < 5 }))?.intElements == [5, 6, 7])
        #expect(try harness.call(xs, "prefix", ("upTo", .int(2)))?.intElements == [1, 2])
        #expect(try harness.call(xs, "prefix", ("through", .int(2)))?.intElements == [1, 2, 3])
        #expect(try harness.call(xs, "suffix", ("from", .int(5)))?.intElements == [6, 7])
        #expect(harness.trap { try harness.call(xs, "prefix", (nil, .int(-1))) }
            == "Fatal error: Can't take a prefix of negative length from a collection")
        #expect(harness.trap { try harness.call(xs, "suffix", (nil, .int(-1))) }
            == "Fatal error: Can't take a suffix of negative length from a collection")
        #expect(harness.trap { try harness.call(xs, "dropLast", (nil, .int(-1))) }
            == "Fatal error: Can't drop a negative number of elements from a collection")
        #expect(harness.trap { try harness.call(ints(1, 2, 3), "prefix", ("through", .int(5))) }
            == "Fatal error: Array index is out of range")
    }

    @Test func split() throws {
        // [1, 2, 3, 4, 5, 6, 7].split(separator: 4) → [ArraySlice([1, 2, 3]), ArraySlice([5, 6, 7])]
        let pieces = try #require(try harness.call(ints(1, 2, 3, 4, 5, 6, 7), "split", ("separator", .int(4)))?.asArray)
        #expect(pieces.elements.map(\.intElements) == [[1, 2, 3], [5, 6, 7]])
        #expect(pieces.elements.map { $0.asArray?.sliceStart } == [0, 4])
        let byClosure = try harness.call(ints(1, 2, 3, 4, 5, 6, 7), "split", (nil, intPredicate { $0 % 3 == 0 }))
        #expect(byClosure?.asArray?.elements.map(\.intElements) == [[1, 2], [4, 5], [7]])
        // [1, 1, 2, 1].split(separator: 1, omittingEmptySubsequences: false) → [[], [], [2], []]
        let keepingEmpty = try harness.call(ints(1, 1, 2, 1), "split", ("separator", .int(1)),
                                            ("omittingEmptySubsequences", .bool(false)))
        #expect(keepingEmpty?.asArray?.elements.map(\.intElements) == [[], [], [2], []])
        let once = try harness.call(ints(1, 2, 3, 4), "split", ("maxSplits", .int(1)),
                                    ("whereSeparator", intPredicate { $0 % 2 == 0 }))
        #expect(once?.asArray?.elements.map(\.intElements) == [[1], [3, 4]])
        #expect(try harness.call(ints(), "split", ("separator", .int(5)))?.asArray?.elements.isEmpty == true)
        #expect(harness.trap { try harness.call(ints(1), "split", ("separator", .int(1)), ("maxSplits", .int(-1))) }
            == "Fatal error: Must take zero or more splits")
    }

    @Test func appendInsertRemove() throws {
        // Programs/018-array-mutation
        var xs = ints(10, 20, 30)
        _ = try harness.mutate(&xs, "append", (nil, .int(40)))
        _ = try harness.mutate(&xs, "append", ("contentsOf", ints(50, 60)))
        #expect(xs.intElements == [10, 20, 30, 40, 50, 60])
        _ = try harness.mutate(&xs, "insert", (nil, .int(5)), ("at", .int(0)))
        _ = try harness.mutate(&xs, "insert", (nil, .int(99)), ("at", .int(7)))
        #expect(xs.intElements == [5, 10, 20, 30, 40, 50, 60, 99])
        #expect(try harness.mutate(&xs, "remove", ("at", .int(1))) == .int(10))
        #expect(try harness.mutate(&xs, "removeLast") == .int(99))
        #expect(try harness.mutate(&xs, "removeFirst") == .int(5))
        #expect(try harness.mutate(&xs, "popLast") == Value.some(.int(60)))
        _ = try harness.mutate(&xs, "removeLast", (nil, .int(1)))
        _ = try harness.mutate(&xs, "removeFirst", (nil, .int(2)))
        #expect(xs.intElements == [40])
        _ = try harness.mutate(&xs, "removeAll")
        #expect(try harness.mutate(&xs, "popLast") == Value.none)
        var ys = ints(1, 2, 3, 4, 5, 6)
        _ = try harness.mutate(&ys, "removeAll", (nil, intPredicate { $0 % 2 == 0 }))
        #expect(ys.intElements == [1, 3, 5])
        var names = strings("b", "a", "c")
        _ = try harness.mutate(&names, "insert", ("contentsOf", strings("x", "y")), ("at", .int(1)))
        #expect(names == strings("b", "x", "y", "a", "c"))
    }

    @Test func replaceSwapSortReverse() throws {
        var zs = ints(1, 20, 30, 31, 32, 5)
        _ = try harness.mutate(&zs, "replaceSubrange", (nil, halfOpen(0, 2)), ("with", ints(0)))
        #expect(zs.intElements == [0, 30, 31, 32, 5])
        _ = try harness.mutate(&zs, "swapAt", (nil, .int(0)), (nil, .int(1)))
        #expect(zs.intElements == [30, 0, 31, 32, 5])
        _ = try harness.mutate(&zs, "reverse")
        #expect(zs.intElements == [5, 32, 31, 0, 30])
        _ = try harness.mutate(&zs, "sort")
        #expect(zs.intElements == [0, 5, 30, 31, 32])
        _ = try harness.mutate(&zs, "sort", ("by", intOrder(>)))
        #expect(zs.intElements == [32, 31, 30, 5, 0])
        _ = try harness.mutate(&zs, "removeSubrange", (nil, closed(1, 2)))
        #expect(zs.intElements == [32, 5, 0])
        // swapAt(i, i) does not check the index.
        _ = try harness.mutate(&zs, "swapAt", (nil, .int(5)), (nil, .int(5)))
        #expect(zs.intElements == [32, 5, 0])
    }

    @Test func sliceMutationMovesItsStart() throws {
        // var s = [1, 2, 3, 4, 5][1...]; s.removeFirst() → [3, 4, 5], startIndex 2
        var s = slice([2, 3, 4, 5], from: 1)
        #expect(try harness.mutate(&s, "removeFirst") == .int(2))
        #expect(s.asArray?.sliceStart == 2)
        _ = try harness.mutate(&s, "removeFirst", (nil, .int(2)))
        #expect(s == slice([5], from: 4) && s.asArray?.sliceStart == 4)
        // u = [3, 4, 5] at 2; insert(7, at: 2) puts it first.
        var u = slice([4, 5], from: 2)
        _ = try harness.mutate(&u, "append", (nil, .int(9)))
        _ = try harness.mutate(&u, "insert", (nil, .int(7)), ("at", .int(2)))
        #expect(u.intElements == [7, 4, 5, 9] && u.asArray?.sliceStart == 2)
        var v = slice([3, 4, 5], from: 2)
        #expect(try harness.mutate(&v, "popFirst") == Value.some(.int(3)))
        #expect(v.asArray?.sliceStart == 3)
        _ = try harness.mutate(&v, "removeAll")
        #expect(v.asArray?.sliceStart == 0)
        // z = [6, 7, 8] at 1; replaceSubrange(1..<3, with: [0]) → [0, 8]
        var z = slice([6, 7, 8], from: 1)
        _ = try harness.mutate(&z, "replaceSubrange", (nil, halfOpen(1, 3)), ("with", ints(0)))
        #expect(z.intElements == [0, 8])
    }

    @Test func arrayTraps() {
        var empty = ints()
        var xs = ints(1, 2, 3)
        #expect(harness.trap { try harness.mutate(&empty, "removeLast") }
            == "Fatal error: Can't remove last element from an empty collection")
        #expect(harness.trap { try harness.mutate(&empty, "removeFirst") }
            == "Fatal error: Can't remove first element from an empty collection")
        #expect(harness.trap { try harness.mutate(&xs, "remove", ("at", .int(3))) } == "Fatal error: Index out of range")
        #expect(harness.trap { try harness.mutate(&xs, "remove", ("at", .int(-1))) } == "Fatal error: Index out of range")
        #expect(harness.trap { try harness.mutate(&xs, "insert", (nil, .int(9)), ("at", .int(4))) }
            == "Fatal error: Array index is out of range")
        #expect(harness.trap { try harness.mutate(&xs, "insert", (nil, .int(9)), ("at", .int(-1))) }
            == "Fatal error: Negative Array index is out of range")
        #expect(harness.trap { try harness.mutate(&xs, "swapAt", (nil, .int(0)), (nil, .int(3))) }
            == "Fatal error: Index out of range")
        #expect(harness.trap { try harness.mutate(&xs, "removeFirst", (nil, .int(4))) }
            == "Fatal error: Can't remove more items from a collection than it has")
        #expect(harness.trap { try harness.mutate(&xs, "removeLast", (nil, .int(4))) }
            == "Fatal error: Can't remove more items from a collection than it contains")
        #expect(harness.trap { try harness.mutate(&xs, "removeFirst", (nil, .int(-1))) }
            == "Fatal error: Number of elements to remove should be non-negative")
        #expect(harness.trap { try harness.mutate(&xs, "replaceSubrange", (nil, halfOpen(2, 5)), ("with", ints(1))) }
            == "Fatal error: Array replace: subrange extends past the end")
        #expect(harness.trap { try harness.mutate(&xs, "insert", ("contentsOf", ints(1)), ("at", .int(-1))) }
            == "Fatal error: Array replace: subrange start is negative")
        #expect(xs.intElements == [1, 2, 3])
    }

    @Test func sliceTraps() {
        var s = slice([2, 3, 4], from: 1)
        var empty = slice([], from: 0)
        #expect(harness.trap { try harness.mutate(&s, "remove", ("at", .int(0))) } == "Fatal error: Index out of bounds")
        #expect(harness.trap { try harness.mutate(&s, "swapAt", (nil, .int(0)), (nil, .int(1))) }
            == "Fatal error: Index out of bounds")
        #expect(harness.trap { try harness.mutate(&s, "insert", (nil, .int(1)), ("at", .int(0))) }
            == "Fatal error: ArraySlice index is out of range (before startIndex)")
        #expect(harness.trap { try harness.mutate(&s, "insert", (nil, .int(1)), ("at", .int(5))) }
            == "Fatal error: ArraySlice index is out of range")
        #expect(harness.trap { try harness.mutate(&s, "replaceSubrange", (nil, halfOpen(0, 2)), ("with", ints())) }
            == "Fatal error: ArraySlice replace: subrange start is before the startIndex")
        #expect(harness.trap { try harness.mutate(&s, "removeFirst", (nil, .int(4))) }
            == "Fatal error: Can't remove more items from a collection than it contains")
        #expect(harness.trap { try harness.mutate(&empty, "removeFirst") }
            == "Fatal error: Can't remove items from an empty collection")
    }

    @Test func indexArithmetic() throws {
        let xs = ints(1, 2, 3)
        #expect(try harness.call(xs, "index", ("after", .int(5))) == .int(6))
        #expect(try harness.call(xs, "index", ("before", .int(0))) == .int(-1))
        #expect(try harness.call(xs, "index", (nil, .int(3)), ("offsetBy", .int(10))) == .int(13))
        #expect(try harness.call(xs, "distance", ("from", .int(0)), ("to", .int(9))) == .int(9))
        #expect(try harness.call(xs, "index", (nil, .int(0)), ("offsetBy", .int(5)), ("limitedBy", .int(3)))
            == Value.none)
        #expect(try harness.call(xs, "index", (nil, .int(0)), ("offsetBy", .int(2)), ("limitedBy", .int(3)))
            == Value.some(.int(2)))
    }

    @Test func unknownMembersAreNil() throws {
        var xs = ints(1)
        #expect(try harness.call(xs, "frobnicate") == nil)
        #expect(try harness.mutate(&xs, "append", ("bogus", .int(1))) == nil)
        #expect(xs.intElements == [1])
    }
}
