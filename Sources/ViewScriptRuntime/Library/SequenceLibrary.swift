/// The algorithms every sequence shares (`Sequence`, `Collection`, `BidirectionalCollection`
/// in the standard library): arrays and slices, Int ranges, sets, dictionaries, strings.
/// Each collection's library asks here after its own members, describing itself as a
/// `SequenceView`; results that Swift types as the collection's `SubSequence` are built
/// by the view, everything else is an `Array`, as in Swift.
enum SequenceLibrary {
    /// Any sequence value's elements in iteration order, or nil for a value that is not a
    /// sequence: arrays, slices, sets, dictionaries (`(key:, value:)` tuples), strings
    /// (characters) and bounded Int ranges. Builds the whole array: a `for` loop over a huge
    /// range should count through it instead.
    static func elements(of value: Value) -> [Value]? {
        switch value {
        case .array(let array): return array.elements
        case .set(let set): return set.elements
        case .dictionary(let dictionary): return zip(dictionary.keys, dictionary.values).map(entry)
        case .string(let string): return string.map(Value.character)
        case .range(let range):
            guard let bounds = range.intBounds else { return SizedRanges.elements(of: range) }
            return bounds.start < bounds.end ? (bounds.start..<bounds.end).map(Value.int) : []
        case .native(let indexSet as IndexSetObject): return indexSet.elements
        default: return nil
        }
    }

    /// `elements(of:)` for the library's own use: a range too long to build within the
    /// step budget is a ViewScript error, not an exhausted machine.
    static func materialize(_ value: Value, _ context: CallContext) throws -> [Value]? {
        if case .range(let range) = value, let bounds = range.intBounds {
            try checkLength(bounds.end.subtractingReportingOverflow(bounds.start), context)
        }
        if let elements = elements(of: value) { return elements }
        // A user `Sequence` or `IteratorProtocol` (`Array(countdown)`, `zip(a, countdown)`).
        return try context.interpreter.userSequenceElements(value, nil, at: context.range)
    }

    /// Fails when a collection of `length` elements could not be built within the budget.
    static func checkLength(_ length: (partialValue: Int, overflow: Bool), _ context: CallContext) throws {
        let budget = context.interpreter.limits.stepBudget
        if length.overflow || length.partialValue > budget {
            let count = length.overflow ? "more than \(Int.max)" : "\(length.partialValue)"
            throw context.failure(.stepBudgetExceeded("building a collection of \(count) elements", budget))
        }
    }

    /// One element of a dictionary: `(key: K, value: V)`.
    static func entry(_ key: Value, _ value: Value) -> Value {
        .tuple(TupleValue([key, value], labels: ["key", "value"]))
    }

    // MARK: Members

    /// `count`, `isEmpty`, `first`, `last`, `underestimatedCount`.
    static func property(_ name: String, of view: SequenceView) -> Value? {
        switch name {
        case "count", "underestimatedCount": return .int(view.elements.count)
        case "isEmpty": return .bool(view.elements.isEmpty)
        case "first": return optional(view.elements.first)
        case "last": return optional(view.elements.last)
        default: return nil
        }
    }

    /// The shared methods; nil when `name` with these labels is not one of them.
    static func method(_ name: String, _ arguments: LibraryArguments, on view: SequenceView) throws -> Value? {
        if let result = try transform(name, arguments, on: view) { return result }
        if let result = try search(name, arguments, on: view) { return result }
        return try slice(name, arguments, on: view)
    }

    /// `Optional` of a found element.
    static func optional(_ value: Value?) -> Value { value.map(Value.some) ?? Value.none }
}

/// A sequence as the shared algorithms see it.
struct SequenceView {
    var elements: [Value]
    /// Kept by results with the same elements (`filter`, `sorted`, `prefix`).
    var elementType: RuntimeType?
    /// The index of the first element, for collections indexed by `Int` (arrays, slices,
    /// Int ranges); nil where indices are opaque (sets, dictionaries).
    var firstIndex: Int?
    /// The collection's `SubSequence` for offsets into `elements`.
    var subsequence: (Range<Int>) -> Value

    init(_ elements: [Value], elementType: RuntimeType? = nil, firstIndex: Int? = nil,
         subsequence: ((Range<Int>) -> Value)? = nil) {
        self.elements = elements
        self.elementType = elementType
        self.firstIndex = firstIndex
        self.subsequence = subsequence ?? { .array(ArrayValue(Array(elements[$0]), elementType: elementType)) }
    }

    /// An `Array` of some of the elements, with this sequence's element type.
    func array(_ elements: [Value]) -> Value { .array(ArrayValue(elements, elementType: elementType)) }
}
