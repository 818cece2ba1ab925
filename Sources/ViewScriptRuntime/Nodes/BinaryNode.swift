import ViewScriptSyntax

/// `a + b`, `a < b` and the other binary operators but `&&`, `||` and `??`.
public final class BinaryNode: ExprNode {
    let op: BinaryOperator
    let lhs: ExprNode
    let rhs: ExprNode
    /// `planet == .mars`: an implicit member without a type of its own takes it from the
    /// other operand (decided once, here, rather than by a cast on every evaluation).
    private let implicitRight: ImplicitMemberNode?
    private let implicitLeft: ImplicitMemberNode?
    /// `(i * 7919) % 10007`, `$0 % 2 == 0`: an integer literal on the right of an operand
    /// that is itself a local that no closure captures and an integer literal (`slotOperand`
    /// of the inner node). The inner operation is done here, without evaluating its node,
    /// when it is plain `Int` arithmetic that cannot trap; otherwise the node is evaluated
    /// as before (-1: not this form). Decided with `operands`.
    private var nestedSlot = -1
    private var nestedOp = BinaryOperator.add
    private var nestedConstant = 0
    /// How the operands are read, decided at the first evaluation (when the locals' boxing
    /// is known): both straight from the frame when each is a local or an integer literal
    /// (`n - 1`, `i % 3`, `x < y`), without evaluating a node or copying a `Value`; an
    /// integer literal on one side of any other operand (`p.x < 0`) without evaluating it.
    private enum Operands {
        case undecided
        case direct(DirectOperand, DirectOperand)
        case constantRight(Int)
        case constantLeft(Int)
        /// Any other operands, neither an implicit member (`.west`, typed by the other one).
        case plain
        case general
    }
    private var operands = Operands.undecided
    /// A local that no closure captures against an integer literal (`n - 1`, `n < 2`), the
    /// most common operands, decided with the others: the slot's index (-1: not this form)
    /// and the literal, read before anything else is looked at.
    private var slotOperand = -1
    private var constantOperand = 0
    /// Likewise a field of a struct in such a local against an integer literal (`x < 0` in
    /// a method), once the member has read it in place (see `MemberNode.inPlaceRead`).
    private var fieldOperand = IntFieldPlan.none
    private var fieldOperandDecided = false

