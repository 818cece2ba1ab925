import ViewScriptSyntax

public final class ExpressionStatementNode: StmtNode {
    let expression: ExprNode
    init(_ expression: ExprNode, range: SourceRange) {
        self.expression = expression
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        _ = try expression.evaluate(frame)
        return .normal
    }
}

/// Several statements from one declaration (`let a = 1, b = 2`).
public final class StatementListNode: StmtNode {
    let statements: [StmtNode]
    init(_ statements: [StmtNode], range: SourceRange) {
        self.statements = statements
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        for statement in statements { _ = try statement.execute(frame) }
        return .normal
    }
}

extension StmtNode {
    /// A variable's initial value: its initializer's value stored as the declared type.
    func initialValue(_ value: ExprNode?, _ type: RuntimeType?, _ frame: Frame) throws -> Value {
        let result = value == nil ? Value.void : try value!.evaluate(frame)
        guard let type else { return result }
        return frame.interpreter.coerce(result, to: type)
    }
}

/// `let x = e` / `var x: T = e` in a body.
public final class LocalDeclarationNode: StmtNode {
    let slot: LocalSlot
    let value: ExprNode?
    let type: RuntimeType?
    init(slot: LocalSlot, value: ExprNode?, type: RuntimeType?, range: SourceRange) {
        self.slot = slot
        self.value = value
        self.type = type
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        frame.define(slot, try initialValue(value, type, frame))
        return .normal
    }
}

/// A global variable's initialization.
public final class GlobalDeclarationNode: StmtNode {
    let index: Int
    let value: ExprNode?
    let type: RuntimeType?
    init(index: Int, value: ExprNode?, type: RuntimeType?, range: SourceRange) {
        self.index = index
        self.value = value
        self.type = type
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        let result = try initialValue(value, type, frame)
        frame.interpreter.globals[index].value = frame.interpreter.program.weakGlobals.contains(index) ? result.weakened : result
        return .normal
    }
}

/// `let (a, b) = e`
public final class PatternDeclarationNode: StmtNode {
    let pattern: PatternNode
    let value: ExprNode
    init(pattern: PatternNode, value: ExprNode, range: SourceRange) {
        self.pattern = pattern
        self.value = value
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        let result = try value.evaluate(frame)
        guard try pattern.match(result, frame) else {
            throw frame.interpreter.failure(.typeMismatch("the value does not match the pattern"), at: range)
        }
        return .normal
    }
}

/// A nested `func`: a closure stored in its slot (the box it may capture is its own).
public final class FunctionDeclarationNode: StmtNode {
    let slot: LocalSlot
    let closure: ClosureNode
    init(slot: LocalSlot, definition: FunctionDefinition, range: SourceRange) {
        self.slot = slot
        self.closure = ClosureNode(definition: definition, range: range)
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        if slot.isBoxed {
            let box = frame.box(at: slot.index)
            box.value = try closure.evaluate(frame)
        } else {
            frame.slots[slot.index] = try closure.evaluate(frame)
        }
        return .normal
    }
}

public final class ReturnNode: StmtNode {
    let value: ExprNode?
    /// `value` as evaluated inline (`return n`), decided at the first return (when the
    /// locals' boxing is known); a placeholder until then, and for a `return` without one.
    private var inlineValue = InlineExpression.int(0)
    private var decided = false
    private let returnsValue: Bool
    init(value: ExprNode?, range: SourceRange) {
        self.value = value
        self.returnsValue = value != nil
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        guard returnsValue else {
            frame.returnValue = .void
            return .returned
        }
        if !decided {
            decided = true
            inlineValue = InlineExpression(value!)
        }
        frame.setReturnValue(try inlineValue.evaluate(frame))
        return .returned
    }
}

public final class BreakNode: StmtNode {
    let label: JumpLabel?
    init(label: String?, range: SourceRange) {
        self.label = label.map(JumpLabel.init)
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion { .breakLoop(JumpTarget(label)) }
}

public final class ContinueNode: StmtNode {
    let label: JumpLabel?
    init(label: String?, range: SourceRange) {
        self.label = label.map(JumpLabel.init)
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion { .continueLoop(JumpTarget(label)) }
}

public final class FallthroughNode: StmtNode {
    public override func execute(_ frame: Frame) throws -> Completion { .fallthroughCase }
}

public final class ThrowNode: StmtNode {
    let value: ExprNode
    init(value: ExprNode, range: SourceRange) {
        self.value = value
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        var thrown = try value.evaluate(frame)
        if case .native(let object as UnresolvedMember) = thrown {
            // `throw .empty` in a `throws(ParseError)` function: the one error enum with that case.
            let interpreter = frame.interpreter
            let candidates = interpreter.program.types.values.filter {
                $0.kind == .enumType && $0.caseIndex[object.name] != nil && $0.conforms(to: "Error")
            }
            if candidates.count == 1, let resolved = interpreter.resolve(object, as: .nominal(candidates[0], [])) {
                thrown = resolved
            }
        }
        throw ThrownError(value: thrown, range: range)
    }
}
