import ViewScriptSyntax

extension Compiler {
    /// A name: a local, a captured variable, an implicit `self` member, a global, a
    /// function, a type or a library function, in Swift's order of lookup.
    mutating func compileIdentifier(_ name: Identifier) -> ExprNode {
        if name.name.hasSuffix(")"), let reference = compileFunctionReference(name) { return reference }
        let range = name.range
        if let reference = scope.lookup(name.name) {
            let node = reference.node(range: range)
            return asyncLetSlots.contains(ObjectIdentifier(reference.slot)) ? asyncLetRead(node, range: range) : node
        }
        if let wrapped = wrapperParameterValue(name) { return wrapped }
        if let member = implicitSelfMember(name) { return member }
        if let own = filePrivateType(name.name, at: range) { return TypeNode(.nominal(own, []), range: range) }
        if isPrivateToAnotherFile(name.name, at: range) {
            report(.cannotFindInScope(name.name), at: range)
            return ConstantNode(.void, range: range)
        }
        if name.name == "Self", let type = scope.enclosingSelfType, type.kind == .protocolType || type.isClass,
           let selfReference = scope.lookup("self") {
            // `Self` in a protocol extension or class is the dynamic type of `self`.
            return DynamicSelfNode(selfReference.node(range: range), range: range)
        }
        if let index = program.globalNames.firstIndex(of: name.name) {
            return GlobalNode(index: index, name: name.name, range: range, type: program.globalTypes[index])
        }
        if Self.isDeclaredOperatorName(name.name) {
            // `reduce(0, +++)`: a static operator of the operands' type or a global one, picked per call.
            return CustomOperatorReferenceNode(name: name.name, range: range)
        }
        if let functions = program.functions[name.name] {
            return FunctionReferenceNode(candidates: functions, range: range)
        }
        if name.name == "..." {
            // `s[...]`: the unbounded range, everything.
            return ConstantNode(.range(RangeValue(.from, lower: nil, upper: nil)), range: range)
        }
        if let op = BinaryOperator(rawValue: name.name) { return OperatorReferenceNode(op, range: range) }
        if let type = typeValue(named: name) { return typeValueNode(type, range: range) }
        if Builtins.functionNames.contains(name.name) {
            return BuiltinReferenceNode(name: name.name, range: range)
        }
        if KnownNames.contains(name.name) {
            checkAvailability(of: name.name, at: range)
            return TypeNode(.named(name.name, []), range: range)
        }
        if let member = libraryExtensionSelfMember(name) { return member }
        report(.unknownName(name.name), at: range)
        return ConstantNode(.void, range: range)
    }

    /// In an extension of a library type (`extension Date`), a name found nowhere else is a
    /// member of `self` that the library answers when the code runs (`formatted(...)`,
    /// `components(separatedBy:)`): Swift looks members of `self` up first, and the compiler
    /// does not list the library's members.
    mutating func libraryExtensionSelfMember(_ name: Identifier) -> MemberNode? {
        guard let type = scope.enclosingSelfType, type.kind == .builtin, !scope.enclosingIsStatic,
              name.name.first?.isLowercase == true, let reference = scope.lookup("self") else { return nil }
        return MemberNode(base: reference.node(range: name.range), name: name.name, range: name.range)
    }

