/// An operand that needs no evaluation: a local variable, an integer literal, or a stored
/// property of a struct in a local (`x` in a method, `p.x`), read where the local holds it.
enum DirectOperand {
    case local(SlotAddress)
    case constant(Int)
    /// Unretained: the node that holds this operand holds the member node too.
    case field(Unmanaged<MemberNode>)

    init?(_ node: ExprNode) {
        if let local = node as? LocalNode {
            self = .local(local.slot.address)
        } else if let constant = node as? ConstantNode, case .int(let value) = constant.value {
            self = .constant(value)
        } else if let member = node as? MemberNode, member.readsLocal {
            self = .field(Unmanaged.passUnretained(member))
        } else {
            return nil
        }
    }

    /// The operand's value when it is an `Int` now (a local may hold anything; a field is
    /// read only when its struct is of the type the member node read last).
    @inline(__always)
    func int(in frame: Frame) -> Int? {
        switch self {
        case .local(let slot): return frame.int(slot)
        case .constant(let value): return value
        case .field(let member): return member._withUnsafeGuaranteedRef { $0.storedInt(frame) }
        }
    }
}
