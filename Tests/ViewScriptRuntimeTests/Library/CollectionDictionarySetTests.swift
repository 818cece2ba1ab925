import Testing
@testable import ViewScriptRuntime

/// Dictionaries and sets, with values recorded from Swift 6.3 (Programs/019, 020, 060).
@Suite struct CollectionDictionarySetTests {
    let harness = CollectionHarness()
    let ages = dictionary(("ann", 32), ("bob", 25), ("cy", 40))
    let byValue = closure { arguments in
        guard case .tuple(let entry) = arguments[0] else { return .bool(false) }
        return .bool(entry.elements[1].asInt! > 30)
    }

    @Test func dictionaryProperties() throws {
        #expect(try harness.property("keys", of: ages) == strings("ann", "bob", "cy"))
        #expect(try harness.property("values", of: ages)?.intElements == [32, 25, 40])
        #expect(try harness.property("count", of: ages) == .int(3))
        #expect(try harness.property("isEmpty", of: dictionary()) == .bool(true))
        #expect(try harness.property("first", of: dictionary(("only", 1)))
            == Value.some(tuple(.string("only"), .int(1), labels: ["key", "value"])))
    }

    @Test func dictionaryUpdates() throws {
        var d = ages
        #expect(try harness.mutate(&d, "updateValue", (nil, .int(26)), ("forKey", .string("bob"))) == Value.some(.int(25)))
        #expect(try harness.mutate(&d, "updateValue", (nil, .int(1)), ("forKey", .string("eve"))) == Value.none)
        #expect(try harness.mutate(&d, "removeValue", ("forKey", .string("eve"))) == Value.some(.int(1)))
        #expect(try harness.mutate(&d, "removeValue", ("forKey", .string("nobody"))) == Value.none)
        #expect(d == dictionary(("ann", 32), ("bob", 26), ("cy", 40)))
        // merged.merge(["b": 20, "c": 30]) { old, new in old + new } → a:1 b:22 c:30
        var merged = dictionary(("a", 1), ("b", 2))
        let add = closure { .int($0[0].asInt! + $0[1].asInt!) }
        _ = try harness.mutate(&merged, "merge", (nil, dictionary(("b", 20), ("c", 30))), (nil, add))
        #expect(merged == dictionary(("a", 1), ("b", 22), ("c", 30)))
        let keepNew = closure { $0[1] }
        #expect(try harness.call(merged, "merging", (nil, dictionary(("a", 9))), ("uniquingKeysWith", keepNew))
            == dictionary(("a", 9), ("b", 22), ("c", 30)))
        _ = try harness.mutate(&merged, "removeAll")
        #expect(merged == dictionary())
    }

    @Test func dictionaryTransforms() throws {
        #expect(try harness.call(ages, "filter", (nil, byValue)) == dictionary(("ann", 32), ("cy", 40)))
        #expect(try harness.call(ages, "mapValues", (nil, intClosure { .int($0 * 2) }))
            == dictionary(("ann", 64), ("bob", 50), ("cy", 80)))
        let positive = intClosure { $0 > 30 ? .some(.int($0)) : .none }
        #expect(try harness.call(ages, "compactMapValues", (nil, positive)) == dictionary(("ann", 32), ("cy", 40)))
        let key = closure { arguments in
            guard case .tuple(let entry) = arguments[0] else { return .void }
            return entry.elements[0]
        }
        #expect(try harness.call(ages, "map", (nil, key)) == strings("ann", "bob", "cy"))
        #expect(try harness.call(ages, "contains", (nil, byValue)) == .bool(true))
        #expect(try harness.call(ages, "first", ("where", byValue))
            == Value.some(tuple(.string("ann"), .int(32), labels: ["key", "value"])))
        let sum = closure { arguments in
            guard case .tuple(let entry) = arguments[1] else { return .void }
            return .int(arguments[0].asInt! + entry.elements[1].asInt!)
        }
        #expect(try harness.call(ages, "reduce", (nil, .int(0)), (nil, sum)) == .int(97))
        let byKeyDescending = closure { arguments in
            guard case .tuple(let a) = arguments[0], case .tuple(let b) = arguments[1] else { return .bool(false) }
            return .bool(a.elements[0].asString! > b.elements[0].asString!)
        }
        let sorted = try harness.call(ages, "sorted", ("by", byKeyDescending))
        #expect(sorted?.asArray?.elements.first == tuple(.string("cy"), .int(40), labels: ["key", "value"]))
        let smallestValue = closure { arguments in
            guard case .tuple(let a) = arguments[0], case .tuple(let b) = arguments[1] else { return .bool(false) }
            return .bool(a.elements[1].asInt! < b.elements[1].asInt!)
        }
        #expect(try harness.call(ages, "min", (nil, smallestValue))
            == Value.some(tuple(.string("bob"), .int(25), labels: ["key", "value"])))
    }

    @Test func setMembership() throws {
        // var s: Set<Int> = [3, 1, 4, 1, 5, 9, 2, 6, 5]
        var s = intSet(3, 1, 4, 1, 5, 9, 2, 6, 5)
        #expect(try harness.property("count", of: s) == .int(7))
        #expect(try harness.call(s, "contains", (nil, .int(4))) == .bool(true))
        #expect(try harness.mutate(&s, "insert", (nil, .int(4)))
            == tuple(.bool(false), .int(4), labels: ["inserted", "memberAfterInsert"]))
        #expect(try harness.mutate(&s, "insert", (nil, .int(10)))
            == tuple(.bool(true), .int(10), labels: ["inserted", "memberAfterInsert"]))
        #expect(try harness.mutate(&s, "remove", (nil, .int(3))) == Value.some(.int(3)))
        #expect(try harness.mutate(&s, "remove", (nil, .int(100))) == Value.none)
        #expect(try harness.call(s, "sorted")?.intElements == [1, 2, 4, 5, 6, 9, 10])
        #expect(try harness.mutate(&s, "update", ("with", .int(1))) == Value.some(.int(1)))
        #expect(try harness.mutate(&s, "update", ("with", .int(77))) == Value.none)
        #expect(try harness.call(s, "filter", (nil, intPredicate { $0 > 9 })) == intSet(10, 77))
        #expect(try harness.call(s, "map", (nil, intClosure { .int($0 % 2) }))?.intElements?.count == 8)
        var empty = intSet()
        #expect(harness.trap { try harness.mutate(&empty, "removeFirst") } == "Fatal error: Can't removeFirst from an empty Set")
    }

    @Test func setAlgebra() throws {
        let s = intSet(1, 2, 4, 5, 6, 9, 10)
        let evens = intSet(2, 4, 6, 8, 10)
        func sorted(_ value: Value?) throws -> [Int]? { try harness.call(value!, "sorted")?.intElements }
        #expect(try sorted(harness.call(s, "union", (nil, evens))) == [1, 2, 4, 5, 6, 8, 9, 10])
        #expect(try sorted(harness.call(s, "intersection", (nil, evens))) == [2, 4, 6, 10])
        #expect(try sorted(harness.call(s, "subtracting", (nil, evens))) == [1, 5, 9])
        #expect(try sorted(harness.call(s, "symmetricDifference", (nil, evens))) == [1, 5, 8, 9])
        #expect(try harness.call(intSet(1, 2), "isSubset", ("of", ints(1, 2, 3))) == .bool(true))
        #expect(try harness.call(intSet(1, 2, 3), "isSuperset", ("of", ints(2))) == .bool(true))
        #expect(try harness.call(intSet(1), "isDisjoint", ("with", ints(2))) == .bool(true))
        #expect(try harness.call(intSet(1, 2), "isStrictSubset", ("of", ints(1, 2))) == .bool(false))
        // letters = Set("hello"); letters.formUnion("world")
        var letters = Value.set(SetValue(SequenceLibrary.elements(of: .string("hello"))!))
        _ = try harness.mutate(&letters, "formUnion", (nil, .string("world")))
        #expect(try harness.call(letters, "sorted") == .array(ArrayValue("dehlorw".map(Value.character))))
        var t = intSet(1, 2, 3)
        _ = try harness.mutate(&t, "subtract", (nil, ints(2)))
        _ = try harness.mutate(&t, "formIntersection", (nil, ints(3, 4)))
        #expect(t == intSet(3))
    }
}
