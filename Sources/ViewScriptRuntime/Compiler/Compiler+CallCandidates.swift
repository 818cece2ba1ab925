import ViewScriptSyntax

/// The functions a call can reach when the compiler knows them all: top-level functions,
/// methods on `self`, initializers of the program's types (with the memberwise one) and
/// enum cases. `nil` when the callee is a value, a library function, or anything the checks
/// cannot see completely (inherited initializers, property wrappers without a value).
extension Compiler {
    func callCandidates(_ callee: Expr, expected: RuntimeType?) -> [[FunctionDefinition.Parameter]]? {
        switch callee.kind {
        case .identifier(let name):
            guard !hasLocal(name.name) else { return nil }
            if let type = scope.enclosingSelfType, implicitMemberExists(type, name.name) {
                guard program.functions[name.name] == nil else { return nil }
                return scope.enclosingIsStatic ? staticCandidates(type, name.name) : methodCandidates(type, name.name)
            }
            if let functions = program.functions[name.name] {
                guard !program.globalNames.contains(name.name) else { return nil }
                return functions.map(\.parameters)
            }
            guard !program.globalNames.contains(name.name), name.name != "Self",
                  !genericContext.contains(where: { $0.contains(name.name) }),
                  let type = filePrivateType(name.name, at: name.range) ?? lookupType(name.name) else { return nil }
            return initializerCandidates(type)
        case .member(let base, let name):
            switch base.kind {
            case .selfExpr:
                guard let type = scope.enclosingSelfType, !scope.enclosingIsStatic, name.name != "init" else { return nil }
                return methodCandidates(type, name.name)
            case .identifier(let typeName):
                guard !hasLocal(typeName.name), !program.globalNames.contains(typeName.name), typeName.name != "Self",
                      !genericContext.contains(where: { $0.contains(typeName.name) }),
                      let type = filePrivateType(typeName.name, at: typeName.range) ?? lookupType(typeName.name) else { return nil }
                if scope.enclosingSelfType.map({ implicitMemberExists($0, typeName.name) }) == true { return nil }
                return name.name == "init" ? initializerCandidates(type) : staticCandidates(type, name.name)
            default:
                return nil
            }
        case .implicitMember(let name):
            guard case .nominal(let type, _)? = unwrapOptional(expected), name.name != "init" else { return nil }
            return staticCandidates(type, name.name)
        default:
            return nil
        }
    }

    /// A local variable or function of this name, without capturing it.
    func hasLocal(_ name: String) -> Bool {
        var current: FunctionScope? = scope
        while let function = current {
            if function.blocks.contains(where: { $0[name] != nil }) || function.captureIndex[name] != nil { return true }
            current = function.parent
        }
        return false
    }

    /// Mirrors `implicitSelfMember`: whether `name` alone means a member of `self`'s type.
    func implicitMemberExists(_ type: NominalType, _ name: String) -> Bool {
        type.hasInstanceMember(name) || builtinExtensionHasMember(type, name) || hasStaticMember(type, name)
            || (name == "rawValue" && type.kind == .enumType)
    }

    func hasStaticMember(_ type: NominalType, _ name: String) -> Bool {
        type.lookupStaticProperty(name) != nil || type.lookupStaticComputed(name) != nil
            || !type.lookupStaticMethods(name).isEmpty || type.caseIndex[name] != nil || name == "allCases"
    }

    /// Instance methods of this name in the type, its superclasses and its protocols; `nil`
    /// when the name is also a property (a stored closure is called the same way).
    func methodCandidates(_ type: NominalType, _ name: String) -> [[FunctionDefinition.Parameter]]? {
        guard type.kind != .builtin, type.kind != .protocolType, type.fieldIndexInChain(name) == nil,
              type.lookupComputed(name) == nil, type.computedProperties[name] == nil,
              !type.allProtocols.contains(where: { $0.computedProperties[name] != nil }),
              !hasStaticMember(type, name) else { return nil }
        guard !hasUnseenMembers(type, allowing: Self.plainProtocols) else { return nil }
        let owners = type.classChain + type.allProtocols
        let methods = owners.flatMap { $0.methods[name] ?? [] }
        return methods.isEmpty ? nil : methods.map(\.parameters)
    }

