import ViewScriptSyntax

extension Interpreter {
    /// The type whose members apply to a value: a user type, or the extension table of a
    /// built-in type (`extension Int`, `extension Array`).
    func memberType(of value: Value) -> NominalType? {
        switch value {
        case .structValue(let structValue): return structValue.type
        case .enumValue(let enumValue): return enumValue.type
        case .object(let object): return object.type
        case .int: return program.builtinExtensions["Int"]
        case .double, .float: return program.builtinExtensions["Double"]
        case .sized(let number): return program.builtinExtensions[number.width.name]
        case .string: return program.builtinExtensions["String"]
        case .bool: return program.builtinExtensions["Bool"]
        case .character: return program.builtinExtensions["Character"]
        case .array: return program.builtinExtensions["Array"]
        case .dictionary: return program.builtinExtensions["Dictionary"]
        case .set: return program.builtinExtensions["Set"]
        case .some, .none: return program.builtinExtensions["Optional"]
        case .native(let object) where object is ViewValue: return program.builtinExtensions["View"]
        case .native(let object) where object is EnvironmentValuesObject: return program.builtinExtensions["EnvironmentValues"]
        case .native(let object):
            // `extension Date { func daysUntil(...) }`, `extension URL`: a library type by its name.
            guard !program.builtinExtensions.isEmpty, case .named(let name, _) = object.runtimeType else { return nil }
            return program.builtinExtensions[name]
        default: return nil
        }
    }

    /// `base.name(arguments)`; `nameRange` is where `name` is written (a modifier's position).
    func callMethod(on base: ExprNode, _ name: String, _ argumentNodes: ArgumentShape, _ frame: Frame,
                    mutability: Library.Mutability, at range: SourceRange, nameRange: SourceRange? = nil) throws -> Value {
        if let typeNode = base as? TypeNode {
            let arguments = try argumentNodes.evaluate(frame)
            return try callStatic(typeNode.resolved(frame), name, arguments, frame, at: range)
        }
        var receiver = try base.evaluate(frame)
        return try callMethod(receiver: &receiver, on: base, name, argumentNodes, frame, mutability: mutability, at: range,
                              nameRange: nameRange)
    }

