import ViewScriptSyntax

public final class PrefixNode: ExprNode {
    let op: PrefixOperator
    let operand: ExprNode
    init(_ op: PrefixOperator, _ operand: ExprNode, range: SourceRange) {
        self.op = op
        self.operand = operand
        super.init(range: range, type: op == .not ? .bool : operand.staticType)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        try frame.interpreter.prefix(op, try operand.evaluate(frame), at: range)
    }
}

/// `&&` and `||`, short-circuiting.
public final class LogicalNode: ExprNode {
    let isAnd: Bool
    let lhs: ExprNode
    let rhs: ExprNode
    init(isAnd: Bool, _ lhs: ExprNode, _ rhs: ExprNode, range: SourceRange) {
        self.isAnd = isAnd
        self.lhs = lhs
        self.rhs = rhs
        super.init(range: range, type: .bool)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        .bool(try evaluateCondition(frame))
    }
    public override func evaluateCondition(_ frame: Frame) throws -> Bool {
        let left = try lhs.evaluateCondition(frame)
        if isAnd ? !left : left { return left }
        return try rhs.evaluateCondition(frame)
    }
}

public final class NilCoalescingNode: ExprNode {
    let lhs: ExprNode
    let rhs: ExprNode
    init(_ lhs: ExprNode, _ rhs: ExprNode, range: SourceRange) {
        self.lhs = lhs
        self.rhs = rhs
        super.init(range: range, type: rhs.staticType)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let left = try lhs.evaluate(frame)
        switch left {
        case .none: return try rhs.evaluate(frame)
        case .some(let wrapped):
            // `a ?? b` where b is itself optional keeps the optional: `Int?? ?? Int?`.
            if case .optional? = rhs.staticType { return left }
            if rhs.staticType == nil, case .some = wrapped { return wrapped }
            return wrapped
        default: return left
        }
    }
}

public final class TernaryNode: ExprNode {
    let condition: ExprNode
    let then: ExprNode
    let otherwise: ExprNode
    init(condition: ExprNode, then: ExprNode, otherwise: ExprNode, range: SourceRange) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
        super.init(range: range, type: then.staticType ?? otherwise.staticType)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        try condition.evaluateCondition(frame) ? try then.evaluate(frame) : try otherwise.evaluate(frame)
    }
}

public final class AssignNode: ExprNode {
    let target: ExprNode
    let value: ExprNode
    /// `target` when it names storage (cast once, not on every assignment).
    private let storage: LValueNode?
    init(target: ExprNode, value: ExprNode, range: SourceRange) {
        self.target = target
        self.value = value
        self.storage = target as? LValueNode
        self.prepares = storage?.accessHasEffects ?? false
        super.init(range: range, type: .void)
    }
    /// Whether the target's indices are evaluated first (see `LValueNode.withPreparedAccess`).
    private let prepares: Bool
    public override func evaluate(_ frame: Frame) throws -> Value {
        guard let storage else {
            throw frame.interpreter.failure(.cannotAssign("this expression"), at: target.range)
        }
        if prepares {
            try storage.withPreparedAccess(frame) { try storage.assign(frame, try value.evaluate(frame)) }
        } else {
            try storage.assign(frame, try value.evaluate(frame))
        }
        return .void
    }
}

/// `_ = expr`
public final class DiscardAssignNode: ExprNode {
    let value: ExprNode
    init(_ value: ExprNode, range: SourceRange) {
        self.value = value
        super.init(range: range, type: .void)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        _ = try value.evaluate(frame)
        return .void
    }
}

/// `(a, b) = (b, a)`
public final class TupleAssignNode: ExprNode {
    let targets: [ExprNode]
    let value: ExprNode
    init(targets: [ExprNode], value: ExprNode, range: SourceRange) {
        self.targets = targets
        self.value = value
        super.init(range: range, type: .void)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        guard case .tuple(let tuple) = try value.evaluate(frame), tuple.elements.count == targets.count else {
            throw frame.interpreter.failure(.typeMismatch("cannot assign a value that is not a tuple of \(targets.count) elements"), at: range)
        }
        for (target, element) in zip(targets, tuple.elements) {
            guard let storage = target as? LValueNode else { throw frame.interpreter.failure(.cannotAssign("this expression"), at: target.range) }
            try storage.assign(frame, element)
        }
        return .void
    }
}