    /// `count` inside a method means `self.count`; in a static context, `Self.count`.
    mutating func implicitSelfMember(_ name: Identifier) -> ExprNode? {
        guard let type = scope.enclosingSelfType else { return nil }
        let isStatic = scope.enclosingIsStatic
        if isStatic {
            let hasStatic = type.lookupStaticProperty(name.name) != nil || type.lookupStaticComputed(name.name) != nil
                || !type.lookupStaticMethods(name.name).isEmpty || type.caseIndex[name.name] != nil
                || (name.name == "allCases" && type.kind == .enumType)
            guard hasStatic else { return nil }
            return MemberNode(base: staticSelf(type, name) ?? TypeNode(.nominal(type, []), range: name.range), name: name.name, range: name.range)
        }
        let isRawValue = name.name == "rawValue" && type.kind == .enumType && type.rawType != nil
            || name.name.hasPrefix("_") && type.fieldIndex[String(name.name.dropFirst())].map { type.storedProperties[$0].wrapper != nil } == true
            || name.name == "objectWillChange" && type.conforms(to: "ObservableObject")
            || name.name == "localizedDescription" && (type.conforms(to: "Error") || type.conforms(to: "LocalizedError"))
        if type.hasInstanceMember(name.name) || builtinExtensionHasMember(type, name.name) || isRawValue
            || libraryProtocolExtensionHasMember(type, name.name) {
            guard let selfNode = scope.lookup("self")?.node(range: name.range) else { return nil }
            let node = MemberNode(base: selfNode, name: name.name, range: name.range)
            if let index = type.fieldIndex[name.name] { node.staticType = type.storedProperties[index].type }
            return node
        }
        if type.lookupStaticProperty(name.name) != nil || type.lookupStaticComputed(name.name) != nil
            || !type.lookupStaticMethods(name.name).isEmpty {
            return MemberNode(base: TypeNode(.nominal(type, []), range: name.range), name: name.name, range: name.range)
        }
        return nil
    }

    func builtinExtensionHasMember(_ type: NominalType, _ name: String) -> Bool {
        guard type.kind == .builtin else { return false }
        // In `extension View`, a modifier name means `self.modifier(...)` (a type's name
        // means the type: `modifier(Prepare())`).
        if ["View", "ViewModifier", "Shape", "Scene"].contains(type.name), program.functions[name] == nil, program.types[name] == nil,
           !Builtins.functionNames.contains(name), program.globalNames.firstIndex(of: name) == nil, !Catalogue.knows(type: name) {
            return true
        }
        return Builtins.builtinInstanceMembers.contains(name)
    }

    /// Whether an extension of a library protocol the program's type conforms to declares the
    /// member: `hideKeyboard()` in a view's body, from `extension View { func hideKeyboard() }`.
    func libraryProtocolExtensionHasMember(_ type: NominalType, _ name: String) -> Bool {
        guard type.kind != .builtin else { return false }
        return program.builtinExtensions.contains { protocolName, members in
            type.conforms(to: protocolName) && (!members.lookupMethods(name).isEmpty || members.lookupComputed(name) != nil)
        }
    }

    /// A type name used as a value (`Point.self`, the base of `Point.origin`, `Int(...)`).
    mutating func typeValue(named name: Identifier) -> RuntimeType? {
        if genericContext.reversed().contains(where: { $0.contains(name.name) }) { return .generic(name.name) }
        if name.name == "Self", let type = scope.enclosingSelfType ?? typeContext.last { return .nominal(type, []) }
        if let own = filePrivateType(name.name, at: name.range) { return .nominal(own, []) }
        if let type = lookupType(name.name) { return .nominal(type, []) }
        if let alias = lookupTypeAlias(name.name) { return alias }
        switch name.name {
        case "Int", "Double", "Bool", "String", "Character", "Float", "CGFloat", "TimeInterval", "Float64", "Substring", "Array", "Dictionary",
             "Set", "Optional", "Range", "ClosedRange", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
             "UInt32", "UInt64", "Void":
            return resolveNamedType(name, generics: [], range: name.range)
        default:
            return nil
        }
    }

    /// Whether a value of this user type has no member of this name for certain: its
    /// declaration and extensions are all known, and no library protocol it adopts adds one.
    func certainlyLacksMember(_ type: NominalType, _ name: String) -> Bool {
        guard type.kind == .structType || type.kind == .enumType || type.kind == .classType, type.superclass == nil,
              type.declaration != nil else { return false }
        let quiet: Set<String> = ["Equatable", "Hashable", "CustomStringConvertible", "CaseIterable", "Codable",
                                  "Sendable", "Comparable", "Error", "Encodable", "Decodable"]
        guard type.conformances.allSatisfy(quiet.contains) else { return false }
        if ["self", "hashValue", "hash", "rawValue", "localizedDescription"].contains(name) { return false }
        if type.hasInstanceMember(name) || type.lookupNestedType(name) != nil || type.caseIndex[name] != nil { return false }
        if !type.storedProperties.allSatisfy({ $0.wrapper == nil }) { return false }
        return !type.allProtocols.contains { $0.methods[name] != nil || $0.computedProperties[name] != nil }
    }

