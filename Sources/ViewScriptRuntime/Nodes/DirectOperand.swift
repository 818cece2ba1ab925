/// An operand that needs no evaluation: a local variable or an integer literal.
enum DirectOperand {
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