/// `x += 1` and friends: one read and one write of the storage (observers fire once).
public final class CompoundAssignNode: ExprNode {
    let target: ExprNode
    let op: BinaryOperator
    let value: ExprNode
    /// `target` when it names storage (cast once, not on every assignment).
    private let storage: LValueNode?
    init(target: ExprNode, op: BinaryOperator, value: ExprNode, range: SourceRange) {
        self.target = target
        self.op = op
        self.value = value
        self.storage = target as? LValueNode
        self.prepares = storage?.accessHasEffects ?? false
        super.init(range: range, type: .void)
    }
    /// Whether the target's indices are evaluated first (see `LValueNode.withPreparedAccess`).
    private let prepares: Bool
    /// `i += 1`, `total += n` on a local: the slot's `Int` changed where it is held, decided
    /// at the first evaluation (when the local's boxing is known).
    private var localTarget: SlotAddress?
    private var localTargetDecided = false
    /// `x += vx` on a field of a local struct (see `MemberNode.changeIntField`), unretained:
    /// `target` owns it.
    private var memberTarget: Unmanaged<MemberNode>?
    /// The right side when it is read without evaluation (`i += 1`, `x += vx`).
    private var directValue: DirectOperand?

    public override func evaluate(_ frame: Frame) throws -> Value {
        if storage == nil {
            throw frame.interpreter.failure(.cannotAssign("this expression"), at: target.range)
        }
        if prepares {
            // An index with effects (`a[at(1)] += 1`): evaluated first, once; no fast path applies.
            do {
                try storage!.withPreparedAccess(frame) { try modify(storage!, frame, try value.evaluate(frame)) }
            } catch is OptionalChainNil where target is OptionalChainNode {}
            return .void
        }
        if !localTargetDecided {
            localTargetDecided = true
            localTarget = (target as? LocalNode)?.slot.address
            memberTarget = (target as? MemberNode).map { Unmanaged.passUnretained($0) }
            directValue = DirectOperand(value)
        }
        let right: Value
        if let integer = directValue?.int(in: frame) { right = .int(integer) } else { right = try value.evaluate(frame) }
        if case .int(let b) = right {
            if let slot = localTarget, let a = frame.int(slot), case .int(let result)? = BinaryNode.integer(op, a, b) {
                frame.setInt(slot, result)
                return .void
            }
            if let member = memberTarget {
                let op = self.op
                let changed = member._withUnsafeGuaranteedRef { member in
                    member.changeIntField(frame) { a in
                        if case .int(let result)? = BinaryNode.integer(op, a, b) { return result }
                        return nil
                    }
                }
                if changed { return .void }
            }
        }
        do {
            try modify(storage!, frame, right)
        } catch is OptionalChainNil where target is OptionalChainNode {
            // `counts["a"]? += 1` with no value: nothing happens.
        }
        return .void
    }

    /// Whether the program declares a `+` of its own (which would apply to strings first).
    private var userAddDeclared: Bool?
    private func hasUserAdd(_ interpreter: Interpreter) -> Bool {
        if let userAddDeclared { return userAddDeclared }
        let declared = interpreter.program.functions["+"] != nil
            || !(interpreter.program.builtinExtensions["String"]?.lookupStaticMethods("+").isEmpty ?? true)
        userAddDeclared = declared
        return declared
    }

    private func modify(_ storage: LValueNode, _ frame: Frame, _ right: Value) throws {
        let interpreter = frame.interpreter
        let op = self.op
        let range = self.range
        try storage.modify(frame) { current in
            if case .int(let a) = current, case .int(let b) = right, let result = BinaryNode.integer(op, a, b) {
                current = result
                return
            }
            if op == .add, case .array(var array) = current, case .array(let other) = right {
                current = .void
                array.elements.append(contentsOf: other.elements)
                current = .array(array)
                return
            }
            // `text += part` appends in place (`a + b` would copy the whole text each time).
            if op == .add, !hasUserAdd(interpreter), case .string(var text) = current {
                if case .string(let other) = right {
                    current = .void
                    text += other
                    current = .string(text)
                    return
                }
                if case .character(let other) = right {
                    current = .void
                    text.append(other)
                    current = .string(text)
                    return
                }
            }
            current = try interpreter.binary(op, current, right, at: range)
        }
    }
}

public final class TypeCheckNode: ExprNode {
    let value: ExprNode
    let type: RuntimeType
    init(_ value: ExprNode, type: RuntimeType, range: SourceRange) {
        self.value = value
        self.type = type
        super.init(range: range, type: .bool)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        .bool(frame.interpreter.cast(try value.evaluate(frame), to: type) != nil)
    }
}

/// `as`, `as?`, `as!`.
public final class CastNode: ExprNode {
    let value: ExprNode
    let kind: CastKind
    let type: RuntimeType
    init(_ value: ExprNode, kind: CastKind, type: RuntimeType, range: SourceRange) {
        self.value = value
        self.kind = kind
        self.type = type
        super.init(range: range, type: kind == .conditional ? .optional(type) : type)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let input = try value.evaluate(frame)
        switch kind {
        case .coerce:
            return interpreter.coerce(input, to: type)
        case .conditional:
            return interpreter.cast(input, to: type).map { Value.some($0) } ?? Value.none
        case .forced:
            if let result = interpreter.cast(input, to: type) { return result }
            let source = interpreter.runtimeType(of: input.unwrappedDeep ?? input)
            throw interpreter.trap("Could not cast value of type '\(source.reflectingDescription)' to '\(type.reflectingDescription)'.", at: range)
        }
    }
}

