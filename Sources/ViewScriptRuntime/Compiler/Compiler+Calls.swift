import ViewScriptSyntax

extension Compiler {
    /// `callee(arguments)` in all its forms: functions, methods, initializers, enum cases,
    /// closures held in variables, and the library's functions.
    mutating func compileCall(_ callee: Expr, _ arguments: [Argument], expected: RuntimeType?, range: SourceRange) -> ExprNode {
        let arguments = resultBuilders.transformArguments(callee, arguments)
        if let dynamicSelf = protocolSelfCallee(callee) {
            return ValueCallNode(callee: dynamicSelf, arguments: compileArguments(arguments, parameterTypes: nil), range: range)
        }
        // `[Int](repeating: 0, count: 3)`, `[String: Int]()`: the literal names a collection type.
        if literalNamesType(callee) { return compileInitializerCall(typeOfLiteral(callee), arguments, range: range) }
        checkCall(callee, arguments, expected: expected, range: range)
        switch callee.kind {
        case .identifier(let name):
            if let reference = scope.lookup(name.name) {
                return ValueCallNode(callee: reference.node(range: name.range), arguments: compileArguments(arguments, parameterTypes: nil), range: range)
            }
            if let member = implicitSelfMember(name) as? MemberNode {
                let lazy = autoclosureFunctions.contains(name.name)
                let builders = builderArguments(scope.enclosingSelfType?.lookupMethods(name.name).map(\.parameters) ?? [], arguments)
                return MethodCallNode(base: member.base, name: name.name, nameRange: name.range,
                                      arguments: compileArguments(arguments, parameterTypes: nil, lazyForAutoclosure: lazy,
                                                                  builderPositions: builders), range: range)
            }
            if let own = filePrivateType(name.name, at: name.range) {
                return compileInitializerCall(.nominal(own, []), arguments, range: range)
            }
            if isPrivateToAnotherFile(name.name, at: name.range) {
                report(.cannotFindInScope(name.name), at: name.range)
                _ = compileArguments(arguments, parameterTypes: nil)
                return ConstantNode(.void, range: range)
            }
            if var functions = program.functions[name.name] {
                // `let s: String = make()`: overloads that differ by result type, picked by the one expected.
                if functions.count > 1, let expected {
                    let fitting = functions.filter { $0.resultType == expected }
                    if !fitting.isEmpty, fitting.count < functions.count { functions = fitting }
                }
                let types = functions.count == 1 ? parameterTypes(functions[0], arguments) : nil
                let args = compileArguments(arguments, parameterTypes: types, lazyForAutoclosure: autoclosureFunctions.contains(name.name),
                                            builderPositions: builderArguments(functions.map(\.parameters), arguments))
                if let index = program.globalNames.firstIndex(of: name.name) {
                    return ValueCallNode(callee: GlobalNode(index: index, name: name.name, range: name.range, type: program.globalTypes[index]), arguments: args, range: range)
                }
                return FunctionCallNode(candidates: functions, arguments: args, name: name.name, range: range,
                                        type: functions.count == 1 ? functions[0].resultType : nil)
            }
            if let index = program.globalNames.firstIndex(of: name.name) {
                return ValueCallNode(callee: GlobalNode(index: index, name: name.name, range: name.range, type: program.globalTypes[index]),
                                     arguments: compileArguments(arguments, parameterTypes: nil), range: range)
            }
            if let type = typeValue(named: name) {
                return compileInitializerCall(type, arguments, range: range)
            }
            if name.name == "type", let substring = compileSubstringTypeOf(arguments, range: range) { return substring }
            if Builtins.functionNames.contains(name.name) {
                let lazy = Builtins.autoclosureFunctions.contains(name.name)
                let node = BuiltinCallNode(name: name.name, arguments: compileArguments(arguments, parameterTypes: nil, lazyForAutoclosure: lazy),
                                           range: range)
                node.staticType = Builtins.resultType(of: name.name)
                return node
            }
            if KnownNames.contains(name.name) {
                checkAvailability(of: name.name, at: name.range)
                return compileInitializerCall(.named(name.name, []), arguments, range: range)
            }
            if let member = libraryExtensionSelfMember(name) {
                return MethodCallNode(base: member.base, name: name.name, nameRange: name.range,
                                      arguments: compileArguments(arguments, parameterTypes: nil), range: range)
            }
            report(.unknownName(name.name), at: name.range)
            _ = compileArguments(arguments, parameterTypes: nil)
            return ConstantNode(.void, range: range)
        case .member(let base, let name):
            if case .identifier(let module) = base.kind, module.name == "Swift", scope.lookup("Swift") == nil {
                return compileCall(Expr(.identifier(name), range: callee.range), arguments, expected: expected, range: range)
            }
            if case .superExpr = base.kind {
                if name.name == "init" { scope.definition.callsSuperInit = true }
                let selfNode = compileIdentifier(Identifier("self", range: base.range))
                let args = compileArguments(arguments, parameterTypes: nil)
                return SuperCallNode(selfNode: selfNode, name: name.name, superclass: scope.enclosingSelfType?.superclass,
                                     arguments: args, range: range)
            }
            if case .selfExpr = base.kind, name.name == "init" {
                scope.definition.callsSelfInit = true
                let selfNode = compileIdentifier(Identifier("self", range: base.range))
                return SelfInitCallNode(selfNode: selfNode, type: scope.enclosingSelfType,
                                        arguments: compileArguments(arguments, parameterTypes: nil), range: range)
            }
            let baseNode = compileMember(base, name, range: range, baseExpected: literalReceiverType(base, name.name, expected))
            guard let member = baseNode as? MemberNode else {
                if let typeNode = baseNode as? TypeNode { return compileInitializerCall(typeNode.type, arguments, range: range) }
                return ValueCallNode(callee: baseNode, arguments: compileArguments(arguments, parameterTypes: nil), range: range)
            }
            if let typeNode = member.base as? TypeNode, name.name == "init" {
                return compileInitializerCall(typeNode.type, arguments, range: range)
            }
            var types: [RuntimeType?]?
            if let typeNode = member.base as? TypeNode, case .nominal(let type, _) = typeNode.type {
                types = payloadTypes(type, name.name, arguments) ?? staticParameterTypes(type, name.name, arguments)
            }
            if let typeNode = member.base as? TypeNode, case .optional(let wrapped) = typeNode.type, name.name == "some" {
                types = [wrapped]
            }
            let modifierBuilders = ViewBuilderRules.modifierBuilders(name.name).map { labels in { labels.contains($0) } }
            var args = compileArguments(arguments, parameterTypes: types, lazyForAutoclosure: autoclosureFunctions.contains(name.name),
                                        builders: modifierBuilders, builderPositions: builderArguments(userMethods(named: name.name), arguments))
            if modifierBuilders != nil || Catalogue.modifier(name.name) != nil { localizeModifierTitle(name.name, arguments, &args) }
            checkViewModifier(member.base, name)
            let call = MethodCallNode(base: member.base, name: name.name, nameRange: name.range, arguments: args, range: range)
            if let typeNode = member.base as? TypeNode, case .nominal(let type, _) = typeNode.type, type.caseIndex[name.name] != nil {
                call.staticType = typeNode.type
            }
            return call
        case .implicitMember(let name):
            var types: [RuntimeType?]?
            if case .nominal(let type, let generics)? = unwrapOptional(expected) {
                types = payloadTypes(type, name.name, arguments, generics: generics) ?? staticParameterTypes(type, name.name, arguments)
            }
            let args = compileArguments(arguments, parameterTypes: types)
            return ImplicitMemberCallNode(name: name.name, context: unwrapOptional(expected), arguments: args, range: range)
        case .specialize(let base, let generics):
            if case .identifier(let name) = base.kind, scope.lookup(name.name) == nil, program.functions[name.name] == nil {
                let type = resolveNamedType(name, generics: generics, range: base.range)
                return compileInitializerCall(type, arguments, range: range)
            }
            return compileCall(base, arguments, expected: expected, range: range)
        case .arrayLiteral(let elements) where elements.count == 1 && arguments.isEmpty:
            if case .identifier(let name) = elements[0].kind, scope.lookup(name.name) == nil, typeValue(named: name) != nil || KnownNames.contains(name.name) {
                let element = resolveNamedType(name, generics: [], range: name.range)
                return ConstantNode(.array(ArrayValue([], elementType: element)), range: range, type: .array(element))
            }
            if case .arrayLiteral = elements[0].kind {
                let element = typeOfLiteral(elements[0])
                return ConstantNode(.array(ArrayValue([], elementType: element)), range: range, type: .array(element))
            }
        case .dictionaryLiteral(let elements) where elements.count == 1 && arguments.isEmpty:
            let key = typeOfLiteral(elements[0].key)
            let value = typeOfLiteral(elements[0].value)
            return ConstantNode(.dictionary(DictionaryValue(keyType: key, valueType: value)), range: range, type: .dictionary(key, value))
        default:
            break
        }
        let calleeNode = compileExpression(callee, expected: nil)
        if let typeNode = calleeNode as? TypeNode { return compileInitializerCall(typeNode.type, arguments, range: range) }
        return ValueCallNode(callee: calleeNode, arguments: compileArguments(arguments, parameterTypes: nil), range: range)
    }

