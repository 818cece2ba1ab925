import ViewScriptSyntax

/// The fast path of the most common call: one candidate whose parameters take the call's
/// arguments one to one, in order and by label. Such a call needs no overload choice and no
/// argument matching, so the arguments go straight into the callee's frame.
///
/// A call site builds this at its first run and keeps it: the callee's `CalleePlan` and the
/// argument nodes, run without a reference count each.
final class DirectCall {
    /// Whether `definition` called with `arguments` is such a call: no defaults to fill,
    /// no variadic, `inout` or `@autoclosure` parameters, no trailing closures, no generic
    /// parameters to bind and no capture list to copy.
    static func applies(_ definition: FunctionDefinition, _ arguments: [ArgumentNode]) -> Bool {
        guard definition.kind != .closure, definition.parameters.count == arguments.count,
              definition.genericParameters.isEmpty, definition.captureList.isEmpty else { return false }
        for (parameter, argument) in zip(definition.parameters, arguments) {
            if parameter.label != argument.label || parameter.isVariadic || parameter.isInout || parameter.isAutoclosure {
                return false
            }
            if argument.isInout || argument.isTrailingClosure || argument.thunk != nil { return false }
        }
        return true
    }

    /// The call site's plan, or nil when the call is not direct.
    static func plan(_ definition: FunctionDefinition, _ arguments: [ArgumentNode]) -> DirectCall? {
        applies(definition, arguments) ? DirectCall(definition.plan, arguments) : nil
    }

    let callee: CalleePlan
    /// One argument: its expression, evaluated inline where it can be (`fib(n - 1)`), and
    /// the slot of its parameter when the value goes there as it is (a parameter that no
    /// closure captures and whose type changes no value; -1 otherwise, see `store`).
    struct Argument {
        let value: InlineExpression
        let plainSlot: Int
    }
    let arguments: [Argument]
    /// The argument nodes, which `arguments` refers to unretained.
    private let argumentNodes: [ExprNode]
    var isMutating: Bool { callee.isMutating }

    private init(_ callee: CalleePlan, _ arguments: [ArgumentNode]) {
        self.callee = callee
        let nodes = arguments.map(\.value)
        self.argumentNodes = nodes
        self.arguments = nodes.indices.map { index in
            let parameter = callee.parameters[index]
            return Argument(value: InlineExpression(nodes[index]),
                            plainSlot: parameter.slot.isBoxed || parameter.coerces ? -1 : parameter.slot.index)
        }
    }

    /// Evaluates argument `index` in `frame` into the callee's (empty) frame.
    @inline(__always)
    func store(_ index: Int, from frame: Frame, in calleeFrame: Frame) throws {
        let argument = arguments[index]
        let value = try argument.value.evaluate(frame)
        if argument.plainSlot >= 0, !value.isNative {
            (calleeFrame.slots + argument.plainSlot).initialize(to: value)
        } else {
            callee.define(index, value, in: calleeFrame)
        }
    }

    /// Evaluates every argument in `frame` into the callee's frame, in order.
    @inline(__always)
    private func storeArguments(from frame: Frame, in calleeFrame: Frame) throws {
        for index in 0..<arguments.count {
            try store(index, from: frame, in: calleeFrame)
        }
    }

    /// Runs `body` with a new frame of the callee, which then moves back to the spare ones,
    /// also when `body` throws (a `defer` would keep a reference to release).
    @inline(__always)
    private func withCalleeFrame<Result>(_ frame: Frame, _ body: (Frame) throws -> Result) throws -> Result {
        let calleeFrame = callee.makeFrame(captures: [], frame.interpreter)
        let result: Result
        do {
            result = try body(calleeFrame)
        } catch {
            callee.recycleAfterThrow(calleeFrame, frame.interpreter)
            throw error
        }
        callee.recycle(calleeFrame, frame.interpreter)
        return result
    }

    /// Evaluates the arguments in `frame` into a new frame of the callee and runs it.
    @inline(__always)
    func run(_ frame: Frame, selfValue: Value?, at callSite: SourceRange) throws -> Value {
        try withCalleeFrame(frame) { calleeFrame in
            if let selfSlot = callee.selfSlot, let selfValue { calleeFrame.define(selfSlot, selfValue) }
            try storeArguments(from: frame, in: calleeFrame)
            return try callee.run(prepared: calleeFrame, at: callSite)
        }
    }

    /// A class's initializer (`RowModel(index: $0)`): the arguments first, then the object
    /// `makeObject` makes (its fields' initial values are evaluated after the arguments, as in
    /// Swift), which the body initializes as `self`.
    func runInitializer(_ frame: Frame, makeObject: () throws -> Instance, at callSite: SourceRange) throws -> Instance {
        try withCalleeFrame(frame) { calleeFrame in
            try storeArguments(from: frame, in: calleeFrame)
            let object = try makeObject()
            if let selfSlot = callee.selfSlot { calleeFrame.define(selfSlot, .object(object)) }
            _ = try callee.run(prepared: calleeFrame, at: callSite)
            return object
        }
    }

