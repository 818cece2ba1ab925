import ViewScriptSyntax

extension Interpreter {
    /// `value.name` for reading.
    ///
    /// Only the call of a computed property's getter stays in this function's own frame: it
    /// is on the native stack once per nested getter call, and the lookups live in separate
    /// functions so that the frame stays small in unoptimized builds.
    public func getMember(_ value: Value, _ name: String, at range: SourceRange) throws -> Value {
        if let stored = try storedMember(value, name, at: range) { return stored }
        if let type = memberType(of: value), let computed = type.lookupComputed(name), let getter = computed.getter {
            // A getter (a view's `body`) runs in a spare frame when it can (see `CalleePlan`).
            let plan = getter.plan
            if plan.takesValuesDirectly, plan.parameters.isEmpty {
                return try plan.call([], captures: [], selfValue: value, self, at: range)
            }
            return try invoke(getter, arguments: [], captures: [], selfValue: value, at: range).result
        }
        return try otherMember(value, name, at: range)
    }

    /// A stored property, tuple element, raw value, static or native member; nil for the rest.
    @inline(never)
    private func storedMember(_ value: Value, _ name: String, at range: SourceRange) throws -> Value? {
        switch value {
        case .structValue(let structValue):
            if let index = structValue.type.fieldIndex[name] {
                let field = structValue[field: index]
                if case .native = field, structValue.type.storedProperties[index].readsThroughStorage {
                    return try field.dereferenced(self)
                }
                return field
            }
            // `_count`: the storage of the wrapper of `count` itself.
            if name.hasPrefix("_"), let index = structValue.type.fieldIndex[String(name.dropFirst())] {
                return structValue[field: index]
            }
        case .object(let object):
            if let index = object.type.fieldIndex[name] {
                if case .void = object.fields[index], object.type.storedProperties[index].isLazy {
                    return try initializeLazy(object, index, at: range)
                }
                noteRead(of: object, index)
                let field = object.fields[index].strengthened
                if case .native = field, object.type.storedProperties[index].readsThroughStorage {
                    return try field.dereferenced(self)
                }
                return field
            }
            if let member = observableObjectMember(object, name) { return member }
        case .enumValue(let enumValue):
            if name == "rawValue", let raw = enumValue.caseInfo.rawValue { return raw }
            if let member = AsyncImagePhaseType.member(enumValue, name) { return member }
        case .tuple(let tuple):
            if let index = tuple.index(of: name) ?? Int(name), index < tuple.elements.count { return tuple.elements[index] }
        case .type(let type):
            return try staticMember(type, name, at: range)
        case .native(let object):
            if let members = object as? NativeMembers,
               let result = try members.property(name, CallContext(interpreter: self, range: range)) {
                return result
            }
        default:
            break
        }
        return nil
    }

    /// A method as a value, a library property, `self`, or an inherited UIKit member.
    @inline(never)
    private func otherMember(_ value: Value, _ name: String, at range: SourceRange) throws -> Value {
        if let type = memberType(of: value), let method = type.lookupMethods(name).first {
            return .function(Function(.user(method, captures: [], boundSelf: value)))
        }
        if let result = try Library.property(name, of: value, CallContext(interpreter: self, range: range)) { return result }
        if name == "self" { return value }
        if name == "localizedDescription", let type = memberType(of: value),
           let description = try localizedDescription(of: value, type, at: range) {
            return .string(description)
        }
        if case .object(let object) = value, let inherited = UIKitLibrary.inheritedMember(object, name) { return inherited }
        throw failure(.missingMember(runtimeType(of: value).description, name), at: range)
    }

