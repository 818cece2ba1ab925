import ViewScriptSyntax

/// A body compiled after every declaration is known (so it may use any of them).
struct PendingBody {
    let definition: FunctionDefinition
    let scope: FunctionScope
    let block: Block
    let typeContext: [NominalType]
    let genericContext: [[String]]
}

// MARK: - Pass 1: types
extension Compiler {
    /// Creates a `NominalType` for every type declaration, nested ones under their parents.
    mutating func declareTypes(_ declarations: [Decl], parent: NominalType?) {
        declareTypes(declarations, parent: parent, extensions: false)
        declareTypes(declarations, parent: parent, extensions: true)
    }

    /// Types first, then the types that extensions nest in them (an extension may come
    /// before the type it extends).
    mutating func declareTypes(_ declarations: [Decl], parent: NominalType?, extensions: Bool) {
        for decl in declarations {
            switch decl.kind {
            case .nominal(let nominal) where extensions:
                if let type = parent?.nestedTypes[nominal.name.name] ?? (parent == nil ? program.types[topLevelTypeKey(nominal.name.name, at: decl.range)] : nil) {
                    declareTypes(nominal.members, parent: type, extensions: true)
                }
            case .extensionDecl where !extensions:
                continue
            case .nominal(let nominal):
                let type = NominalType(kind: kind(of: nominal.kind), name: nominal.name.name, parent: parent, declaration: decl)
                checkTypeAttributes(decl)
                program.adopt(type)
                type.genericParameters = nominal.genericParameters.map(\.name.name)
                type.isIndirect = decl.modifiers.flags.contains(.indirect)
                if let parent { parent.nestedTypes[type.name] = type } else { program.types[topLevelTypeKey(type.name, at: decl.range)] = type }
                declareTypes(nominal.members, parent: type, extensions: false)
            case .extensionDecl(let ext):
                if let target = extendedType(ext.extendedType) { declareTypes(ext.members, parent: target) }
            default:
                continue
            }
        }
    }

    func kind(of kind: NominalKind) -> NominalType.Kind {
        switch kind {
        case .structType: return .structType
        case .classType: return .classType
        case .enumType: return .enumType
        case .protocolType: return .protocolType
        case .actorType: return .actorType
        }
    }

    /// The type an extension adds to: a user type, or a built-in one (`extension Int`).
    func extendedType(_ syntax: TypeSyntax) -> NominalType? {
        switch syntax.kind {
        case .named(let name, _):
            if let type = filePrivateType(name.name, at: name.range) ?? program.types[name.name] { return type }
            return program.builtinType(builtinKey(name.name))
        case .member(let base, let name, _):
            if case .named(let baseName, _) = base.kind, let nested = NotificationNames.nestedTypeName(baseName.name, name.name) {
                return program.builtinType(nested)
            }
            return extendedType(base)?.nestedTypes[name.name]
        case .array: return program.builtinType("Array")
        case .optional: return program.builtinType("Optional")
        case .dictionary: return program.builtinType("Dictionary")
        default: return nil
        }
    }

    /// Built-in types that share one extension table (`Float` and `CGFloat` are `Double` here).
    func builtinKey(_ name: String) -> String {
        switch name {
        case "Float", "CGFloat": return "Double"
        case "Substring", "StringProtocol": return "String"
        case "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
             "RangeReplaceableCollection": return "Sequence"
        case "Numeric", "AdditiveArithmetic", "SignedNumeric", "Comparable", "Equatable", "Hashable",
             "CustomStringConvertible", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "FloatingPoint",
             "BinaryFloatingPoint": return name
        default: return name
        }
    }
}

extension Compiler {
    /// `extension Sequence` applies to arrays, sets, dictionaries and strings;
    /// `extension Numeric` to Int and Double, and so on.
    func linkBuiltinProtocolExtensions() {
        let links: [(String, [String])] = [
            ("Sequence", ["Array", "Set", "Dictionary", "String"]),
            ("Numeric", ["Int", "Double"]), ("AdditiveArithmetic", ["Int", "Double"]), ("SignedNumeric", ["Int", "Double"]),
            ("Comparable", ["Int", "Double", "String", "Character"]), ("Equatable", ["Int", "Double", "String", "Character", "Bool"]),
            ("Hashable", ["Int", "Double", "String", "Character", "Bool"]), ("CustomStringConvertible", ["Int", "Double", "String", "Bool"]),
            ("BinaryInteger", ["Int"]), ("FixedWidthInteger", ["Int"]), ("SignedInteger", ["Int"]),
            ("FloatingPoint", ["Double"]), ("BinaryFloatingPoint", ["Double"]),
        ]
        // Program types conforming to `View` get `extension View` methods.
        if let viewExtensions = program.builtinExtensions["View"] {
            for type in allTypes() where type.kind != .builtin && type.conformances.contains("View") {
                if !type.protocols.contains(where: { $0 === viewExtensions }) { type.protocols.append(viewExtensions) }
            }
        }
        for (protocolName, typeNames) in links {
            guard let holder = program.builtinExtensions[protocolName] else { continue }
            for typeName in typeNames {
                let target = program.builtinType(typeName)
                if !target.protocols.contains(where: { $0 === holder }) { target.protocols.append(holder) }
            }
        }
    }
}