    func isCollection(_ type: RuntimeType) -> Bool {
        switch type {
        case .string, .array, .set, .dictionary: return true
        default: return false
        }
    }

    mutating func compileAnonymousParameter(_ index: Int, range: SourceRange) -> ExprNode {
        // `$0` belongs to the innermost closure without a parameter list.
        var target: FunctionScope? = scope
        while let candidate = target, !candidate.acceptsAnonymousParameters { target = candidate.parent }
        guard let closureScope = target else {
            report(.cannotFindInScope("$\(index)"), at: range)
            return ConstantNode(.void, range: range)
        }
        while closureScope.anonymousParameters.count <= index {
            let position = closureScope.anonymousParameters.count
            closureScope.blocks[0]["$\(position)"] = closureScope.newSlot("$\(position)", type: nil)
            closureScope.anonymousParameters.append(closureScope.blocks[0]["$\(position)"]!)
        }
        return compileIdentifier(Identifier("$\(index)", range: range))
    }

    /// `base.name`: folded at compile time for types (`Outer.Inner`), dispatched at run time otherwise.
    /// `baseExpected` is the base's contextual type when the member keeps it (`[("a", 1)].filter { }`
    /// returned as `[(title: String, n: Int)]` types the literal by the result).
    mutating func compileMember(_ base: Expr, _ name: Identifier, range: SourceRange, baseExpected: RuntimeType? = nil) -> ExprNode {
        let name = referencedMember(name)
        if name.name.hasPrefix("$"), !isProgramProjection(name.name) { return compileProjectedMember(base, name, range: range) }
        if case .superExpr = base.kind {
            let selfNode = compileIdentifier(Identifier("self", range: base.range))
            return SuperMemberNode(base: selfNode, name: name.name, superclass: scope.enclosingSelfType?.superclass, range: range)
        }
        if case .identifier(let module) = base.kind, module.name == "Swift", scope.lookup("Swift") == nil {
            return compileIdentifier(name)
        }
        if case .identifier(let module) = base.kind, module.name == "Unicode", name.name == "Scalar" {
            return TypeNode(.named("Unicode.Scalar", []), range: range)
        }
        if case .identifier(let owner) = base.kind, program.types[owner.name] == nil, scope.lookup(owner.name) == nil,
           let nested = NotificationNames.nestedTypeName(owner.name, name.name) {
            return TypeNode(.named(nested, []), range: range)
        }
        // `[Item].self`, `[String: Int].self`, also inside a type (where `self` is in scope).
        if name.name == "self", !isBackticked(name) {
            switch base.kind {
            case .arrayLiteral(let elements) where elements.count == 1:
                return TypeNode(typeOfLiteral(base), range: range)
            case .dictionaryLiteral(let elements) where elements.count == 1:
                return TypeNode(typeOfLiteral(base), range: range)
            default: break
            }
        }
        checkStyleMember(base, name)
        var baseNode = implicitlyUnwrapped(base, compileExpression(base, expected: baseExpected), member: name.name)
        // `Category?.none`, `Int?.some(1)`: a type followed by `?` parses as a bound optional.
        if let bound = baseNode as? BindOptionalNode, let wrapped = bound.inner as? TypeNode {
            baseNode = TypeNode(.optional(wrapped.type), range: base.range)
        }
        if let typeNode = baseNode as? TypeNode {
            if name.name == "self", !isBackticked(name) { return typeNode }
            if case .nominal(let type, _) = typeNode.type {
                if let nested = type.lookupNestedType(name.name) { return TypeNode(.nominal(nested, []), range: range) }
                if let alias = type.typeAliases[name.name] { return TypeNode(alias, range: range) }
                let known = type.caseIndex[name.name] != nil || type.lookupStaticProperty(name.name) != nil
                    || type.lookupStaticComputed(name.name) != nil || !type.lookupStaticMethods(name.name).isEmpty
                    || !type.lookupMethods(name.name).isEmpty || name.name == "init" || Builtins.typeMembers.contains(name.name)
                if !known && type.kind != .protocolType {
                    report(.typeHasNoMember(type.name, name.name), at: name.range)
                }
            }
        }
        if case .nominal(let type, _)? = baseNode.staticType, !(baseNode is TypeNode), certainlyLacksMember(type, name.name) {
            report(.noMember(type.name, name.name), at: name.range)
        }
        let node = MemberNode(base: baseNode, name: name.name, range: range)
        if let typeNode = baseNode as? TypeNode, case .nominal(let type, _) = typeNode.type {
            if type.caseIndex[name.name] != nil { node.staticType = typeNode.type }
            else if let property = type.lookupStaticProperty(name.name) { node.staticType = property.type }
        } else if let typeNode = baseNode as? TypeNode, case .named("EditMode", _) = typeNode.type {
            node.staticType = typeNode.type  // `EditMode.inactive` (EditModeValue.swift)
        } else if case .nominal(let type, _)? = baseNode.staticType, let index = type.fieldIndex[name.name] {
            node.staticType = type.storedProperties[index].type
        } else if ["count", "underestimatedCount"].contains(name.name),
                  baseNode.staticType.map(isCollection) ?? false {
            node.staticType = .int
        } else if case .tuple(let types, let labels)? = baseNode.staticType {
            if let position = labels.firstIndex(of: name.name) ?? Int(name.name), position < types.count {
                node.staticType = types[position]
            }
        }
        return node
    }