    /// `value.name` as storage: runs `body` on it and stores the result, firing observers
    /// and setters (not inside the type's own initializer, as in Swift).
    func modifyMember<T>(_ value: inout Value, _ name: String, at range: SourceRange,
                         _ body: (inout Value) throws -> T) throws -> T {
        switch value {
        case .structValue(var structValue):
            let type = structValue.type
            if let index = type.fieldIndex[name] {
                let property = type.storedProperties[index]
                if property.readsThroughStorage, case .native(let object) = structValue[field: index],
                   let reference = object as? ValueReference {
                    // A `@State` or `Binding` field: the struct does not change.
                    var current = try reference.readValue(self)
                    let result = try body(&current)
                    try reference.writeValue(property.type.map { coerce(current, to: $0) } ?? current, self)
                    return result
                }
                if property.isLazy, case .void = structValue[field: index], let initializer = property.initializer {
                    structValue[field: index] = try evaluateFieldInitializer(initializer, of: property.owner ?? type, selfValue: value, at: range)
                }
                if property.willSet == nil && property.didSet == nil || isInsideInitializer(of: type) {
                    value = .void
                    defer { value = .structValue(structValue) }
                    let result = try body(&structValue[field: index])
                    if let declared = property.type { structValue[field: index] = coerce(structValue[field: index], to: declared) }
                    return result
                }
                let old = structValue[field: index]
                var new = old
                let result = try body(&new)
                if let declared = property.type { new = coerce(new, to: declared) }
                var selfValue = Value.structValue(structValue)
                if let willSet = property.willSet { selfValue = try runObserver(willSet, on: selfValue, new, at: range) }
                guard case .structValue(var updated) = selfValue else { return result }
                updated[field: index] = new
                selfValue = .structValue(updated)
                if let didSet = property.didSet { selfValue = try runObserver(didSet, on: selfValue, old, at: range) }
                value = selfValue
                return result
            }
            return try modifyComputed(&value, type, name, at: range, body)
        case .object(let object):
            return try modifyField(of: object, name, at: range, body)
        case .tuple(var tuple):
            guard let index = tuple.index(of: name) ?? Int(name), index < tuple.elements.count else { break }
            value = .void
            defer { value = .tuple(tuple) }
            return try body(&tuple.elements[index])
        case .enumValue(let enumValue):
            return try modifyComputed(&value, enumValue.type, name, at: range, body)
        case .native(let object):
            // `binding.wrappedValue = x`: through the binding, which itself does not change.
            if name == "wrappedValue", let reference = object as? ValueReference {
                var current = try reference.readValue(self)
                let before = current
                let result = try body(&current)
                try reference.writeValue(resolvingSymbol(current, like: before), self)
                return result
            }
            if let valueObject = object as? NativeCopyOnWrite {
                let copy = valueObject.copied()
                value = .native(copy)
                return try copy.modifyProperty(name, body)
            }
            if let checked = object as? NativeSettableNames, !checked.canSet(name) {
                throw failure(.notSimulated("setting \(object.runtimeType).\(name)"), at: range)
            }
            if let settable = object as? NativeSettable { return try settable.modifyProperty(name, body) }
            // `region.span = span`: a native value type's stored property; the value is replaced.
            if let structLike = object as? NativeValueMembers, var member = try structLike.property(name, CallContext(interpreter: self, range: range)) {
                let result = try body(&member)
                if let updated = structLike.setting(name, to: member) { value = updated; return result }
            }
            // `$model.name.wrappedValue = x`: the member binding is a reference; writes go through it.
            if let binding = object as? BindingObject, var member = try binding.property(name, CallContext(interpreter: self, range: range)) {
                return try body(&member)
            }
        default:
            if let type = memberType(of: value), type.lookupComputed(name) != nil {
                return try modifyComputed(&value, type, name, at: range, body)
            }
        }
        throw failure(.cannotAssign("property '\(name)' of '\(runtimeType(of: value).description)'"), at: range)
    }

    /// `value.name = newValue`: as `modifyMember`, except that a computed property's setter
    /// runs without its getter, as in Swift.
    func assignMember(_ value: inout Value, _ name: String, _ newValue: Value, at range: SourceRange) throws {
        let type: NominalType?
        if case .object(let object) = value { type = object.type } else { type = memberType(of: value) }
        guard let type, type.fieldIndex[name] == nil, let computed = type.lookupComputed(name),
              let setter = computed.setter else {
            return try modifyMember(&value, name, at: range) { $0 = newValue }
        }
        let coerced = computed.type.map { coerce(newValue, to: $0) } ?? newValue
        let outcome = try invoke(setter, arguments: [coerced], captures: [], selfValue: value, at: range)
        if setter.isMutating, let selfSlot = setter.selfSlot { value = outcome.frame.read(selfSlot) }
    }

