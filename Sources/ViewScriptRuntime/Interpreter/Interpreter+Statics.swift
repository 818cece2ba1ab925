import ViewScriptSyntax

extension Interpreter {
    /// `Type.name`: static properties (initialized on first use), computed statics, enum
    /// cases, static methods as values, nested types, `allCases`, library constants.
    func staticMember(_ type: RuntimeType, _ name: String, at range: SourceRange) throws -> Value {
        guard case .nominal(let nominal, _) = type else {
            if case .optional = type, name == "none" { return Value.none }
            if let holder = builtinHolder(of: type), holder.lookupStaticProperty(name) != nil
                || holder.lookupStaticComputed(name) != nil || !holder.lookupStaticMethods(name).isEmpty {
                return try staticMember(.nominal(holder, []), name, at: range)
            }
            if name == "init" {
                return .function(Function(builtin: "\(type).init") { context, values in
                    try context.interpreter.construct(type, positional: values, at: context.range)
                })
            }
            if let value = try Builtins.staticMember(type, name, CallContext(interpreter: self, range: range)) { return value }
            if case .generic(let parameter) = type { throw failure(.unboundGenericStaticMember(parameter, name), at: range) }
            throw failure(.missingStaticMember(type.description, name), at: range)
        }
        // An enum's own case first: no static member can share its name.
        if let index = nominal.caseIndex[name] {
            if nominal.enumCases[index].payloadLabels == nil { return .enumValue(EnumValue(type: nominal, caseIndex: index)) }
            return .function(Function(.enumConstructor(nominal, caseIndex: index)))
        }
        if let property = nominal.lookupStaticProperty(name) { return try staticValue(property, of: nominal, at: range) }
        if let computed = nominal.lookupStaticComputed(name), let getter = computed.getter {
            if let calleeFrame = staticCallFrame(getter, of: type) { return try run(getter, in: calleeFrame, arguments: [], at: range) }
            return try invoke(getter, arguments: [], captures: [], selfValue: .type(type), at: range).result
        }
        if let method = nominal.lookupStaticMethods(name).first {
            return .function(Function(.user(method, captures: [], boundSelf: method.selfSlot == nil ? nil : .type(type))))
        }
        if let nested = nominal.lookupNestedType(name) { return .type(.nominal(nested, [])) }
        if name == "allCases", nominal.kind == .enumType {
            return .array(ArrayValue(nominal.enumCases.indices.map { .enumValue(EnumValue(type: nominal, caseIndex: $0)) },
                                     elementType: type))
        }
        if name == "init" { return .function(Function(.initializer(nominal))) }
        if name == "self" { return .type(type) }
        if let method = nominal.lookupMethods(name).first {
            // `Type.method` is a function that takes the instance: `Point.describe(p)()`.
            return .function(Function(builtin: name) { context, arguments in
                .function(Function(.user(method, captures: [], boundSelf: arguments.first)))
            })
        }
        throw failure(.typeHasNoMember(nominal.name, name), at: range)
    }

    /// The extension table of a built-in type (`extension Int { static var dozen }`).
    func builtinHolder(of type: RuntimeType) -> NominalType? {
        switch type {
        case .int: return program.builtinExtensions["Int"]
        case .double: return program.builtinExtensions["Double"]
        case .string: return program.builtinExtensions["String"]
        case .bool: return program.builtinExtensions["Bool"]
        case .character: return program.builtinExtensions["Character"]
        case .array: return program.builtinExtensions["Array"]
        case .dictionary: return program.builtinExtensions["Dictionary"]
        case .set: return program.builtinExtensions["Set"]
        case .named(let name, _): return program.builtinExtensions[name]
        default: return nil
        }
    }

    func staticValue(_ property: StaticProperty, of type: NominalType, at range: SourceRange) throws -> Value {
        if let value = staticValues[ObjectIdentifier(property)] { return value }
        guard let initializer = property.initializer else { return .void }
        let owner = staticOwner(of: property, from: type) ?? type
        guard let definition = owner.staticInitializers else { return .void }
        let frame = Frame(definition: definition, captures: [], interpreter: self)
        var value = try initializer.evaluate(frame)
        if let declared = property.type { value = coerce(value, to: declared) }
        staticValues[ObjectIdentifier(property)] = value
        return value
    }

