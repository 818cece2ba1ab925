import ViewScriptSyntax

/// One condition of `if`/`guard`/`while`.
public enum ConditionNode {
    case boolean(ExprNode)
    /// `let x = optional`: matches a non-nil value.
    case optionalBinding(PatternNode, ExprNode)
    /// `case pattern = value`
    case pattern(PatternNode, ExprNode)

    static func all(_ conditions: [ConditionNode], _ frame: Frame) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .boolean(let expr):
                if try !expr.evaluateCondition(frame) { return false }
            case .optionalBinding(let pattern, let expr):
                let value = try expr.evaluate(frame)
                switch value {
                case .none: return false
                case .some(let wrapped): if try !pattern.match(wrapped, frame) { return false }
                default: if try !pattern.match(value, frame) { return false }
                }
            case .pattern(let pattern, let expr):
                if try !pattern.match(try expr.evaluate(frame), frame) { return false }
            }
        }
        return true
    }
}

/// The conditions of an `if`, `guard` or `while`. The common case, one Boolean expression,
/// is kept apart and run without walking the list (an enum payload taken out of an array
/// is retained and released on every test).
public final class ConditionList {
    let conditions: [ConditionNode]
    /// The one Boolean expression, unretained (`conditions` owns it).
    let boolean: Unmanaged<ExprNode>?

    init(_ conditions: [ConditionNode]) {
        self.conditions = conditions
        if conditions.count == 1, case .boolean(let expression) = conditions[0] {
            boolean = Unmanaged.passUnretained(expression)
        } else {
            boolean = nil
        }
    }

    /// Whether every condition holds, binding the patterns' variables as they match.
    @inline(__always)
    func hold(_ frame: Frame) throws -> Bool {
        if let boolean { return try boolean._withUnsafeGuaranteedRef { try $0.evaluateCondition(frame) } }
        return try ConditionNode.all(conditions, frame)
    }
}

public final class IfNode: StmtNode {
    let conditions: ConditionList
    let then: BlockNode
    let elseBranch: StmtNode?
    let locals: [LocalSlot]
    /// The condition when it is one Boolean expression, and `then` when it is one statement
    /// that declares nothing (`if n < 2 { return n }`), and the `else` branch, unretained
    /// (held above: binding an optional child would retain it). Such a block
    /// is run as its statement: its end has nothing to release, and the block around the
    /// `if` runs the `deinit`s of objects that died in it when the `if` ends, which is the
    /// same point in the program.
    private let boolean: Unmanaged<ExprNode>?
    private let single: Unmanaged<StmtNode>?
    private let elseReference: Unmanaged<StmtNode>?
    /// `boolean` when it compares an `Int` local with a literal (`n < 2`), evaluated here
    /// without calling it: the local's slot (-1: another form), the operator and the literal,
    /// decided at the first run (when the locals' boxing is known).
    private var conditionSlot = -1
    private var conditionOperator = BinaryOperator.less
    private var conditionConstant = 0
    private var conditionDecided = false
    init(conditions: [ConditionNode], then: BlockNode, elseBranch: StmtNode?, locals: [LocalSlot], range: SourceRange) {
        self.conditions = ConditionList(conditions)
        self.then = then
        self.elseBranch = elseBranch
        self.elseReference = elseBranch.map { Unmanaged.passUnretained($0) }
        self.locals = locals
        boolean = locals.isEmpty ? self.conditions.boolean : nil
        if then.statements.count == 1, then.locals.isEmpty, !then.hasDefer {
            single = Unmanaged.passUnretained(then.statements.nodes[0])
        } else {
            single = nil
        }
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        if let boolean {
            if !conditionDecided { decideCondition(boolean.takeUnretainedValue()) }
            let holds: Bool
            if conditionSlot >= 0, case .int(let a) = frame.slots[conditionSlot],
               let result = BinaryNode.compare(conditionOperator, a, conditionConstant) {
                holds = result
            } else {
                holds = try boolean._withUnsafeGuaranteedRef { try $0.evaluateCondition(frame) }
            }
            if holds {
                if let single { return try single._withUnsafeGuaranteedRef { try $0.execute(frame) } }
                return try then.execute(frame)
            }
            guard let elseReference else { return .normal }
            return try elseReference._withUnsafeGuaranteedRef { try $0.execute(frame) }
        }
        if try conditions.hold(frame) {
            defer { if !locals.isEmpty { frame.release(locals) } }
            return try then.execute(frame)
        }
        return try elseBranch?.execute(frame) ?? .normal
    }

    private func decideCondition(_ condition: ExprNode) {
        conditionDecided = true
        if case .localAndConstant(let index, let op, let constant, _) = InlineExpression(condition) {
            conditionSlot = index
            conditionOperator = op
            conditionConstant = constant
        }
    }
}

public final class GuardNode: StmtNode {
    let conditions: ConditionList
    let elseBlock: BlockNode
    init(conditions: [ConditionNode], elseBlock: BlockNode, range: SourceRange) {
        self.conditions = ConditionList(conditions)
        self.elseBlock = elseBlock
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        if try conditions.hold(frame) { return .normal }
        return try elseBlock.execute(frame)
    }
}

/// What a loop does with its body's completion.
enum LoopControl {
    case next, stop(Completion)