    init(_ op: BinaryOperator, _ lhs: ExprNode, _ rhs: ExprNode, range: SourceRange) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        implicitRight = (rhs as? ImplicitMemberNode).flatMap { $0.context == nil ? $0 : nil }
        implicitLeft = implicitRight == nil ? (lhs as? ImplicitMemberNode).flatMap { $0.context == nil ? $0 : nil } : nil
        super.init(range: range)
    }

    public override func evaluate(_ frame: Frame) throws -> Value {
        if slotOperand >= 0, case .int(let a) = frame.slots[slotOperand] {
            return try Self.integer(op, a, constantOperand) ?? frame.interpreter.binary(op, .int(a), .int(constantOperand), at: range)
        }
        switch operands {
        case .direct(let left, let right):
            if let a = left.int(in: frame), let b = right.int(in: frame) {
                return try Self.integer(op, a, b) ?? frame.interpreter.binary(op, .int(a), .int(b), at: range)
            }
        case .constantRight(let b):
            if nestedSlot >= 0, case .int(let x) = frame.slots[nestedSlot], let a = Self.arithmetic(nestedOp, x, nestedConstant) {
                return try Self.integer(op, a, b) ?? frame.interpreter.binary(op, .int(a), .int(b), at: range)
            }
            let left = try lhs.evaluate(frame)
            if case .int(let a) = left, let result = Self.integer(op, a, b) { return result }
            return try frame.interpreter.binary(op, left, .int(b), at: range)
        case .constantLeft(let a):
            let right = try rhs.evaluate(frame)
            if case .int(let b) = right, let result = Self.integer(op, a, b) { return result }
            return try frame.interpreter.binary(op, .int(a), right, at: range)
        case .undecided:
            operands = decideOperands()
            return try evaluate(frame)
        case .plain:
            // Both operands evaluated (`fib(n - 1) + fib(n - 2)`), here rather than in
            // `evaluateGeneral`: one call less per operator.
            let left = try lhs.evaluate(frame)
            let right = try rhs.evaluate(frame)
            if case .int(let a) = left, case .int(let b) = right, let result = Self.integer(op, a, b) { return result }
            return try frame.interpreter.binary(op, left, right, at: range)
        case .general:
            break
        }
        return try evaluateGeneral(frame)
    }

    /// A comparison of `Int`s answers without building a `Value` (see `ExprNode`).
    public override func evaluateCondition(_ frame: Frame) throws -> Bool {
        if slotOperand >= 0, case .int(let a) = frame.slots[slotOperand], let result = Self.compare(op, a, constantOperand) {
            return result
        }
        if fieldOperand.slot >= 0, let a = frame.intField(fieldOperand), let result = Self.compare(op, a, constantOperand) {
            return result
        }
        switch operands {
        case .direct(let left, let right):
            if let a = left.int(in: frame), let b = right.int(in: frame), let result = Self.compare(op, a, b) {
                if !fieldOperandDecided, case .field(let member) = left, case .constant(let b) = right {
                    fieldOperandDecided = true
                    fieldOperand = member._withUnsafeGuaranteedRef { .plan(reading: $0) }
                    constantOperand = b
                }
                return result
            }
        case .constantRight(let b):
            if nestedSlot >= 0, case .int(let x) = frame.slots[nestedSlot], let a = Self.arithmetic(nestedOp, x, nestedConstant),
               let result = Self.compare(op, a, b) {
                return result
            }
            let left = try lhs.evaluate(frame)
            if case .int(let a) = left, let result = Self.compare(op, a, b) { return result }
            return try frame.interpreter.truth(try frame.interpreter.binary(op, left, .int(b), at: range), at: range)
        case .plain:
            let left = try lhs.evaluate(frame)
            let right = try rhs.evaluate(frame)
            if case .int(let a) = left, case .int(let b) = right, let result = Self.compare(op, a, b) { return result }
            return try frame.interpreter.truth(try frame.interpreter.binary(op, left, right, at: range), at: range)
        default:
            break
        }
        return try frame.interpreter.truth(try evaluate(frame), at: range)
    }

    /// `Int` comparison; nil for the other operators.
    @inline(__always)
    static func compare(_ op: BinaryOperator, _ a: Int, _ b: Int) -> Bool? {
        switch op {
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        case .greaterEqual: return a >= b
        case .equal: return a == b
        case .notEqual: return a != b
        default: return nil
        }
    }

    private func decideOperands() -> Operands {
        if let local = lhs as? LocalNode, !local.slot.isBoxed, case .constant(let value)? = DirectOperand(rhs) {
            slotOperand = local.slot.index
            constantOperand = value
        }
        if let inner = lhs as? BinaryNode, case .constant? = DirectOperand(rhs),
           let local = inner.lhs as? LocalNode, !local.slot.isBoxed, case .constant(let innerValue)? = DirectOperand(inner.rhs) {
            nestedSlot = local.slot.index
            nestedOp = inner.op
            nestedConstant = innerValue
        }
        if let left = DirectOperand(lhs), let right = DirectOperand(rhs) { return .direct(left, right) }
        if implicitLeft == nil, implicitRight == nil, case .constant(let value)? = DirectOperand(rhs) { return .constantRight(value) }
        if implicitLeft == nil, implicitRight == nil, case .constant(let value)? = DirectOperand(lhs) { return .constantLeft(value) }
        return implicitLeft == nil && implicitRight == nil ? .plain : .general
    }

    private func evaluateGeneral(_ frame: Frame) throws -> Value {
        if let implicit = implicitRight {
            let left = try lhs.evaluate(frame)
            return try frame.interpreter.binary(op, left, try implicit.evaluate(frame, contextOf: left), at: range)
        }
        if let implicit = implicitLeft {
            let right = try rhs.evaluate(frame)
            return try frame.interpreter.binary(op, try implicit.evaluate(frame, contextOf: right), right, at: range)
        }
        let left = try lhs.evaluate(frame)
        let right = try rhs.evaluate(frame)
        // The common case first: Int arithmetic and comparison without a call.
        if case .int(let a) = left, case .int(let b) = right, let result = Self.integer(op, a, b) { return result }
        return try frame.interpreter.binary(op, left, right, at: range)
    }

    /// Int arithmetic that cannot trap (`integer`'s arithmetic, as a plain `Int`); nil for
    /// the rest.
    @inline(__always)
    static func arithmetic(_ op: BinaryOperator, _ a: Int, _ b: Int) -> Int? {
        switch op {
        case .add:
            let (result, overflow) = a.addingReportingOverflow(b)
            return overflow ? nil : result
        case .subtract:
            let (result, overflow) = a.subtractingReportingOverflow(b)
            return overflow ? nil : result
        case .multiply:
            let (result, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? nil : result
        case .divide, .remainder:
            guard b != 0, a != .min || b != -1 else { return nil }
            return op == .divide ? a / b : a % b
        default: return nil
        }
    }

    /// Int arithmetic and comparison that cannot trap; nil for the rest (overflow, division,
    /// other operators), which `Interpreter.binary` does with Swift's traps.
    @inline(__always)
    static func integer(_ op: BinaryOperator, _ a: Int, _ b: Int) -> Value? {
        switch op {
        case .add:
            let (result, overflow) = a.addingReportingOverflow(b)
            return overflow ? nil : .int(result)
        case .subtract:
            let (result, overflow) = a.subtractingReportingOverflow(b)
            return overflow ? nil : .int(result)
        case .multiply:
            let (result, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? nil : .int(result)
        case .divide, .remainder:
            // Division by zero and `Int.min / -1` trap: left to `Interpreter.binary`.
            guard b != 0, a != .min || b != -1 else { return nil }
            return .int(op == .divide ? a / b : a % b)
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        default: return nil
        }
    }
}
