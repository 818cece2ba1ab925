import ViewScriptSyntax

extension Compiler {
    mutating func compileStatement(_ statement: Stmt) -> StmtNode {
        let range = statement.range
        switch statement.kind {
        case .expression(let expr):
            return ExpressionStatementNode(compileExpression(expr, expected: nil), range: range)
        case .declaration(let decl):
            return compileLocalDeclaration(decl)
        case .ifStmt(let ifStmt):
            return compileIf(ifStmt, range: range)
        case .guardStmt(let conditions, let elseBlock):
            let compiled = compileConditions(conditions)
            let elseNode = compileBlock(elseBlock)
            return GuardNode(conditions: compiled, elseBlock: elseNode, range: range)
        case .whileStmt(let label, let conditions, let body):
            scope.pushBlock()
            let compiled = compileConditions(conditions)
            let bodyNode = withLabel(label) { $0.compileBlock(body) }
            let locals = scope.popBlock()
            return WhileNode(label: label?.name, conditions: compiled, body: bodyNode, locals: locals, range: range)
        case .repeatWhile(let label, let body, let condition):
            let bodyNode = withLabel(label) { $0.compileBlock(body) }
            return RepeatWhileNode(label: label?.name, body: bodyNode, condition: compileExpression(condition, expected: .bool),
                                   range: range)
        case .forIn(let forIn):
            return compileForIn(forIn, range: range)
        case .switchStmt(let switchStmt):
            return compileSwitch(switchStmt, range: range)
        case .doStmt(let label, let body, let catches):
            let bodyNode = withLabel(label) { $0.compileBlock(body) }
            let clauses = catches.map { clause -> CatchNode in
                scope.pushBlock()
                let patterns: [(PatternNode, ExprNode?)]
                if clause.items.isEmpty {
                    let slot = scope.declare("error", type: .any)
                    patterns = [(BindingPatternNode(slot: slot, range: clause.range), nil)]
                } else {
                    patterns = clause.items.map { item in
                        (compilePattern(item.pattern, subjectType: nil), item.guardExpr.map { compileExpression($0, expected: .bool) })
                    }
                }
                let block = compileBlock(clause.body)
                let locals = scope.popBlock()
                return CatchNode(patterns: patterns, body: block, locals: locals)
            }
            return DoCatchNode(label: label?.name, body: bodyNode, catches: clauses, range: range)
        case .deferStmt(let block):
            return DeferNode(body: compileBlock(block), range: range)
        case .returnStmt(let value):
            let expected = scope.definition.resultType
            if scope.definition.kind == .initializer, let value, case .nilLiteral = value.kind {
                return ReturnNode(value: ConstantNode(.none, range: value.range), range: range)
            }
            return ReturnNode(value: value.map { compileExpression($0, expected: expected) }, range: range)
        case .breakStmt(let label):
            return BreakNode(label: label?.name, range: range)
        case .continueStmt(let label):
            return ContinueNode(label: label?.name, range: range)
        case .fallthroughStmt:
            return FallthroughNode(range: range)
        case .throwStmt(let expr):
            scope.definition.isThrowing = true
            return ThrowNode(value: compileExpression(expr, expected: nil), range: range)
        case .error:
            return StmtNode(range: range)
        }
    }

    mutating func withLabel<T>(_ label: Identifier?, _ body: (inout Compiler) -> T) -> T {
        if let label { scope.labels.append(label.name) }
        let result = body(&self)
        if label != nil { scope.labels.removeLast() }
        return result
    }

    mutating func compileIf(_ ifStmt: IfStmt, range: SourceRange) -> StmtNode {
        scope.pushBlock()
        let conditions = compileConditions(ifStmt.conditions)
        let thenNode = compileBlock(ifStmt.then)
        let locals = scope.popBlock()
        var elseNode: StmtNode?
        switch ifStmt.elseBranch {
        case .block(let block): elseNode = compileBlock(block)
        case .elseIf(let nested, let nestedRange): elseNode = compileIf(nested, range: nestedRange)
        case nil: break
        }
        return IfNode(conditions: conditions, then: thenNode, elseBranch: elseNode, locals: locals, range: range)
    }

