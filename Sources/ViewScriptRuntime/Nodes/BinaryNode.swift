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
    /// Both operands when each is a local or an integer literal (`n - 1`, `i % 3`, `x < y`):
    /// read straight from the frame, without evaluating a node or copying a `Value`.
    /// Decided at the first evaluation, when the locals' boxing is known.
    private var directOperands: (DirectOperand, DirectOperand)?
    private var operandsDecided = false

    init(_ op: BinaryOperator, _ lhs: ExprNode, _ rhs: ExprNode, range: SourceRange) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        implicitRight = (rhs as? ImplicitMemberNode).flatMap { $0.context == nil ? $0 : nil }
        implicitLeft = implicitRight == nil ? (lhs as? ImplicitMemberNode).flatMap { $0.context == nil ? $0 : nil } : nil
        super.init(range: range)
    }

    public override func evaluate(_ frame: Frame) throws -> Value {
        if !operandsDecided {
            operandsDecided = true
            if let left = DirectOperand(lhs), let right = DirectOperand(rhs) { directOperands = (left, right) }
        }
        if let (left, right) = directOperands, let a = left.int(in: frame), let b = right.int(in: frame) {
            return try Self.integer(op, a, b) ?? frame.interpreter.binary(op, .int(a), .int(b), at: range)
        }
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

/// An operand that needs no evaluation: a local variable or an integer literal.
private enum DirectOperand {
    case local(SlotAddress)
    case constant(Int)

    init?(_ node: ExprNode) {
        if let local = node as? LocalNode {
            self = .local(local.slot.address)
        } else if let constant = node as? ConstantNode, case .int(let value) = constant.value {
            self = .constant(value)
        } else {
            return nil
        }
    }

    /// The operand's value when it is an `Int` now (a local may hold anything).
    @inline(__always)
    func int(in frame: Frame) -> Int? {
        switch self {
        case .local(let slot): return frame.int(slot)
        case .constant(let value): return value
        }
    }
}