    /// The type written as `[Int]` inside `[[Int]]()`.
    /// Whether `expr` is an array or dictionary literal whose elements are all type names.
    mutating func literalNamesType(_ expr: Expr, nested: Bool = false) -> Bool {
        switch expr.kind {
        case .identifier(let name) where nested:
            return scope.lookup(name.name) == nil && (typeValue(named: name) != nil || KnownNames.contains(name.name))
        case .specialize(let base, _) where nested: return literalNamesType(base, nested: true)
        // `[Int?](repeating: nil, count: 3)`: `Int?` reads as an optional chain in a literal.
        case .optionalChain(let inner) where nested: return literalNamesType(inner, nested: true)
        case .bindOptional(let inner) where nested: return literalNamesType(inner, nested: true)
        case .arrayLiteral(let elements) where elements.count == 1: return literalNamesType(elements[0], nested: true)
        case .dictionaryLiteral(let elements) where elements.count == 1:
            return literalNamesType(elements[0].key, nested: true) && literalNamesType(elements[0].value, nested: true)
        default: return false
        }
    }

    mutating func typeOfLiteral(_ expr: Expr) -> RuntimeType {
        switch expr.kind {
        case .identifier(let name): return resolveNamedType(name, generics: [], range: name.range)
        case .optionalChain(let inner): return typeOfLiteral(inner)
        case .bindOptional(let inner): return .optional(typeOfLiteral(inner))
        case .arrayLiteral(let elements) where elements.count == 1: return .array(typeOfLiteral(elements[0]))
        case .dictionaryLiteral(let elements) where elements.count == 1:
            return .dictionary(typeOfLiteral(elements[0].key), typeOfLiteral(elements[0].value))
        case .specialize(let base, let generics):
            if case .identifier(let name) = base.kind { return resolveNamedType(name, generics: generics, range: name.range) }
            return .any
        case .member:
            return .any
        default: return .any
        }
    }