    /// Conditions of `if`/`guard`/`while`; bindings go into the current block.
    mutating func compileConditions(_ conditions: [Condition]) -> [ConditionNode] {
        conditions.map { condition in
            switch condition.kind {
            case .expression(let expr):
                return .boolean(compileExpression(expr, expected: .bool))
            case .optionalBinding(_, let pattern, let type, let initializer):
                let declared = type.map { resolveType($0) }
                let valueNode: ExprNode
                if let initializer {
                    valueNode = compileExpression(initializer, expected: declared.map { .optional($0) })
                } else if let name = pattern.boundName {
                    valueNode = compileIdentifier(name)
                } else {
                    valueNode = ConstantNode(.none, range: condition.range)
                }
                let patternNode = compilePattern(pattern, subjectType: declared, declaring: true)
                return .optionalBinding(patternNode, valueNode)
            case .casePattern(let pattern, let expr):
                let subject = compileExpression(expr, expected: nil)
                return .pattern(compilePattern(pattern, subjectType: subject.staticType), subject)
            case .availability(let isAvailable, let iOS):
                return .boolean(ConstantNode(.bool(availabilityHolds(isAvailable: isAvailable, iOS: iOS)), range: condition.range))
            }
        }
    }

    mutating func compileForIn(_ forIn: ForInStmt, range: SourceRange) -> StmtNode {
        let sequence = compileExpression(forIn.sequence, expected: nil)
        scope.pushBlock()
        let elementType: RuntimeType? = {
            switch sequence.staticType {
            case .array(let element)?, .set(let element)?, .range(let element, _)?: return element
            case .string?: return .character
            default: return nil
            }
        }()
        let pattern = compilePattern(forIn.pattern, subjectType: elementType, declaring: true)
        let whereNode = forIn.whereClause.map { compileExpression($0, expected: .bool) }
        let body = withLabel(forIn.label) { $0.compileBlock(forIn.body) }
        let locals = scope.popBlock()
        return ForInNode(label: forIn.label?.name, pattern: pattern, sequence: sequence, whereClause: whereNode,
                         body: body, locals: locals, range: range)
    }

    mutating func compileSwitch(_ switchStmt: SwitchStmt, range: SourceRange) -> StmtNode {
        let subject = compileExpression(switchStmt.subject, expected: nil)
        let cases = withLabel(switchStmt.label) { compiler in
            switchStmt.cases.map { compiler.compileSwitchCase($0, subjectType: subject.staticType) }
        }
        return SwitchNode(label: switchStmt.label?.name, subject: subject, cases: cases, range: range)
    }

    mutating func compileSwitchCase(_ switchCase: SwitchCase, subjectType: RuntimeType?) -> SwitchCaseNode {
        scope.pushBlock()
        // Every pattern of a case binds the same names: declare them once, share the slots.
        var items: [(PatternNode, ExprNode?)] = []
        for item in switchCase.items {
            let pattern = compilePattern(item.pattern, subjectType: subjectType, reuseBindings: true)
            items.append((pattern, item.guardExpr.map { compileExpression($0, expected: .bool) }))
        }
        let body = compileStatements(switchCase.body, range: switchCase.range)
        let locals = scope.popBlock()
        return SwitchCaseNode(items: items, isDefault: switchCase.isDefault, body: body, locals: locals, range: switchCase.range)
    }

    // MARK: Declarations in bodies

