/// `String.Index`: the interpreter keeps Swift's own index (`Value.stringIndex`), so offsets
/// and printing (`2[utf8]`) are Swift's. Every index is checked before Swift sees it: where
/// Swift traps, the simulated program traps with Swift's message, never the interpreter.
extension StringLibrary {
    static let indexOutOfBounds = "Fatal error: String index is out of bounds"

    static func indexMethod(_ name: String, labels: [String?], _ text: String, _ arguments: [Value],
                            _ context: CallContext) throws -> Value? {
        func index(_ position: Int) throws -> String.Index {
            try ScalarArguments.index(arguments[position], context)
        }
        switch (name, labels) {
        case ("firstIndex", ["of"]):
            let character = try ScalarArguments.character(arguments[0], context)
            return ScalarArguments.optional(text.firstIndex(of: character).map { .stringIndex($0) })
        case ("lastIndex", ["of"]):
            let character = try ScalarArguments.character(arguments[0], context)
            return ScalarArguments.optional(text.lastIndex(of: character).map { .stringIndex($0) })
        case ("index", [nil, "offsetBy"]):
            let start = try checked(try index(0), in: text, allowingEnd: true, context)
            let distance = try ScalarArguments.int(arguments[1], context)
            let limit = distance >= 0 ? text.endIndex : text.startIndex
            guard let result = text.index(start, offsetBy: distance, limitedBy: limit) else {
                throw context.trap(indexOutOfBounds)
            }
            return .stringIndex(result)
        case ("index", [nil, "offsetBy", "limitedBy"]):
            let start = try checked(try index(0), in: text, allowingEnd: true, context)
            let distance = try ScalarArguments.int(arguments[1], context)
            let limit = try checked(try index(2), in: text, allowingEnd: true, context)
            // Past the limit is nil; past the string's ends (limit on the other side) traps.
            let end = distance >= 0 ? text.endIndex : text.startIndex
            let limitAhead = distance >= 0 ? limit >= start : limit <= start
            if limitAhead { return ScalarArguments.optional(text.index(start, offsetBy: distance, limitedBy: limit).map { .stringIndex($0) }) }
            guard let result = text.index(start, offsetBy: distance, limitedBy: end) else {
                throw context.trap(indexOutOfBounds)
            }
            return Value.some(.stringIndex(result))
        case ("index", ["after"]):
            let start = try checked(try index(0), in: text, allowingEnd: false, context)
            return .stringIndex(text.index(after: start))
        case ("index", ["before"]):
            let start = try checked(try index(0), in: text, allowingEnd: true, context)
            guard start > text.startIndex else { throw context.trap(indexOutOfBounds) }
            return .stringIndex(text.index(before: start))
        case ("distance", ["from", "to"]):
            let start = try checked(try index(0), in: text, allowingEnd: true, context)
            let end = try checked(try index(1), in: text, allowingEnd: true, context)
            return .int(text.distance(from: start, to: end))
        case ("prefix", ["upTo"]):
            let end = try checked(try index(0), in: text, allowingEnd: true, context)
            return .string(String(text[..<end]))
        case ("prefix", ["through"]):
            let end = try checked(try index(0), in: text, allowingEnd: false, context)
            return .string(String(text[...end]))
        case ("suffix", ["from"]):
            let start = try checked(try index(0), in: text, allowingEnd: true, context)
            return .string(String(text[start...]))
        case ("firstRange", ["of"]):
            let needle = try ScalarArguments.string(arguments[0], context)
            return ScalarArguments.optional(text.firstRange(of: needle).map(rangeValue))
        default:
            return nil
        }
    }

    /// `lower..<upper` of string indices, as a value.
    static func rangeValue(_ range: Range<String.Index>) -> Value {
        .range(RangeValue(.halfOpen, lower: .stringIndex(range.lowerBound), upper: .stringIndex(range.upperBound)))
    }

    /// The index, if it lies inside the string (`endIndex` only where a position after the
    /// last character is meaningful); Swift's trap otherwise.
    static func checked(_ index: String.Index, in text: String, allowingEnd: Bool,
                        _ context: CallContext) throws -> String.Index {
        let inside = index >= text.startIndex && (allowingEnd ? index <= text.endIndex : index < text.endIndex)
        guard inside else { throw context.trap(indexOutOfBounds) }
        return index
    }

    // MARK: Subscripts (the interpreter's, with these helpers)

    /// `text[index]`, or nil when the index is not a string index inside the string.
    static func character(at index: Value, in text: String) -> Character? {
        guard case .stringIndex(let position) = index, position >= text.startIndex, position < text.endIndex else {
            return nil
        }
        return text[position]
    }

    /// `text[index]` with Swift's trap for an index outside the string.
    static func subscriptCharacter(_ text: String, at index: Value, _ context: CallContext) throws -> Value {
        let position = try checked(try ScalarArguments.index(index, context), in: text, allowingEnd: false, context)
        return .character(text[position])
    }

    /// `text[range]` for ranges of string indices (`i..<j`, `i...j`, `i...`, `..<j`, `...j`):
    /// a `Substring`, modelled as a `String`.
    static func slice(_ text: String, _ range: RangeValue, _ context: CallContext) throws -> Value {
        .string(String(text[try bounds(of: range, in: text, context)]))
    }

    /// The checked bounds of a range of string indices, as a half-open range.
    static func bounds(of range: RangeValue, in text: String, _ context: CallContext) throws -> Range<String.Index> {
        func bound(_ value: Value?, allowingEnd: Bool) throws -> String.Index? {
            guard let value else { return nil }
            return try checked(try ScalarArguments.index(value, context), in: text, allowingEnd: allowingEnd, context)
        }
        let lower = try bound(range.lower, allowingEnd: true) ?? text.startIndex
        var upper = text.endIndex
        switch range.kind {
        case .halfOpen, .upTo: upper = try bound(range.upper, allowingEnd: true) ?? text.endIndex
        case .closed, .through:
            let last = try bound(range.upper, allowingEnd: false) ?? text.endIndex
            upper = text.index(after: last)
        case .from: break
        }
        guard lower <= upper else { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
        return lower..<upper
    }
}