    static func after(_ completion: Completion, label: String?) -> LoopControl {
        switch completion {
        case .normal, .fallthroughCase: return .next
        case .continueLoop(let target) where target.reaches(label): return .next
        case .breakLoop(let target) where target.reaches(label): return .stop(.normal)
        default: return .stop(completion)
        }
    }
}

public final class WhileNode: StmtNode {
    let label: String?
    let conditions: ConditionList
    let body: BlockNode
    let locals: [LocalSlot]
    init(label: String?, conditions: [ConditionNode], body: BlockNode, locals: [LocalSlot], range: SourceRange) {
        self.label = label
        self.conditions = ConditionList(conditions)
        self.body = body
        self.locals = locals
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        let interpreter = frame.interpreter
        while try conditions.hold(frame) {
            try interpreter.step(range, "this 'while' loop")
            let completion = try body.execute(frame)
            if case .normal = completion { continue }  // without reading the label
            if case .stop(let completion) = LoopControl.after(completion, label: label) { return completion }
        }
        return .normal
    }
}

public final class RepeatWhileNode: StmtNode {
    let label: String?
    let body: BlockNode
    let condition: ExprNode
    init(label: String?, body: BlockNode, condition: ExprNode, range: SourceRange) {
        self.label = label
        self.body = body
        self.condition = condition
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        let interpreter = frame.interpreter
        repeat {
            try interpreter.step(range, "this 'repeat' loop")
            if case .stop(let completion) = LoopControl.after(try body.execute(frame), label: label) { return completion }
        } while try condition.evaluateCondition(frame)
        return .normal
    }
}

public final class SwitchCaseNode {
    let items: [(PatternNode, ExprNode?)]
    let isDefault: Bool
    let body: BlockNode
    let locals: [LocalSlot]
    let range: SourceRange
    init(items: [(PatternNode, ExprNode?)], isDefault: Bool, body: BlockNode, locals: [LocalSlot], range: SourceRange) {
        self.items = items
        self.isDefault = isDefault
        self.body = body
        self.locals = locals
        self.range = range
    }

    func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        if isDefault { return true }
        for (pattern, guardExpr) in items {
            guard try pattern.match(value, frame) else { continue }
            if let guardExpr, try !frame.interpreter.truth(try guardExpr.evaluate(frame), at: guardExpr.range) { continue }
            return true
        }
        return false
    }
}

public final class SwitchNode: StmtNode {
    let label: String?
    let subject: ExprNode
    let cases: [SwitchCaseNode]
    init(label: String?, subject: ExprNode, cases: [SwitchCaseNode], range: SourceRange) {
        self.label = label
        self.subject = subject
        self.cases = cases
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        let value = try subject.evaluate(frame)
        guard var index = try cases.firstIndex(where: { try $0.matches(value, frame) }) else {
            throw frame.interpreter.failure(.switchNotExhaustive(try frame.interpreter.debugDescribe(value)), at: range)
        }
        while true {
            let switchCase = cases[index]
            let completion = try switchCase.body.execute(frame)
            frame.release(switchCase.locals)
            switch completion {
            case .fallthroughCase where index + 1 < cases.count:
                index += 1
            case .breakLoop(let target) where target.reaches(label):
                return .normal
            case .fallthroughCase:
                return .normal
            default:
                return completion
            }
        }
    }
}

/// `switch` used as a value.
public final class SwitchExpressionNode: ExprNode {
    let subject: ExprNode
    let cases: [SwitchCaseNode]
    let values: [ExprNode]
    init(subject: ExprNode, cases: [SwitchCaseNode], values: [ExprNode], range: SourceRange) {
        self.subject = subject
        self.cases = cases
        self.values = values
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try subject.evaluate(frame)
        for (index, switchCase) in cases.enumerated() where try switchCase.matches(value, frame) {
            defer { frame.release(switchCase.locals) }
            return try values[index].evaluate(frame)
        }
        throw frame.interpreter.failure(.switchNotExhaustive(try frame.interpreter.debugDescribe(value)), at: range)
    }
}

public final class CatchNode {
    let patterns: [(PatternNode, ExprNode?)]
    let body: BlockNode
    let locals: [LocalSlot]
    init(patterns: [(PatternNode, ExprNode?)], body: BlockNode, locals: [LocalSlot]) {
        self.patterns = patterns
        self.body = body
        self.locals = locals
    }
}

public final class DoCatchNode: StmtNode {
    let label: String?
    let body: BlockNode
    let catches: [CatchNode]
    init(label: String?, body: BlockNode, catches: [CatchNode], range: SourceRange) {
        self.label = label
        self.body = body
        self.catches = catches
        super.init(range: range)
    }
    public override func execute(_ frame: Frame) throws -> Completion {
        do {
            let completion = try body.execute(frame)
            if case .breakLoop(let target) = completion, target.names(label) { return .normal }
            return completion
        } catch let error as ThrownError {
            for clause in catches {
                for (pattern, guardExpr) in clause.patterns {
                    guard try pattern.match(error.value, frame) else { continue }
                    if let guardExpr, try !frame.interpreter.truth(try guardExpr.evaluate(frame), at: guardExpr.range) { continue }
                    defer { frame.release(clause.locals) }
                    return try clause.body.execute(frame)
                }
            }
            throw error
        }
    }
}
