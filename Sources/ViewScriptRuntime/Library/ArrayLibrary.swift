/// Members of `Array` and `ArraySlice` values. A slice keeps its base's indices
/// (`sliceStart`), so every index here is absolute: `xs.dropFirst(2).startIndex == 2`.
enum ArrayLibrary {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst",
        "swapAt", "sort", "reverse", "shuffle", "replaceSubrange", "removeSubrange", "reserveCapacity",
        "move",
    ]

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        guard case .array(let array) = value else { return nil }
        switch name {
        case "startIndex": return .int(array.startIndex)
        case "endIndex": return .int(array.endIndex)
        case "indices": return .range(RangeValue(.halfOpen, lower: .int(array.startIndex), upper: .int(array.endIndex)))
        case "lazy": return LazySequenceObject.lazy(value)
        // `[1, 2, 3].publisher`: Combine's `Publishers.Sequence` (its elements, then finished).
        case "publisher": return .native(FinitePublisher("Publishers.Sequence", values: Array(array.elements), end: .finished))
        case "capacity" where !array.isSlice: return .int(array.elements.capacity)
        default: return SequenceLibrary.property(name, of: view(array))
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        let arguments = LibraryArguments(labels: labels, values: arguments, context)
        if mutatingMethods.contains(name) { return try mutate(name, arguments, receiver: &receiver) }
        guard case .array(let array) = receiver else { return nil }
        if name == "formatted", labels.count <= 1 { return .string(try ListStyles.formatted(array, labels, arguments.values, context)) }
        if let result = try indexMethod(name, arguments, on: array) { return result }
        return try SequenceLibrary.method(name, arguments, on: view(array))
    }

    /// The array as the shared sequence algorithms see it; its subsequences are slices.
    static func view(_ array: ArrayValue) -> SequenceView {
        SequenceView(array.elements, elementType: array.elementType, firstIndex: array.startIndex) { offsets in
            .array(ArrayValue(Array(array.elements[offsets]), elementType: array.elementType,
                              sliceStart: array.startIndex + offsets.lowerBound))
        }
    }

    /// `index(after:)`, `index(_:offsetBy:)`, `distance(from:to:)`, `prefix(upTo:)`,
    /// `prefix(through:)`, `suffix(from:)`: Int index arithmetic, unchecked as in Swift
    /// (only slicing checks its bounds).
    private static func indexMethod(_ name: String, _ arguments: LibraryArguments, on array: ArrayValue) throws -> Value? {
        let context = arguments.context
        switch name {
        case "index" where arguments.match("after"): return .int(try arguments.int(0) + 1)
        case "index" where arguments.match("before"): return .int(try arguments.int(0) - 1)
        case "index" where arguments.match("_", "offsetBy"): return .int(try arguments.int(0) + arguments.int(1))
        case "index" where arguments.match("_", "offsetBy", "limitedBy"):
            let (start, distance, limit) = (try arguments.int(0), try arguments.int(1), try arguments.int(2))
            let end = start + distance
            let passesLimit = distance >= 0 ? (limit >= start && end > limit) : (limit <= start && end < limit)
            return passesLimit ? Value.none : Value.some(.int(end))
        case "distance" where arguments.match("from", "to"): return .int(try arguments.int(1) - arguments.int(0))
        case "prefix" where arguments.match("upTo"):
            return try slice(array, from: array.startIndex, to: arguments.int(0), context)
        case "prefix" where arguments.match("through"):
            let end = try arguments.int(0)
            if end < array.startIndex { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
            return try slice(array, from: array.startIndex, to: end + 1, context)
        case "suffix" where arguments.match("from"):
            let start = try arguments.int(0)
            if start > array.endIndex { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
            return try slice(array, from: start, to: array.endIndex, context)
        default:
            return nil
        }
    }

    /// `array[start..<end]` with the subscript's checks.
    static func slice(_ array: ArrayValue, from start: Int, to end: Int, _ context: CallContext) throws -> Value {
        if start > end { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
        if array.isSlice {
            if start < array.startIndex || end > array.endIndex {
                throw context.trap("Fatal error: ArraySlice index is out of range")
            }
        } else {
            if end > array.endIndex { throw context.trap("Fatal error: Array index is out of range") }
            if start < 0 { throw context.trap("Fatal error: Negative Array index is out of range") }
        }
        let elements = array.elements[(start - array.startIndex)..<(end - array.startIndex)]
        return .array(ArrayValue(Array(elements), elementType: array.elementType, sliceStart: start))
    }

    /// The absolute `start..<end` a range argument selects in `array` (`2...`, `..<3`, `1...2`).
    static func bounds(of range: RangeValue, in array: ArrayValue) -> (start: Int, end: Int)? {
        func int(_ value: Value?) -> Int? { value?.asInt }
        switch range.kind {
        case .halfOpen:
            guard let lower = int(range.lower), let upper = int(range.upper) else { return nil }
            return (lower, upper)
        case .closed:
            guard let lower = int(range.lower), let upper = int(range.upper), upper < Int.max else { return nil }
            return (lower, upper + 1)
        case .from:
            guard let lower = int(range.lower) else { return nil }
            return (lower, array.endIndex)
        case .upTo:
            guard let upper = int(range.upper) else { return nil }
            return (array.startIndex, upper)
        case .through:
            guard let upper = int(range.upper), upper < Int.max else { return nil }
            return (array.startIndex, upper + 1)
        }
    }
}
