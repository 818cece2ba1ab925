extension Interpreter {
    /// The dynamic type of a value: `type(of:)`, and the type names values print with.
    public func runtimeType(of value: Value) -> RuntimeType {
        var visiting: Set<ObjectIdentifier> = []
        return runtimeType(of: value, visiting: &visiting)
    }

    /// `visiting` holds the objects whose type is being worked out: an object reachable
    /// from its own fields (`me = self`) reveals nothing more the second time.
    private func runtimeType(of value: Value, visiting: inout Set<ObjectIdentifier>) -> RuntimeType {
        func runtimeType(of value: Value) -> RuntimeType { self.runtimeType(of: value, visiting: &visiting) }
        switch value {
        case .void: return .void
        case .int: return .int
        case .double: return .double
        case .sized(let number): return .sized(number.width)
        case .float: return .float
        case .bool: return .bool
        case .string: return .string
        case .character: return .character
        case .none: return .optional(.any)
        case .some(let wrapped): return .optional(runtimeType(of: wrapped))
        case .array(let array):
            // An array declared `[Any]` is `Array<Any>`, whatever its first element is.
            let element = array.elementType == .any ? .any
                : array.elementType.flatMap(\.concrete) ?? array.elements.first.map(runtimeType(of:)) ?? array.elementType ?? .any
            return array.isSlice ? .arraySlice(element) : .array(element)
        case .dictionary(let dictionary):
            return .dictionary(dictionary.keyType.flatMap(\.concrete) ?? dictionary.keys.first.map(runtimeType(of:)) ?? .any,
                               dictionary.valueType.flatMap(\.concrete) ?? dictionary.values.first.map(runtimeType(of:)) ?? .any)
        case .set(let set):
            return .set(set.elementType.flatMap(\.concrete) ?? set.elements.first.map(runtimeType(of:)) ?? .any)
        case .tuple(let tuple):
            return .tuple(tuple.elements.map(runtimeType(of:)), labels: tuple.labels)
        case .range(let range):
            let bound = (range.lower ?? range.upper).map(runtimeType(of:)) ?? .any
            return .range(bound, kind: range.kind)
        case .structValue(let structValue):
            let type = structValue.type
            if !structValue.genericArguments.isEmpty && structValue.genericArguments.allSatisfy({ $0.concrete != nil })
                || type.genericParameters.isEmpty {
                return .nominal(type, structValue.genericArguments)
            }
            return .nominal(type, inferGenericArguments(of: type, from: zip(
                type.storedProperties.map(\.type), structValue.fields).map { ($0, $1) }, visiting: &visiting))
        case .enumValue(let enumValue):
            let type = enumValue.type
            guard !type.genericParameters.isEmpty else { return .nominal(type, []) }
            let info = enumValue.caseInfo
            let declared = enumValue.payload.indices.map { $0 < info.payloadTypes.count ? info.payloadTypes[$0] : nil }
            return .nominal(type, inferGenericArguments(of: type, from: zip(declared, enumValue.payload).map { ($0, $1) }, visiting: &visiting))
        case .object(let instance):
            let type = instance.type
            guard !type.genericParameters.isEmpty else { return .nominal(type, []) }
            if !instance.genericArguments.isEmpty && instance.genericArguments.allSatisfy({ $0.concrete != nil }) {
                return .nominal(type, instance.genericArguments)
            }
            guard visiting.insert(ObjectIdentifier(instance)).inserted else {
                return .nominal(type, type.genericParameters.map { _ in .any })
            }
            defer { visiting.remove(ObjectIdentifier(instance)) }
            let own = ValueChildren.classLevels(instance).first?.fields.map(\.value) ?? []
            let declared = type.storedProperties.map(\.type)
            return .nominal(type, inferGenericArguments(of: type, from: zip(declared, own).map { ($0, $1) }, visiting: &visiting))
        case .function(let function): return functionType(function)
        case .type(let type): return .metatype(type)
        case .keyPath(let keyPath): return .named("WritableKeyPath", [keyPath.root ?? .any, .any])
        case .stringIndex: return .named("Index", [])
        case .native(let object): return object.runtimeType
        }
    }

    /// The generic arguments of `type`, read off the values of members declared with its
    /// generic parameters (`var first: T` holding an `Int` makes `T` `Int`). A parameter
    /// no member reveals is `Any`.
    func inferGenericArguments(of type: NominalType, from members: [(RuntimeType?, Value)]) -> [RuntimeType] {
        var visiting: Set<ObjectIdentifier> = []
        return inferGenericArguments(of: type, from: members, visiting: &visiting)
    }

    private func inferGenericArguments(of type: NominalType, from members: [(RuntimeType?, Value)],
                                       visiting: inout Set<ObjectIdentifier>) -> [RuntimeType] {
        var bindings: [String: RuntimeType] = [:]
        for (declared, value) in members {
            // A property wrapper's storage (`@Binding var selection: T?` holds a `Binding`) does
            // not have the declared type.
            guard let declared, !value.isWrapperStorage else { continue }
            GenericBinding.bind(declared, to: runtimeType(of: value, visiting: &visiting), into: &bindings)
            if bindings.count == type.genericParameters.count { break }
        }
        return type.genericParameters.map { bindings[$0] ?? .any }
    }

    private func functionType(_ function: Function) -> RuntimeType {
        switch function.kind {
        case .user(let definition, _, _):
            let result = definition.resultType ?? definition.inferredResultType ?? (definition.kind == .closure ? .any : .void)
            return .function(parameters: definition.parameters.map { $0.type ?? $0.slot.type ?? .any }, result: result)
        case .builtin: return .function(parameters: [.any], result: .any)
        case .enumConstructor(let type, let caseIndex):
            return .function(parameters: type.enumCases[caseIndex].payloadTypes, result: .nominal(type, []))
        case .initializer(let type): return .function(parameters: [], result: .nominal(type, []))
        }
    }
}