    /// A property of a class instance: changed in place, observers with `self` the object.
    func modifyField<T>(of object: Instance, _ name: String, at range: SourceRange, _ body: (inout Value) throws -> T) throws -> T {
        let type = object.type
        guard let index = type.fieldIndex[name] else {
            if type.lookupComputed(name) == nil, case .native(let inert)? = UIKitLibrary.inheritedMember(object, name),
               let settable = inert as? NativeSettable {
                return try settable.modifyProperty(name, body)  // `self.title = "..."` in a UIViewController
            }
            var value = Value.object(object)
            return try modifyComputed(&value, type, name, at: range, body)
        }
        // Each part read in place: a copy of the whole `StoredProperty` retains and releases
        // every reference it holds, for every field written.
        let properties = type.storedProperties
        if properties[index].readsThroughStorage, case .native(let native) = object.fields[index],
           let reference = native as? ValueReference {
            var current = try reference.readValue(self)
            let result = try body(&current)
            try reference.writeValue(properties[index].type.map { coerce(current, to: $0) } ?? current, self)
            return result
        }
        if properties[index].isLazy, case .void = object.fields[index] { _ = try initializeLazy(object, index, at: range) }
        noteWillSet(of: object, index)
        let observed = (properties[index].willSet != nil || properties[index].didSet != nil) && !isInsideInitializer(of: type)
        let publisher = object.publishedProjections?[index]
        if !observed && publisher == nil {
            var field = object.fields[index].strengthened
            object.fields[index] = .void
            defer { object.fields[index] = properties[index].storing(field) }
            let result = try body(&field)
            if let declared = properties[index].type { field = coerce(field, to: declared) }
            return result
        }
        let old = object.fields[index]
        var new = old
        let result = try body(&new)
        if let declared = properties[index].type { new = coerce(new, to: declared) }
        // `$name` of a `@Published` property publishes in its willSet: the property still holds the old value.
        try publisher?.send(new)
        if observed, let willSet = properties[index].willSet { _ = try runObserver(willSet, on: .object(object), new, at: range) }
        object.fields[index] = properties[index].storing(new)
        if observed, let didSet = properties[index].didSet { _ = try runObserver(didSet, on: .object(object), old, at: range) }
        return result
    }

    func modifyComputed<T>(_ value: inout Value, _ type: NominalType, _ name: String, at range: SourceRange,
                           _ body: (inout Value) throws -> T) throws -> T {
        guard let computed = type.lookupComputed(name), let getter = computed.getter else {
            throw failure(.unknownMember(type.name, name), at: range)
        }
        guard let setter = computed.setter else {
            throw failure(.cannotAssign("property: '\(name)' is a get-only property"), at: range)
        }
        var current = try invoke(getter, arguments: [], captures: [], selfValue: value, at: range).result
        let result = try body(&current)
        if let declared = computed.type { current = coerce(current, to: declared) }
        let outcome = try invoke(setter, arguments: [current], captures: [], selfValue: value, at: range)
        if setter.isMutating, let selfSlot = setter.selfSlot { value = outcome.frame.read(selfSlot) }
        return result
    }

    /// Runs `willSet`/`didSet`; returns `self` after it (observers may change other fields).
    func runObserver(_ observer: FunctionDefinition, on selfValue: Value, _ argument: Value, at range: SourceRange) throws -> Value {
        let outcome = try invoke(observer, arguments: [argument], captures: [], selfValue: selfValue, at: range)
        guard let selfSlot = observer.selfSlot else { return selfValue }
        return outcome.frame.read(selfSlot)
    }

    /// Whether the running code is an initializer of `type` (where observers stay silent).
    func isInsideInitializer(of type: NominalType) -> Bool {
        guard let function = currentFunction, function.declaringType === type else { return false }
        return function.kind == .initializer || function.kind == .observer
    }

    func initializeLazy(_ object: Instance, _ index: Int, at range: SourceRange) throws -> Value {
        guard let initializer = object.type.storedProperties[index].initializer else { return .void }
        let owner = object.type.storedProperties[index].owner ?? object.type
        let value = try evaluateFieldInitializer(initializer, of: owner, selfValue: .object(object), at: range)
        object.fields[index] = value
        return value
    }

    /// Evaluates a property's default value in its type's initializer function.
    func evaluateFieldInitializer(_ node: ExprNode, of type: NominalType, selfValue: Value?, at range: SourceRange) throws -> Value {
        guard let definition = type.fieldInitializers else { return .void }
        let frame = Frame(definition: definition, captures: [], interpreter: self)
        if let selfSlot = definition.selfSlot, let selfValue { frame.define(selfSlot, selfValue) }
        return try node.evaluate(frame)
    }
}


extension Interpreter {
    /// A property read for the output formatter (`description` of a custom type).
    public func getProperty(_ name: String, of value: Value, at range: SourceRange) throws -> Value {
        try getMember(value, name, at: range)
    }
}
