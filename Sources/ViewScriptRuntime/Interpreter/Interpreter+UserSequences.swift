import ViewScriptSyntax

/// User types conforming to `Sequence` or `IteratorProtocol`: `for`-`in` calls their
/// `makeIterator()` once and the iterator's `next()` until it is `nil`, as Swift does; the
/// library's methods (`map`, `filter`, `reduce`...) see the elements `next()` gives.
extension Interpreter {
    /// Calls the user method `name` without arguments on `receiver`; a mutating method's
    /// changes to a value are written back. Nil when the type has no such method.
    func callUserMethod(_ name: String, on receiver: inout Value, _ frame: Frame?, at range: SourceRange) throws -> Value? {
        guard let type = memberType(of: receiver) else { return nil }
        let arguments = CallArguments(values: [], labels: [], inoutTargets: [], thunks: [], firstTrailingClosure: nil)
        guard let (definition, bindings) = choose(type.lookupMethods(name), arguments) else { return nil }
        if definition.isMutating, !type.isClass, let selfSlot = definition.selfSlot {
            let calleeFrame = Frame(definition: definition, captures: [], interpreter: self)
            calleeFrame.define(selfSlot, receiver)
            receiver = .void
            defer { receiver = calleeFrame.read(selfSlot) }
            return try callDefinition(definition, bindings: bindings, arguments, captures: [], selfValue: nil,
                                      frame, calleeFrame: calleeFrame, at: range).result
        }
        return try callDefinition(definition, bindings: bindings, arguments, captures: [], selfValue: receiver,
                                  frame, at: range).result
    }

    /// Whether `value` is of a user type that is a sequence or an iterator.
    func isUserSequence(_ value: Value) -> Bool {
        if case .native(let object) = value {
            return object is AnyIteratorObject || object is AnySequenceObject || object is LazySequenceObject
        }
        guard let type = memberType(of: value), type.kind != .builtin,
              type.conforms(to: "Sequence") || type.conforms(to: "IteratorProtocol") else { return false }
        return !type.lookupMethods("makeIterator").isEmpty || !type.lookupMethods("next").isEmpty
    }

    /// The next-element function of a user sequence (`makeIterator()` called now), or nil.
    func userIterator(of value: Value, _ frame: Frame?, at range: SourceRange) throws -> (() throws -> Value?)? {
        let erasedContext = CallContext(interpreter: self, range: range)
        if case .native(let object as AnyIteratorObject) = value { return { try object.nextElement(erasedContext) } }
        if case .native(let object as LazySequenceObject) = value { return try object.iterator(erasedContext) }
        if case .native(let object as AnySequenceObject) = value {
            let iterator = try object.iterator(erasedContext)
            return { try iterator.nextElement(erasedContext) }
        }
        guard isUserSequence(value), let type = memberType(of: value) else { return nil }
        var iterator = value
        if !type.lookupMethods("makeIterator").isEmpty {
            var receiver = value
            guard let made = try callUserMethod("makeIterator", on: &receiver, frame, at: range) else { return nil }
            iterator = made
        }
        let context = CallContext(interpreter: self, range: range)
        let noArguments = CallArguments(values: [], labels: [], inoutTargets: [], thunks: [], firstTrailingClosure: nil)
        return { [unowned self] in
            let next: Value?
            if case .native(let object as NativeMembers) = iterator {
                next = try object.callMethod("next", noArguments, context)
            } else {
                next = try self.callUserMethod("next", on: &iterator, frame, at: range)
            }
            guard let next else { return nil }
            switch next {
            case Value.some(let element): return element
            case Value.none: return nil
            default: return next
            }
        }
    }

    /// All the elements of a user sequence, for the library (a step each, so an endless
    /// sequence ends at the step budget).
    func userSequenceElements(_ value: Value, _ frame: Frame?, at range: SourceRange) throws -> [Value]? {
        guard let next = try userIterator(of: value, frame, at: range) else { return nil }
        var elements: [Value] = []
        while let element = try next() {
            try step(range, "this sequence")
            elements.append(element)
        }
        return elements
    }
}
