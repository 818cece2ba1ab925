import ViewScriptSyntax

extension Interpreter {
    /// `Type(arguments)`.
    func construct(_ type: RuntimeType, _ arguments: CallArguments, _ frame: Frame?, at range: SourceRange) throws -> Value {
        guard case .nominal(let nominal, let generics) = type else {
            let context = CallContext(interpreter: self, range: range)
            let labelled = arguments.labels.contains { $0 != nil }
            if labelled, let value = try extensionInitializer(type, arguments, frame, at: range) { return value }
            if let value = try Builtins.construct(type, arguments, context) { return value }
            if !labelled, let value = try extensionInitializer(type, arguments, frame, at: range) { return value }
            throw failure(.notInSubset("\(type.description)(\(arguments.labelText))"), at: range)
        }
        switch nominal.kind {
        case .enumType:
            return try constructEnum(nominal, arguments, frame, at: range)
        case .classType, .actorType:
            // The arguments are evaluated; each class's stored properties take their initial
            // values when its designated initializer starts (see `runInitializer`).
            let object = makeUninitializedObject(nominal, generics)
            let candidates = initializers(of: nominal)
            if candidates.isEmpty && arguments.values.isEmpty {
                try initializeStoredProperties(from: nominal, through: nil, of: object, at: range)
                return .object(object)
            }
            guard let (definition, _) = choose(candidates, arguments) else {
                throw failure(.noMatchingCall("\(nominal.name).init", arguments.labelText), at: range)
            }
            if try !runInitializer(definition, of: nominal, on: object, arguments, frame, at: range) { return Value.none }
            return definition.isFailable ? .some(.object(object)) : .object(object)
        case .structType, .builtin:
            if !nominal.initializers.isEmpty, let (definition, bindings) = choose(nominal.initializers, arguments) {
                // A delegating initializer leaves the initial values to the one it calls; the
                // others evaluate them after the default arguments (Programs/389).
                return try runValueInitializer(definition, bindings, arguments, self: {
                    let fields = definition.callsSelfInit ? [Value](repeating: .void, count: nominal.storedProperties.count)
                        : try self.defaultFields(of: nominal, at: range)
                    return Value.structValue(StructValue(type: nominal, fields: fields, genericArguments: generics))
                }, frame, at: range)
            }
            guard nominal.hasMemberwiseInitializer else {
                throw failure(.noMatchingCall("\(nominal.name).init", arguments.labelText), at: range)
            }
            var fields = [Value](repeating: .void, count: nominal.storedProperties.count)
            try memberwise(nominal, &fields, arguments, at: range)
            var value = StructValue(type: nominal, fields: fields, genericArguments: generics)
            value.depth = try ValueDepth.check(fields, self, at: range)
            return .structValue(value)
        case .protocolType:
            // `Self(3)` in a protocol extension: the type of `self` where it runs.
            if let frame, let selfSlot = currentFunction?.selfSlot {
                let selfValue = frame.read(selfSlot)
                let dynamic: RuntimeType
                if case .type(let type) = selfValue { dynamic = type } else { dynamic = runtimeType(of: selfValue) }
                if case .nominal(let concrete, _) = dynamic, concrete.kind != .protocolType, concrete.isSubtype(of: nominal) {
                    return try construct(dynamic, arguments, frame, at: range)
                }
            }
            throw failure(.typeMismatch("'any \(nominal.name)' cannot be constructed because it has no accessible initializers"), at: range)
        }
    }

    /// A new object of a class, its fields at their initial values, tracked while it lives
    /// (for a class without a superclass, whose one designated initializer starts so).
    func makeObject(_ type: NominalType, _ generics: [RuntimeType], at range: SourceRange) throws -> Instance {
        track(Instance(type: type, fields: try defaultFields(of: type, at: range)), generics)
    }

    /// A new object whose fields have no values yet: `initializeStoredProperties` gives each
    /// class's fields theirs when that class's designated initializer starts.
    func makeUninitializedObject(_ type: NominalType, _ generics: [RuntimeType]) -> Instance {
        track(Instance(type: type, fields: [Value](repeating: .void, count: type.storedProperties.count)), generics)
    }

    private func track(_ object: Instance, _ generics: [RuntimeType]) -> Instance {
        object.genericArguments = generics
        liveObjects.track(object)
        if object.type.hasDeinitializer { object.deinitQueue = deinitQueue }
        return object
    }