    /// A mutating method: the arguments first, then `self` taken out of its storage and
    /// written back when the method returns.
    func runMutating(_ frame: Frame, on storage: LValueNode, at callSite: SourceRange) throws -> Value {
        try withCalleeFrame(frame) { calleeFrame in try runMutating(frame, in: calleeFrame, on: storage, at: callSite) }
    }

    @inline(__always)
    private func runMutating(_ frame: Frame, in calleeFrame: Frame, on storage: LValueNode,
                             at callSite: SourceRange) throws -> Value {
        try storeArguments(from: frame, in: calleeFrame)
        guard let selfSlot = callee.selfSlot else { return try callee.run(prepared: calleeFrame, at: callSite) }
        return try storage.modify(frame) { selfValue in
            // `self` moves into the callee's (empty) slot and back, without a reference count;
            // a captured `self` goes into a box.
            guard selfSlot.isBoxed else {
                calleeFrame.exchange(selfSlot, &selfValue)
                defer { calleeFrame.exchange(selfSlot, &selfValue) }
                return try callee.run(prepared: calleeFrame, at: callSite)
            }
            calleeFrame.define(selfSlot, selfValue)
            selfValue = .void
            defer { selfValue = calleeFrame.read(selfSlot) }
            return try callee.run(prepared: calleeFrame, at: callSite)
        }
    }
}

extension DirectCall {
    /// A mutating method on element `position` of the array a local holds, where the element
    /// is a struct (`list[i].move()`, checked by the caller, as is that the arguments have
    /// no effects): `self` moves from the element into the callee's slot and back, the array
    /// taken out of the local meanwhile so that it stays uniquely referenced. `storage` (the
    /// subscript) is the general path, for a `self` that a closure captures.
    func runMutating(_ frame: Frame, onElement position: Int, ofArrayIn arraySlot: SlotAddress, _ storage: LValueNode,
                     at callSite: SourceRange) throws -> Value {
        guard let selfSlot = callee.selfSlot, !selfSlot.isBoxed else { return try runMutating(frame, on: storage, at: callSite) }
        let interpreter = frame.interpreter
        let calleeFrame = callee.makeFrame(captures: [], interpreter)
        let result: Value
        do {
            for index in 0..<arguments.count {
                try store(index, from: frame, in: calleeFrame)
            }
            result = try frame.modifyElement(ofArrayIn: arraySlot, position, interpreter, at: storage.range) { element in
                calleeFrame.exchange(selfSlot, &element)
                defer { calleeFrame.exchange(selfSlot, &element) }
                return try callee.run(prepared: calleeFrame, at: callSite)
            }
        } catch {
            callee.recycleAfterThrow(calleeFrame, interpreter)
            throw error
        }
        callee.recycle(calleeFrame, interpreter)
        return result
    }
}

extension Interpreter {
    /// `ArgumentShape.evaluate` for a one-argument call whose argument was already evaluated.
    func argumentsWithFirst(_ value: Value, _ nodes: [ArgumentNode], _ frame: Frame) -> CallArguments {
        let node = nodes[0]
        return CallArguments(values: [value], labels: [node.label], inoutTargets: [node.isInout ? node.value as? LValueNode : nil],
                             thunks: [nil], firstTrailingClosure: node.isTrailingClosure ? 0 : nil)
    }

    /// `array[position]` as storage, as `modifySubscript` does it, without building the
    /// call's arguments (an array with a user `subscript` in an extension goes there).
    func modifyElement<T>(_ base: inout Value, _ position: Int, _ index: Value, at range: SourceRange,
                          _ body: (inout Value) throws -> T) throws -> T {
        guard base.family == .array, !program.extendsArraySubscripts,
              case .array(var array) = base else {
            let arguments = CallArguments(values: [index], labels: [nil], inoutTargets: [nil], thunks: [nil], firstTrailingClosure: nil)
            return try modifySubscript(&base, arguments, at: range, body)
        }
        return try modifyArrayElement(&base, &array, position, at: range, body)
    }

    /// Element `position` of `array` (the payload of `base`) changed in place: `base` lets go
    /// of the array while it changes, so the array stays uniquely referenced.
    @inline(__always)
    func modifyArrayElement<T>(_ base: inout Value, _ array: inout ArrayValue, _ position: Int, at range: SourceRange,
                               _ body: (inout Value) throws -> T) throws -> T {
        let offset = position - array.startIndex
        guard offset >= 0, offset < array.elements.count else { throw trap("Fatal error: Index out of range", at: range) }
        base = .void
        defer { base = .array(array) }
        let result = try body(&array.elements[offset])
        if Self.coercionMayChange(array.elementType) || array.elements[offset].isNative, let element = array.elementType {
            array.elements[offset] = coerce(array.elements[offset], to: element)
        }
        return result
    }
}
