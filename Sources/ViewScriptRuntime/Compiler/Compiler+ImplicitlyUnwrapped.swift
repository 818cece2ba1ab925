import ViewScriptSyntax

/// Implicitly unwrapped optionals (`var next: Node!`, `var label: String!`): the names the
/// program declares with a `!` type, and their implicit unwrapping as the base of a member
/// access. The runtime keeps no static types, so a name counts wherever it is used; Optional's
/// own members (`map`, `flatMap`...) are reached without unwrapping, as Swift prefers them.
extension Compiler {
    /// Optional's members, which an implicitly unwrapped optional reaches as an optional.
    static let optionalMembers: Set<String> = ["map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "some", "none"]

    /// Notes a property or variable declared with a `!` type.
    mutating func noteImplicitlyUnwrapped(_ binding: PatternBinding) {
        guard let type = binding.type, case .implicitlyUnwrapped = type.kind, let name = binding.pattern.declaredName else { return }
        implicitlyUnwrappedNames.insert(name)
    }

    /// The variables and properties of the file's declarations (not inside bodies) declared with `!`.
    mutating func noteImplicitlyUnwrapped(in declarations: [Decl]) {
        for decl in declarations {
            switch decl.kind {
            case .variable(let variable): variable.bindings.forEach { noteImplicitlyUnwrapped($0) }
            case .nominal(let nominal): noteImplicitlyUnwrapped(in: nominal.members)
            case .extensionDecl(let ext): noteImplicitlyUnwrapped(in: ext.members)
            default: continue
            }
        }
    }

    /// An operand of `+`, `<`... (not of `==`, `!=`, `===`, `!==`, `~=`, which take optionals).
    func implicitlyUnwrappedOperand(_ operand: Expr, _ node: ExprNode, _ op: BinaryOperator) -> ExprNode {
        switch op {
        case .equal, .notEqual, .identical, .notIdentical, .patternMatch: return node
        default: return implicitlyUnwrapped(operand, node, member: "")
        }
    }

    /// A name declared with `!` where a value of a non-optional type is expected (an argument
    /// to an `Int` parameter, `let y: Int = x`): Swift force-unwraps it there.
    func implicitlyUnwrapped(_ expr: Expr, _ node: ExprNode, expected: RuntimeType?) -> ExprNode {
        guard !implicitlyUnwrappedNames.isEmpty, let expected else { return node }
        switch expected {
        case .optional, .any, .generic, .void: return node
        default: return implicitlyUnwrapped(expr, node, member: "")
        }
    }

    /// `base` of `base.member`, unwrapped when it names an implicitly unwrapped optional.
    func implicitlyUnwrapped(_ base: Expr, _ node: ExprNode, member: String) -> ExprNode {
        guard !implicitlyUnwrappedNames.isEmpty, !Self.optionalMembers.contains(member) else { return node }
        let name: String
        switch base.kind {
        case .identifier(let identifier): name = identifier.name
        case .member(_, let identifier): name = identifier.name
        default: return node
        }
        guard implicitlyUnwrappedNames.contains(name) else { return node }
        return ImplicitUnwrapNode(node, range: base.range)
    }
}