    /// Swift's first phase of initialization for the classes from `type` up to `last` (to
    /// the root class when nil), a subclass's before its superclass's: each class's own
    /// stored properties take their initial values, as its designated initializer starts.
    func initializeStoredProperties(from type: NominalType, through last: NominalType?, of object: Instance,
                                    at range: SourceRange) throws {
        let properties = object.type.storedProperties
        var level: NominalType? = type
        while let current = level {
            for index in properties.indices where (properties[index].owner ?? object.type) === current {
                object.fields[index] = try initialValue(properties, index, of: object.type, at: range)
            }
            if current === last { return }
            level = current.superclass
        }
    }

    /// `String(repeatingWord:times:)`: an initializer a program's extension adds to a library type.
    private func extensionInitializer(_ type: RuntimeType, _ arguments: CallArguments, _ frame: Frame?,
                                      at range: SourceRange) throws -> Value? {
        let name: String
        switch type {
        case .int: name = "Int"
        case .double: name = "Double"
        case .string: name = "String"
        case .bool: name = "Bool"
        case .character: name = "Character"
        case .array: name = "Array"
        case .dictionary: name = "Dictionary"
        case .set: name = "Set"
        default: return nil
        }
        guard let holder = program.builtinExtensions[name], !holder.initializers.isEmpty,
              let (definition, bindings) = choose(holder.initializers, arguments) else { return nil }
        return try runValueInitializer(definition, bindings, arguments, frame, at: range)
    }

    /// `Type(a, b)` from the library (an initializer used as a function value): positional.
    func construct(_ type: RuntimeType, positional values: [Value], at range: SourceRange) throws -> Value {
        var labels: [String?] = Array(repeating: nil, count: values.count)
        if case .nominal(let nominal, _) = type, nominal.hasMemberwiseInitializer {
            let settable = nominal.storedProperties.filter { !($0.isLet && $0.initializer != nil) }
            for index in labels.indices where index < settable.count { labels[index] = settable[index].memberwiseName }
        }
        let arguments = CallArguments(values: values, labels: labels, inoutTargets: labels.map { _ in nil },
                                      thunks: labels.map { _ in nil }, firstTrailingClosure: nil)
        if case .nominal = type { return try construct(type, arguments, nil, at: range) }
        if let value = try Builtins.construct(type, arguments, CallContext(interpreter: self, range: range)) { return value }
        throw failure(.notInSubset("\(type.description)(\(arguments.labelText))"), at: range)
    }

    /// Swift's memberwise initializer: one labelled argument per stored property, in order,
    /// defaults for properties with initial values (`let` ones with a value are not settable).
    /// The initial values of the properties no argument sets are evaluated after the arguments
    /// (they are the initializer's default arguments), in order.
    func memberwise(_ type: NominalType, _ fields: inout [Value], _ arguments: CallArguments, at range: SourceRange) throws {
        var next = 0
        // Each property read in place (see `defaultFields`).
        let properties = type.storedProperties
        var supplied = FieldSet(count: properties.count)
        for index in properties.indices {
            if properties[index].isLet && properties[index].initializer != nil { continue }
            let isLabelled = next < arguments.labels.count
                && (arguments.labels[next] == properties[index].memberwiseName || takesTrailingClosure(properties[index], at: next, arguments))
            if !isLabelled, let wrapper = properties[index].wrapper, Self.defaultInitializedWrappers.contains(wrapper) { continue }
            if isLabelled {
                var value = arguments.values[next]
                // `@Binding var x: T?` takes a `Binding<T?>`: not wrapped as an optional `T`.
                // `@ViewBuilder var content: Content` takes the builder closure and keeps its views.
                if properties[index].wrapper == "ViewBuilder", value.asFunction != nil, !Self.isFunctionType(properties[index].type) {
                    value = try callClosure(value, [], at: range)
                }
                if properties[index].wrappedStorage != nil { value = try wrapperStorage(value, for: properties[index], of: type, at: range) }
                if let declared = properties[index].type, properties[index].wrapper != "Binding" { value = coerce(value, to: declared) }
                fields[index] = value
                supplied.insert(index)
                next += 1
            } else if properties[index].initializer == nil && !(properties[index].type?.isOptional ?? false) {
                throw failure(.missingArgument(properties[index].name, "\(type.name).init"), at: range)
            }
        }

        if next != arguments.labels.count {
            let expected = type.storedProperties.filter { !($0.isLet && $0.initializer != nil) }.map { "\($0.memberwiseName):" }.joined()
            throw failure(.incorrectLabels(arguments.labelText, expected), at: range)
        }
        for index in properties.indices where !supplied.contains(index) {
            fields[index] = try initialValue(properties, index, of: type, at: range)
        }
    }

