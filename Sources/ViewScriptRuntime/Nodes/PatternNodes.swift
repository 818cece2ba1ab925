import ViewScriptSyntax

/// A compiled pattern: `match` tests a value and binds the names it declares.
open class PatternNode {
    public let range: SourceRange
    public init(range: SourceRange) { self.range = range }
    open func match(_ value: Value, _ frame: Frame) throws -> Bool { true }
}

public final class WildcardPatternNode: PatternNode {}

public final class BindingPatternNode: PatternNode {
    let slot: LocalSlot
    init(slot: LocalSlot, range: SourceRange) {
        self.slot = slot
        super.init(range: range)
    }
    public override func match(_ value: Value, _ frame: Frame) throws -> Bool {
        if !planned { plan() }
        if coerces || value.isNative, let type = slot.type {
            frame.define(address, frame.interpreter.coerce(value, to: type))
        } else {
            frame.define(address, value)
        }
        return true
    }

    /// The slot as a plain value and whether its type can change a value (a loop binds on
    /// every iteration): read at the first match, when the slot's boxing is known.
    private var planned = false
    private var address = SlotAddress(index: 0, isBoxed: false)
    private var coerces = false

    private func plan() {
        planned = true
        address = slot.address
        coerces = Interpreter.coercionMayChange(slot.type)
    }
}

public final class TuplePatternNode: PatternNode {
    let elements: [PatternNode]
    init(elements: [PatternNode], range: SourceRange) {
        self.elements = elements
        super.init(range: range)
    }
    public override func match(_ value: Value, _ frame: Frame) throws -> Bool {
        guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else { return false }
        for (pattern, element) in zip(elements, tuple.elements) where try !pattern.match(element, frame) { return false }
        return true
    }
}

/// `.name(p...)`, `Type.name`, and `.some(p)`/`.none` on optionals.
public final class EnumCasePatternNode: PatternNode {
    let type: NominalType?
    let name: String
    let arguments: [PatternNode]?
    init(type: NominalType?, name: String, arguments: [PatternNode]?, range: SourceRange) {
        self.type = type
        self.name = name
        self.arguments = arguments
        super.init(range: range)
    }
    public override func match(_ value: Value, _ frame: Frame) throws -> Bool {
        switch value {
        case .enumValue(let enumValue):
            guard enumValue.caseInfo.name == name else { return false }
            guard let arguments else { return true }
            if arguments.count == 1, enumValue.payload.count > 1 {
                return try arguments[0].match(.tuple(TupleValue(enumValue.payload, labels: enumValue.caseInfo.payloadLabels)), frame)
            }
            guard arguments.count == enumValue.payload.count else { return false }
            for (pattern, element) in zip(arguments, enumValue.payload) where try !pattern.match(element, frame) { return false }
            return true
        case .none:
            return name == "none"
        case .some(let wrapped):
            if name == "some" {
                guard let arguments, arguments.count == 1 else { return true }
                return try arguments[0].match(wrapped, frame)
            }
            // `case .north` against a `Direction?` matches the wrapped value.
            return try match(wrapped, frame)
        case .native(let object as NativeEnumCase) where object.caseName == name:
            // A library enum (`DecodingError.keyNotFound(let key, let context)`).
            guard let arguments else { return true }
            let payload = object.casePayload
            guard arguments.count == payload.count else { return false }
            for (pattern, element) in zip(arguments, payload) where try !pattern.match(element, frame) { return false }
            return true
        default:
            return false
        }
    }
}

/// `p?`
public final class OptionalPatternNode: PatternNode {
    let inner: PatternNode
    init(_ inner: PatternNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range)
    }
    public override func match(_ value: Value, _ frame: Frame) throws -> Bool {
        switch value {
        case .some(let wrapped): return try inner.match(wrapped, frame)
        case .none: return false
        default: return try inner.match(value, frame)
        }
    }
}

/// `is T` and `p as T`.
public final class TypeCheckPatternNode: PatternNode {
    let type: RuntimeType
    let inner: PatternNode?
    init(type: RuntimeType, inner: PatternNode?, range: SourceRange) {
        self.type = type
        self.inner = inner
        super.init(range: range)
    }
    public override func match(_ value: Value, _ frame: Frame) throws -> Bool {
        guard let cast = frame.interpreter.cast(value, to: type) else { return false }
        return try inner?.match(cast, frame) ?? true
    }
}

/// Any other expression, compared with `~=` (equality, or containment for ranges).
public final class ExpressionPatternNode: PatternNode {
    let expression: ExprNode
    init(_ expression: ExprNode, range: SourceRange) {
        self.expression = expression
        super.init(range: range)
    }
    public override func match(_ value: Value, _ frame: Frame) throws -> Bool {
        let pattern: Value
        if let implicit = expression as? ImplicitMemberNode, implicit.context == nil {
            pattern = try implicit.evaluate(frame, contextOf: value)
        } else {
            pattern = try expression.evaluate(frame)
        }
        return try frame.interpreter.patternMatches(pattern, value, at: range)
    }
}
