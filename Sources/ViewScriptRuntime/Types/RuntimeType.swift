/// A type as the running program sees it: declared types of variables, parameters and
/// fields (for literal typing and `Optional` promotion), `type(of:)`, casts and printing.
public indirect enum RuntimeType: Hashable, CustomStringConvertible {
    case int, double, bool, string, character, void
    /// `Float`.
    case float
    /// `Int8`...`Int64`, `UInt`, `UInt8`...`UInt64`.
    case sized(IntegerWidth)
    /// `Any`, `AnyObject`, an unconstrained generic parameter: anything goes.
    case any
    case optional(RuntimeType)
    case array(RuntimeType)
    case arraySlice(RuntimeType)
    case dictionary(RuntimeType, RuntimeType)
    case set(RuntimeType)
    case tuple([RuntimeType], labels: [String?])
    case function(parameters: [RuntimeType], result: RuntimeType)
    /// `Range<Bound>` or `ClosedRange<Bound>` (and the one-sided forms).
    case range(RuntimeType, kind: RangeValue.Kind)
    /// A user type (or a built-in one the library declares), with generic arguments.
    case nominal(NominalType, [RuntimeType])
    /// A generic parameter `T` of a function or type: checked dynamically.
    case generic(String)
    /// `T.Type`
    case metatype(RuntimeType)
    /// Types of the runtime itself (`Task<Int, Never>`, `Binding<Bool>`, `Date`).
    case named(String, [RuntimeType])

    /// How `type(of:)` and `print(T.self)` show the type.
    public var description: String { name(qualified: false) }

    /// `String(reflecting:)`: module-qualified (`Swift.Int`, `main.Outer.Inner`).
    public var reflectingDescription: String { name(qualified: true) }

    public func name(qualified: Bool) -> String {
        let swift = qualified ? "Swift." : ""
        func generic(_ base: String, _ arguments: [RuntimeType]) -> String {
            "\(swift)\(base)<\(arguments.map { $0.name(qualified: qualified) }.joined(separator: ", "))>"
        }
        switch self {
        case .int: return swift + "Int"
        case .double: return swift + "Double"
        case .float: return swift + "Float"
        case .sized(let width): return swift + width.name
        case .bool: return swift + "Bool"
        case .string: return swift + "String"
        case .character: return swift + "Character"
        case .void: return "()"
        case .any: return "Any"
        case .optional(let wrapped): return generic("Optional", [wrapped])
        case .array(let element): return generic("Array", [element])
        case .arraySlice(let element): return generic("ArraySlice", [element])
        case .dictionary(let key, let value): return generic("Dictionary", [key, value])
        case .set(let element): return generic("Set", [element])
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { element, label in
                (label.map { "\($0): " } ?? "") + element.name(qualified: qualified)
            }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let parameters, let result):
            return "(\(parameters.map { $0.name(qualified: qualified) }.joined(separator: ", "))) -> \(result.name(qualified: qualified))"
        case .range(let bound, let kind):
            switch kind {
            case .halfOpen: return generic("Range", [bound])
            case .closed: return generic("ClosedRange", [bound])
            case .from: return generic("PartialRangeFrom", [bound])
            case .upTo: return generic("PartialRangeUpTo", [bound])
            case .through: return generic("PartialRangeThrough", [bound])
            }
        case .nominal(let type, let arguments):
            let base = qualified ? type.qualifiedName : type.name
            guard !arguments.isEmpty else { return base }
            return "\(base)<\(arguments.map { $0.name(qualified: qualified) }.joined(separator: ", "))>"
        case .generic(let name): return name
        case .metatype(let instance): return "\(instance.name(qualified: qualified)).Type"
        case .named(let name, let arguments):
            guard !arguments.isEmpty else { return name }
            return "\(name)<\(arguments.map { $0.name(qualified: qualified) }.joined(separator: ", "))>"
        }
    }

    /// The type if it names no generic parameter and is not `Any` (else it says nothing).
    public var concrete: RuntimeType? {
        switch self {
        case .any, .generic: return nil
        case .optional(let wrapped), .array(let wrapped), .arraySlice(let wrapped), .set(let wrapped), .metatype(let wrapped):
            return wrapped.concrete == nil ? nil : self
        case .dictionary(let key, let value): return key.concrete == nil || value.concrete == nil ? nil : self
        case .nominal(_, let arguments), .named(_, let arguments):
            return arguments.allSatisfy { $0.concrete != nil } ? self : nil
        case .tuple(let elements, _): return elements.allSatisfy { $0.concrete != nil } ? self : nil
        default: return self
        }
    }

    /// The user type, if this is one.
    public var nominal: NominalType? {
        if case .nominal(let type, _) = self { return type }
        return nil
    }

    public var isOptional: Bool { if case .optional = self { return true } else { return false } }

    /// Whether values of this type can be anything (no coercion applies).
    public var isOpen: Bool {
        switch self {
        case .any, .generic: return true
        case .nominal(let type, _): return type.kind == .protocolType
        default: return false
        }
    }
}