    static func isFunctionType(_ type: RuntimeType?) -> Bool {
        switch type {
        case .function?, .optional(.function)?: true
        default: false
        }
    }

    /// Whether the unlabelled trailing closure at `position` fills `property` (SE-0286's
    /// forward scan): a property of function type takes it, and so does one without a default;
    /// a defaulted property of another type lets it pass to the next.
    private func takesTrailingClosure(_ property: StoredProperty, at position: Int, _ arguments: CallArguments) -> Bool {
        guard position == arguments.firstTrailingClosure, arguments.labels[position] == nil else { return false }
        // `@Environment(\.dismiss) var dismiss` is no parameter of the memberwise initializer.
        if let wrapper = property.wrapper, Self.defaultInitializedWrappers.contains(wrapper) { return false }
        if Self.isFunctionType(property.type) { return true }
        return property.initializer == nil && !(property.type?.isOptional ?? false)
    }

    /// Property wrappers whose storage needs no argument (`@EnvironmentObject var model:
    /// Model`, `@Environment(\.dismiss) var dismiss`): not parameters of the memberwise
    /// initializer; the view graph fills them in.
    static let defaultInitializedWrappers: Set<String> = ["EnvironmentObject", "Environment", "Namespace", "FocusState",
                                                                    "UIApplicationDelegateAdaptor", "Query"]

    /// Stored properties' initial values (lazy ones start empty, optionals start `nil`).
    /// Each property is read in place (a `StoredProperty` copied out costs a reference count
    /// per field), and a literal initial value (`var isOn = false`) is taken without a frame:
    /// every object of a 100,000-row list passes here.
    func defaultFields(of type: NominalType, at range: SourceRange) throws -> [Value] {
        let properties = type.storedProperties
        var fields: [Value] = []
        fields.reserveCapacity(properties.count)
        for index in properties.indices {
            fields.append(try initialValue(properties, index, of: type, at: range))
        }
        return fields
    }

    /// The initial value of the stored property at `index` of `type`.
    @inline(__always)
    private func initialValue(_ properties: [StoredProperty], _ index: Int, of type: NominalType,
                              at range: SourceRange) throws -> Value {
        if properties[index].isLazy { return .void }
        if let initializer = properties[index].initializer {
            if properties[index].wrapper == "StateObject" {
                return stateObjectThunk(initializer, of: properties[index].owner ?? type, at: range)
            }
            let owner = properties[index].owner ?? type
            var value = if let constant = initializer as? ConstantNode, owner.fieldInitializers != nil { constant.value }
                else { try evaluateFieldInitializer(initializer, of: owner, selfValue: nil, at: range) }
            if let declared = properties[index].type { value = coerce(value, to: declared) }
            return value
        }
        if properties[index].type?.isOptional == true, !properties[index].isLet { return .none }
        return .void
    }

    /// `@StateObject var model = Model()`: the default value is not evaluated now but kept as
    /// an autoclosure (see `StateObjectThunk`).
    func stateObjectThunk(_ initializer: ExprNode, of owner: NominalType, at range: SourceRange) -> Value {
        let thunk = Function(builtin: "autoclosure") { context, _ in
            try context.interpreter.evaluateFieldInitializer(initializer, of: owner, selfValue: nil, at: context.range)
        }
        return .native(StateObjectThunk(.function(thunk), at: initializer.range))
    }

    /// The initializers a class can be built with: its own, or inherited when it declares none.
    /// A class's initializers with the ones it inherits: all of its superclass's when it
    /// declares no designated initializer, and the superclass's convenience initializers
    /// when it provides (declares or inherits) every designated one.
    func initializers(of type: NominalType) -> [FunctionDefinition] {
        guard let superclass = type.superclass else { return type.initializers }
        let inherited = initializers(of: superclass)
        if inherited.isEmpty { return type.initializers }
        func labels(_ definition: FunctionDefinition) -> [String?] { definition.parameters.map(\.label) }
        let own = type.initializers
        let declared = Set(own.map { labels($0).map { $0 ?? "_" }.joined(separator: ":") })
        func isDeclared(_ definition: FunctionDefinition) -> Bool {
            declared.contains(labels(definition).map { $0 ?? "_" }.joined(separator: ":"))
        }
        if !own.contains(where: { !$0.isConvenience }) {
            return own + inherited.filter { !isDeclared($0) }
        }
        guard inherited.filter({ !$0.isConvenience }).allSatisfy(isDeclared) else { return own }
        return own + inherited.filter { $0.isConvenience && !isDeclared($0) }
    }

