/// Members of ranges: `Range`, `ClosedRange` and the partial ranges. Bounds of any
/// `Comparable` type answer `contains`, `clamped(to:)`, `overlaps`; Int ranges are also
/// collections of their integers, whose `SubSequence` is a `Range`.
enum RangeLibrary {
    static let mutatingMethods: Set<String> = []

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        guard case .range(let range) = value else { return nil }
        switch name {
        case "lowerBound": return range.lower
        case "upperBound": return range.upper
        case "lazy":
            // `(1...).lazy`, `(0..<n).lazy`: elements made as they are asked for (see LazySequenceObject).
            return LazySequenceObject.lazy(value)
        case "isEmpty" where range.kind == .closed: return .bool(false)
        case "isEmpty" where range.kind == .halfOpen:
            guard let lower = range.lower, let upper = range.upper else { return nil }
            return .bool(try context.equal(lower, upper))
        default: break
        }
        guard let (start, end) = integerBounds(range) else { return nil }
        switch name {
        case "count":
            let count = end.subtractingReportingOverflow(start)
            if count.overflow { throw context.trap("Swift runtime failure: arithmetic overflow") }
            return .int(count.partialValue)
        case "first": return start < end ? Value.some(.int(start)) : Value.none
        case "last": return start < end ? Value.some(.int(end - 1)) : Value.none
        case "startIndex" where range.kind == .halfOpen: return .int(start)
        case "endIndex" where range.kind == .halfOpen: return .int(end)
        case "indices" where range.kind == .halfOpen: return value
        default: return nil
        }
    }

    /// `(1...).prefix(4)`, `(10...).enumerated()`, `(0...).makeIterator()`: the endless range,
    /// one element at a time; the results are sequences that are not lazy, as in Swift.
    private static func endlessMethod(_ name: String, labels: [String?], _ arguments: [Value], from start: Int,
                                      _ context: CallContext) throws -> Value? {
        switch (name, labels) {
        case ("prefix", [nil]):
            guard case .int(let count) = arguments[0] else { return nil }
            if count < 0 { throw context.trap("Fatal error: Can't take a prefix of negative length from a sequence") }
            return LazySequenceObject.eager(.prefix(.counting(from: start), count), typeName: "PrefixSequence")
        case ("enumerated", []):
            return LazySequenceObject.eager(.counting(from: start), typeName: "EnumeratedSequence", enumerated: true)
        case ("makeIterator", []):
            let next = try LazyChain.counting(from: start).makeIterator(context)
            return .native(AnyIteratorObject(typeName: "PartialRangeFrom<Int>.Iterator") { _ in try next() })
        default:
            return nil
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        guard case .range(let range) = receiver else { return nil }
        if range.kind == .from, case .int(let start)? = range.lower,
           let result = try endlessMethod(name, labels: labels, arguments, from: start, context) {
            return result
        }
        let arguments = LibraryArguments(labels: labels, values: arguments, context)
        switch name {
        case "contains" where !arguments.isClosureCall && arguments.match("_"):
            return .bool(try contains(range, arguments[0], context))
        case "clamped" where arguments.match("to"):
            return try clamped(range, to: arguments.range(0), context)
        case "overlaps" where arguments.match("_"):
            return try overlaps(range, arguments.range(0), context)
        default:
            guard let (start, end) = integerBounds(range) else { return nil }
            try SequenceLibrary.checkLength(end.subtractingReportingOverflow(start), context)
            return try SequenceLibrary.method(name, arguments, on: view(start, end))
        }
    }

    /// A bounded Int range as the half-open `start..<end` of its integers.
    static func integerBounds(_ range: RangeValue) -> (Int, Int)? {
        guard let bounds = range.intBounds else { return nil }
        return (bounds.start, bounds.end)
    }

    /// The integers `start..<end` as a collection whose slices are ranges.
    static func view(_ start: Int, _ end: Int) -> SequenceView {
        SequenceView((start..<end).map(Value.int), elementType: .int, firstIndex: start) { offsets in
            .range(RangeValue(.halfOpen, lower: .int(start + offsets.lowerBound), upper: .int(start + offsets.upperBound)))
        }
    }

    /// Swift's `contains`: `lowerBound <= x && x < upperBound` (`x <= upperBound` when closed).
    static func contains(_ range: RangeValue, _ element: Value, _ context: CallContext) throws -> Bool {
        if let lower = range.lower, try !context.lessOrEqual(lower, element) { return false }
        guard let upper = range.upper else { return true }
        switch range.kind {
        case .closed, .through: return try context.lessOrEqual(element, upper)
        default: return try context.less(element, upper)
        }
    }

    /// `clamped(to:)` of a `Range` or `ClosedRange`: each bound moved inside the limits.
    private static func clamped(_ range: RangeValue, to limits: RangeValue, _ context: CallContext) throws -> Value? {
        guard let lower = range.lower, let upper = range.upper,
              let limitLower = limits.lower, let limitUpper = limits.upper else { return nil }
        let newLower = try context.less(lower, limitLower) ? limitLower
            : try context.less(limitUpper, lower) ? limitUpper : lower
        let newUpper = try context.less(limitUpper, upper) ? limitUpper
            : try context.less(upper, limitLower) ? limitLower : upper
        return .range(RangeValue(range.kind, lower: newLower, upper: newUpper))
    }

    /// `overlaps(_:)`: whether the ranges share an element (an empty `Range` shares none).
    private static func overlaps(_ range: RangeValue, _ other: RangeValue, _ context: CallContext) throws -> Value? {
        guard let lower = range.lower, let upper = range.upper,
              let otherLower = other.lower, let otherUpper = other.upper else { return nil }
        let isEmpty = range.kind == .halfOpen ? try context.equal(lower, upper) : false
        let otherIsEmpty = other.kind == .halfOpen ? try context.equal(otherLower, otherUpper) : false
        // The other range ends before this one starts, or starts after it ends (an
        // excluded upper bound touching the other's lower bound shares nothing).
        let endsBefore = other.kind == .halfOpen
            ? try context.lessOrEqual(otherUpper, lower) : try context.less(otherUpper, lower)
        let startsAfter = range.kind == .halfOpen
            ? try context.lessOrEqual(upper, otherLower) : try context.less(upper, otherLower)
        return .bool(!(endsBefore || startsAfter || isEmpty || otherIsEmpty))
    }
}
