import ViewScriptSyntax

/// Projected values: `$count`, `self.$count`, and closure parameters with a property wrapper
/// (`ForEach($items) { $item in ... }`, SE-0293), which name both the binding (`$item`)
/// and the value it refers to (`item`, read and written through the binding).
extension Compiler {
    /// `$name`: a closure's `$name` parameter itself, else the projection of a wrapped property.
    mutating func compileProjectedValue(_ name: Identifier, range: SourceRange) -> ExprNode {
        if scope.lookup("$" + name.name) != nil || isUserProjection(name.name) {
            return compileIdentifier(Identifier("$" + name.name, range: name.range))
        }
        return typedProjection(ProjectedValueNode(storage: compileIdentifier(Identifier(name.name, range: name.range)), name: name.name, range: range))
    }

    /// `self.$count`, `model.$name`: the projection of the wrapped property `count` of the base.
    mutating func compileProjectedMember(_ base: Expr, _ name: Identifier, range: SourceRange) -> ExprNode {
        let plain = Identifier(String(name.name.dropFirst()), range: name.range)
        let storage = compileMember(base, plain, range: range)
        return typedProjection(ProjectedValueNode(storage: storage, name: plain.name, range: range))
    }

    /// `item` inside `{ $item in }`: the value behind the binding parameter `$item`.
    mutating func wrapperParameterValue(_ name: Identifier) -> ExprNode? {
        guard !name.name.hasPrefix("$"), scope.lookup("$" + name.name) != nil else { return nil }
        return WrappedValueNode(binding: compileIdentifier(Identifier("$" + name.name, range: name.range)), range: name.range)
    }
}

extension Compiler {
    /// The type the memberwise initializer takes for a stored property: `Binding<T>` for
    /// `@Binding var x: T` (so `.constant(3)` finds its type), else the declared type.
    func memberwiseArgumentType(_ property: StoredProperty) -> RuntimeType? {
        guard let type = property.type else { return nil }
        return property.wrapper == "Binding" ? .named("Binding", [type]) : type
    }
}

extension Compiler {
    /// `self.text = text` in a view's `init`, where `@State var text = "declared"` has an
    /// initial value: the `State` is already initialized with it, and the assignment goes
    /// through `State`'s setter, which does nothing before the view is installed in the
    /// graph (B37). The value is evaluated and dropped. Without an initial value, Swift turns
    /// the first assignment into the wrapper's initialization (`_text = State(wrappedValue:)`),
    /// which works, and so does `_text = State(initialValue: text)`.
    mutating func ignoredStateAssignment(_ target: Expr, _ value: Expr, range: SourceRange) -> ExprNode? {
        guard scope.definition.kind == .initializer, let type = scope.enclosingSelfType, !type.isClass else { return nil }
        let name: String
        switch target.kind {
        case .member(let base, let member):
            guard case .selfExpr = base.kind else { return nil }
            name = member.name
        case .identifier(let identifier):
            guard scope.lookup(identifier.name) == nil else { return nil }
            name = identifier.name
        default:
            return nil
        }
        guard let index = type.fieldIndex[name], type.storedProperties[index].wrapper == "State",
              type.storedProperties[index].initializer != nil else { return nil }
        return DiscardAssignNode(compileExpression(value, expected: type.storedProperties[index].type), range: range)
    }
}

extension Compiler {
    /// `dict[k] = v` on a `[K: V?]` where `v` is an expression of type `V?` (not the literal
    /// `nil`): Swift promotes `v` to `V??`, so a `nil` it holds is stored, not a removal.
    func promotedDictionaryValue(_ value: ExprNode, into target: ExprNode) -> ExprNode {
        guard let subscriptNode = target as? SubscriptNode,
              case .dictionary(_, let element)? = subscriptNode.base.staticType,
              subscriptNode.arguments.count == 1,
              let valueType = value.staticType, valueType.optionalDepth > 0,
              valueType.optionalDepth <= element.optionalDepth else { return value }
        return OptionalPromotionNode(value)
    }
}

private extension RuntimeType {
    /// How many `Optional` layers the type has (`Int??` has two).
    var optionalDepth: Int {
        if case .optional(let wrapped) = self { return 1 + wrapped.optionalDepth }
        return 0
    }
}
