/// Reading the arguments of string and number members: each accessor either returns the
/// Swift value or throws the conversion error swiftc would have reported. Literals reach
/// the library untyped, so an `Int` is accepted where a `Double` is expected (`x.isEqual(to: 3)`).
enum ScalarArguments {
    /// The name of a value's type in messages (`'Int'`, `'String'`).
    static func typeName(_ value: Value) -> String {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .sized(let number): return number.width.name
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .none, .some: return "Optional"
        case .array: return "Array"
        case .stringIndex: return "String.Index"
        case .range: return "Range"
        case .native(let object): return object.runtimeType.description
        default: return "value"
        }
    }

    static func mismatch(_ value: Value, _ expected: String, _ context: CallContext) -> RuntimeError {
        context.failure(.cannotConvert(typeName(value), expected))
    }

    static func int(_ value: Value, _ context: CallContext) throws -> Int {
        guard case .int(let number) = value else { throw mismatch(value, "Int", context) }
        return number
    }

    static func double(_ value: Value, _ context: CallContext) throws -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: throw mismatch(value, "Double", context)
        }
    }

    static func bool(_ value: Value, _ context: CallContext) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(value, "Bool", context) }
        return flag
    }

    /// A `String` or `Substring` (both are `.string`); a character literal counts too.
    static func string(_ value: Value, _ context: CallContext) throws -> String {
        switch value {
        case .string(let text): return text
        case .character(let character): return String(character)
        default: throw mismatch(value, "String", context)
        }
    }

    /// A `Character`; a one-character string literal counts too.
    static func character(_ value: Value, _ context: CallContext) throws -> Character {
        switch value {
        case .character(let character): return character
        case .string(let text) where text.count == 1: return text[text.startIndex]
        default: throw mismatch(value, "Character", context)
        }
    }

    static func index(_ value: Value, _ context: CallContext) throws -> String.Index {
        guard case .stringIndex(let index) = value else { throw mismatch(value, "String.Index", context) }
        return index
    }

    /// A closure's result where Swift expects a `Bool` (predicates).
    static func predicate(_ closure: Value, _ argument: Value, _ context: CallContext) throws -> Bool {
        let result = try context.call(closure, argument)
        guard case .bool(let flag) = result else { throw mismatch(result, "Bool", context) }
        return flag
    }

    /// `Optional(value)` or `nil`.
    static func optional(_ value: Value?) -> Value { value.map { Value.some($0) } ?? Value.none }

    static func strings(_ texts: [String]) -> Value {
        .array(ArrayValue(texts.map { .string($0) }, elementType: .string))
    }

    static func characters<S: Sequence>(_ characters: S) -> Value where S.Element == Character {
        .array(ArrayValue(characters.map { .character($0) }, elementType: .character))
    }

    /// `String.utf8` (`UInt8` elements), `utf16` (`UInt16`).
    static func sized<S: Sequence>(_ numbers: S, _ width: IntegerWidth) -> Value where S.Element: UnsignedInteger {
        .array(ArrayValue(numbers.map { .sized(SizedInteger(width: width, bits: UInt64($0))) }, elementType: .sized(width)))
    }

    static func ints<S: Sequence>(_ numbers: S) -> Value where S.Element: BinaryInteger {
        .array(ArrayValue(numbers.map { .int(Int($0)) }, elementType: .int))
    }
}