    mutating func compileInitializerCall(_ type: RuntimeType, _ arguments: [Argument], range: SourceRange) -> ExprNode {
        if isLayoutContentCall(type, arguments) { return compileLayoutContentCall(type, arguments, range: range) }
        var types: [RuntimeType?]?
        if case .nominal(let nominal, _) = type {
            if nominal.hasMemberwiseInitializer {
                types = arguments.map { argument in
                    argument.label.flatMap { nominal.fieldIndex[$0.name] }.flatMap { memberwiseArgumentType(nominal.storedProperties[$0]) }
                }
            } else if nominal.initializers.count == 1 {
                types = parameterTypes(nominal.initializers[0], arguments)
            }
        }
        var builders: ((String?) -> Bool)?
        if case .named(let name, _) = type, ViewBuilderRules.isView(name) {
            let labels = arguments.map { $0.label?.name }
            builders = { ViewBuilderRules.isBuilder(view: name, label: $0, labels: labels) }
        }
        // `StateObject(wrappedValue: Model())`: an autoclosure, called once per view identity.
        let lazy = type == .named("StateObject", []) && arguments.map(\.label?.name) == ["wrappedValue"]
        var builderPositions = Set<Int>()
        if case .nominal(let nominal, _) = type { builderPositions = builderArguments(initializerCandidates(nominal), arguments) }
        var compiled = compileArguments(arguments, parameterTypes: types, lazyForAutoclosure: lazy, builders: builders,
                                        builderPositions: builderPositions)
        // `Text("**Bold**")`: a literal is a `LocalizedStringKey`, whose Markdown is rendered (TextLibrary).
        if type == .named("Text", []), let first = arguments.first, first.label == nil, case .stringLiteral = first.value.kind {
            compiled[0] = ArgumentNode(label: nil, value: LocalizedStringKeyNode(compiled[0].value), isInout: false,
                                       isTrailingClosure: false, thunk: nil)
        }
        if let localized = localizeTitles(type, arguments, &compiled) { return localized }
        let type = inferredGenericArguments(type, declared: types, compiled)
        let node = InitializerCallNode(type: type, arguments: compiled, range: range)
        switch type {
        case .nominal, .int, .double, .string, .bool, .character, .array, .dictionary, .set: node.staticType = type
        // `Decimal(5)` (not the failable `Decimal(string:)`): the literals beside it are decimals.
        case .named("Decimal", _) where arguments.first?.label == nil: node.staticType = type
        default: break
        }
        return node
    }

