import ViewScriptSyntax

extension Compiler {
    /// Adds one member declaration to `type`.
    mutating func declareMember(_ member: Decl, in type: NominalType) {
        let isStatic = member.modifiers.flags.contains(.isStatic) || member.modifiers.flags.contains(.isClass)
        switch member.kind {
        case .variable(let variable):
            for binding in variable.bindings {
                declareProperty(binding, isLet: variable.isLet, decl: member, isStatic: isStatic, in: type)
            }
        case .function(let function):
            let definition = declareFunction(function, decl: member, kind: .method, selfType: type, isStatic: isStatic)
            definition.isViewBuilder = isViewBuilderDeclaration(function.name.name, decl: member, in: type, body: function.body)
            if isStatic { type.staticMethods[function.name.name, default: []].append(definition) }
            else { type.methods[function.name.name, default: []].append(definition) }
        case .initializer(let initializer):
            let definition = declareInitializer(initializer, decl: member, in: type)
            type.initializers.append(definition)
            if isDeclaredInTypeBody(member, type) { type.declaresInitializers = true }
        case .deinitializer(let block):
            let definition = FunctionDefinition(name: "deinit", kind: .deinitializer, range: member.range)
            program.adopt(definition)
            definition.declaringType = type
            let scope = FunctionScope(definition: definition, parent: nil, selfType: type, isStatic: false)
            definition.selfSlot = scope.declare("self", type: .nominal(type, []))
            pendingBodies.append(PendingBody(definition: definition, scope: scope, block: block,
                                             typeContext: typeContext, genericContext: genericContext))
            type.deinitializer = definition
        case .subscriptDecl(let subscriptDecl):
            declareSubscript(subscriptDecl, decl: member, isStatic: isStatic, in: type)
        case .enumCase(let elements):
            for element in elements { declareEnumCase(element, in: type) }
        case .nominal, .extensionDecl, .typeAlias, .associatedType, .importDecl, .operatorDecl, .precedenceGroup,
             .macroExpansion, .error:
            break
        }
    }

    func isDeclaredInTypeBody(_ member: Decl, _ type: NominalType) -> Bool {
        guard let declaration = type.declaration else { return false }
        return member.range.start >= declaration.range.start && member.range.end <= declaration.range.end
    }

    // MARK: Properties

