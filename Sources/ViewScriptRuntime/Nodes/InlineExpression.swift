import ViewScriptSyntax

/// A child expression of a hot node in the form that node evaluates itself, without calling
/// the child: a local, an integer literal, or `n - 1` / `n < 2` on an `Int` local that no closure
/// captures. Every node evaluation is a call that saves and restores registers; an argument,
/// a returned value or a condition of one of these forms skips it (in `fib`, four of the
/// fifteen evaluations of a call). Anything else, and any case the inline form does not
/// answer (overflow, a local that holds something else), evaluates the node.
///
/// Made when the locals' boxing is known: at a node's first evaluation, or with a call
/// site's plan. A plain value (no reference counted), so reading one from a node is a copy
/// of a few words.
enum InlineExpression {
    /// A local that no closure captures, by slot, and one that a closure captures.
    case local(Int)
    case boxedLocal(SlotAddress)
    /// An integer literal (other literals hold references: copying this would count them).
    case int(Int)
    /// An `Int` local (by slot) and an integer literal, with the node for the other cases.
    case localAndConstant(Int, BinaryOperator, Int, Unmanaged<ExprNode>)
    /// Unretained: the node that holds this holds the child.
    case node(Unmanaged<ExprNode>)

    init(_ node: ExprNode) {
        if let local = node as? LocalNode {
            self = local.slot.isBoxed ? .boxedLocal(local.slot.address) : .local(local.slot.index)
        } else if let constant = node as? ConstantNode, case .int(let value) = constant.value {
            self = .int(value)
        } else if let binary = node as? BinaryNode, let local = binary.lhs as? LocalNode, !local.slot.isBoxed,
                  let constant = binary.rhs as? ConstantNode, case .int(let value) = constant.value {
            self = .localAndConstant(local.slot.index, binary.op, value, Unmanaged.passUnretained(node))
        } else {
            self = .node(Unmanaged.passUnretained(node))
        }
    }

    @inline(__always)
    func evaluate(_ frame: Frame) throws -> Value {
        switch self {
        case .local(let index):
            return frame.slots[index]
        case .boxedLocal(let slot):
            return frame.read(slot)
        case .int(let value):
            return .int(value)
        case .localAndConstant(let index, let op, let b, let node):
            if case .int(let a) = frame.slots[index], let result = BinaryNode.integer(op, a, b) { return result }
            return try node._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
        case .node(let node):
            return try node._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
        }
    }
}
