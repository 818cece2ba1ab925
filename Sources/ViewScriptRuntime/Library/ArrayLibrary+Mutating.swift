/// The mutating members of arrays and slices, with Swift's traps (whose texts differ
/// between `Array` and `ArraySlice`).
extension ArrayLibrary {
    static func mutate(_ name: String, _ arguments: LibraryArguments, receiver: inout Value) throws -> Value? {
        guard case .array(var array) = receiver else { return nil }
        // Let go of the receiver's reference so that the elements are not copied on write.
        receiver = .void
        defer { receiver = .array(array) }
        return try mutate(name, arguments, &array)
    }

    /// `path.append(.payment(total: 4))`: an implicit member the compiler could not type is an
    /// element of the array's element type (declared, or that of the elements it holds).
    private static func element(_ value: Value, of array: ArrayValue, _ context: CallContext) -> Value {
        context.interpreter.resolvingMember(value, as: array.elementType, like: array.elements.first)
    }

    private static func mutate(_ name: String, _ arguments: LibraryArguments, _ array: inout ArrayValue) throws -> Value? {
        let context = arguments.context
        switch name {
        case "append" where arguments.match("_"):
            array.elements.append(element(arguments[0], of: array, context))
        case "append" where arguments.match("contentsOf"):
            array.elements.append(contentsOf: try arguments.sequence(0))
        case "insert" where arguments.match("_", "at"):
            let index = try arguments.int(1)
            try checkInsertionIndex(index, array, context)
            array.elements.insert(element(arguments[0], of: array, context), at: index - array.startIndex)
        case "insert" where arguments.match("contentsOf", "at"):
            let index = try arguments.int(1)
            try replace(&array, start: index, end: index, with: arguments.sequence(0), context)
        case "replaceSubrange" where arguments.match("_", "with"):
            let (start, end) = try rangeArgument(arguments, array)
            try replace(&array, start: start, end: end, with: arguments.sequence(1), context)
        case "removeSubrange" where arguments.match("_"):
            let (start, end) = try rangeArgument(arguments, array)
            try replace(&array, start: start, end: end, with: [], context)
        case "remove" where arguments.match("at"):
            let index = try arguments.int(0)
            try checkIndex(index, array, context)
            return array.elements.remove(at: index - array.startIndex)
        case "removeAll" where arguments.match(), "removeAll" where arguments.match("keepingCapacity"):
            array.elements.removeAll()
            if array.isSlice { array.sliceStart = 0 }
        case "removeAll" where arguments.match("where"):
            array.elements = try array.elements.filter { try !context.test(arguments[0], $0) }
        case "removeFirst" where arguments.match():
            guard !array.elements.isEmpty else {
                throw context.trap(array.isSlice ? "Fatal error: Can't remove items from an empty collection"
                                                 : "Fatal error: Can't remove first element from an empty collection")
            }
            if let start = array.sliceStart { array.sliceStart = start + 1 }
            return array.elements.removeFirst()
        case "removeFirst" where arguments.match("_"):
            let count = try arguments.int(0)
            try checkRemovalCount(count, array, tooMany: array.isSlice ? "contains" : "has", context)
            array.elements.removeFirst(count)
            if let start = array.sliceStart { array.sliceStart = start + count }
        case "removeLast" where arguments.match():
            guard !array.elements.isEmpty else {
                throw context.trap("Fatal error: Can't remove last element from an empty collection")
            }
            return array.elements.removeLast()
        case "removeLast" where arguments.match("_"):
            let count = try arguments.int(0)
            try checkRemovalCount(count, array, tooMany: "contains", context)
            array.elements.removeLast(count)
        case "popLast" where arguments.match():
            return SequenceLibrary.optional(array.elements.popLast())
        case "popFirst" where arguments.match() && array.isSlice:
            guard !array.elements.isEmpty else { return Value.none }
            array.sliceStart = array.startIndex + 1
            return Value.some(array.elements.removeFirst())
        case "swapAt" where arguments.match("_", "_"):
            let (i, j) = (try arguments.int(0), try arguments.int(1))
            guard i != j else { break }
            try checkIndex(i, array, context)
            try checkIndex(j, array, context)
            array.elements.swapAt(i - array.startIndex, j - array.startIndex)
        case "sort" where arguments.match():
            array.elements = try SequenceLibrary.sorted(array.elements, context)
        case "sort" where arguments.match("using"):
            guard let sorted = try SortComparators.sorted(array.elements, using: arguments[0], context) else { return nil }
            array.elements = sorted
        case "sort" where arguments.match("by"):
            array.elements = try SequenceLibrary.sorted(array.elements, by: arguments[0], context)
        case "reverse" where arguments.match():
            array.elements.reverse()
        case "shuffle" where arguments.match():
            array.elements.shuffle(using: &context.interpreter.random)
        case "reserveCapacity" where arguments.match("_"):
            // Swift's own array underneath: its `capacity` is what Swift would report.
            array.elements.reserveCapacity(try ScalarArguments.int(arguments[0], context))
        case "remove" where arguments.match("atOffsets"), "move" where arguments.match("fromOffsets", "toOffset"):
            try moveByOffsets(name, arguments, &array)
        default:
            return nil
        }
        return .void
    }

    /// `remove(at:)`, `swapAt`: the index must name an element.
    private static func checkIndex(_ index: Int, _ array: ArrayValue, _ context: CallContext) throws {
        guard index < array.startIndex || index >= array.endIndex else { return }
        throw context.trap(array.isSlice ? "Fatal error: Index out of bounds" : "Fatal error: Index out of range")
    }

    /// `insert(_:at:)`: the index may also be `endIndex`.
    private static func checkInsertionIndex(_ index: Int, _ array: ArrayValue, _ context: CallContext) throws {
        if index > array.endIndex {
            throw context.trap(array.isSlice ? "Fatal error: ArraySlice index is out of range"
                                             : "Fatal error: Array index is out of range")
        }
        if index < array.startIndex {
            throw context.trap(array.isSlice ? "Fatal error: ArraySlice index is out of range (before startIndex)"
                                             : "Fatal error: Negative Array index is out of range")
        }
    }

    /// `removeFirst(_:)`, `removeLast(_:)`.
    private static func checkRemovalCount(_ count: Int, _ array: ArrayValue, tooMany verb: String,
                                          _ context: CallContext) throws {
        if count < 0 { throw context.trap("Fatal error: Number of elements to remove should be non-negative") }
        if count > array.elements.count {
            throw context.trap("Fatal error: Can't remove more items from a collection than it \(verb)")
        }
    }

    private static func rangeArgument(_ arguments: LibraryArguments, _ array: ArrayValue) throws -> (Int, Int) {
        guard let bounds = bounds(of: try arguments.range(0), in: array) else {
            throw arguments.context.failure(.typeMismatch("expected a range of Int indices"))
        }
        return bounds
    }

    /// `replaceSubrange`, and the insertions and removals built on it.
    private static func replace(_ array: inout ArrayValue, start: Int, end: Int, with elements: [Value],
                                _ context: CallContext) throws {
        if array.isSlice {
            if start < array.startIndex {
                throw context.trap("Fatal error: ArraySlice replace: subrange start is before the startIndex")
            }
            if end > array.endIndex { throw context.trap("Fatal error: ArraySlice replace: subrange extends past the end") }
        } else {
            if start < 0 { throw context.trap("Fatal error: Array replace: subrange start is negative") }
            if end > array.endIndex { throw context.trap("Fatal error: Array replace: subrange extends past the end") }
        }
        array.elements.replaceSubrange((start - array.startIndex)..<(end - array.startIndex), with: elements)
    }
}
