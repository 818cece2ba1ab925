import Testing
@testable import ViewScriptRuntime

/// `StableSort` must be Swift's own algorithm: the same comparator calls in the same order
/// and the same result, even for a comparator that is not a strict weak ordering. The
/// reference is this test process's own `Array.sort(by:)`.
@Suite struct CollectionSortTests {
    /// Deterministic pseudo-random arrays with many repeated keys.
    static func samples() -> [[Int]] {
        var generator = SeededGenerator(seed: 42)
        var result: [[Int]] = [[], [1], [2, 1], Array(0..<100), Array((0..<100).reversed())]
        for count in [5, 20, 63, 64, 65, 100, 130, 257, 600] {
            result.append((0..<count).map { _ in Int.random(in: 0..<(count / 3 + 2), using: &generator) })
        }
        // Runs of ascending and descending stretches.
        result.append((0..<300).map { ($0 / 40) % 2 == 0 ? $0 % 40 : 40 - $0 % 40 })
        return result
    }

    /// Sorts `(key, position)` pairs by key with `less`, recording every comparison.
    static func record(_ keys: [Int], _ less: @escaping (Int, Int) -> Bool, native: Bool) throws
        -> (order: [Int], calls: [String]) {
        var calls: [String] = []
        let compare = { (a: (Int, Int), b: (Int, Int)) -> Bool in
            calls.append("\(a.1)<\(b.1)")
            return less(a.0, b.0)
        }
        let pairs = keys.enumerated().map { ($0.element, $0.offset) }
        if native {
            return (pairs.sorted(by: compare).map(\.1), calls)
        }
        var values = pairs.map { Value.tuple(TupleValue([.int($0.0), .int($0.1)])) }
        try StableSort.sort(&values) { a, b in
            guard case .tuple(let x) = a, case .tuple(let y) = b else { return false }
            return compare((x.elements[0].asInt!, x.elements[1].asInt!), (y.elements[0].asInt!, y.elements[1].asInt!))
        }
        return (values.compactMap { if case .tuple(let t) = $0 { t.elements[1].asInt } else { nil } }, calls)
    }

    @Test(arguments: samples())
    func matchesSwiftsSort(_ keys: [Int]) throws {
        let comparators: [(Int, Int) -> Bool] = [(<), (>), (<=), { $0 % 7 < $1 % 7 }]
        for less in comparators {
            let ours = try Self.record(keys, less, native: false)
            let swift = try Self.record(keys, less, native: true)
            #expect(ours.order == swift.order)
            #expect(ours.calls == swift.calls)
        }
    }

    @Test func minimumRunLength() {
        #expect(StableSort.minimumRunLength(10) == 10)
        #expect(StableSort.minimumRunLength(64) == 32)
        #expect(StableSort.minimumRunLength(65) == 33)
        #expect(StableSort.minimumRunLength(1000) == 63)
    }

    @Test func comparatorErrorsPropagate() {
        struct Stop: Error {}
        var values = (0..<100).map(Value.int)
        #expect(throws: Stop.self) {
            try StableSort.sort(&values) { a, _ in if a == .int(50) { throw Stop() }; return false }
        }
        // Nothing is lost when the comparator throws.
        #expect(Set(values.compactMap(\.asInt)) == Set(0..<100))
    }
}
