import ViewScriptSyntax

extension Compiler {
    /// A stored property's written type, or the type its initializer gives it when none is
    /// written (`let id = UUID()`, `var id = 0`): nil when the compiler does not know it.
    static func declaredOrInitialType(_ property: StoredProperty) -> RuntimeType? {
        if let type = property.type ?? property.initializer?.staticType { return type }
        // `UUID()` cannot fail (unlike `URL(string:)`), so it is a `UUID`.
        if let call = property.initializer as? InitializerCallNode, call.arguments.isEmpty, call.type == .named("UUID", []) {
            return call.type
        }
        return nil
    }

    /// Turns a written type into a runtime type; reports unknown names.
    mutating func resolveType(_ syntax: TypeSyntax) -> RuntimeType {
        switch syntax.kind {
        case .named(let name, let generics):
            return resolveNamedType(name, generics: generics, range: syntax.range)
        case .member(let base, let name, let generics):
            if let qualified = moduleQualifiedType(base, name, generics, range: syntax.range) { return qualified }
            let baseType = resolveType(base)
            if case .nominal(let nominal, _) = baseType {
                if let nested = nominal.lookupNestedType(name.name) {
                    return .nominal(nested, generics.map { resolveType($0) })
                }
                if let alias = nominal.typeAliases[name.name] { return alias }
                // `User.ID`: Identifiable's associated type, the type of `id`.
                if name.name == "ID", let id = nominal.fieldIndex["id"].flatMap({ Self.declaredOrInitialType(nominal.storedProperties[$0]) })
                    ?? nominal.computedProperties["id"]?.type {
                    return id
                }
                if nominal.kind == .protocolType || !nominal.genericParameters.isEmpty { return .any }
                report(.cannotFindTypeInScope("\(nominal.name).\(name.name)"), at: name.range)
                return .any
            }
            if case .named(let baseName, _) = baseType, let nested = NotificationNames.nestedTypeName(baseName, name.name) {
                return .named(nested, [])
            }
            return .named(name.name, generics.map { resolveType($0) })
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return .optional(resolveType(wrapped))
        case .array(let element):
            return .array(resolveType(element))
        case .dictionary(let key, let value):
            return .dictionary(resolveType(key), resolveType(value))
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return resolveType(elements[0].type) }
            if elements.isEmpty { return .void }
            return .tuple(elements.map { resolveType($0.type) }, labels: elements.map { $0.label?.name })
        case .function(let parameters, _, let result):
            return .function(parameters: parameters.map { resolveType($0.type) }, result: resolveType(result))
        case .existential(let constraint):
            // `any Shape` is the protocol type, as `Shape` alone is (`[any Shape]` prints `Array<Shape>`).
            let resolved = resolveType(constraint)
            if case .nominal(let type, _) = resolved, type.kind == .protocolType { return resolved }
            return .any
        case .opaque(let constraint):
            _ = resolveType(constraint)
            return .any
        case .composition(let parts):
            for part in parts { _ = resolveType(part) }
            return .any
        case .metatype(let instance, _):
            return .metatype(resolveType(instance))
        case .inoutType(let inner):
            return resolveType(inner)
        case .attributed(_, let inner):
            return resolveType(inner)
        case .error:
            return .any
        }
    }

    mutating func resolveNamedType(_ name: Identifier, generics: [TypeSyntax], range: SourceRange) -> RuntimeType {
        let arguments = generics.map { resolveType($0) }
        // A type the program declares shadows the standard library's of the same name (`enum Range`).
        if let own = lookupType(name.name), own.kind != .builtin, own.declaration != nil,
           !genericContext.contains(where: { $0.contains(name.name) }) {
            return .nominal(own, arguments)
        }
        switch name.name {
        case "Int": return .int
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return IntegerWidth(name: name.name).map(RuntimeType.sized) ?? .int
        case "Float", "Float32": return .float
        case "Double", "CGFloat", "Float64", "TimeInterval": return .double
        case "Bool": return .bool
        case "String", "Substring": return .string
        case "Character": return .character
        case "Void": return .void
        case "Any", "AnyObject", "AnyHashable": return .any
        case "Never": return .void
        case "Optional" where arguments.count == 1: return .optional(arguments[0])
        case "Array" where arguments.count == 1: return .array(arguments[0])
        case "ArraySlice" where arguments.count == 1: return .arraySlice(arguments[0])
        case "Set" where arguments.count == 1: return .set(arguments[0])
        case "Dictionary" where arguments.count == 2: return .dictionary(arguments[0], arguments[1])
        case "Range" where arguments.count == 1: return .range(arguments[0], kind: .halfOpen)
        case "Range" where arguments.isEmpty: return .range(.any, kind: .halfOpen)  // `Range(nsRange, in: text)`
        case "ClosedRange" where arguments.count == 1: return .range(arguments[0], kind: .closed)
        // `KeyValuePairs`: an ordered list of `(key:, value:)` pairs, duplicates kept.
        case "KeyValuePairs":
            let (key, value) = arguments.count == 2 ? (arguments[0], arguments[1]) : (RuntimeType.any, RuntimeType.any)
            return .array(.tuple([key, value], labels: ["key", "value"]))
        case "Self":
            if let type = typeContext.last { return .nominal(type, []) }
            return .any
        default:
            break
        }
        if genericContext.reversed().contains(where: { $0.contains(name.name) }) { return .generic(name.name) }
        if let own = filePrivateType(name.name, at: name.range) { return .nominal(own, arguments) }
        if isPrivateToAnotherFile(name.name, at: name.range) {
            report(.cannotFindTypeInScope(name.name), at: name.range)
            return .any
        }
        if let type = lookupType(name.name) { return .nominal(type, arguments) }
        if let alias = lookupTypeAlias(name.name) { return alias }
        switch name.name {
        case "Optional": return .optional(.any)
        case "Array": return .array(.any)
        case "Set": return .set(.any)
        case "Dictionary": return .dictionary(.any, .any)
        case "Element", "Key", "Value", "Wrapped", "Index", "Bound", "Iterator", "SubSequence":
            return .generic(name.name)
        default: break
        }
        if typeContext.contains(where: { $0.kind == .builtin || $0.kind == .protocolType }), name.name.first?.isUppercase == true,
           !KnownNames.contains(name.name) {
            return .generic(name.name)
        }
        if KnownNames.contains(name.name) {
            checkAvailability(of: name.name, at: name.range)
            return .named(name.name, arguments)
        }
        report(.unknownTypeName(name.name), at: name.range)
        return .any
    }

    /// A user type visible here: nested in an enclosing type, then top-level.
    func lookupType(_ name: String) -> NominalType? {
        for type in typeContext.reversed() {
            if type.name == name && type.kind != .builtin { return type }
            if let nested = type.lookupNestedType(name) { return nested }
        }
        if let local = scopeLocalTypes(name) { return local }
        return program.types[name]
    }

    func lookupTypeAlias(_ name: String) -> RuntimeType? {
        for type in typeContext.reversed() {
            if let alias = type.typeAliases[name] { return alias }
        }
        return program.typeAliases[name]
    }

    /// Types declared inside function bodies are registered with a scope-qualified key.
    func scopeLocalTypes(_ name: String) -> NominalType? {
        program.types["local:\(name)"]
    }
}