    private func staticOwner(of property: StaticProperty, from type: NominalType) -> NominalType? {
        for candidate in type.classChain + type.allProtocols where candidate.staticProperties[property.name] === property {
            return candidate
        }
        return nil
    }

    func modifyStatic<T>(_ type: RuntimeType, _ name: String, at range: SourceRange, _ body: (inout Value) throws -> T) throws -> T {
        guard case .nominal(let nominal, _) = type else {
            // A library type's shared object (`UIPasteboard.general.string = "x"`) is a
            // reference: what is set on it changes it in place.
            if case .named = type, var shared = try Builtins.staticMember(type, name, CallContext(interpreter: self, range: range)),
               case .native(let object) = shared, object is NativeSettable {
                return try body(&shared)
            }
            throw failure(.cannotAssign("'\(type).\(name)'"), at: range)
        }
        if let property = nominal.lookupStaticProperty(name) {
            let old = try staticValue(property, of: nominal, at: range)
            var new = old
            let result = try body(&new)
            if let declared = property.type { new = coerce(new, to: declared) }
            if let willSet = property.willSet { _ = try invoke(willSet, arguments: [new], captures: [], selfValue: nil, at: range) }
            staticValues[ObjectIdentifier(property)] = new
            if let didSet = property.didSet { _ = try invoke(didSet, arguments: [old], captures: [], selfValue: nil, at: range) }
            return result
        }
        if let computed = nominal.lookupStaticComputed(name), let getter = computed.getter, let setter = computed.setter {
            var current = try invoke(getter, arguments: [], captures: [], selfValue: nil, at: range).result
            let result = try body(&current)
            _ = try invoke(setter, arguments: [current], captures: [], selfValue: nil, at: range)
            return result
        }
        throw failure(.cannotAssign("'\(nominal.name).\(name)'"), at: range)
    }

    /// `.name` or `.name(args)` resolved against the contextual type.
    func implicitMember(_ name: String, context: RuntimeType?, arguments: (CallArguments, Frame)?, at range: SourceRange) throws -> Value {
        if name == "none", arguments == nil, context == nil || context?.isOptional == true { return Value.none }
        if name == "some", let (args, _) = arguments, let value = args.values.first { return Value.some(value) }
        if case .optional(let wrapped)? = context { return try implicitMember(name, context: wrapped, arguments: arguments, at: range) }
        if let context, case .nominal = context {
            if let (args, frame) = arguments { return try callStatic(context, name, args, frame, at: range) }
            return try staticMember(context, name, at: range)
        }
        if let context, let holder = builtinHolder(of: context), holder.lookupStaticProperty(name) != nil
            || holder.lookupStaticComputed(name) != nil || !holder.lookupStaticMethods(name).isEmpty {
            if let (args, frame) = arguments { return try callStatic(.nominal(holder, []), name, args, frame, at: range) }
            return try staticMember(.nominal(holder, []), name, at: range)
        }
        let callContext = CallContext(interpreter: self, range: range)
        if let value = try Builtins.implicitMember(name, context: context, arguments: arguments?.0, callContext) { return value }
        throw failure(.typeMismatch("cannot infer the type of '.\(name)' here; write the type: 'Type.\(name)'"), at: range)
    }
}

extension Interpreter {
    /// The frame of a static member of a generic type used with its arguments
    /// (`Picker<Suit>.count()`): the type's generic parameters are bound in the call, so
    /// `T.allCases` and `Picker<T>()` in its body name `Suit`. Nil for other types.
    func staticCallFrame(_ definition: FunctionDefinition, of type: RuntimeType) -> Frame? {
        guard case .nominal(let nominal, let arguments) = type, !arguments.isEmpty,
              arguments.allSatisfy({ $0.concrete != nil }) else { return nil }
        let bindings = nominal.genericBindings(arguments)
        guard !bindings.isEmpty else { return nil }
        let frame = Frame(definition: definition, captures: [], interpreter: self)
        if let selfSlot = definition.selfSlot { frame.define(selfSlot, .type(type)) }
        for (name, bound) in bindings { frame.genericBindings[name] = bound }
        return frame
    }
}
