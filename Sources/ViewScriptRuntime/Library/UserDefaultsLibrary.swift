import ViewScriptSyntax

/// `UserDefaults.standard`: the store `@AppStorage` reads and writes (`KeyValueStore`), with
/// Foundation's typed getters and their defaults for a missing key (0, false, nil).
/// Source: Apple, UserDefaults, https://developer.apple.com/documentation/foundation/userdefaults
/// (`integer(forKey:)`: "If the value is absent or can't be converted to an integer, 0 will be
/// returned."; `bool(forKey:)`: false; `string(forKey:)`, `object(forKey:)`: nil).
final class UserDefaultsObject: NativeObject, NativeMembers {
    let store: KeyValueStore

    init(_ store: KeyValueStore) { self.store = store }

    var runtimeType: RuntimeType { .named("UserDefaults", []) }
    func describe() -> String { "<NSUserDefaults>" }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    /// A key written as a string or as one of String's static properties (`forKey: .onboarded`,
    /// from a program's `extension String { static let onboarded = "onboarded" }`).
    static func key(_ value: Value, _ context: CallContext) throws -> String? {
        if let text = value.asString { return text }
        guard case .native(let member as UnresolvedMember) = value else { return nil }
        return try context.interpreter.implicitMember(member.name, context: .string, arguments: nil, at: member.range).asString
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        if name == "register", arguments.labels == ["defaults"], case .dictionary(let dictionary) = values[0] {
            var defaults: [(key: String, value: Value)] = []
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                guard let key = key.asString else { return nil }
                defaults.append((key, value.unwrappedDeep ?? value))
            }
            store.register(defaults)
            return .void
        }
        guard let key = try values.last.flatMap({ try Self.key($0, context) }) else { return nil }
        let stored = store.value(forKey: key)
        switch (name, arguments.labels) {
        case ("set", [nil, "forKey"]):
            store.set(values[0].isNil ? nil : (values[0].unwrappedDeep ?? values[0]), forKey: key)
            return .void
        case ("removeObject", ["forKey"]):
            store.set(nil, forKey: key)
            return .void
        case ("object", ["forKey"]):
            return stored.map { Value.some($0) } ?? Value.none
        case ("integer", ["forKey"]):
            switch stored {
            case .int(let value)?: return .int(value)
            case .double(let value)?: return .int(Int(value))
            case .bool(let value)?: return .int(value ? 1 : 0)
            case .string(let text)?: return .int(Int(text) ?? Double(text).map { Int($0) } ?? 0)
            default: return .int(0)
            }
        case ("double", ["forKey"]):
            switch stored {
            case .int(let value)?: return .double(Double(value))
            case .double(let value)?: return .double(value)
            case .bool(let value)?: return .double(value ? 1 : 0)
            case .string(let text)?: return .double(Double(text) ?? 0)
            default: return .double(0)
            }
        case ("bool", ["forKey"]):
            switch stored {
            case .bool(let value)?: return .bool(value)
            case .int(let value)?: return .bool(value != 0)
            case .double(let value)?: return .bool(value != 0)
            case .string(let text)?: return .bool(["yes", "true"].contains(text.lowercased()) || (Int(text) ?? 0) != 0)
            default: return .bool(false)
            }
        case ("string", ["forKey"]):
            switch stored {
            case .string(let text)?: return .some(.string(text))
            case .int, .double:
                return .some(.string(try context.interpreter.describe(stored!, at: context.range)))
            default: return Value.none
            }
        case ("array", ["forKey"]):
            if case .array? = stored { return .some(stored!) }
            return Value.none
        case ("stringArray", ["forKey"]):
            // "nil if the specified default does not exist, the default does not contain an
            // array, or the array does not contain strings." (Apple, UserDefaults.stringArray(forKey:))
            guard case .array(let array)? = stored, array.elements.allSatisfy({ $0.asString != nil }) else { return Value.none }
            return .some(.array(ArrayValue(array.elements, elementType: .string)))
        case ("dictionary", ["forKey"]):
            if case .dictionary? = stored { return .some(stored!) }
            return Value.none
        case ("data", ["forKey"]):
            // "The data object associated with the specified key, or nil if the key doesn't exist
            // or its value is not a data object." (Apple, UserDefaults.data(forKey:))
            if case .native(let data as DataObject)? = stored { return .some(.native(data)) }
            return Value.none
        default:
            return nil
        }
    }
}