/// `try`, `try?`, `try!`.
public final class TryNode: ExprNode {
    let kind: TryKind
    let inner: ExprNode
    init(kind: TryKind, _ inner: ExprNode, range: SourceRange) {
        self.kind = kind
        self.inner = inner
        super.init(range: range, type: kind == .optional ? inner.staticType.map { .optional($0) } : inner.staticType)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        switch kind {
        case .plain:
            return try inner.evaluate(frame)
        case .optional:
            do {
                return try inner.evaluate(frame).asOptional
            } catch is ThrownError {
                return Value.none
            }
        case .forced:
            do {
                return try inner.evaluate(frame)
            } catch let error as ThrownError {
                let text = try frame.interpreter.debugDescribe(error.value)
                throw frame.interpreter.trap("Fatal error: 'try!' expression unexpectedly raised an error: \(text)", at: range)
            }
        }
    }
}

/// `x!`
public final class ForceUnwrapNode: LValueNode {
    let inner: ExprNode
    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range, type: { if case .optional(let t)? = inner.staticType { return t } else { return nil } }())
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try inner.evaluate(frame)
        switch value {
        case .some(let wrapped): return wrapped
        case .none: throw frame.interpreter.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
        default: return value
        }
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        let range = self.range
        return try Self.modifyWrapped(storage, frame, body) {
            frame.interpreter.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
        }
    }

    /// Changes the value inside the optional `storage` holds, in place; a `nil` throws
    /// `whenNil()` (a trap for `x!`, the end of the chain for `x?`). A value that is not an
    /// optional is changed as it is.
    static func modifyWrapped<T>(_ storage: LValueNode, _ frame: Frame, _ body: (inout Value) throws -> T,
                                 whenNil: () -> Error) throws -> T {
        try storage.modify(frame) { optional in
            guard case .some(var wrapped) = optional else {
                if case .none = optional { throw whenNil() }
                return try body(&optional)
            }
            optional = .void
            defer { optional = .some(wrapped) }
            return try body(&wrapped)
        }
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        try modify(frame) { $0 = value }
    }
    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
    override var bindsOptional: Bool { (inner as? LValueNode)?.bindsOptional ?? false }
}

/// Signals that an optional chain met `nil`.
struct OptionalChainNil: Error {}

/// `x?` inside a chain.
public final class BindOptionalNode: LValueNode {
    let inner: ExprNode
    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        switch try inner.evaluate(frame) {
        case .some(let wrapped): return wrapped
        case .none: throw OptionalChainNil()
        case let other: return other
        }
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        return try ForceUnwrapNode.modifyWrapped(storage, frame, body) { OptionalChainNil() }
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        try modify(frame) { $0 = value }
    }
    // The indices before the `?` are evaluated whatever the optional holds.
    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
    override var bindsOptional: Bool { true }
}

/// `a?.b.c()`: `nil` as soon as a link is `nil`, else `Optional(result)`.
public final class OptionalChainNode: LValueNode {
    let inner: ExprNode
    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range, type: inner.staticType.map { .optional($0) })
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        do {
            return try inner.evaluate(frame).asOptional
        } catch is OptionalChainNil {
            return Value.none
        }
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        guard let storage = inner as? LValueNode else { return try super.assign(frame, value) }
        do { try storage.assign(frame, value) } catch is OptionalChainNil {}
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        return try storage.modify(frame, body)
    }
    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
}

/// `if` used as a value.
public final class IfExpressionNode: ExprNode {
    let conditions: ConditionList
    let then: ExprNode
    let otherwise: ExprNode
    let locals: [LocalSlot]
    init(conditions: [ConditionNode], then: ExprNode, otherwise: ExprNode, locals: [LocalSlot], range: SourceRange) {
        self.conditions = ConditionList(conditions)
        self.then = then
        self.otherwise = otherwise
        self.locals = locals
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        if try conditions.hold(frame) {
            defer { frame.release(locals) }
            return try then.evaluate(frame)
        }
        return try otherwise.evaluate(frame)
    }
}

/// Statements whose value is never produced (a branch that ends in `fatalError()`).
public final class StatementsValueNode: ExprNode {
    let block: BlockNode
    init(_ block: BlockNode, range: SourceRange) {
        self.block = block
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        _ = try block.execute(frame)
        return frame.returnValue
    }
}
