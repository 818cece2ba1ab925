import ViewScriptSyntax

/// The declarations one wrapped property becomes (see `PropertyWrapperExpansion`).
extension PropertyWrapperExpansion {
    func expand(_ decl: Decl, _ binding: PatternBinding, name: String, attributes: [Attribute]) -> [Decl] {
        let range = binding.range
        let storageName = "_" + name
        let isStatic = decl.modifiers.flags.contains(.isStatic) || decl.modifiers.flags.contains(.isClass)
        // The storage.
        var storageArguments = [Argument(label: nil, value: identifier(name, range))]
        if attributes.allSatisfy({ wrappers[$0.name.name]?.takesWrappedValue == true }) {
            let parameter = ClosureParameter(name: Identifier("wrappedValue", range: range), type: nil)
            let body = Block(statements: [Stmt(.returnStmt(make(attributes, identifier("wrappedValue", range), range)), range: range)],
                             range: range)
            let closure = ClosureExpr(attributes: [], captures: [], parameters: [parameter], effects: Effects(), resultType: nil, body: body)
            storageArguments.append(Argument(label: Identifier("make", range: range), value: Expr(.closure(closure), range: range)))
        }
        var storageModifiers = DeclModifiers(access: .private)
        if isStatic { storageModifiers.flags.insert(.isStatic) }
        let storageBinding = PatternBinding(pattern: Pattern(.binding(Identifier(storageName, range: range)), range: range), type: nil,
                                            initializer: initialStorage(binding, attributes), accessors: nil, range: range)
        let storage = Decl(.variable(VariableDecl(isLet: false, bindings: [storageBinding])),
                           attributes: [Attribute(name: Identifier(Self.storageAttribute, range: range), arguments: storageArguments, range: range)],
                           modifiers: storageModifiers, range: decl.range)
        // The wrapped property.
        var wrapped = identifier(storageName, range)
        for _ in attributes { wrapped = Expr(.member(wrapped, Identifier("wrappedValue", range: range)), range: range) }
        let others = decl.attributes.filter { wrappers[$0.name.name] == nil }
        var modifiers = decl.modifiers
        modifiers.flags.remove(.lazy)
        let property = computed(name, type: binding.type, value: wrapped, observers: binding.accessors, attributes: others,
                                modifiers: modifiers, range: range, declRange: decl.range)
        var result = [storage, property]
        // The projection.
        if let outer = attributes.first, wrappers[outer.name.name]?.hasProjectedValue == true {
            let projected = Expr(.member(identifier(storageName, range), Identifier("projectedValue", range: range)), range: range)
            result.append(computed("$" + name, type: nil, value: projected, observers: nil, attributes: [], modifiers: modifiers,
                                   range: range, declRange: decl.range))
        }
        return result
    }

    /// `W(wrappedValue: value, args)`, nested for composed wrappers (the last attribute innermost).
    func make(_ attributes: [Attribute], _ value: Expr, _ range: SourceRange) -> Expr {
        var result = value
        for attribute in attributes.reversed() {
            let arguments = attribute.arguments ?? []
            let explicit = arguments.contains { $0.label?.name == "wrappedValue" }
            let all = explicit ? arguments : [Argument(label: Identifier("wrappedValue", range: range), value: result)] + arguments
            result = Expr(.call(identifier(attribute.name.name, attribute.name.range), all), range: range)
        }
        return result
    }

    /// The storage's initial value: from the property's own (`= 5`), else the wrapper's
    /// arguments alone (`@Clamped(0...10) var x: Int`) or `W()`, when the wrapper has such an
    /// initializer; else none (the memberwise or the type's initializer must give it).
    func initialStorage(_ binding: PatternBinding, _ attributes: [Attribute]) -> Expr? {
        if let initializer = binding.initializer { return make(attributes, initializer, binding.range) }
        guard attributes.count == 1, let attribute = attributes.first, let info = wrappers[attribute.name.name] else { return nil }
        let arguments = attribute.arguments ?? []
        if arguments.contains(where: { $0.label?.name == "wrappedValue" }) || info.takesNoArguments || !arguments.isEmpty && !info.takesWrappedValue {
            return Expr(.call(identifier(attribute.name.name, attribute.name.range), arguments), range: binding.range)
        }
        return nil
    }