    /// `base.name(arguments)` with `base` already evaluated to `receiver`. Taken `inout` so
    /// that a mutating library method can let go of it (and not copy the receiver on write).
    func callMethod(receiver: inout Value, on base: ExprNode, _ name: String, _ argumentNodes: ArgumentShape, _ frame: Frame,
                    mutability: Library.Mutability, at range: SourceRange, nameRange: SourceRange? = nil) throws -> Value {
        let arguments = try argumentNodes.evaluate(frame)
        let storage = base as? LValueNode
        if case .nominal(let proto, _)? = base.staticType, proto.kind == .protocolType,
           let extensionMethod = extensionOnlyMethod(proto, name, arguments) {
            // A method a protocol extension adds without a requirement is chosen statically.
            return try callDefinition(extensionMethod.0, bindings: extensionMethod.1, arguments, captures: [],
                                      selfValue: receiver, frame, at: range).result
        }
        if let type = memberType(of: receiver) {
            var candidates = type.lookupMethods(name)
            // `extension Array: Container {}`: a requirement the library type meets itself
            // (`append`) has no body here; the library's method runs.
            if type.kind == .builtin { candidates = candidates.filter { $0.body != nil } }
            if !candidates.isEmpty, type.kind != .builtin || choose(candidates, arguments) != nil {
                guard let (definition, bindings) = choose(candidates, arguments) else {
                    throw failure(.noMatchingCall(name, arguments.labelText), at: range)
                }
                if definition.isMutating, !type.isClass, let storage, let selfSlot = definition.selfSlot {
                    receiver = .void
                    return try storage.modify(frame) { selfValue in
                        let calleeFrame = Frame(definition: definition, captures: [], interpreter: self)
                        calleeFrame.define(selfSlot, selfValue)
                        selfValue = .void
                        defer { selfValue = calleeFrame.read(selfSlot) }
                        return try callDefinition(definition, bindings: bindings, arguments, captures: [], selfValue: nil,
                                                  frame, calleeFrame: calleeFrame, at: range).result
                    }
                }
                return try callDefinition(definition, bindings: bindings, arguments, captures: [], selfValue: receiver,
                                          frame, at: range).result
            }
            if type.fieldIndex[name] != nil || type.lookupComputed(name) != nil {
                return try callValue(try getMember(receiver, name, at: range), arguments, frame, at: range)
            }
        }
        switch receiver {
        case .enumValue(let value) where value.type === resultType:
            if let result = try resultMethod(name, value, arguments, at: range) { return result }
        case .tuple:
            return try callValue(try getMember(receiver, name, at: range), arguments, frame, at: range)
        case .some(let wrapped):
            if let result = try optionalMethod(name, wrapped: wrapped, arguments, at: range) { return result }
        case .none:
            if let result = try optionalMethod(name, wrapped: nil, arguments, at: range) { return result }
        case .native(let object as ScannerObject):
            // `scanner.scanHexInt64(&value)`: the scanned value goes into the caller's variable.
            let (result, written) = try object.call(name, arguments, CallContext(interpreter: self, range: range))
            if let written, let target = argumentNodes.inoutTargets.first ?? nil { try target.assign(frame, written) }
            return result
        case .native(let object as CancellableObject) where name == "store":
            // `cancellable.store(in: &cancellables)`: into the caller's storage.
            guard let target = argumentNodes.inoutTargets.first ?? nil else { break }
            try target.modify(frame) { collection in _ = object.store(in: &collection) }
            return .void
        case .native(let object):
            if let value = object as? NativeCopyOnWrite, value.isMutatingMethod(name), let storage,
               let result = try callCopyOnWriteMethod(value, name, arguments, on: storage, frame, at: range) {
                return result
            }
            if let members = object as? NativeMembers,
               let result = try members.callMethod(name, arguments, CallContext(interpreter: self, range: range)) {
                return result
            }
        case .type(let type):
            return try callStatic(type, name, arguments, frame, at: range)
        case .function where name == "callAsFunction":
            return try callValue(receiver, arguments, frame, at: range)
        default:
            break
        }
        // A modifier is positioned at its name: its errors, its closures' notes and the view graph's errors about it.
        if isView(receiver) { return try makeModifier(receiver, name, arguments, at: nameRange ?? range) }
        let context = CallContext(interpreter: self, range: range)
        if name == "makeIterator", arguments.values.isEmpty, let elements = SequenceLibrary.elements(of: receiver) {
            return .native(IteratorObject(elements))
        }
        if mutability.mutates(receiver), let storage {
            receiver = .void
            return try callMutatingLibraryMethod(name, arguments, on: storage, frame, at: range)
        }
        if isUserSequence(receiver), let elements = try userSequenceElements(receiver, frame, at: range) {
            // `map`, `filter`, `reduce`... of a user sequence: over the elements its iterator gives.
            var array = Value.array(ArrayValue(elements))
            if let result = try Library.method(name, labels: arguments.labels, receiver: &array, arguments: arguments.values, context) {
                return result
            }
        }
        if let result = try Library.method(name, labels: arguments.labels, receiver: &receiver, arguments: arguments.values, context) {
            return result
        }
        throw failure(.missingMember(runtimeType(of: receiver).description, name), at: range)
    }

    /// A mutating method of the library (`append`, `sort`, `toggle`) on the value in `storage`,
    /// changed in place.
    func callMutatingLibraryMethod(_ name: String, _ arguments: CallArguments, on storage: LValueNode, _ frame: Frame,
                                   at range: SourceRange) throws -> Value {
        let context = CallContext(interpreter: self, range: range)
        return try storage.modify(frame) { value in
            guard let result = try Library.method(name, labels: arguments.labels, receiver: &value,
                                                  arguments: arguments.values, context) else {
                throw failure(.missingMember(runtimeType(of: value).description, name), at: range)
            }
            return result
        }
    }

    /// `list.append(element)` on a local: an array takes the element in place, and a string a
    /// string or character, without the argument array and the library's lookup by name;
    /// everything else takes the library's path.
    func append(_ element: ExprNode, to local: LocalNode, _ frame: Frame, at range: SourceRange) throws -> Value {
        try append(try element.evaluate(frame), to: local, frame, at: range)
    }

