import ViewScriptSyntax

/// The fast path of the most common call: one candidate whose parameters take the call's
/// arguments one to one, in order and by label. Such a call needs no overload choice and no
/// argument matching, so the arguments go straight into the callee's frame.
///
/// A call site builds its plan at its first run, when the callee is compiled and every
/// slot's boxing is decided, and keeps it: what each run needs is then read from plain
/// values (slot addresses, whether a parameter's type can change a value) rather than from
/// the definition's parameter list, whose copies cost a reference count per field.
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

    /// One parameter: where its argument goes and whether its declared type can change it.
    private struct Parameter {
        let slot: SlotAddress
        let coerces: Bool
    }

    /// The call site's plan, or nil when the call is not direct.
    static func plan(_ definition: FunctionDefinition, _ arguments: [ArgumentNode]) -> DirectCall? {
        applies(definition, arguments) ? DirectCall(definition, arguments) : nil
    }

    /// The callee and its body, unretained: the program owns them, and a plan held strongly
    /// would make a cycle (a recursive function's body holds the call that plans it).
    private let callee: Unmanaged<FunctionDefinition>
    private let body: Unmanaged<BlockNode>?
    private let arguments: NodeList<ExprNode>
    private let parameters: [Parameter]
    private let parameterTypes: [RuntimeType?]
    private let selfSlot: SlotAddress?
    private let resultType: RuntimeType?
    private let resultCoerces: Bool
    let isMutating: Bool

    private init(_ definition: FunctionDefinition, _ arguments: [ArgumentNode]) {
        self.callee = Unmanaged.passUnretained(definition)
        self.body = definition.body.map { Unmanaged.passUnretained($0) }
        self.isMutating = definition.isMutating
        self.arguments = NodeList(arguments.map(\.value))
        self.parameters = definition.parameters.map {
            Parameter(slot: $0.slot.address, coerces: $0.type.map(Interpreter.coercionMayChange) ?? false)
        }
        self.parameterTypes = definition.parameters.map(\.type)
        self.selfSlot = definition.selfSlot?.address
        self.resultType = definition.resultType
        self.resultCoerces = definition.resultType.map(Interpreter.coercionMayChange) ?? false
    }

    /// Evaluates the arguments in `frame` into a new frame of the callee and runs it.
    @inline(__always)
    func run(_ frame: Frame, selfValue: Value?, at callSite: SourceRange) throws -> Value {
        let interpreter = frame.interpreter
        let callee = callee._withUnsafeGuaranteedRef { Frame(definition: $0, captures: [], interpreter: interpreter) }
        if let selfSlot, let selfValue { callee.define(selfSlot, selfValue) }
        for index in 0..<parameters.count {
            let value = try arguments.with(index) { try $0.evaluate(frame) }
            callee.define(parameters[index].slot, coerced(value, index, interpreter))
        }
        return try run(prepared: callee, at: callSite)
    }

    /// A mutating method: the arguments first, then `self` taken out of its storage and
    /// written back when the method returns.
    func runMutating(_ frame: Frame, on storage: LValueNode, at callSite: SourceRange) throws -> Value {
        let interpreter = frame.interpreter
        let callee = callee._withUnsafeGuaranteedRef { Frame(definition: $0, captures: [], interpreter: interpreter) }
        for index in 0..<parameters.count {
            let value = try arguments.with(index) { try $0.evaluate(frame) }
            callee.define(parameters[index].slot, coerced(value, index, interpreter))
        }
        guard let selfSlot else { return try run(prepared: callee, at: callSite) }
        return try storage.modify(frame) { selfValue in
            callee.define(selfSlot, selfValue)
            selfValue = .void
            defer { selfValue = callee.read(selfSlot) }
            return try run(prepared: callee, at: callSite)
        }
    }

    @inline(__always)
    private func coerced(_ value: Value, _ index: Int, _ interpreter: Interpreter) -> Value {
        guard parameters[index].coerces || value.isNative, let type = parameterTypes[index] else { return value }
        return interpreter.coerce(value, to: type)
    }

    /// Runs the body in a frame whose parameters are defined; its result, coerced.
    @inline(__always)
    private func run(prepared callee: Frame, at callSite: SourceRange) throws -> Value {
        let interpreter = callee.interpreter
        return try self.callee._withUnsafeGuaranteedRef { definition in try interpreter.withCall(definition, at: callSite) {
            guard let body else { return .void }
            _ = try body._withUnsafeGuaranteedRef { try $0.execute(callee) }
            guard let resultType, resultCoerces || callee.returnValue.isNative else { return callee.returnValue }
            return interpreter.coerce(callee.returnValue, to: resultType)
        } }
    }
}

extension Value {
    /// A value of the runtime itself (the only kind `coerce` changes besides those whose
    /// declared type is optional, `Double`, `Character` or a collection).
    @inline(__always)
    var isNative: Bool {
        if case .native = self { return true }
        return false
    }
}

extension Interpreter {
    /// `evaluateArguments` for a one-argument call whose argument was already evaluated.
    func argumentsWithFirst(_ value: Value, _ nodes: [ArgumentNode], _ frame: Frame) -> CallArguments {
        let node = nodes[0]
        return CallArguments(values: [value], labels: [node.label], inoutTargets: [node.isInout ? node.value as? LValueNode : nil],
                             thunks: [nil], firstTrailingClosure: node.isTrailingClosure ? 0 : nil)
    }

    /// `array[position]` as storage, as `modifySubscript` does it, without building the
    /// call's arguments (an array with a user `subscript` in an extension goes there).
    func modifyElement<T>(_ base: inout Value, _ position: Int, _ index: Value, at range: SourceRange,
                          _ body: (inout Value) throws -> T) throws -> T {
        guard base.family == .array, program.builtinExtensions["Array"]?.subscripts.isEmpty ?? true,
              case .array(var array) = base else {
            let arguments = CallArguments(values: [index], labels: [nil], inoutTargets: [nil], thunks: [nil], firstTrailingClosure: nil)
            return try modifySubscript(&base, arguments, at: range, body)
        }
        return try modifyArrayElement(&base, &array, position, at: range, body)
    }

    /// Element `position` of `array` (the payload of `base`) changed in place: `base` lets go
    /// of the array while it changes, so the array stays uniquely referenced.
    func modifyArrayElement<T>(_ base: inout Value, _ array: inout ArrayValue, _ position: Int, at range: SourceRange,
                               _ body: (inout Value) throws -> T) throws -> T {
        let offset = position - array.startIndex
        guard offset >= 0, offset < array.elements.count else { throw trap("Fatal error: Index out of range", at: range) }
        base = .void
        defer { base = .array(array) }
        let result = try body(&array.elements[offset])
        if let element = array.elementType { array.elements[offset] = coerce(array.elements[offset], to: element) }
        return result
    }
}