// MARK: - Pass 2: signatures and members
extension Compiler {
    mutating func declareTopLevelFunctions(_ declarations: [Decl]) {
        for decl in declarations {
            if case .function(let function) = decl.kind, function.parameters.contains(where: isAutoclosure) {
                autoclosureFunctions.insert(function.name.name)
            }
            for member in membersOf(decl) {
                if case .function(let function) = member.kind, function.parameters.contains(where: isAutoclosure) {
                    autoclosureFunctions.insert(function.name.name)
                }
            }
        }
        for decl in declarations {
            switch decl.kind {
            case .function(let function):
                let definition = declareFunction(function, decl: decl, kind: .function, selfType: nil, isStatic: false)
                definition.isViewBuilder = decl.attribute(named: "ViewBuilder") != nil
                program.functions[function.name.name, default: []].append(definition)
            case .typeAlias(let alias):
                genericContext.append(alias.genericParameters.map(\.name.name))
                program.typeAliases[alias.name.name] = resolveType(alias.type)
                genericContext.removeLast()
            default:
                continue
            }
        }
    }

    func membersOf(_ decl: Decl) -> [Decl] {
        switch decl.kind {
        case .nominal(let nominal): return nominal.members + nominal.members.flatMap(membersOf)
        case .extensionDecl(let ext): return ext.members + ext.members.flatMap(membersOf)
        default: return []
        }
    }

    func isAutoclosure(_ parameter: ViewScriptSyntax.Parameter) -> Bool {
        if case .attributed(let attributes, _) = parameter.type.kind {
            return attributes.contains { $0.name.name == "autoclosure" }
        }
        return false
    }

    /// Members of every type and extension; nested types first so members can name them.
    mutating func declareMembers(_ declarations: [Decl]) {
        // Type aliases inside types and relations first: members' types may use them.
        for decl in declarations { declareRelations(decl, parent: nil) }
        for decl in declarations { declareMemberList(decl, parent: nil) }
        compilePropertyDefaults()
        for type in allTypes() where type.isClass { layOutClassFields(type) }
    }

    func allTypes() -> [NominalType] {
        var result: [NominalType] = []
        var pending = program.types.values.sorted { $0.name < $1.name } + program.builtinExtensions.values.sorted { $0.name < $1.name }
        while let type = pending.popLast() {
            result.append(type)
            pending.append(contentsOf: type.nestedTypes.values.sorted { $0.name < $1.name })
        }
        return result
    }

    mutating func declareRelations(_ decl: Decl, parent: NominalType?) {
        let target: NominalType?
        let inheritance: [TypeSyntax]
        let members: [Decl]
        switch decl.kind {
        case .nominal(let nominal):
            target = parent?.nestedTypes[nominal.name.name] ?? (parent == nil ? program.types[topLevelTypeKey(nominal.name.name, at: decl.range)] : nil)
            inheritance = nominal.inheritance
            members = nominal.members
        case .extensionDecl(let ext):
            target = extendedType(ext.extendedType)
            inheritance = ext.inheritance
            members = ext.members
        default:
            return
        }
        guard let type = target else { return }
        declareRelations(of: type, inheritance: inheritance, members: members)
    }

    mutating func declareRelations(_ decl: Decl, parentType type: NominalType) {
        guard case .nominal(let nominal) = decl.kind else { return }
        declareRelations(of: type, inheritance: nominal.inheritance, members: nominal.members)
    }

    mutating func declareRelations(of type: NominalType, inheritance: [TypeSyntax], members: [Decl]) {
        typeContext.append(type)
        genericContext.append(type.genericParameters)
        for (position, inherited) in inheritance.enumerated() {
            guard case .named(let name, _) = inherited.kind else { continue }
            if let user = lookupType(name.name) {
                if user.kind == .protocolType { type.protocols.append(user) }
                else if user.isClass && position == 0 && type.isClass { type.superclass = user }
                else if type.kind == .enumType, position == 0 { type.rawType = .nominal(user, []) }
            } else {
                type.conformances.append(name.name)
                if type.kind == .enumType, position == 0, ["Int", "String", "Double", "Character"].contains(name.name) {
                    type.rawType = resolveNamedType(name, generics: [], range: inherited.range)
                } else if KnownNames.isNotSimulated(name.name) {
                    report(.notSimulated(name.name), at: name.range)  // `struct FavoriteTip: Tip`
                } else if !KnownNames.contains(name.name) && !type.isClass {
                    report(.cannotFindTypeInScope(name.name), at: name.range)
                }
            }
        }
        for member in members {
            if case .typeAlias(let alias) = member.kind { type.typeAliases[alias.name.name] = resolveType(alias.type) }
            if case .associatedType(let name, _, _) = member.kind { type.typeAliases[name.name] = .any }
        }
        for member in members { declareRelations(member, parent: type) }
        genericContext.removeLast()
        typeContext.removeLast()
    }

    mutating func declareMemberList(_ decl: Decl, parent: NominalType?) {
        let target: NominalType?
        let members: [Decl]
        switch decl.kind {
        case .nominal(let nominal):
            target = parent?.nestedTypes[nominal.name.name] ?? (parent == nil ? program.types[topLevelTypeKey(nominal.name.name, at: decl.range)] : nil)
            members = nominal.members
        case .extensionDecl(let ext):
            target = extendedType(ext.extendedType)
            members = ext.members
        default:
            return
        }
        guard let type = target else { return }
        declareMemberList(of: type, members: members)
    }

    mutating func declareMemberList(_ decl: Decl, parentType type: NominalType) {
        guard case .nominal(let nominal) = decl.kind else { return }
        declareMemberList(of: type, members: nominal.members)
    }

    mutating func declareMemberList(of type: NominalType, members: [Decl]) {
        typeContext.append(type)
        genericContext.append(type.genericParameters)
        for member in members { declareMemberList(member, parent: type) }
        for member in members { declareMember(member, in: type) }
        genericContext.removeLast()
        typeContext.removeLast()
    }
}