/// Matches a declared type against the runtime type of a value to learn generic parameters.
enum GenericBinding {
    static func bind(_ declared: RuntimeType, to actual: RuntimeType, into bindings: inout [String: RuntimeType]) {
        switch (declared, actual) {
        case (_, .any): return
        case (.generic(let name), _):
            if bindings[name] == nil { bindings[name] = actual }
        case (.optional(let wrapped), .optional(let inner)): bind(wrapped, to: inner, into: &bindings)
        case (.optional(let wrapped), _): bind(wrapped, to: actual, into: &bindings)
        case (.array(let element), .array(let inner)), (.arraySlice(let element), .arraySlice(let inner)),
             (.set(let element), .set(let inner)), (.metatype(let element), .metatype(let inner)):
            bind(element, to: inner, into: &bindings)
        case (.dictionary(let key, let value), .dictionary(let actualKey, let actualValue)):
            bind(key, to: actualKey, into: &bindings)
            bind(value, to: actualValue, into: &bindings)
        case (.tuple(let elements, _), .tuple(let actualElements, _)):
            for (element, inner) in zip(elements, actualElements) { bind(element, to: inner, into: &bindings) }
        case (.function(let parameters, let result), .function(let actualParameters, let actualResult)):
            for (parameter, inner) in zip(parameters, actualParameters) { bind(parameter, to: inner, into: &bindings) }
            bind(result, to: actualResult, into: &bindings)
        case (.range(let bound, _), .range(let actualBound, _)): bind(bound, to: actualBound, into: &bindings)
        case (.nominal(let type, let arguments), .nominal(let actualType, let actualArguments)) where type === actualType:
            for (argument, inner) in zip(arguments, actualArguments) { bind(argument, to: inner, into: &bindings) }
        case (.named(let name, let arguments), .named(let actualName, let actualArguments)) where name == actualName:
            // `Binding<Option?>` declared, `Binding<Status?>` passed.
            for (argument, inner) in zip(arguments, actualArguments) { bind(argument, to: inner, into: &bindings) }
        default: return
        }
    }
}

extension Value {
    /// A `@State` cell or a `Binding` standing in a wrapped property's field.
    var isWrapperStorage: Bool {
        if case .native(let object) = self { return object is ValueReference }
        return false
    }
}
