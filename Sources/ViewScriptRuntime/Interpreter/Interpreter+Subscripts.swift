import ViewScriptSyntax

extension Interpreter {
    /// `base[arguments]` for reading.
    func subscriptGet(_ base: Value, _ arguments: CallArguments, at range: SourceRange) throws -> Value {
        if let path = keyPathArgument(arguments) { return try apply(path, to: base, at: range) }
        if let user = try userSubscript(base, arguments, at: range) { return user }
        guard let index = arguments.values.first else { throw failure(.typeMismatch("missing subscript index"), at: range) }
        switch base {
        case .array(let array):
            if case .range(let bounds) = index { return .array(try slice(array, bounds, at: range)) }
            guard case .int(let position) = index else { break }
            let offset = position - array.startIndex
            guard offset >= 0, offset < array.elements.count else { throw trap("Fatal error: Index out of range", at: range) }
            return array.elements[offset]
        case .dictionary(let dictionary):
            let index = dictionaryKey(index, of: dictionary)
            if arguments.labels.count == 2, arguments.labels[1] == "default" {
                return dictionary[index] ?? arguments.values[1]
            }
            return dictionary[index].map { Value.some($0) } ?? Value.none
        case .string(let string):
            let context = CallContext(interpreter: self, range: range)
            if case .stringIndex = index { return try StringLibrary.subscriptCharacter(string, at: index, context) }
            if case .range(let bounds) = index { return try StringLibrary.slice(string, bounds, context) }
            if case .int = index {
                throw failure(.typeMismatch("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead."), at: range)
            }
        case .tuple(let tuple):
            if case .int(let position) = index, position < tuple.elements.count { return tuple.elements[position] }
        case .native(let object):
            // `$items[i]`, `$dict["k"]`: a binding to one element of the bound collection.
            if let binding = object as? BindingObject {
                return .native(BindingObject(.reference(BindingSubscript(base: binding, arguments: arguments, range: range))))
            }
            if let environment = object as? EnvironmentValuesObject { return try environment.value(for: index, self, at: range) }
            if let subscriptable = object as? NativeSubscriptable,
               let value = try subscriptable.subscriptValue(index, CallContext(interpreter: self, range: range)) { return value }
        default:
            break
        }
        throw failure(.typeMismatch("cannot subscript a value of type '\(runtimeType(of: base))'"), at: range)
    }

    func slice(_ array: ArrayValue, _ bounds: RangeValue, at range: SourceRange) throws -> ArrayValue {
        let lower = bounds.lower?.asInt ?? array.startIndex
        var upper = bounds.upper?.asInt ?? array.endIndex
        if bounds.kind == .closed || bounds.kind == .through { upper += 1 }
        guard lower >= array.startIndex, upper <= array.endIndex, lower <= upper else {
            throw trap("Fatal error: Array index is out of range", at: range)
        }
        let elements = Array(array.elements[(lower - array.startIndex)..<(upper - array.startIndex)])
        return ArrayValue(elements, elementType: array.elementType, sliceStart: lower)
    }

    /// A `subscript` the program declares.
    func userSubscript(_ base: Value, _ arguments: CallArguments, at range: SourceRange) throws -> Value? {
        var type: NominalType?
        var selfValue: Value? = base
        if case .type(.nominal(let nominal, _)) = base { type = nominal; selfValue = nil } else { type = memberType(of: base) }
        guard let type, !type.subscripts.isEmpty else { return nil }
        let getters = type.subscripts.filter { $0.isStatic == (selfValue == nil) }.map(\.getter)
        guard let (getter, bindings) = choose(getters, arguments) else { return nil }
        // `extension String { subscript(i: Int) }` leaves `s[s.startIndex]` to the library.
        if type.kind == .builtin {
            for (index, binding) in bindings.enumerated() {
                guard case .argument(let position) = binding, let declared = getter.parameters[index].type else { continue }
                if cast(arguments.values[position], to: declared) == nil { return nil }
            }
        }
        return try callDefinition(getter, bindings: bindings, arguments, captures: [], selfValue: selfValue, nil, at: range).result
    }

