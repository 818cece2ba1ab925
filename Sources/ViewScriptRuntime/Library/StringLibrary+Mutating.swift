/// Mutating `String` members (`var s`; the interpreter writes the receiver back).
extension StringLibrary {
    static func mutatingMethod(_ name: String, labels: [String?], _ text: inout String, _ arguments: [Value],
                               _ context: CallContext) throws -> Value? {
        let argument = arguments.first ?? .void
        switch (name, labels) {
        case ("append", [nil]), ("write", [nil]):
            text.append(contentsOf: try ScalarArguments.string(argument, context))
            return .void
        case ("append", ["contentsOf"]):
            text.append(contentsOf: try characters(of: argument, context))
            return .void
        case ("insert", [nil, "at"]):
            let character = try ScalarArguments.character(argument, context)
            let index = try checked(try ScalarArguments.index(arguments[1], context), in: text, allowingEnd: true, context)
            text.insert(character, at: index)
            return .void
        case ("insert", ["contentsOf", "at"]):
            let inserted = try characters(of: argument, context)
            let index = try checked(try ScalarArguments.index(arguments[1], context), in: text, allowingEnd: true, context)
            text.insert(contentsOf: inserted, at: index)
            return .void
        case ("remove", ["at"]):
            let index = try checked(try ScalarArguments.index(argument, context), in: text, allowingEnd: false, context)
            return .character(text.remove(at: index))
        case ("removeFirst", []):
            guard !text.isEmpty else { throw context.trap("Fatal error: Can't remove first element from an empty collection") }
            return .character(text.removeFirst())
        case ("removeLast", []):
            guard !text.isEmpty else { throw context.trap("Fatal error: Can't remove last element from an empty collection") }
            return .character(text.removeLast())
        case ("removeFirst", [nil]):
            let count = try ScalarArguments.int(argument, context)
            guard count >= 0 else { throw context.trap("Fatal error: Number of elements to remove should be non-negative") }
            guard count <= text.count else {
                throw context.trap("Fatal error: Can't remove more items from a collection than it has")
            }
            text.removeFirst(count)
            return .void
        case ("removeLast", [nil]):
            let count = try ScalarArguments.int(argument, context)
            guard count >= 0 else { throw context.trap("Fatal error: Number of elements to remove should be non-negative") }
            guard count <= text.count else {
                throw context.trap("Fatal error: Can't remove more items from a collection than it contains")
            }
            text.removeLast(count)
            return .void
        case ("popLast", []):
            return ScalarArguments.optional(text.popLast().map { .character($0) })
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            text.removeAll()
            return .void
        case ("removeAll", ["where"]):
            var kept = ""
            for character in text where try !ScalarArguments.predicate(argument, .character(character), context) {
                kept.append(character)
            }
            text = kept
            return .void
        case ("removeSubrange", [nil]):
            let bounds = try indexRange(argument, in: text, context)
            text.removeSubrange(bounds)
            return .void
        case ("replaceSubrange", [nil, "with"]):
            let bounds = try indexRange(argument, in: text, context)
            text.replaceSubrange(bounds, with: try characters(of: arguments[1], context))
            return .void
        case ("reserveCapacity", [nil]):
            return .void
        default:
            return nil
        }
    }

    /// The characters of a `String`, `Character` or `[Character]` argument.
    static func characters(of value: Value, _ context: CallContext) throws -> String {
        guard case .array(let array) = value else { return try ScalarArguments.string(value, context) }
        var result = ""
        for element in array.elements { result.append(contentsOf: try ScalarArguments.string(element, context)) }
        return result
    }

    /// A range of string indices, checked against the string, as a half-open range.
    static func indexRange(_ value: Value, in text: String, _ context: CallContext) throws -> Range<String.Index> {
        guard case .range(let range) = value else { throw ScalarArguments.mismatch(value, "Range<String.Index>", context) }
        return try bounds(of: range, in: text, context)
    }
}
