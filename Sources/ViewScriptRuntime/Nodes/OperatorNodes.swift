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
