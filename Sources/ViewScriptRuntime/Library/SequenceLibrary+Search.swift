/// `first(where:)`, `firstIndex(of:)`, `contains`, `allSatisfy`, `min`, `max` and the
/// comparisons of two sequences.
extension SequenceLibrary {
    static func search(_ name: String, _ arguments: LibraryArguments, on view: SequenceView) throws -> Value? {
        let context = arguments.context
        let elements = view.elements
        switch name {
        case "first" where arguments.match("where"):
            return optional(try elements.first { try context.test(arguments[0], $0) })
        case "last" where arguments.match("where"):
            return optional(try elements.last { try context.test(arguments[0], $0) })
        case "firstIndex", "lastIndex":
            guard let start = view.firstIndex else { return nil }
            let offset: Int?
            if arguments.match("of") {
                offset = try name == "firstIndex"
                    ? elements.firstIndex { try context.equal($0, arguments[0]) }
                    : elements.lastIndex { try context.equal($0, arguments[0]) }
            } else if arguments.match("where") {
                offset = try name == "firstIndex"
                    ? elements.firstIndex { try context.test(arguments[0], $0) }
                    : elements.lastIndex { try context.test(arguments[0], $0) }
            } else {
                return nil
            }
            return optional(offset.map { .int(start + $0) })
        case "contains" where arguments.isClosureCall && arguments.match("where"):
            return .bool(try elements.contains { try context.test(arguments[0], $0) })
        case "contains" where arguments.match("_"):
            return .bool(try elements.contains { try context.equal($0, arguments[0]) })
        case "allSatisfy" where arguments.match("_"):
            return .bool(try elements.allSatisfy { try context.test(arguments[0], $0) })
        case "count" where arguments.match("where"):
            return .int(try elements.reduce(0) { try context.test(arguments[0], $1) ? $0 + 1 : $0 })
        case "min" where arguments.match():
            return optional(try extreme(elements, keepsLater: false) { try context.less($0, $1) })
        case "max" where arguments.match():
            return optional(try extreme(elements, keepsLater: true) { try context.less($0, $1) })
        case "min" where arguments.match("by"):
            return optional(try extreme(elements, keepsLater: false) { try context.ordered(arguments[0], $0, $1) })
        case "max" where arguments.match("by"):
            return optional(try extreme(elements, keepsLater: true) { try context.ordered(arguments[0], $0, $1) })
        case "elementsEqual", "starts":
            let label = name == "starts" ? "with" : "_"
            let other: [Value]
            let equal: (Value, Value) throws -> Bool
            if arguments.match(label) {
                other = try arguments.sequence(0)
                equal = { try context.equal($0, $1) }
            } else if arguments.match(label, "by") {
                other = try arguments.sequence(0)
                equal = { try context.ordered(arguments[1], $0, $1) }
            } else {
                return nil
            }
            // Pairs are compared before lengths, as Swift's iterators do.
            for (mine, theirs) in zip(elements, other) where try !equal(mine, theirs) { return .bool(false) }
            return .bool(name == "starts" ? other.count <= elements.count : other.count == elements.count)
        case "lexicographicallyPrecedes":
            let other = try arguments.sequence(0)
            let less: (Value, Value) throws -> Bool
            if arguments.match("_") {
                less = { try context.less($0, $1) }
            } else if arguments.match("_", "by") {
                less = { try context.ordered(arguments[1], $0, $1) }
            } else {
                return nil
            }
            for (mine, theirs) in zip(elements, other) {
                if try less(mine, theirs) { return .bool(true) }
                if try less(theirs, mine) { return .bool(false) }
            }
            return .bool(elements.count < other.count)
        default:
            return nil
        }
    }

    /// Swift's `min(by:)` and `max(by:)`: the first smallest element, the last largest.
    static func extreme(_ elements: [Value], keepsLater: Bool, _ less: (Value, Value) throws -> Bool) throws -> Value? {
        guard var result = elements.first else { return nil }
        for element in elements.dropFirst() {
            if try keepsLater ? less(result, element) : less(element, result) { result = element }
        }
        return result
    }
}