    /// A static method or an enum case (not both, and no property of the name).
    func staticCandidates(_ type: NominalType, _ name: String) -> [[FunctionDefinition.Parameter]]? {
        guard type.kind != .builtin, type.kind != .protocolType,
              type.lookupStaticProperty(name) == nil, type.lookupStaticComputed(name) == nil else { return nil }
        let methods = type.lookupStaticMethods(name)
        if let index = type.caseIndex[name] {
            guard methods.isEmpty, type.allProtocols.allSatisfy({ $0.staticMethods[name] == nil }) else { return nil }
            let info = type.enumCases[index]
            guard let labels = info.payloadLabels else { return nil }
            return [labels.indices.map { position in
                let payload = info.payloadTypes.indices.contains(position) ? info.payloadTypes[position] : nil
                let hasDefault = info.payloadDefaults.indices.contains(position) && info.payloadDefaults[position] != nil
                return syntheticParameter(labels[position], type: payload, hasDefault: hasDefault)
            }]
        }
        let owners = type.classChain + type.allProtocols
        let all = owners.flatMap { $0.staticMethods[name] ?? [] }
        return all.isEmpty ? nil : all.map(\.parameters)
    }

    /// Every initializer `Type(...)` can call.
    func initializerCandidates(_ type: NominalType) -> [[FunctionDefinition.Parameter]]? {
        guard !hasUnseenMembers(type, allowing: Self.plainProtocols.union(["View", "ObservableObject"])) else { return nil }
        switch type.kind {
        case .structType:
            var candidates = type.initializers.map(\.parameters)
            if type.hasMemberwiseInitializer {
                guard let memberwise = memberwiseParameters(type) else { return nil }
                candidates.append(memberwise)
            }
            return candidates
        case .classType, .actorType:
            guard type.superclass == nil else { return nil }
            if !type.initializers.isEmpty { return type.initializers.map(\.parameters) }
            let defaulted = type.storedProperties.allSatisfy { $0.initializer != nil || (!$0.isLet && ($0.type?.isOptional ?? false)) }
            return defaulted ? [[]] : nil
        case .enumType:
            var candidates = type.initializers.map(\.parameters)
            if let raw = type.rawType { candidates.append([syntheticParameter("rawValue", type: raw, hasDefault: false)]) }
            return candidates.isEmpty ? nil : candidates
        case .protocolType, .builtin:
            return nil
        }
    }

    /// Library protocols that give a conforming type no initializers and no methods a call
    /// could reach instead of the program's own.
    static let plainProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Identifiable", "Sendable", "Error", "CaseIterable", "Codable", "Encodable", "Decodable",
        // Raw types of enums: `init(rawValue:)` is among the candidates.
        "Int", "String", "Double", "Character",
    ]

    /// Whether a library protocol (other than `allowing`) may add members the compiler does
    /// not see (`Layout` gives `callAsFunction`, `Sequence` gives `map`), or the type can be
    /// called as a function.
    func hasUnseenMembers(_ type: NominalType, allowing: Set<String>) -> Bool {
        for owner in type.classChain + type.allProtocols {
            let declared = Set(owner.protocols.map(\.name))
            if owner.conformances.contains(where: { !declared.contains($0) && !allowing.contains($0) }) { return true }
            if owner.methods["callAsFunction"] != nil { return true }
        }
        return false
    }

    /// Swift's memberwise initializer: settable stored properties in order, defaulted when
    /// they have a value (or are optional `var`s).
    func memberwiseParameters(_ type: NominalType) -> [FunctionDefinition.Parameter]? {
        var parameters: [FunctionDefinition.Parameter] = []
        for property in type.storedProperties {
            if property.isLet && property.initializer != nil { continue }
            let hasDefault = property.initializer != nil || (!property.isLet && (property.type?.isOptional ?? false))
            if let wrapper = property.wrapper, property.initializer == nil,
               !["Binding", "ObservedObject", "Bindable"].contains(wrapper) {
                return nil
            }
            let type = property.wrapper == nil && isCertain(property) ? property.type : nil
            parameters.append(syntheticParameter(property.memberwiseName, type: property.wrappedStorage == nil ? type : nil, hasDefault: hasDefault))
        }
        return parameters
    }

    func syntheticParameter(_ label: String?, type: RuntimeType?, hasDefault: Bool) -> FunctionDefinition.Parameter {
        FunctionDefinition.Parameter(label: label, name: label ?? "_", type: type,
                                     defaultValue: hasDefault ? ConstantNode(.void, range: SourceRange(0, 0)) : nil,
                                     isVariadic: false, isInout: false, isAutoclosure: false,
                                     slot: LocalSlot(index: 0, name: label ?? "_", type: type))
    }
}
