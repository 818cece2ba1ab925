import ViewScriptSyntax

/// Generic parameters of a generic type used inside its members (`Option.allCases` in
/// `struct FilterBar<Option: CaseIterable>`): the parameter is bound by the generic arguments
/// of `self`. The compiler infers them where the value is made from the static types of the
/// initializer's arguments (`FilterBar(selection: $status)` with `$status` a `Binding<Status?>`
/// makes a `FilterBar<Status>`), as Swift's type checker does; at run time `self`'s arguments,
/// or those its stored values reveal, give the parameter's type.
extension Compiler {
    /// A type used as a value; a generic parameter of the enclosing type reads `self`.
    mutating func typeValueNode(_ type: RuntimeType, range: SourceRange) -> ExprNode {
        guard case .generic(let name) = type, let owner = scope.enclosingSelfType,
              let position = owner.genericParameters.firstIndex(of: name),
              genericContext.last(where: { $0.contains(name) }) == owner.genericParameters,
              let selfReference = scope.lookup("self") else { return TypeNode(type, range: range) }
        return TypeNode(type, range: range, ownerSelf: (selfReference.node(range: range), position))
    }

    /// `Generic(arguments)` without written generic arguments: the arguments the initializer's
    /// declared parameter types and the arguments' static types determine, when all of them are known.
    func inferredGenericArguments(_ type: RuntimeType, declared: [RuntimeType?]?, _ arguments: [ArgumentNode]) -> RuntimeType {
        guard case .nominal(let nominal, let written) = type, written.isEmpty, !nominal.genericParameters.isEmpty,
              let declared, declared.count == arguments.count else { return type }
        var bindings: [String: RuntimeType] = [:]
        for (parameter, argument) in zip(declared, arguments) {
            guard let parameter, let actual = argument.value.staticType?.concrete else { continue }
            GenericBinding.bind(parameter, to: actual, into: &bindings)
        }
        let inferred = nominal.genericParameters.compactMap { bindings[$0]?.concrete }
        guard inferred.count == nominal.genericParameters.count else { return type }
        return .nominal(nominal, inferred)
    }
}

extension Interpreter {
    /// A generic parameter of `self`'s type: bound in the running call, else by `self`'s generic
    /// arguments; unbound (and so "not simulated yet" where a member of it is used) otherwise.
    func bound(_ type: RuntimeType, position: Int, of selfValue: Value, in frame: Frame) -> RuntimeType {
        let inCall = bound(type, in: frame)
        guard case .generic = inCall else { return inCall }
        let selfType: RuntimeType
        if case .type(let metatype) = selfValue { selfType = metatype } else { selfType = runtimeType(of: selfValue) }
        guard case .nominal(_, let arguments) = selfType, position < arguments.count,
              let argument = arguments[position].concrete else { return type }
        return argument
    }
}

extension Compiler {
    /// `$selection` of a `@State` or `@Binding` property whose type is known is a `Binding` of
    /// that type (what infers `FilterBar(selection: $selection)`'s generic argument).
    func typedProjection(_ node: ProjectedValueNode) -> ExprNode {
        guard let member = node.storage as? MemberNode, case .nominal(let owner, _)? = member.base.staticType,
              let index = owner.fieldIndex[member.name], let wrapper = owner.storedProperties[index].wrapper,
              wrapper == "State" || wrapper == "Binding",
              let type = owner.storedProperties[index].type?.concrete else { return node }
        node.staticType = .named("Binding", [type])
        return node
    }
}
