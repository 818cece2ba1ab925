/// String members that call a closure of the program once per character, in order
/// (the order and number of calls is observable when the closure prints).
extension StringLibrary {
    static func closureMethod(_ name: String, labels: [String?], _ text: String, _ arguments: [Value],
                              _ context: CallContext) throws -> Value? {
        // A key path stands for its closure (`text.filter(\.isNumber)`).
        guard let closure = arguments.last, closure.isFunctionOrKeyPath else {
            return labels == [] && name == "enumerated" ? enumerated(text) : nil
        }
        func test(_ character: Character) throws -> Bool {
            try ScalarArguments.predicate(closure, .character(character), context)
        }
        switch (name, labels) {
        case ("filter", [nil]):
            var kept = ""
            for character in text where try test(character) { kept.append(character) }
            return .string(kept)
        case ("map", [nil]):
            return .array(ArrayValue(try text.map { try context.call(closure, .character($0)) }))
        case ("compactMap", [nil]):
            var results: [Value] = []
            for character in text {
                switch try context.call(closure, .character(character)) {
                case .none: continue
                case .some(let value): results.append(value)
                case let value: results.append(value)
                }
            }
            return .array(ArrayValue(results))
        case ("forEach", [nil]):
            for character in text { _ = try context.call(closure, .character(character)) }
            return .void
        case ("allSatisfy", [nil]):
            for character in text where try !test(character) { return .bool(false) }
            return .bool(true)
        case ("contains", ["where"]):
            for character in text where try test(character) { return .bool(true) }
            return .bool(false)
        case ("count", ["where"]):
            var count = 0
            for character in text where try test(character) { count += 1 }
            return .int(count)
        case ("first", ["where"]):
            for character in text where try test(character) { return Value.some(.character(character)) }
            return Value.none
        case ("last", ["where"]):
            for character in text.reversed() where try test(character) { return Value.some(.character(character)) }
            return Value.none
        case ("firstIndex", ["where"]):
            for index in text.indices where try test(text[index]) { return Value.some(.stringIndex(index)) }
            return Value.none
        case ("lastIndex", ["where"]):
            for index in text.indices.reversed() where try test(text[index]) { return Value.some(.stringIndex(index)) }
            return Value.none
        case ("prefix", ["while"]):
            var end = text.startIndex
            while end < text.endIndex, try test(text[end]) { end = text.index(after: end) }
            return .string(String(text[..<end]))
        case ("drop", ["while"]):
            var start = text.startIndex
            while start < text.endIndex, try test(text[start]) { start = text.index(after: start) }
            return .string(String(text[start...]))
        case ("reduce", [nil, nil]):
            var accumulator = arguments[0]
            for character in text { accumulator = try context.call(closure, accumulator, .character(character)) }
            return accumulator
        default:
            return nil
        }
    }

    /// `enumerated()`: `(offset: Int, element: Character)` pairs.
    static func enumerated(_ text: String) -> Value {
        .array(ArrayValue(text.enumerated().map { offset, character in
            .tuple(TupleValue([.int(offset), .character(character)], labels: ["offset", "element"]))
        }))
    }
}

extension Value {
    var isFunctionOrKeyPath: Bool {
        switch self {
        case .function, .keyPath: return true
        default: return false
        }
    }
}