    mutating func compileLocalDeclaration(_ decl: Decl) -> StmtNode {
        switch decl.kind {
        case .variable(let variable):
            checkLocalWrapper(decl)
            if decl.modifiers.flags.contains(.async) {
                let nodes = compileAsyncLet(variable, decl: decl)
                return nodes.count == 1 ? nodes[0] : StatementListNode(nodes, range: decl.range)
            }
            let nodes = variable.bindings.map { compileVariableBinding($0, decl: decl, isLet: variable.isLet, global: false) }
            return nodes.count == 1 ? nodes[0] : StatementListNode(nodes, range: decl.range)
        case .function(let function):
            let reference = scope.lookup(function.name.name)
            let definition = compileNestedFunction(function, decl: decl)
            guard case .local(let slot)? = reference else { return StmtNode(range: decl.range) }
            return FunctionDeclarationNode(slot: slot, definition: definition, range: decl.range)
        case .nominal(let nominal):
            declareLocalType(decl, nominal)
            return StmtNode(range: decl.range)
        case .typeAlias(let alias):
            program.typeAliases[alias.name.name] = resolveType(alias.type)
            return StmtNode(range: decl.range)
        default:
            return StmtNode(range: decl.range)
        }
    }

    /// A type declared inside a function: visible by name from here on.
    mutating func declareLocalType(_ decl: Decl, _ nominal: NominalTypeDecl) {
        let type = NominalType(kind: kind(of: nominal.kind), name: nominal.name.name, parent: nil, declaration: decl)
        program.adopt(type)
        type.isLocal = true
        type.genericParameters = nominal.genericParameters.map(\.name.name)
        program.types["local:\(type.name)"] = type
        declareTypes(nominal.members, parent: type)
        declareRelations(decl, parentType: type)
        pendingParameterDefaults = []
        declareMemberList(decl, parentType: type)
        compilePropertyDefaults()
        if type.isClass { layOutClassFields(type) }
    }

    /// A nested `func`: compiled now, as a closure of the enclosing function.
    mutating func compileNestedFunction(_ function: FunctionDecl, decl: Decl) -> FunctionDefinition {
        let definition = FunctionDefinition(name: function.name.name, kind: .function, range: decl.range)
        program.adopt(definition)
        definition.isAsync = function.effects.isAsync
        definition.genericParameters = function.genericParameters.map(\.name.name)
        return withFunction(definition, selfType: nil, isStatic: false, nested: true) { compiler in
            compiler.genericContext.append(definition.genericParameters)
            definition.parameters = function.parameters.map { compiler.compileParameter($0, subscriptStyle: false) }
            definition.resultType = function.resultType.map { compiler.resolveType($0) }
            if case .void? = definition.resultType { definition.resultType = nil }
            if let body = function.body { definition.body = compiler.compileFunctionBody(body, definition: definition) }
            compiler.genericContext.removeLast()
            return definition
        }
    }

    /// `let x = e`, `var (a, b) = e`, `let x: T`; at the top level of a file they are globals.
    mutating func compileVariableBinding(_ binding: PatternBinding, decl: Decl, isLet: Bool, global: Bool) -> StmtNode {
        let declared = binding.type.map { resolveType($0) }
        noteImplicitlyUnwrapped(binding)
        autoclosureHint = binding.type.flatMap(autoclosureParameters)
        defer { autoclosureHint = nil }
        var value = binding.initializer.map { compileExpression($0, expected: declared) }
        if value == nil, case .optional? = declared, !isLet { value = ConstantNode(.none, range: binding.range) }
        let observers = observerBlocks(binding.accessors)
        if global, let name = (binding.pattern.boundName ?? typedName(binding.pattern))?.name {
            let index = globalIndex(name)
            program.globalTypes[index] = declared ?? value?.staticType
            if decl.modifiers.flags.contains(.weak) { program.weakGlobals.insert(index) }
            if let observers {
                var willSet: FunctionDefinition?
                var didSet: FunctionDefinition?
                for accessor in observers {
                    guard let body = accessor.body else { continue }
                    let isWill = accessor.kind == .willSet
                    let definition = compileGlobalObserver(isWill ? "willSet" : "didSet", body: body,
                                                           parameter: accessor.parameter?.name ?? (isWill ? "newValue" : "oldValue"),
                                                           type: declared, range: accessor.range)
                    if isWill { willSet = definition } else { didSet = definition }
                }
                program.globalObservers[index] = (willSet, didSet)
            }
            checkBinding(binding, declared: declared, slot: nil, global: index)
            return GlobalDeclarationNode(index: index, value: value, type: declared, range: binding.range)
        }
        if let name = (binding.pattern.boundName ?? typedName(binding.pattern))?.name, binding.accessors == nil || observers != nil {
            let slot = scope.declare(name, type: declared ?? value?.staticType)
            checkBinding(binding, declared: declared, slot: slot, global: nil)
            return LocalDeclarationNode(slot: slot, value: value, type: declared, range: binding.range)
        }
        if binding.accessors != nil {
            // `var x: Int { get { ... } set { ... } }` as well as `var x: Int { ... }`.
            report(.unsupported("a local computed variable"), at: binding.range)
            // The name stays declared, so its uses are not reported again.
            if let name = (binding.pattern.boundName ?? typedName(binding.pattern))?.name { _ = scope.declare(name, type: declared) }
            return StmtNode(range: binding.range)
        }
        let pattern = compilePattern(binding.pattern, subjectType: declared, declaring: true)
        return PatternDeclarationNode(pattern: pattern, value: value ?? ConstantNode(.void, range: binding.range), range: binding.range)
    }

