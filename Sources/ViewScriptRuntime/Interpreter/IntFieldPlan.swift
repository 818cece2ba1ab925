/// An `Int` field of a struct in a local that no closure captures, read or changed where the
/// local holds it: the plan of `Frame.updateIntField`, a compound assignment whose right side
/// is another field of the same struct (`x += vx` in a method) or an integer literal, and of
/// `Frame.intField(_:)`, a comparison's operand (`x < 0`). Plain values; `slot` is -1 for none.
struct IntFieldPlan {
    let slot: Int
    let type: ObjectIdentifier
    let target: Int
    let source: Int
    let constant: Int

    static let none = IntFieldPlan(slot: -1, type: ObjectIdentifier(IntFieldPlan.self), target: 0, source: -1, constant: 0)

    private init(slot: Int, type: ObjectIdentifier, target: Int, source: Int, constant: Int) {
        self.slot = slot
        self.type = type
        self.target = target
        self.source = source
        self.constant = constant
    }

    /// The field a member reads in place, as the operand of a comparison (`target` is the
    /// field), or `.none`.
    static func plan(reading member: MemberNode) -> IntFieldPlan {
        guard let read = member.inPlaceRead, !read.slot.isBoxed else { return .none }
        return IntFieldPlan(slot: read.slot.index, type: read.type, target: read.index, source: -1, constant: 0)
    }

    /// The plan for a change of `field` by `value`, or `.none` when the form is another.
    static func plan(_ field: MemberNode.InPlaceField, _ value: ExprNode) -> IntFieldPlan {
        guard !field.slot.isBoxed else { return .none }
        if let constant = value as? ConstantNode, case .int(let integer) = constant.value {
            return IntFieldPlan(slot: field.slot.index, type: field.type, target: field.index, source: -1, constant: integer)
        }
        if let member = value as? MemberNode, let read = member.inPlaceRead,
           read.slot.index == field.slot.index, !read.slot.isBoxed, read.type == field.type {
            return IntFieldPlan(slot: field.slot.index, type: field.type, target: field.index, source: read.index, constant: 0)
        }
        return .none
    }
}
