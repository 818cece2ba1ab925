import ViewScriptSyntax

extension Compiler {
    /// Creates a function's definition with its parameters; the body is compiled later.
    mutating func declareFunction(_ function: FunctionDecl, decl: Decl, kind: FunctionDefinition.Kind,
                                  selfType: NominalType?, isStatic: Bool) -> FunctionDefinition {
        let definition = FunctionDefinition(name: function.name.name, kind: kind, range: decl.range)
        program.adopt(definition)
        definition.declaringType = selfType
        definition.isStatic = isStatic
        definition.isMutating = decl.modifiers.flags.contains(.mutating)
        definition.isAsync = function.effects.isAsync
        definition.genericParameters = function.genericParameters.map(\.name.name)
        let functionScope = FunctionScope(definition: definition, parent: nil, selfType: selfType, isStatic: isStatic)
        let saved = scope
        scope = functionScope
        genericContext.append(definition.genericParameters)
        if let selfType, !isStatic { definition.selfSlot = functionScope.declare("self", type: .nominal(selfType, [])) }
        if let selfType, isStatic { declareStaticProtocolSelf(definition, functionScope, selfType) }
        definition.parameters = function.parameters.enumerated().map { compileParameter($1, at: $0, subscriptStyle: false) }
        definition.resultType = function.resultType.map { resolveType($0) }
        if case .void? = definition.resultType { definition.resultType = nil }
        genericContext.removeLast()
        scope = saved
        if let body = function.body {
            pendingBodies.append(PendingBody(definition: definition, scope: functionScope, block: body,
                                             typeContext: typeContext, genericContext: genericContext + [definition.genericParameters]))
        }
        return definition
    }

    mutating func declareInitializer(_ initializer: InitializerDecl, decl: Decl, in type: NominalType) -> FunctionDefinition {
        let definition = FunctionDefinition(name: "init", kind: .initializer, range: decl.range)
        program.adopt(definition)
        definition.declaringType = type
        definition.isMutating = true
        definition.isFailable = initializer.failability != .none
        definition.isConvenience = decl.modifiers.flags.contains(.convenience)
        let functionScope = FunctionScope(definition: definition, parent: nil, selfType: type, isStatic: false)
        let saved = scope
        scope = functionScope
        genericContext.append(initializer.genericParameters.map(\.name.name))
        definition.selfSlot = functionScope.declare("self", type: .nominal(type, []))
        definition.parameters = initializer.parameters.enumerated().map { compileParameter($1, at: $0, subscriptStyle: false) }
        genericContext.removeLast()
        scope = saved
        if let body = initializer.body {
            pendingBodies.append(PendingBody(definition: definition, scope: functionScope, block: body,
                                             typeContext: typeContext, genericContext: genericContext))
        }
        return definition
    }

    /// A parameter: its slot in the current scope, its type and its default value. While members
    /// are declared, the default waits until every member is (`init(items: [Int] = Store.sample)`
    /// before `static let sample`, as Swift allows).
    mutating func compileParameter(_ parameter: ViewScriptSyntax.Parameter, at index: Int = 0,
                                   subscriptStyle: Bool) -> FunctionDefinition.Parameter {
        var isInout = false
        var isAutoclosure = false
        var isViewBuilder = false
        var typeSyntax = parameter.type
        while true {
            if case .attributed(let attributes, let inner) = typeSyntax.kind {
                if attributes.contains(where: { $0.name.name == "autoclosure" }) { isAutoclosure = true }
                if attributes.contains(where: { $0.name.name == "ViewBuilder" }) { isViewBuilder = true }
                checkParameterWrapper(attributes)
                typeSyntax = inner
            } else if case .inoutType(let inner) = typeSyntax.kind {
                isInout = true
                typeSyntax = inner
            } else {
                break
            }
        }
        var type = resolveType(typeSyntax)
        if parameter.isVariadic { type = .array(type) }
        let defaultValue = parameter.defaultValue.map { expr -> ExprNode in
            guard pendingParameterDefaults != nil else { return compileExpression(expr, expected: type) }
            pendingParameterDefaults?.append(PendingParameterDefault(
                expr: expr, index: index, expected: type, scope: scope, typeContext: typeContext, genericContext: genericContext))
            return ConstantNode(.void, range: expr.range)
        }
        let slot = scope.declare(parameter.name.name, type: type)
        // In a subscript, an unlabelled parameter takes no label (`subscript(i: Int)` is called `x[0]`).
        let label = subscriptStyle && parameter.label?.range == parameter.name.range ? nil : parameter.label?.name
        return FunctionDefinition.Parameter(label: label, name: parameter.name.name, type: isAutoclosure ? nil : type,
                                            defaultValue: defaultValue, isVariadic: parameter.isVariadic,
                                            isInout: isInout, isAutoclosure: isAutoclosure, slot: slot,
                                            isViewBuilder: isViewBuilder)
    }