    /// `willSet`/`didSet` of a global: a function of its own taking `newValue`/`oldValue`.
    mutating func compileGlobalObserver(_ name: String, body: Block, parameter: String, type: RuntimeType?,
                                        range: SourceRange) -> FunctionDefinition {
        let definition = FunctionDefinition(name: name, kind: .observer, range: range)
        program.adopt(definition)
        return withFunction(definition, selfType: nil, isStatic: false, nested: false) { compiler in
            let slot = compiler.scope.declare(parameter, type: type)
            definition.parameters = [FunctionDefinition.Parameter(label: nil, name: parameter, type: nil, defaultValue: nil,
                                                                  isVariadic: false, isInout: false, isAutoclosure: false, slot: slot)]
            definition.body = compiler.compileBlock(body)
            return definition
        }
    }

    /// For a function type, which parameters are `@autoclosure`.
    func autoclosureParameters(_ type: TypeSyntax) -> [Bool]? {
        switch type.kind {
        case .attributed(_, let inner): return autoclosureParameters(inner)
        case .function(let parameters, _, _):
            let flags = parameters.map { element -> Bool in
                if case .attributed(let attributes, _) = element.type.kind {
                    return attributes.contains { $0.name.name == "autoclosure" }
                }
                return false
            }
            return flags.contains(true) ? flags : nil
        default: return nil
        }
    }

    func observerBlocks(_ accessors: AccessorBlock?) -> [Accessor]? {
        guard case .accessors(let list, _)? = accessors else { return nil }
        return list.allSatisfy { $0.kind == .willSet || $0.kind == .didSet } ? list : nil
    }

    mutating func globalIndex(_ name: String) -> Int {
        if let existing = program.globalNames.firstIndex(of: name) { return existing }
        program.globalNames.append(name)
        program.globalTypes.append(nil)
        return program.globalNames.count - 1
    }

    /// Top-level declarations: globals become initializing statements of `main`.
    mutating func compileTopLevelDeclaration(_ decl: Decl) -> StmtNode? {
        guard case .variable(let variable) = decl.kind else { return nil }
        checkLocalWrapper(decl)
        let nodes = variable.bindings.map { binding -> StmtNode in
            if binding.pattern.boundName == nil && typedName(binding.pattern) == nil {
                return compileVariableBinding(binding, decl: decl, isLet: variable.isLet, global: false)
            }
            if let accessors = binding.accessors, observerBlocks(accessors) == nil {
                report(.unsupported("a global computed variable"), at: binding.range)
                return StmtNode(range: binding.range)
            }
            return compileVariableBinding(binding, decl: decl, isLet: variable.isLet, global: true)
        }
        return nodes.count == 1 ? nodes[0] : StatementListNode(nodes, range: decl.range)
    }
}
