/// Members of `Dictionary` values. Elements are `(key: K, value: V)` tuples in insertion
/// order; `keys` and `values` are arrays (they print the same as Swift's views).
enum DictionaryLibrary {
    static let mutatingMethods: Set<String> = ["updateValue", "removeValue", "removeAll", "merge", "popFirst", "reserveCapacity"]

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        guard case .dictionary(let dictionary) = value else { return nil }
        switch name {
        case "keys": return .array(ArrayValue(dictionary.keys, elementType: dictionary.keyType))
        case "values": return .array(ArrayValue(dictionary.values, elementType: dictionary.valueType))
        case "lazy": return LazySequenceObject.lazy(value)
        case "count": return .int(dictionary.count)
        case "capacity": return .int(dictionary.capacity)
        case "isEmpty": return .bool(dictionary.isEmpty)
        default: return SequenceLibrary.property(name, of: view(dictionary))
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        let arguments = LibraryArguments(labels: labels, values: arguments, context)
        if mutatingMethods.contains(name) { return try mutate(name, arguments, receiver: &receiver) }
        guard case .dictionary(let dictionary) = receiver else { return nil }
        switch name {
        case "filter" where arguments.match("_"):
            var result = DictionaryValue(keyType: dictionary.keyType, valueType: dictionary.valueType)
            for (key, value) in zip(dictionary.keys, dictionary.values)
            where try context.test(arguments[0], SequenceLibrary.entry(key, value)) {
                result.updateValue(value, forKey: key)
            }
            return .dictionary(result)
        case "mapValues" where arguments.match("_"), "compactMapValues" where arguments.match("_"):
            var result = DictionaryValue(keyType: dictionary.keyType)
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                let mapped = try context.call(arguments[0], value)
                if name == "mapValues" {
                    result.updateValue(mapped, forKey: key)
                } else if let kept = mapped.unwrappedOnce {
                    result.updateValue(kept, forKey: key)
                }
            }
            return .dictionary(result)
        case "merging" where arguments.match("_", "uniquingKeysWith"):
            var result = dictionary
            try merge(&result, arguments)
            return .dictionary(result)
        case "index" where arguments.match("forKey"):
            return SequenceLibrary.optional(dictionary.index(of: arguments[0]).map(Value.int))
        default:
            return try SequenceLibrary.method(name, arguments, on: view(dictionary))
        }
    }

    /// The dictionary as a sequence of `(key:, value:)` tuples.
    static func view(_ dictionary: DictionaryValue) -> SequenceView {
        SequenceView(zip(dictionary.keys, dictionary.values).map(SequenceLibrary.entry))
    }

    private static func mutate(_ name: String, _ arguments: LibraryArguments, receiver: inout Value) throws -> Value? {
        guard case .dictionary(var dictionary) = receiver else { return nil }
        receiver = .void
        defer { receiver = .dictionary(dictionary) }
        switch name {
        case "updateValue" where arguments.match("_", "forKey"):
            let value = dictionary.valueType.map { arguments.context.interpreter.coerce(arguments[0], to: $0) } ?? arguments[0]
            return SequenceLibrary.optional(dictionary.updateValue(value, forKey: arguments[1]))
        case "removeValue" where arguments.match("forKey"):
            return SequenceLibrary.optional(dictionary.removeValue(forKey: arguments[0]))
        case "removeAll" where arguments.match(), "removeAll" where arguments.match("keepingCapacity"):
            dictionary.removeAll()
        case "merge" where arguments.match("_", "uniquingKeysWith"):
            try merge(&dictionary, arguments)
        case "popFirst" where arguments.match():
            guard let key = dictionary.keys.first else { return Value.none }
            let value = dictionary.removeValue(forKey: key)!
            return Value.some(SequenceLibrary.entry(key, value))
        case "reserveCapacity" where arguments.match("_"):
            dictionary.reserveCapacity(try ScalarArguments.int(arguments[0], arguments.context))
        default:
            return nil
        }
        return .void
    }

    /// `merge(_:uniquingKeysWith:)`: the other dictionary's (or sequence of pairs') entries
    /// in order; `combine(old, new)` decides a key both have.
    private static func merge(_ dictionary: inout DictionaryValue, _ arguments: LibraryArguments) throws {
        for pair in try arguments.sequence(0) {
            let (key, value) = try keyAndValue(pair, arguments.context)
            if let old = dictionary[key] {
                dictionary.updateValue(try arguments.context.call(arguments[1], old, value), forKey: key)
            } else {
                dictionary.updateValue(value, forKey: key)
            }
        }
    }

    /// A `(key, value)` pair of `Dictionary(uniqueKeysWithValues:)` and `merge`.
    static func keyAndValue(_ pair: Value, _ context: CallContext) throws -> (Value, Value) {
        guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else {
            throw context.failure(.typeMismatch(
                "expected a (key, value) pair, not '\(context.interpreter.describeForMessage(pair))'"))
        }
        return (tuple.elements[0], tuple.elements[1])
    }
}
