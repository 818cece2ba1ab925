import ViewScriptSyntax

/// The Swift standard library subset, for values that are not user types. The interpreter
/// asks here after user-defined members (extensions of built-in types come first).
/// Each entry point returns `nil` for "no such member", which the caller reports with the
/// member's name and position.
enum Library {
    /// `value.name` for built-in values (`array.count`, `string.isEmpty`, `optional?.x` is
    /// handled by the interpreter).
    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        if let own = try ownProperty(name, of: value, context) { return own }
        // `items.description`: what `print` and `debugPrint` would write.
        switch (name, value) {
        case ("description", .array), ("description", .dictionary), ("description", .set), ("description", .range):
            return .string(try context.interpreter.describe(value, at: context.range))
        case ("debugDescription", .array), ("debugDescription", .dictionary), ("debugDescription", .set),
             ("debugDescription", .range), ("debugDescription", .some), ("debugDescription", .none),
             ("debugDescription", .string), ("debugDescription", .int), ("debugDescription", .double):
            return .string(try context.interpreter.debugDescribe(value, at: context.range))
        default:
            return nil
        }
    }

    private static func ownProperty(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        switch value {
        case .array: return try ArrayLibrary.property(name, of: value, context)
        case .string, .character: return try StringLibrary.property(name, of: value, context)
        case .int, .double, .bool, .sized, .float: return try NumberLibrary.property(name, of: value, context)
        case .dictionary: return try DictionaryLibrary.property(name, of: value, context)
        case .set: return try SetLibrary.property(name, of: value, context)
        case .range: return try RangeLibrary.property(name, of: value, context)
        case .tuple, .none, .some, .void, .structValue, .enumValue, .object, .function, .type, .keyPath,
             .stringIndex, .native:
            return nil
        }
    }

    /// Which receivers a method name mutates (`append`, `sort`, `toggle`): the receiver must
    /// then be storage, and is written back. Worked out once per call site from the name, so
    /// that a call tests a bit instead of hashing the name.
    struct Mutability {
        private let mask: UInt8

        init(_ name: String) {
            var mask: UInt8 = 0
            if ArrayLibrary.mutatingMethods.contains(name) { mask |= 1 }
            if StringLibrary.mutatingMethods.contains(name) { mask |= 2 }
            if DictionaryLibrary.mutatingMethods.contains(name) { mask |= 4 }
            if SetLibrary.mutatingMethods.contains(name) { mask |= 8 }
            if name == "toggle" { mask |= 16 }
            if NumberLibrary.mutatingMethods.contains(name) { mask |= 32 }
            self.mask = mask
        }

        /// Whether the method mutates a collection or string of `family` (nil for other families:
        /// their values tell, see `mutates(_:)`).
        func mutates(collection family: Value.Family) -> Bool? {
            switch family {
            case .array: return mask & 1 != 0
            case .string: return mask & 2 != 0
            case .dictionary: return mask & 4 != 0
            case .set: return mask & 8 != 0
            default: return nil
            }
        }

        /// Whether the method mutates `value`.
        func mutates(_ value: Value) -> Bool {
            switch value {
            case .bool: return mask & 16 != 0
            case .int, .double, .sized, .float: return mask & 32 != 0
            default: return mutates(collection: value.family) ?? false
            }
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