    mutating func declareProperty(_ binding: PatternBinding, isLet: Bool, decl: Decl, isStatic: Bool, in type: NominalType) {
        guard let name = (binding.pattern.boundName ?? typedName(binding.pattern))?.name else { return }
        let declaredType = binding.type.map { resolveType($0) }
        let wrapperAttribute = decl.attributes.first { !Self.nonWrapperAttributes.contains($0.name.name) }
        let wrapper = wrapperAttribute?.name.name
        if let wrapperAttribute { checkWrapperAttribute(wrapperAttribute) }
        var getter: FunctionDefinition?
        var setter: FunctionDefinition?
        var willSet: FunctionDefinition?
        var didSet: FunctionDefinition?
        switch binding.accessors {
        case .getter(let block):
            getter = declareAccessor("\(name).getter", kind: .getter, block: block, parameter: nil, type: type, isStatic: isStatic,
                                     isMutating: false, resultType: declaredType, range: binding.range)
            getter?.isViewBuilder = isViewBuilderDeclaration(name, decl: decl, in: type, body: block)
        case .accessors(let accessors, _):
            for accessor in accessors {
                guard let block = accessor.body else { continue }
                switch accessor.kind {
                case .get, .read:
                    getter = declareAccessor("\(name).getter", kind: .getter, block: block, parameter: nil, type: type, isStatic: isStatic,
                                             isMutating: decl.modifiers.flags.contains(.mutating), resultType: declaredType,
                                             range: accessor.range)
                case .set, .modify:
                    setter = declareAccessor("\(name).setter", kind: .setter, block: block, parameter: accessor.parameter?.name ?? "newValue",
                                             type: type, isStatic: isStatic,
                                             isMutating: !decl.modifiers.flags.contains(.nonmutating), resultType: nil,
                                             range: accessor.range, parameterType: declaredType)
                case .willSet:
                    willSet = declareAccessor("\(name).willSet", kind: .observer, block: block, parameter: accessor.parameter?.name ?? "newValue",
                                              type: type, isStatic: isStatic, isMutating: true, resultType: nil,
                                              range: accessor.range, parameterType: declaredType)
                case .didSet:
                    didSet = declareAccessor("\(name).didSet", kind: .observer, block: block, parameter: accessor.parameter?.name ?? "oldValue",
                                             type: type, isStatic: isStatic, isMutating: true, resultType: nil,
                                             range: accessor.range, parameterType: declaredType)
                }
            }
        case nil:
            break
        }
        if getter != nil {
            let computed = ComputedProperty(getter: getter, setter: setter, type: declaredType)
            if isStatic { type.staticComputed[name] = computed } else { type.computedProperties[name] = computed }
            return
        }
        if type.kind == .protocolType {
            // `var x: Int { get }`: a requirement; code in protocol extensions may use it.
            if isStatic { type.staticComputed[name] = ComputedProperty(getter: nil, setter: nil, type: declaredType) }
            else { type.computedProperties[name] = ComputedProperty(getter: nil, setter: nil, type: declaredType) }
            return
        }
        // Default values are compiled once every member of every type is declared
        // (`Compiler+PropertyDefaults.swift`): `var store = Store(items: Item.samples)` may
        // come before `Store` and `Item` in the module.
        let initializer = binding.initializer.map { deferDefault($0, of: name, in: type, expected: declaredType, isStatic: isStatic) }
        if isStatic {
            let property = StaticProperty(name: name, type: declaredType, initializer: initializer)
            property.willSet = willSet
            property.didSet = didSet
            type.staticProperties[name] = property
            return
        }
        var stored = StoredProperty(name: name, type: declaredType, isLet: isLet,
                                    initializer: initializer, willSet: willSet, didSet: didSet, wrapper: wrapper,
                                    isLazy: decl.modifiers.flags.contains(.lazy),
                                    isWeak: decl.modifiers.flags.contains(.weak), range: binding.range, owner: type)
        stored.isObservationIgnored = decl.attribute(named: "ObservationIgnored") != nil
        stored.wrappedStorage = wrappedStorage(decl, named: name, in: type)
        stored.isUnowned = decl.modifiers.flags.contains(.unowned)
        stored.cascadesDeletes = decl.attribute(named: "Relationship")?.arguments?.contains { argument in
            guard argument.label?.name == "deleteRule", case .implicitMember(let rule) = argument.value.kind else { return false }
            return rule.name == "cascade"
        } ?? false
        if let attribute = wrapperAttribute, attribute.name.name == "Query" {
            // `@Query(filter:sort:order:)`: all its arguments make the query (`QueryObject`).
            let call = Expr(.call(Expr(.identifier(attribute.name), range: attribute.name.range), attribute.arguments ?? []), range: attribute.range)
            stored.wrapperArgument = compileInitializerExpression(call, expected: nil, for: type, isStatic: false)
        } else if let argument = wrapperAttribute?.arguments?.first {
            // `@AppStorage(.onboarded)`: the key is a `String`, so an implicit member names one of
            // String's static properties (a program's `extension String { static let ... }`).
            let isStorage = wrapper == "AppStorage" || wrapper == "SceneStorage"
            stored.wrapperArgument = compileInitializerExpression(argument.value, expected: isStorage ? .string : nil, for: type, isStatic: false)
        }
        stored.isUnique = decl.attribute(named: "Attribute")?.arguments?.contains(where: {
            if case .implicitMember(let option) = $0.value.kind { option.name == "unique" } else { false }
        }) == true
        if let relationship = decl.attribute(named: "Relationship"), relationship.arguments?.contains(where: { $0.label?.name == "inverse" }) == true {
            // SwiftData keeps both sides of an inverse pair in step; ViewScript does not yet.
            report(.notSimulated("@Relationship(inverse:)"), at: relationship.range)
        }
        type.fieldIndex[name] = type.storedProperties.count
        type.storedProperties.append(stored)
    }