    /// Runs a class initializer on an existing object; false when a failable one returned nil.
    @discardableResult
    func runInitializer(_ definition: FunctionDefinition?, of type: NominalType, on object: Instance,
                        _ arguments: CallArguments, _ frame: Frame?, at range: SourceRange) throws -> Bool {
        guard let definition else {
            // A class without initializers: its `init()` gives every property its initial value.
            try initializeStoredProperties(from: type, through: nil, of: object, at: range)
            return true
        }
        guard let bindings = ArgumentMatcher.match(definition.parameters, labels: arguments.labels,
                                                   firstTrailingClosure: arguments.firstTrailingClosure) else {
            throw failure(.noMatchingCall("init", arguments.labelText), at: range)
        }
        // A designated initializer gives its class's properties their initial values as it
        // starts, after the default arguments (Programs/389).
        let outcome = try callDefinition(definition, bindings: bindings, arguments, captures: [], selfValue: .object(object),
                                         frame, at: range, prologue: definition.isConvenience ? nil : { _ in
            try self.initializeStoredProperties(from: type, through: definition.declaringType, of: object, at: range)
        })
        if definition.isFailable, case .none = outcome.frame.returnValue { return false }
        if !definition.isConvenience, !definition.callsSuperInit, let superclass = definition.declaringType?.superclass {
            try implicitSuperInit(superclass, on: object, at: range)
        }
        return true
    }

    /// `super.init()`, which Swift calls where a subclass's designated initializer ends
    /// without calling `super.init` itself.
    private func implicitSuperInit(_ superclass: NominalType, on object: Instance, at range: SourceRange) throws {
        let none = CallArguments(values: [], labels: [], inoutTargets: [], thunks: [], firstTrailingClosure: nil)
        let candidates = initializers(of: superclass)
        if candidates.isEmpty {
            try initializeStoredProperties(from: superclass, through: nil, of: object, at: range)
            return
        }
        guard let (definition, _) = choose(candidates.filter { !$0.isConvenience }, none) else {
            throw failure(.noMatchingCall("super.init", none.labelText), at: range)
        }
        try runInitializer(definition, of: superclass, on: object, none, nil, at: range)
    }

    /// Runs an initializer of a struct or enum on `self` (the default fields, or nothing yet,
    /// made by `initial` once the parameters have their values) and returns `self` as it left
    /// it; a failable one that returned `nil` gives `nil`.
    func runValueInitializer(_ definition: FunctionDefinition, _ bindings: [ArgumentMatcher.Binding], _ arguments: CallArguments,
                             self initial: @escaping () throws -> Value = { .void }, _ frame: Frame?,
                             at range: SourceRange) throws -> Value {
        guard let selfSlot = definition.selfSlot else { return .void }
        let calleeFrame = Frame(definition: definition, captures: [], interpreter: self)
        _ = try callDefinition(definition, bindings: bindings, arguments, captures: [], selfValue: nil, frame,
                               calleeFrame: calleeFrame, at: range, prologue: { $0.define(selfSlot, try initial()) })
        if definition.isFailable {
            if case .none = calleeFrame.returnValue { return Value.none }
            return Value.some(calleeFrame.read(selfSlot))
        }
        return calleeFrame.read(selfSlot)
    }

    func constructEnum(_ type: NominalType, _ arguments: CallArguments, _ frame: Frame?, at range: SourceRange) throws -> Value {
        if type === resultType, arguments.values.count == 1, case .function = arguments.values[0] {
            return try makeResult(catching: arguments.values[0], at: range)
        }
        if let (definition, bindings) = choose(type.initializers, arguments) {
            return try runValueInitializer(definition, bindings, arguments, frame, at: range)
        }
        if arguments.labels == ["rawValue"], let raw = arguments.values.first {
            for (index, info) in type.enumCases.enumerated() where info.rawValue == raw {
                return Value.some(.enumValue(EnumValue(type: type, caseIndex: index)))
            }
            return Value.none
        }
        throw failure(.noMatchingCall("\(type.name).init", arguments.labelText), at: range)
    }
}

/// A set of field indices: bits of one word for the types most programs declare (no array to
/// allocate at each memberwise construction), an array beyond 64 fields.
struct FieldSet {
    private var bits: UInt64 = 0
    private var large: [Bool]?

    init(count: Int) {
        if count > 64 { large = [Bool](repeating: false, count: count) }
    }

    mutating func insert(_ index: Int) {
        if large != nil { large![index] = true } else { bits |= 1 << UInt64(index) }
    }

    func contains(_ index: Int) -> Bool {
        if let large { return large[index] }
        return bits & (1 << UInt64(index)) != 0
    }
}