    /// The payload types of an enum case, as the expected types of its arguments.
    func payloadTypes(_ type: NominalType, _ name: String, _ arguments: [Argument], generics: [RuntimeType] = []) -> [RuntimeType?]? {
        guard let index = type.caseIndex[name] else { return nil }
        let types = type.enumCases[index].payloadTypes.map { payload -> RuntimeType in
            if case .generic(let parameter) = payload, let position = type.genericParameters.firstIndex(of: parameter),
               position < generics.count {
                return generics[position]
            }
            return payload
        }
        return arguments.indices.map { $0 < types.count ? types[$0] : nil }
    }

    func staticParameterTypes(_ type: NominalType, _ name: String, _ arguments: [Argument]) -> [RuntimeType?]? {
        let candidates = name == "init" ? type.initializers : type.lookupStaticMethods(name)
        guard candidates.count == 1 else { return nil }
        return parameterTypes(candidates[0], arguments)
    }

    /// Parameter types for each argument, when the callee is known (types literals).
    func parameterTypes(_ definition: FunctionDefinition, _ arguments: [Argument]) -> [RuntimeType?]? {
        let labels = arguments.map { $0.label?.name }
        guard let bindings = ArgumentMatcher.match(definition.parameters, labels: labels,
                                                   firstTrailingClosure: arguments.firstIndex(where: \.isTrailingClosure)) else {
            return nil
        }
        var types = [RuntimeType?](repeating: nil, count: arguments.count)
        for (index, binding) in bindings.enumerated() {
            let type = definition.parameters[index].type
            switch binding {
            case .argument(let position): types[position] = type
            case .variadic(let positions):
                if case .array(let element)? = type { for position in positions { types[position] = element } }
            case .defaulted: break
            }
        }
        return types
    }

    mutating func compileArguments(_ arguments: [Argument], parameterTypes: [RuntimeType?]?,
                                   lazyForAutoclosure: Bool = false, builders: ((String?) -> Bool)? = nil,
                                   builderPositions: Set<Int> = []) -> [ArgumentNode] {
        arguments.enumerated().map { position, argument in
            if case .closure = argument.value.kind, builders?(argument.label?.name) == true || builderPositions.contains(position) {
                nextClosureIsViewBuilder = true
            }
            let expected = parameterTypes?[position] ?? nil
            var inoutTarget: ExprNode?
            if case .inoutArgument(let inner) = argument.value.kind { inoutTarget = compileExpression(inner, expected: nil) }
            let value = inoutTarget ?? compileExpression(argument.value, expected: expected)
            var thunk: ClosureNode?
            if lazyForAutoclosure, inoutTarget == nil {
                let definition = FunctionDefinition(name: "autoclosure", kind: .closure, range: argument.value.range)
                program.adopt(definition)
                thunk = withFunction(definition, selfType: nil, isStatic: false, nested: true) { compiler in
                    let body = compiler.compileExpression(argument.value, expected: expected)
                    definition.body = BlockNode(statements: [ReturnNode(value: body, range: argument.value.range)], range: argument.value.range)
                    return ClosureNode(definition: definition, range: argument.value.range)
                }
            }
            return ArgumentNode(label: argument.label?.name, value: value, isInout: inoutTarget != nil,
                                isTrailingClosure: argument.isTrailingClosure, thunk: thunk)
        }
    }
}

/// One argument at a call site.
public struct ArgumentNode {
    public let label: String?
    public let value: ExprNode
    /// `&x`: `value` is the storage, written back after the call.
    public let isInout: Bool
    public let isTrailingClosure: Bool
    /// The argument wrapped in a closure, for `@autoclosure` parameters.
    public let thunk: ClosureNode?
}