    /// `var name: T { get { value } set { <willSet>; value = newValue; <didSet> } }`.
    func computed(_ name: String, type: TypeSyntax?, value: Expr, observers: AccessorBlock?, attributes: [Attribute],
                  modifiers: DeclModifiers, range: SourceRange, declRange: SourceRange) -> Decl {
        let getter = Accessor(kind: .get, parameter: nil, effects: Effects(),
                              body: Block(statements: [Stmt(.returnStmt(value), range: range)], range: range), range: range)
        var setStatements: [Stmt] = []
        var didSet: [Stmt] = []
        if case .accessors(let accessors, _)? = observers {
            for accessor in accessors {
                guard let body = accessor.body else { continue }
                if accessor.kind == .willSet {
                    if let parameter = accessor.parameter { setStatements.append(constant(parameter.name, identifier("newValue", range), range)) }
                    setStatements.append(Stmt(.doStmt(label: nil, body: body, catches: []), range: body.range))
                } else if accessor.kind == .didSet {
                    setStatements.append(constant(accessor.parameter?.name ?? "oldValue", value, range))
                    didSet.append(Stmt(.doStmt(label: nil, body: body, catches: []), range: body.range))
                }
            }
        }
        setStatements.append(Stmt(.expression(Expr(.assign(value, identifier("newValue", range)), range: range)), range: range))
        setStatements.append(contentsOf: didSet)
        let setter = Accessor(kind: .set, parameter: nil, effects: Effects(), body: Block(statements: setStatements, range: range), range: range)
        let binding = PatternBinding(pattern: Pattern(.binding(Identifier(name, range: range)), range: range), type: type,
                                     initializer: nil, accessors: .accessors([getter, setter], range: range), range: range)
        return Decl(.variable(VariableDecl(isLet: false, bindings: [binding])), attributes: attributes, modifiers: modifiers, range: declRange)
    }

    private func constant(_ name: String, _ value: Expr, _ range: SourceRange) -> Stmt {
        let binding = PatternBinding(pattern: Pattern(.binding(Identifier(name, range: range)), range: range), type: nil,
                                     initializer: value, accessors: nil, range: range)
        return Stmt(.declaration(Decl(.variable(VariableDecl(isLet: true, bindings: [binding])), range: range)), range: range)
    }

    func identifier(_ name: String, _ range: SourceRange) -> Expr {
        Expr(.identifier(Identifier(name, range: range)), range: range)
    }

    // MARK: Initialization in initializers

    /// `self.x = v` (or `x = v`) as a statement of an initializer's body, the first for `x`,
    /// where `x`'s storage has no initial value: `self._x = W(wrappedValue: v, args)`.
    func initializingAssignments(_ body: Block, _ uninitialized: [String: [Attribute]]) -> Block {
        var pending = uninitialized
        var result = body
        result.statements = body.statements.map { statement in
            guard case .expression(let expr) = statement.kind, case .assign(let target, let value) = expr.kind else { return statement }
            let name: String
            switch target.kind {
            case .member(let base, let member):
                guard case .selfExpr = base.kind else { return statement }
                name = member.name
            case .identifier(let identifier):
                name = identifier.name
            default:
                return statement
            }
            guard let attributes = pending.removeValue(forKey: name) else { return statement }
            let storage = Expr(.member(Expr(.selfExpr, range: target.range), Identifier("_" + name, range: target.range)), range: target.range)
            return Stmt(.expression(Expr(.assign(storage, make(attributes, value, value.range)), range: expr.range)), range: statement.range)
        }
        return result
    }
}