    /// `base[arguments]` as storage.
    func modifySubscript<T>(_ base: inout Value, _ arguments: CallArguments, at range: SourceRange,
                            _ body: (inout Value) throws -> T) throws -> T {
        if let path = keyPathArgument(arguments) { return try modify(&base, through: path, path.components[...], at: range, body) }
        if let type = memberType(of: base), !type.subscripts.isEmpty,
           let (getter, bindings) = choose(type.subscripts.map(\.getter), arguments),
           let definition = type.subscripts.first(where: { $0.getter === getter }) {
            var current = try callDefinition(getter, bindings: bindings, arguments, captures: [], selfValue: base, nil, at: range).result
            let result = try body(&current)
            guard let setter = definition.setter else { throw failure(.cannotAssign("a get-only subscript"), at: range) }
            var values: [Value?] = bindings.map { binding in
                if case .argument(let position) = binding { return arguments.values[position] }
                return nil
            }
            values.append(current)
            let outcome = try invoke(setter, arguments: values, captures: [], selfValue: base, at: range)
            if setter.isMutating, let selfSlot = setter.selfSlot { base = outcome.frame.read(selfSlot) }
            return result
        }
        guard let index = arguments.values.first else { throw failure(.typeMismatch("missing subscript index"), at: range) }
        // On the payload-free tag, so the element is changed without copying the collection
        // (see `Value.Family`).
        switch base.family {
        case .array:
            guard case .array(var array) = base else { break }
            if case .range(let bounds) = index {
                var current = Value.array(try slice(array, bounds, at: range))
                let result = try body(&current)
                guard case .array(let replacement) = current else { return result }
                let lower = (bounds.lower?.asInt ?? array.startIndex) - array.startIndex
                var upper = (bounds.upper?.asInt ?? array.endIndex) - array.startIndex
                if bounds.kind == .closed || bounds.kind == .through { upper += 1 }
                base = .void
                array.elements.replaceSubrange(lower..<upper, with: replacement.elements)
                base = .array(array)
                return result
            }
            guard case .int(let position) = index else { break }
            return try modifyArrayElement(&base, &array, position, at: range, body)
        case .dictionary:
            guard case .dictionary(var dictionary) = base else { break }
            let index = dictionaryKey(index, of: dictionary)
            let hasDefault = arguments.labels.count == 2 && arguments.labels[1] == "default"
            base = .void
            defer { base = .dictionary(dictionary) }
            if hasDefault {
                var current = dictionary[index] ?? arguments.values[1]
                dictionary.removeValue(forKey: .void)
                let result = try body(&current)
                dictionary.updateValue(dictionary.valueType.map { coerce(current, to: $0) } ?? current, forKey: index)
                return result
            }
            var current: Value = dictionary[index].map { Value.some($0) } ?? Value.none
            let result = try body(&current)
            switch current {
            case .none: dictionary.removeValue(forKey: index)
            case .some(let wrapped): dictionary.updateValue(dictionary.valueType.map { coerce(wrapped, to: $0) } ?? wrapped, forKey: index)
            default: dictionary.updateValue(dictionary.valueType.map { coerce(current, to: $0) } ?? current, forKey: index)
            }
            return result
        default:
            // `$items[0].title.wrappedValue = x`: the element binding is a reference; writes go through it.
            // `attributed[range].foregroundColor = .red`: the part's attributes only style.
            if case .native(let object) = base, object is BindingObject || object is AttributedStringObject {
                var element = try subscriptGet(base, arguments, at: range)
                return try body(&element)
            }
        }
        throw failure(.cannotAssign("a subscript of '\(runtimeType(of: base))'"), at: range)
    }
}

extension Interpreter {
    /// `scores[.x]`: an implicit member the compiler could not type is a key of the
    /// dictionary's key type (declared, or that of the keys it holds).
    func dictionaryKey(_ index: Value, of dictionary: DictionaryValue) -> Value {
        resolvingMember(index, as: dictionary.keyType, like: dictionary.keys.first)
    }

    /// An implicit member the compiler could not type (`.x`), resolved against `type`, or
    /// else against the type of `sample`; any other value is itself.
    func resolvingMember(_ value: Value, as type: RuntimeType?, like sample: Value?) -> Value {
        guard case .native(let object) = value, let member = object as? UnresolvedMember else { return value }
        if let type, let resolved = resolve(member, as: type) { return resolved }
        return sample.map { resolved(value, like: $0) } ?? value
    }
}
