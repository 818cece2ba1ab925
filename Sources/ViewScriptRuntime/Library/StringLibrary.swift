/// Members of `String` (and `Substring`, which ViewScript models as `String`) and of
/// `Character`. Collections derived from a string are plain arrays:
/// `utf8`/`utf16` are arrays of code units (`Int`), `unicodeScalars` an array of
/// one-scalar `Character`s (a scalar's `value` is answered by `CharacterLibrary`),
/// `reversed()` and `sorted()` arrays of characters.
enum StringLibrary {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast",
        "removeSubrange", "replaceSubrange", "reserveCapacity", "write",
    ]

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        switch value {
        case .string where name == "lazy": return LazySequenceObject.lazy(value)
        case .string(let text): return try property(name, of: text, context)
        case .character(let character): return CharacterLibrary.property(name, of: character)
        default: return nil
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        if name == "write", labels.first == "to", case .string(let text) = receiver {
            try FileLibrary.write(text, to: arguments[0], context)
            return .void
        }
        // Before the `switch`, which would keep a second reference to the text (see `Value.Family`).
        if mutatingMethods.contains(name), case .string(var text) = receiver {
            // Let go of the receiver's copy so that appending in a loop stays linear.
            receiver = .void
            defer { receiver = .string(text) }
            return try mutatingMethod(name, labels: labels, &text, arguments, context)
        }
        if name == "data", case .string(let text) = receiver { return DataObject.data(of: text, labels: labels) }
        switch receiver {
        case .character(let character):
            return try CharacterLibrary.method(name, labels: labels, character, arguments, context)
        case .string(let text):
            if takesRegex(labels, arguments), let result = try regexMethod(name, labels: labels, text, arguments, context) { return result }
            if let result = try query(name, labels: labels, text, arguments, context) { return result }
            if let result = try closureMethod(name, labels: labels, text, arguments, context) { return result }
            if let result = try indexMethod(name, labels: labels, text, arguments, context) { return result }
            if let result = try foundationMethod(name, labels: labels, text, arguments, context) { return result }
            // What is left is generic sequence API (`sorted(by:)`, `min(by:)`, ...): the
            // string as an array of its characters.
            var characters = ScalarArguments.characters(text)
            return try ArrayLibrary.method(name, labels: labels, receiver: &characters, arguments: arguments, context)
        default:
            return nil
        }
    }

    // MARK: Properties

    static func property(_ name: String, of text: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "count": return .int(FastText.count(text))
        case "isEmpty": return .bool(text.isEmpty)
        case "first": return ScalarArguments.optional(text.first.map { .character($0) })
        case "last": return ScalarArguments.optional(text.last.map { .character($0) })
        case "utf8": return ScalarArguments.sized(text.utf8, .uint8)
        case "utf16": return ScalarArguments.sized(text.utf16, .uint16)
        case "unicodeScalars": return ScalarArguments.characters(text.unicodeScalars.map { Character($0) })
        case "startIndex": return .stringIndex(text.startIndex)
        case "endIndex": return .stringIndex(text.endIndex)
        case "indices": return .array(ArrayValue(text.indices.map { .stringIndex($0) }))
        case "description": return .string(text)
        case "capitalized": return .string(capitalized(text))
        case "localizedCapitalized": return .string(capitalized(text))
        case "localizedUppercase": return .string(text.uppercased())
        case "localizedLowercase": return .string(text.lowercased())
        default: return nil
        }
    }

    // MARK: Queries without closures

    static func query(_ name: String, labels: [String?], _ text: String, _ arguments: [Value],
                      _ context: CallContext) throws -> Value? {
        let argument = arguments.first ?? .void
        switch (name, labels) {
        case ("uppercased", []): return .string(text.uppercased())
        case ("lowercased", []): return .string(text.lowercased())
        case ("hasPrefix", [nil]): return .bool(text.hasPrefix(try ScalarArguments.string(argument, context)))
        case ("hasSuffix", [nil]): return .bool(text.hasSuffix(try ScalarArguments.string(argument, context)))
        case ("starts", ["with"]): return .bool(text.starts(with: try ScalarArguments.string(argument, context)))
        case ("contains", [nil]):
            if case .character(let character) = argument { return .bool(text.contains(character)) }
            let needle = try ScalarArguments.string(argument, context)
            // The standard library's answer; Foundation's (imported) says false for "".
            return .bool(needle.isEmpty || text.firstRange(of: needle) != nil)
        case ("split", _): return try split(text, labels: labels, arguments, context)
        case ("reversed", []): return ScalarArguments.characters(text.reversed())
        case ("sorted", []): return ScalarArguments.characters(text.sorted())
        case ("shuffled", []): return ScalarArguments.characters(text.shuffled(using: &context.interpreter.random))
        case ("randomElement", []):
            return ScalarArguments.optional(text.randomElement(using: &context.interpreter.random).map { .character($0) })
        case ("min", []): return ScalarArguments.optional(text.min().map { .character($0) })
        case ("max", []): return ScalarArguments.optional(text.max().map { .character($0) })
        case ("prefix", [nil]):
            if case .int(let count) = argument {
                guard count >= 0 else { throw context.trap("Fatal error: Can't take a prefix of negative length from a collection") }
                return .string(String(text.prefix(count)))
            }
            return nil
        case ("suffix", [nil]):
            let count = try ScalarArguments.int(argument, context)
            guard count >= 0 else { throw context.trap("Fatal error: Can't take a suffix of negative length from a collection") }
            return .string(String(text.suffix(count)))
        case ("dropFirst", []), ("dropLast", []), ("dropFirst", [nil]), ("dropLast", [nil]):
            let count = arguments.isEmpty ? 1 : try ScalarArguments.int(argument, context)
            guard count >= 0 else { throw context.trap("Fatal error: Can't drop a negative number of elements from a collection") }
            return .string(String(name == "dropFirst" ? text.dropFirst(count) : text.dropLast(count)))
        case ("replacing", [nil, "with"]):
            let target = try ScalarArguments.string(argument, context)
            let replacement = try ScalarArguments.string(arguments[1], context)
            return .string(target.isEmpty ? text : text.replacing(target, with: replacement))
        case ("elementsEqual", [nil]): return .bool(text.elementsEqual(try ScalarArguments.string(argument, context)))
        default: return nil
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` and
    /// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`, with Swift's defaults.
    static func split(_ text: String, labels: [String?], _ arguments: [Value],
                      _ context: CallContext) throws -> Value? {
        var separator: Value?
        var predicate: Value?
        var maxSplits = Int.max
        var omitting = true
        for (label, argument) in zip(labels, arguments) {
            switch label {
            case "separator": separator = argument
            case "whereSeparator": predicate = argument
            case "maxSplits": maxSplits = try ScalarArguments.int(argument, context)
            case "omittingEmptySubsequences": omitting = try ScalarArguments.bool(argument, context)
            default: return nil
            }
        }
        guard maxSplits >= 0 else { throw context.trap("Fatal error: Must take zero or more splits") }
        if let separator {
            if case .string(let word) = separator, word.count != 1 {
                let pieces = text.split(separator: word, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                return ScalarArguments.strings(pieces.map(String.init))
            }
            let character = try ScalarArguments.character(separator, context)
            let pieces = text.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            return ScalarArguments.strings(pieces.map(String.init))
        }
        guard let predicate else { return nil }
        return ScalarArguments.strings(try split(text, maxSplits: maxSplits, omitting: omitting) {
            try ScalarArguments.predicate(predicate, .character($0), context)
        })
    }

    /// Swift's `Collection.split` with a throwing separator test (the closure is the program's).
    private static func split(_ text: String, maxSplits: Int, omitting: Bool,
                              isSeparator: (Character) throws -> Bool) throws -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        var current = start
        func append(_ end: String.Index) {
            if start == end && omitting { return }
            pieces.append(String(text[start..<end]))
        }
        while current < text.endIndex, pieces.count < maxSplits {
            if try isSeparator(text[current]) {
                append(current)
                current = text.index(after: current)
                start = current
            } else {
                current = text.index(after: current)
            }
        }
        if !(start == text.endIndex && omitting) { append(text.endIndex) }
        return pieces
    }
}
