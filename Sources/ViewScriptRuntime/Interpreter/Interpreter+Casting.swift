extension Interpreter {
    /// Stores `value` where `type` is declared: integer literals become `Double`, values
    /// become `Optional`, one-character strings become `Character`, elements follow.
    /// Whether `coerce(_:to:)` can change a value of the library's own kinds for `type`
    /// (a runtime object, such as an unresolved `.member`, it may change for any type).
    static func coercionMayChange(_ type: RuntimeType) -> Bool {
        switch type {
        case .optional, .double, .character, .array, .set, .dictionary, .tuple, .sized, .float: return true
        case .named(let name, _): return name == "Decimal"
        default: return false
        }
    }

    /// `coercionMayChange` of an optional type (nil: nothing to coerce to), read in place.
    static func coercionMayChange(_ type: RuntimeType?) -> Bool {
        switch type {
        case .optional?, .double?, .character?, .array?, .set?, .dictionary?, .tuple?, .sized?, .float?: return true
        case .named(let name, _)?: return name == "Decimal"
        default: return false
        }
    }

    /// `value` as a value of `type`: an `Int` literal as a `Double`, a value wrapped in an
    /// optional, an implicit member resolved. Most pairs (an `Int` to `Int`) change nothing,
    /// and are told apart here without a call.
    @inline(__always)
    public func coerce(_ value: Value, to type: RuntimeType) -> Value {
        if !value.isNative, !Self.coercionMayChange(type) { return value }
        return coerceChanging(value, to: type)
    }

    private func coerceChanging(_ value: Value, to type: RuntimeType) -> Value {
        if case .native(let object) = value, let member = object as? UnresolvedMember {
            return resolve(member, as: type).map { coerce($0, to: type) } ?? value
        }
        switch type {
        case .optional(let wrapped):
            switch value {
            case .none: return Value.none
            case .some(let inner):
                if case .optional = wrapped { return Value.some(coerce(inner, to: wrapped)) }
                return value
            default: return Value.some(coerce(value, to: wrapped))
            }
        case .double:
            if case .int(let integer) = value { return .double(Double(integer)) }
            return value
        case .character:
            if case .string(let text) = value, text.count == 1 { return .character(Character(text)) }
            return value
        case .sized(let width):
            // An integer literal the compiler could not type (checked there to fit).
            if case .int(let integer) = value, let sized = SizedInteger(width: width, exactly: integer) { return .sized(sized) }
            return value
        case .named("Decimal", _):
            // A number literal the compiler could not type, stored where a `Decimal` is expected.
            switch value {
            case .int, .double: return DecimalObject.decimal(of: value).map { .native(DecimalObject($0)) } ?? value
            default: return value
            }
        case .float:
            if case .int(let integer) = value { return .float(Float(integer)) }
            if case .double(let number) = value { return .float(Float(number)) }
            return value
        case .array(let element):
            guard case .array(var array) = value, needsCoercion(element) else { return value }
            array.elements = array.elements.map { coerce($0, to: element) }
            array.elementType = element
            return .array(array)
        case .set(let element):
            guard case .array(let array) = value else { return value }
            return .set(SetValue(array.elements.map { coerce($0, to: element) }, elementType: element))
        case .dictionary(_, let valueType):
            guard case .dictionary(var dictionary) = value, needsCoercion(valueType) else { return value }
            for (index, item) in dictionary.values.enumerated() { dictionary.setValue(at: index, coerce(item, to: valueType)) }
            return .dictionary(dictionary)
        case .tuple(let types, let labels):
            guard case .tuple(var tuple) = value, tuple.elements.count == types.count else { return value }
            tuple.elements = zip(tuple.elements, types).map { coerce($0, to: $1) }
            if labels.contains(where: { $0 != nil }) { tuple.labels = labels }
            return .tuple(tuple)
        default:
            return value
        }
    }

    private func needsCoercion(_ type: RuntimeType) -> Bool {
        switch type {
        case .double, .optional, .character, .array, .dictionary, .tuple, .sized, .float: return true
        case .named(let name, _): return name == "Decimal"
        default: return false
        }
    }

    /// `value as? type`: the value seen as `type`, or nil.
    public func cast(_ value: Value, to type: RuntimeType) -> Value? {
        if case .some(let inner) = value {
            if case .optional = type { return value }
            if case .any = type { return value }
            return cast(inner, to: type)
        }
        switch type {
        case .any, .generic: return value
        case .optional(let wrapped):
            if case .none = value { return Value.none }
            return cast(value, to: wrapped).map { Value.some($0) }
        case .int: if case .int = value { return value }
        case .double: if case .double = value { return value }
        case .bool: if case .bool = value { return value }
        case .string: if case .string = value { return value }
        case .character: if case .character = value { return value }
        case .sized(let width): if case .sized(let number) = value, number.width == width { return value }
        case .float: if case .float = value { return value }
        case .array(let element):
            guard case .array(let array) = value else { return nil }
            var elements: [Value] = []
            for item in array.elements {
                guard let converted = cast(item, to: element) else { return nil }
                elements.append(converted)
            }
            return .array(ArrayValue(elements, elementType: element, sliceStart: array.sliceStart))
        case .dictionary: if case .dictionary = value { return value }
        case .set: if case .set = value { return value }
        case .tuple: if case .tuple = value { return value }
        case .function: if case .function = value { return value }
        case .range: if case .range = value { return value }
        case .nominal(let target, _):
            switch value {
            case .structValue(let structValue): return structValue.type.isSubtype(of: target) ? value : nil
            case .enumValue(let enumValue): return enumValue.type.isSubtype(of: target) ? value : nil
            case .object(let object): return object.type.isSubtype(of: target) ? value : nil
            default:
                if target.kind == .protocolType, conformsBuiltin(value, to: target) { return value }
                return nil
            }
        case .named(let name, _):
            if let type = memberType(of: value), type.kind != .builtin {
                return type.name == name || type.conforms(to: name) || protocolName(name, isSatisfiedBy: type) ? value : nil
            }
            if case .native(let object) = value, case .named(let own, _) = object.runtimeType {
                return own == name || (object as? NativeSupertypes)?.supertypeNames.contains(name) == true ? value : nil
            }
            return BuiltinConformances.conforms(value, to: name) ? value : nil
        case .metatype: if case .type = value { return value }
        case .void: if case .void = value { return value }
        case .arraySlice: if case .array(let array) = value, array.isSlice { return value }
        }
        return nil
    }

    /// Built-in values conform to user protocols only through `extension Int: P`.
    private func conformsBuiltin(_ value: Value, to target: NominalType) -> Bool {
        guard let type = memberType(of: value) else { return false }
        return type.protocols.contains { $0 === target }
    }

    /// `Error` is conformed to by declaration; `AnyObject` by every class.
    private func protocolName(_ name: String, isSatisfiedBy type: NominalType) -> Bool {
        switch name {
        case "AnyObject": return type.isClass
        case "Equatable", "Hashable": return type.kind == .enumType
        default: return false
        }
    }

    /// Whether a value's runtime type is exactly `type` (ranks overloads).
    func matchesExactly(_ value: Value, _ type: RuntimeType) -> Bool {
        switch (value, type) {
        case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool), (.character, .character), (.float, .float): return true
        case (.sized(let number), .sized(let width)): return number.width == width
        case (.structValue(let s), .nominal(let t, _)): return s.type === t
        case (.enumValue(let e), .nominal(let t, _)): return e.type === t
        case (.object(let o), .nominal(let t, _)): return o.type === t
        case (.array, .array), (.dictionary, .dictionary), (.set, .set), (.function, .function), (.tuple, .tuple): return true
        case (.some, .optional), (.none, .optional): return true
        default: return false
        }
    }
}

