/// Structural equality and hashing: what Swift's synthesized `Equatable`/`Hashable` do.
/// Dictionary keys and set elements use it; `==` in programs goes through the interpreter
/// first, so user-written `==` operators are honoured there.
extension Value: Hashable {
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void), (.none, .none): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.sized(let a), .sized(let b)): return a.width == b.width && a.bits == b.bits
        case (.float(let a), .float(let b)): return a == b
        // An untyped literal met a typed number (`d[1]` on a `[UInt8: String]`): it has that type.
        case (.sized(let a), .int(let b)), (.int(let b), .sized(let a)): return a.compare(int: b) == 0
        case (.float(let a), .int(let b)), (.int(let b), .float(let a)): return a == Float(b)
        case (.float(let a), .double(let b)), (.double(let b), .float(let a)): return a == Float(b)
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.character(let a), .character(let b)): return a == b
        case (.string(let a), .character(let b)), (.character(let b), .string(let a)): return a == String(b)
        case (.some(let a), .some(let b)): return a == b
        case (.array(let a), .array(let b)): return a.elements == b.elements
        case (.dictionary(let a), .dictionary(let b)): return a == b
        case (.set(let a), .set(let b)): return a == b
        case (.tuple(let a), .tuple(let b)): return a.elements == b.elements
        case (.range(let a), .range(let b)): return a.kind == b.kind && a.lower == b.lower && a.upper == b.upper
        case (.structValue(let a), .structValue(let b)):
            return a.type === b.type && a.withFields { x in b.withFields { y in x.elementsEqual(y) } }
        case (.enumValue(let a), .enumValue(let b)):
            return a.type === b.type && a.caseIndex == b.caseIndex && a.payload == b.payload
        case (.object(let a), .object(let b)): return a === b
        case (.function(let a), .function(let b)): return a === b
        case (.type(let a), .type(let b)): return a == b
        case (.keyPath(let a), .keyPath(let b)): return a.isSame(as: b)
        case (.stringIndex(let a), .stringIndex(let b)): return a == b
        case (.native(let a), .native(let b)): return a === b || ((a as? NativeEquatable)?.isEqual(to: b) ?? false)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .void: hasher.combine(0)
        case .none: hasher.combine(1)
        case .int(let v): hasher.combine(Double(v))
        case .double(let v): hasher.combine(v)
        // Hashed as the numbers they are, so an `Int` literal finds them (see `==`).
        case .sized(let v): hasher.combine(v.doubleValue)
        case .float(let v): hasher.combine(Double(v))
        case .bool(let v): hasher.combine(v)
        case .string(let v): hasher.combine(v)
        case .character(let v): hasher.combine(String(v))
        case .some(let v): v.hash(into: &hasher)
        case .array(let v): hasher.combine(v.elements)
        case .dictionary(let v): hasher.combine(v.count)
        case .set(let v): hasher.combine(v.count)
        case .tuple(let v): hasher.combine(v.elements)
        case .range(let v): hasher.combine(v.lower); hasher.combine(v.upper)
        case .structValue(let v):
            hasher.combine(ObjectIdentifier(v.type))
            v.withFields { fields in
                hasher.combine(fields.count)
                for field in fields { hasher.combine(field) }
            }
        case .enumValue(let v): hasher.combine(ObjectIdentifier(v.type)); hasher.combine(v.caseIndex); hasher.combine(v.payload)
        case .object(let v): hasher.combine(ObjectIdentifier(v))
        case .function(let v): hasher.combine(ObjectIdentifier(v))
        case .type(let v): hasher.combine(v.description)
        case .keyPath(let path): hasher.combine(path.hashKey)
        case .stringIndex(let v): hasher.combine(v)
        case .native(let v):
            if let equatable = v as? NativeEquatable { hasher.combine(equatable.hashKey) } else { hasher.combine(ObjectIdentifier(v)) }
        }
    }
}

/// A native value compared by contents, not identity (geometry values: `CGSize`...).
public protocol NativeEquatable: NativeObject {
    func isEqual(to other: NativeObject) -> Bool
    /// Equal values have equal keys.
    var hashKey: Int { get }
}