    /// Attributes of a stored property that are not its property wrapper.
    static let nonWrapperAttributes: Set<String> = [
        "MainActor", "ObservationIgnored", "objc", "nonobjc", "available", "IBOutlet", "IBInspectable", "preconcurrency",
        "usableFromInline", "inlinable", "nonisolated", PropertyWrapperExpansion.storageAttribute,
        // SwiftData's property macros (`ModelContextObject.swift`): how a model's property is
        // stored; `@Relationship(deleteRule: .cascade)` is read by `cascadesDeletes`.
        "Attribute", "Relationship", "Transient",
    ]

    func typedName(_ pattern: Pattern) -> Identifier? {
        if case .typed(let inner, _) = pattern.kind { return inner.boundName }
        return nil
    }

    /// Property default values run in a per-type function (with `self` for `lazy` ones).
    mutating func compileInitializerExpression(_ expr: Expr, expected: RuntimeType?, for type: NominalType,
                                               isStatic: Bool) -> ExprNode {
        let definition: FunctionDefinition
        if isStatic {
            definition = type.staticInitializers ?? program.adopt(FunctionDefinition(name: "static initializers of \(type.name)", kind: .function, range: expr.range))
            type.staticInitializers = definition
        } else {
            definition = type.fieldInitializers ?? program.adopt(FunctionDefinition(name: "initializers of \(type.name)", kind: .method, range: expr.range))
            type.fieldInitializers = definition
        }
        let key = ObjectIdentifier(definition)
        let fieldScope = initializerScopes[key] ?? {
            let created = FunctionScope(definition: definition, parent: nil, selfType: type, isStatic: isStatic)
            if !isStatic { definition.selfSlot = created.declare("self", type: .nominal(type, [])) }
            return created
        }()
        initializerScopes[key] = fieldScope
        let saved = scope
        scope = fieldScope
        let node = compileExpression(expr, expected: expected)
        finishFunction(fieldScope)
        scope = saved
        return node
    }

    mutating func declareAccessor(_ name: String, kind: FunctionDefinition.Kind, block: Block, parameter: String?,
                                  type: NominalType, isStatic: Bool, isMutating: Bool, resultType: RuntimeType?,
                                  range: SourceRange, parameterType: RuntimeType? = nil) -> FunctionDefinition {
        let definition = FunctionDefinition(name: name, kind: kind, range: range)
        program.adopt(definition)
        definition.declaringType = type
        definition.isStatic = isStatic
        definition.isMutating = isMutating && type.kind != .classType
        definition.resultType = resultType
        let accessorScope = FunctionScope(definition: definition, parent: nil, selfType: type, isStatic: isStatic)
        if !isStatic { definition.selfSlot = accessorScope.declare("self", type: .nominal(type, [])) }
        if isStatic { declareStaticProtocolSelf(definition, accessorScope, type) }
        if let parameter {
            let slot = accessorScope.declare(parameter, type: parameterType)
            definition.parameters = [FunctionDefinition.Parameter(label: nil, name: parameter, type: nil, defaultValue: nil,
                                                                  isVariadic: false, isInout: false, isAutoclosure: false, slot: slot)]
        }
        pendingBodies.append(PendingBody(definition: definition, scope: accessorScope, block: block,
                                         typeContext: typeContext, genericContext: genericContext))
        return definition
    }

    // MARK: Subscripts and enum cases

    mutating func declareSubscript(_ decl: SubscriptDecl, decl member: Decl, isStatic: Bool, in type: NominalType) {
        let resultType = resolveType(decl.resultType)
        var getterBlock: Block?
        var setterBlock: (Block, String)?
        switch decl.accessors {
        case .getter(let block): getterBlock = block
        case .accessors(let accessors, _):
            for accessor in accessors {
                guard let body = accessor.body else { continue }
                if accessor.kind == .get { getterBlock = body }
                if accessor.kind == .set { setterBlock = (body, accessor.parameter?.name ?? "newValue") }
            }
        case nil: break
        }
        guard let getterBlock else { return }
        let getter = makeSubscriptAccessor(decl, block: getterBlock, newValue: nil, type: type, isStatic: isStatic,
                                           resultType: resultType, range: member.range)
        let setter = setterBlock.map {
            makeSubscriptAccessor(decl, block: $0.0, newValue: $0.1, type: type, isStatic: isStatic, resultType: nil,
                                  range: member.range)
        }
        type.subscripts.append(SubscriptDefinition(getter: getter, setter: setter, isStatic: isStatic))
    }

