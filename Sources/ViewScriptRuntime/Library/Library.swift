import ViewScriptSyntax

/// The Swift standard library subset, for values that are not user types. The interpreter
/// asks here after user-defined members (extensions of built-in types come first).
/// Each entry point returns `nil` for "no such member", which the caller reports with the
/// member's name and position.
enum Library {
    /// `value.name` for built-in values (`array.count`, `string.isEmpty`, `optional?.x` is
    /// handled by the interpreter).
    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        switch value {
        case .array: return try ArrayLibrary.property(name, of: value, context)
        case .string, .character: return try StringLibrary.property(name, of: value, context)
        case .int, .double, .bool: return try NumberLibrary.property(name, of: value, context)
        case .dictionary: return try DictionaryLibrary.property(name, of: value, context)
        case .set: return try SetLibrary.property(name, of: value, context)
        case .range: return try RangeLibrary.property(name, of: value, context)
        case .tuple, .none, .some, .void, .structValue, .enumValue, .object, .function, .type, .keyPath,
             .stringIndex, .native:
            return nil
        }
    }

    /// Whether calling `name` on `value` mutates it (`append`, `sort`, `toggle`): the
    /// receiver must then be storage, and is written back.
    static func isMutating(_ name: String, on value: Value) -> Bool {
        switch value {
        case .array: return ArrayLibrary.mutatingMethods.contains(name)
        case .string: return StringLibrary.mutatingMethods.contains(name)
        case .dictionary: return DictionaryLibrary.mutatingMethods.contains(name)
        case .set: return SetLibrary.mutatingMethods.contains(name)
        case .bool: return name == "toggle"
        case .int, .double: return NumberLibrary.mutatingMethods.contains(name)
        default: return false
        }
    }

    /// `receiver.name(label: argument, ...)`.
    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        // On the payload-free tag: see `Value.Family` (mutating members must not copy).
        switch receiver.family {
        case .array: return try ArrayLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        case .string, .character:
            return try StringLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        case .number:
            return try NumberLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        case .dictionary:
            return try DictionaryLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        case .set: return try SetLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        case .range: return try RangeLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        case .other: return nil
        }
    }
}