    mutating func compileClosure(_ closure: ClosureExpr, expected: RuntimeType?, range: SourceRange) -> ExprNode {
        let definition = FunctionDefinition(name: "closure", kind: .closure, range: range)
        program.adopt(definition)
        definition.isViewBuilder = nextClosureIsViewBuilder
        nextClosureIsViewBuilder = false
        definition.isAsync = closure.effects.isAsync
        definition.isThrowing = closure.effects.throwing != .none
        var parameterTypes: [RuntimeType] = []
        if case .function(let types, let result)? = unwrapOptional(expected) {
            parameterTypes = types
            if case .void = result {} else { definition.resultType = result.isOpen ? nil : result }
        }
        if let resultType = closure.resultType { definition.resultType = resolveType(resultType) }
        let autoclosures = autoclosureHint
        autoclosureHint = nil
        if case .void? = definition.resultType { definition.resultType = nil }
        // Capture list values are evaluated where the closure is created.
        let captureValues = closure.captures.map { item -> (String, ExprNode, CaptureItem.Specifier) in
            (item.name.name, item.value.map { compileExpression($0, expected: nil) } ?? compileIdentifier(item.name),
             item.specifier)
        }
        return withFunction(definition, selfType: nil, isStatic: false, nested: true) { compiler in
            for (name, value, specifier) in captureValues {
                let slot = compiler.scope.declare(name, type: value.staticType)
                definition.captureList.append((slot, value, specifier == .weak, specifier == .unowned))
            }
            if let parameters = closure.parameters {
                definition.parameters = parameters.enumerated().map { position, parameter in
                    let type = parameter.type.map { compiler.resolveType($0) }
                        ?? (position < parameterTypes.count && !parameterTypes[position].isOpen ? parameterTypes[position] : nil)
                    let slot = compiler.scope.declare(parameter.name.name, type: type)
                    let coerced = type.flatMap { $0.nominal != nil ? $0 : nil }
                    let isAutoclosure = autoclosures.map { position < $0.count && $0[position] } ?? false
                    return FunctionDefinition.Parameter(label: nil, name: parameter.name.name, type: isAutoclosure ? nil : coerced,
                                                        defaultValue: nil, isVariadic: false, isInout: false,
                                                        isAutoclosure: isAutoclosure, slot: slot)
                }
            } else {
                compiler.scope.acceptsAnonymousParameters = true
            }
            let body = compiler.compileFunctionBody(closure.body, definition: definition)
            if closure.parameters == nil {
                definition.parameters = compiler.scope.anonymousParameters.map { slot in
                    FunctionDefinition.Parameter(label: nil, name: slot.name, type: nil, defaultValue: nil, isVariadic: false,
                                                 isInout: false, isAutoclosure: false, slot: slot)
                }
            }
            definition.body = body
            return ClosureNode(definition: definition, range: range)
        }
    }
}