    mutating func makeSubscriptAccessor(_ decl: SubscriptDecl, block: Block, newValue: String?, type: NominalType,
                                        isStatic: Bool, resultType: RuntimeType?, range: SourceRange) -> FunctionDefinition {
        let definition = FunctionDefinition(name: "subscript", kind: newValue == nil ? .getter : .setter, range: range)
        program.adopt(definition)
        definition.declaringType = type
        definition.isStatic = isStatic
        definition.isMutating = newValue != nil && type.kind != .classType
        definition.resultType = resultType
        let accessorScope = FunctionScope(definition: definition, parent: nil, selfType: type, isStatic: isStatic)
        if !isStatic { definition.selfSlot = accessorScope.declare("self", type: .nominal(type, [])) }
        let saved = scope
        scope = accessorScope
        genericContext.append(decl.genericParameters.map(\.name.name))
        definition.parameters = decl.parameters.enumerated().map { compileParameter($1, at: $0, subscriptStyle: true) }
        if let newValue {
            let slot = accessorScope.declare(newValue, type: resultType)
            definition.parameters.append(FunctionDefinition.Parameter(label: nil, name: newValue, type: nil, defaultValue: nil,
                                                                      isVariadic: false, isInout: false, isAutoclosure: false,
                                                                      slot: slot))
        }
        genericContext.removeLast()
        scope = saved
        pendingBodies.append(PendingBody(definition: definition, scope: accessorScope, block: block,
                                         typeContext: typeContext, genericContext: genericContext + [decl.genericParameters.map(\.name.name)]))
        return definition
    }

    mutating func declareEnumCase(_ element: EnumCaseElement, in type: NominalType) {
        var rawValue: Value?
        if let raw = element.rawValue {
            rawValue = constantValue(raw)
        } else if let rawType = type.rawType {
            switch rawType {
            case .int:
                let previous = type.enumCases.last?.rawValue?.asInt ?? -1
                rawValue = .int(previous + 1)
            case .string: rawValue = .string(element.name.name)
            default: break
            }
        }
        if case .double = type.rawType, case .int(let value)? = rawValue { rawValue = .double(Double(value)) }
        let info = EnumCaseInfo(name: element.name.name,
                                payloadLabels: element.associatedValues?.map { $0.label?.name },
                                payloadTypes: element.associatedValues?.map { resolveType($0.type) } ?? [],
                                payloadDefaults: element.associatedValues?.map { _ in nil } ?? [],
                                rawValue: rawValue)
        type.caseIndex[info.name] = type.enumCases.count
        type.enumCases.append(info)
    }

    /// A literal raw value (`case a = 1`, `case b = "x"`, `case c = -2`).
    func constantValue(_ expr: Expr) -> Value? {
        switch expr.kind {
        case .integerLiteral(let text): return IntegerLiteral.parse(text).map(Value.int)
        case .floatLiteral(let text): return Double(text.withoutUnderscores).map(Value.double)
        case .stringLiteral(let literal): return literal.staticText.map(Value.string)
        case .booleanLiteral(let value): return .bool(value)
        case .prefix(.negate, let inner):
            switch constantValue(inner) {
            case .int(let value)?: return .int(-value)
            case .double(let value)?: return .double(-value)
            default: return nil
            }
        default: return nil
        }
    }
}

/// Integer literal spellings: `1_000`, `0x1F`, `0o17`, `0b101`.
extension String {
    /// `1_000` as `1000`.
    var withoutUnderscores: String { filter { $0 != "_" } }
}

enum IntegerLiteral {
    static func parse(_ text: String) -> Int? {
        let clean = text.withoutUnderscores
        if clean.hasPrefix("0x") { return Int(clean.dropFirst(2), radix: 16) }
        if clean.hasPrefix("0o") { return Int(clean.dropFirst(2), radix: 8) }
        if clean.hasPrefix("0b") { return Int(clean.dropFirst(2), radix: 2) }
        return Int(clean)
    }
}