    /// `append` with the element evaluated.
    func append(_ value: Value, to local: LocalNode, _ frame: Frame, at range: SourceRange) throws -> Value {
        try local.modify(frame) { receiver in
            if case .array(var array) = receiver {
                receiver = .void
                array.elements.append(value)
                receiver = .array(array)
                return .void
            }
            // `text.append("x")`: as the library's `append(_:)` of a string or character.
            if case .string(var text) = receiver {
                switch value {
                case .string(let other):
                    receiver = .void
                    text.append(contentsOf: other)
                    receiver = .string(text)
                    return .void
                case .character(let other):
                    receiver = .void
                    text.append(contentsOf: String(other))
                    receiver = .string(text)
                    return .void
                default:
                    break
                }
            }
            let context = CallContext(interpreter: self, range: range)
            guard let result = try Library.method("append", labels: [nil], receiver: &receiver, arguments: [value], context) else {
                throw failure(.unknownMember(runtimeType(of: receiver).description, "append"), at: range)
            }
            return result
        }
    }

    /// A method of a protocol's extensions that is not one of its requirements.
    func extensionOnlyMethod(_ proto: NominalType, _ name: String, _ arguments: CallArguments)
        -> (FunctionDefinition, [ArgumentMatcher.Binding])? {
        let all = ([proto] + proto.allProtocols).compactMap { $0.methods[name] }.joined()
        guard !all.contains(where: { $0.body == nil }) else { return nil }
        return choose(Array(all), arguments)
    }

    /// `Optional.map`, `flatMap` and friends.
    func optionalMethod(_ name: String, wrapped: Value?, _ arguments: CallArguments, at range: SourceRange) throws -> Value? {
        switch name {
        case "map":
            guard let wrapped, let transform = arguments.values.first else { return Value.none }
            return Value.some(try callClosure(transform, [wrapped], at: range))
        case "flatMap":
            guard let wrapped, let transform = arguments.values.first else { return Value.none }
            return try callClosure(transform, [wrapped], at: range).asOptional
        default:
            return nil
        }
    }

    /// `Type.name(arguments)`: static methods, enum cases with payloads, library statics.
    func callStatic(_ type: RuntimeType, _ name: String, _ arguments: CallArguments, _ frame: Frame,
                    at range: SourceRange) throws -> Value {
        if case .nominal(let nominal, _) = type {
            let candidates = nominal.lookupStaticMethods(name)
            if !candidates.isEmpty {
                guard let (definition, bindings) = choose(candidates, arguments) else {
                    throw failure(.noMatchingCall(name, arguments.labelText), at: range)
                }
                return try callDefinition(definition, bindings: bindings, arguments, captures: [],
                                          selfValue: definition.selfSlot == nil ? nil : .type(type), frame,
                                          calleeFrame: staticCallFrame(definition, of: type), at: range).result
            }
            if let index = nominal.caseIndex[name] {
                return try makeEnumCase(nominal, index, arguments, at: range)
            }
            if name == "init" { return try construct(type, arguments, frame, at: range) }
            if name == "_printChanges", arguments.values.isEmpty {
                printChanges(of: nominal)
                return .void
            }
            let member = try staticMember(type, name, at: range)
            return try callValue(member, arguments, frame, at: range)
        }
        if let holder = builtinHolder(of: type), !holder.lookupStaticMethods(name).isEmpty {
            return try callStatic(.nominal(holder, []), name, arguments, frame, at: range)
        }
        // `Optional<Category>.some(.food)`, `Int?.some(3)`: the case that wraps its argument.
        if case .optional = type, name == "some", arguments.values.count == 1, arguments.labels == [nil] {
            return Value.some(arguments.values[0])
        }
        let context = CallContext(interpreter: self, range: range)
        if let result = try Builtins.callStatic(type, name, arguments, context) { return result }
        if case .generic(let parameter) = type { throw failure(.unboundGenericStaticMember(parameter, name), at: range) }
        throw failure(.missingStaticMember(type.description, name), at: range)
    }

    /// `.circle(radius: 1)`: the payload, with labels checked and defaults filled.
    func makeEnumCase(_ type: NominalType, _ index: Int, _ arguments: CallArguments, at range: SourceRange) throws -> Value {
        let info = type.enumCases[index]
        var payload = arguments.values
        for (position, value) in payload.enumerated() where position < info.payloadTypes.count {
            payload[position] = coerce(value, to: info.payloadTypes[position])
        }
        var value = EnumValue(type: type, caseIndex: index, payload: payload)
        value.depth = try ValueDepth.check(payload, self, at: range)
        return .enumValue(value)
    }
}

/// Native objects with methods of their own (task handles, bindings).
public protocol NativeMembers: NativeObject {
    func property(_ name: String, _ context: CallContext) throws -> Value?
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value?
}