    /// Classes store superclass fields first: recompute indices over the whole chain.
    func layOutClassFields(_ type: NominalType) {
        guard type.superclass != nil, !type.fieldsLaidOut else { return }
        if let superclass = type.superclass { layOutClassFields(superclass) }
        let inherited = type.superclass?.storedProperties ?? []
        let own = type.storedProperties.filter { property in !inherited.contains { $0.range == property.range } }
        type.storedProperties = inherited + own
        type.fieldIndex = [:]
        for (index, property) in type.storedProperties.enumerated() { type.fieldIndex[property.name] = index }
        type.fieldsLaidOut = true
    }

    /// Compiles every body declared so far (and those their compilation declares).
    mutating func compileMemberBodies(_ declarations: [Decl]) {
        var index = 0
        while index < pendingBodies.count {
            let pending = pendingBodies[index]
            index += 1
            let savedScope = scope
            let savedTypes = typeContext
            let savedGenerics = genericContext
            scope = pending.scope
            typeContext = pending.typeContext
            genericContext = pending.genericContext
            pending.definition.body = compileFunctionBody(pending.block, definition: pending.definition)
            finishFunction(pending.scope)
            scope = savedScope
            typeContext = savedTypes
            genericContext = savedGenerics
        }
    }

    /// A body; a single expression (or `if`/`switch`) is its value when the function has a result.
    mutating func compileFunctionBody(_ block: Block, definition: FunctionDefinition) -> BlockNode {
        if definition.isViewBuilder {
            let views = compileViewBuilder(block.statements, range: block.range)
            return BlockNode(statements: [ReturnNode(value: views, range: block.range)], range: block.range)
        }
        let wantsValue = definition.resultType != nil || definition.kind == .getter || definition.kind == .closure
        if wantsValue, block.statements.count == 1, case .expression(let expr) = block.statements[0].kind {
            let value = compileExpression(expr, expected: definition.resultType)
            if definition.kind == .closure { definition.inferredResultType = value.staticType }
            let node = BlockNode(statements: [ReturnNode(value: value, range: expr.range)], range: block.range)
            return node
        }
        if wantsValue, definition.kind != .closure, block.statements.count == 1 {
            switch block.statements[0].kind {
            case .ifStmt(let ifStmt):
                let value = compileExpression(Expr(.ifExpr(ifStmt), range: block.statements[0].range), expected: definition.resultType)
                return BlockNode(statements: [ReturnNode(value: value, range: block.range)], range: block.range)
            case .switchStmt(let switchStmt):
                let value = compileExpression(Expr(.switchExpr(switchStmt), range: block.statements[0].range), expected: definition.resultType)
                return BlockNode(statements: [ReturnNode(value: value, range: block.range)], range: block.range)
            default:
                break
            }
        }
        return compileBlock(block)
    }

    /// `func` declarations of a block are visible in the whole block (for mutual recursion).
    mutating func declareLocalFunctions(_ statements: [Stmt]) {
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .function(let function) = decl.kind else { continue }
            if scope.blocks[scope.blocks.count - 1][function.name.name] == nil {
                _ = scope.declare(function.name.name, type: nil)
            }
        }
    }
}