/// Which standard-library protocols the built-in values conform to.
enum BuiltinConformances {
    static func conforms(_ value: Value, to name: String) -> Bool {
        switch name {
        case "Equatable", "Hashable":
            switch value {
            case .int, .double, .string, .character, .bool, .array, .dictionary, .set, .sized, .float: return true
            default: return false
            }
        case "Comparable":
            switch value {
            case .int, .double, .string, .character, .sized, .float: return true
            default: return false
            }
        case "Numeric", "AdditiveArithmetic", "SignedNumeric":
            switch value { case .int, .double, .float: return true; case .sized(let number): return name != "SignedNumeric" || number.width.isSigned; default: return false }
        case "BinaryInteger", "FixedWidthInteger": switch value { case .int, .sized: return true; default: return false }
        case "SignedInteger": if case .int = value { return true }; if case .sized(let number) = value { return number.width.isSigned }
        case "UnsignedInteger": if case .sized(let number) = value { return !number.width.isSigned }
        case "FloatingPoint", "BinaryFloatingPoint": switch value { case .double, .float: return true; default: return false }
        case "StringProtocol": if case .string = value { return true }
        case "CustomStringConvertible":
            switch value { case .int, .double, .string, .character, .bool, .array, .dictionary, .set, .sized, .float: return true; default: return false }
        case "Sequence", "Collection":
            switch value { case .array, .dictionary, .set, .string, .range: return true; default: return false }
        default: return false
        }
        return false
    }
}
