import ViewScriptSyntax

/// `target = value`: stored through the target as storage (its indices evaluated first when
/// they have effects).
public final class AssignNode: ExprNode {
    let target: ExprNode
    let value: ExprNode
    /// `target` when it names storage (cast once, not on every assignment).
    private let storage: LValueNode?
    init(target: ExprNode, value: ExprNode, range: SourceRange) {
        self.target = target
        self.value = value
        self.storage = target as? LValueNode
        self.storageReference = storage.map { Unmanaged.passUnretained($0) }
        self.prepares = storage?.accessHasEffects ?? false
        self.untypedMember = (value as? ImplicitMemberNode).flatMap { $0.context == nil ? $0 : nil }
        super.init(range: range, type: .void)
    }
    /// `started = .now` where the compiler does not know the target's type (`@State var
    /// started = Date.now`): the member is looked up in the type of the value it replaces,
    /// as Swift types it by the variable's (`limit = .pi` for a `Double`, `start = .now`).
    private let untypedMember: ImplicitMemberNode?
    /// `storage` unretained (`storage` owns it), read without a reference count each time.
    private let storageReference: Unmanaged<LValueNode>?
    /// Whether the target's indices are evaluated first (see `LValueNode.withPreparedAccess`).
    private let prepares: Bool
    public override func evaluate(_ frame: Frame) throws -> Value {
        guard let storageReference else {
            throw frame.interpreter.failure(.cannotAssign("this expression"), at: target.range)
        }
        if let chain = target as? OptionalChainNode {
            // `a?.b = make()`: `make()` runs only when the chain reaches `b`; the assignment
            // is `Optional(())` then, `nil` otherwise.
            do { _ = try chain.inner.evaluate(frame) } catch is OptionalChainNil { return Value.none }
            try chain.assign(frame, try value.evaluate(frame))
            return .some(.void)
        }
        try storageReference._withUnsafeGuaranteedRef { storage in
            if prepares {
                try storage.withPreparedAccess(frame) { try storage.assign(frame, try value.evaluate(frame)) }
            } else if let untypedMember {
                let new = try value.evaluate(frame)
                guard case .native(let symbol as SymbolValue) = new, symbol.name.hasPrefix(".") else { return try storage.assign(frame, new) }
                let typed = try? untypedMember.evaluate(frame, contextOf: try storage.evaluate(frame))
                try storage.assign(frame, typed ?? new)
            } else {
                try storage.assign(frame, try value.evaluate(frame))
            }
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
    /// `x += vx` on a field of a local struct (see `MemberNode.inPlaceWrite`), unretained:
    /// `target` owns it.
    private var memberTarget: Unmanaged<MemberNode>?
    /// Its field, when it is changed where a local holds the struct (`MemberNode.inPlaceWrite`).
    private var fieldTarget: MemberNode.InPlaceField?
    /// The right side when it is read without evaluation (`i += 1`, `x += vx`).
    private var directValue: DirectOperand?
    /// `x += vx` and `x += 1` in a method, done in one step (see `Frame.updateIntField`).
    private var fieldUpdate = IntFieldPlan.none

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
        if fieldUpdate.slot >= 0, frame.updateIntField(fieldUpdate, op) { return .void }
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
                // The member's plan is copied here at the first use (it is made by the first
                // write, which takes the general path) and forgotten when it fails, so that a
                // struct of another type or a field made boxed looks again.
                if fieldTarget == nil { fieldTarget = member._withUnsafeGuaranteedRef { $0.inPlaceWrite } }
                if let field = fieldTarget {
                    let op = self.op
                    let changed = frame.changeIntField(field.slot, field.index, ofType: field.type) { a in
                        if case .int(let result)? = BinaryNode.integer(op, a, b) { return result }
                        return nil
                    }
                    if changed {
                        if fieldUpdate.slot < 0 { fieldUpdate = .plan(field, value) }
                        return .void
                    }
                    fieldTarget = nil
                    fieldUpdate = .none
                }
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
