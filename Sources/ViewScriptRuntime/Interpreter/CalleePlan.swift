import ViewScriptSyntax

/// What running a function needs, read once from its definition: where each argument goes
/// and whether the parameter's type can change it, `self`'s slot, the body and the result
/// type. Made at the function's first call (when it is compiled and every slot's boxing is
/// decided) and kept by the definition; calls then read plain values instead of copying the
/// definition's `Parameter`s, which costs a reference count per field.
final class CalleePlan {
    /// One parameter: where its argument goes and whether its declared type can change it.
    struct Parameter {
        let slot: SlotAddress
        let coerces: Bool
    }

    /// The function and its body, unretained: the program owns them, and the definition
    /// holds this plan (a strong reference back would be a cycle).
    let callee: Unmanaged<FunctionDefinition>
    private let body: Unmanaged<BlockNode>?
    let parameters: [Parameter]
    private let parameterTypes: [RuntimeType?]
    let selfSlot: SlotAddress?
    /// A closure bound to `self` (its bound value may be boxed: `Function.closureSelf`).
    private let bindsClosureSelf: Bool
    private let resultType: RuntimeType?
    private let resultCoerces: Bool
    let isMutating: Bool
    /// Whether values in parameter order can go straight into the frame: no parameter is
    /// variadic, `inout` or `@autoclosure`, no generic parameter is bound by the arguments
    /// and no capture list is copied.
    let takesValuesDirectly: Bool

    init(_ definition: FunctionDefinition) {
        callee = Unmanaged.passUnretained(definition)
        body = definition.body.map { Unmanaged.passUnretained($0) }
        parameters = definition.parameters.map {
            Parameter(slot: $0.slot.address, coerces: Interpreter.coercionMayChange($0.type))
        }
        parameterTypes = definition.parameters.map(\.type)
        selfSlot = definition.selfSlot?.address
        bindsClosureSelf = definition.boundSelfSource != nil
        resultType = definition.resultType
        resultCoerces = Interpreter.coercionMayChange(definition.resultType)
        isMutating = definition.isMutating
        takesValuesDirectly = definition.genericParameters.isEmpty && definition.captureList.isEmpty
            && !definition.parameters.contains { $0.isVariadic || $0.isInout || $0.isAutoclosure }
    }

    /// A frame for a call, every slot empty: a spare one when the interpreter has one.
    @inline(__always)
    func makeFrame(captures: Captures, _ interpreter: Interpreter) -> Frame {
        callee._withUnsafeGuaranteedRef { interpreter.spareFrames.make(for: $0, captures: captures, interpreter) }
    }

    /// Gives back the frame of a call that returned (its result was moved out: see
    /// `Frame.clear`).
    @inline(__always)
    func recycle(_ frame: consuming Frame, _ interpreter: Interpreter) {
        interpreter.spareFrames.recycle(frame, callsRunning: !interpreter.calls.isEmpty || interpreter.keepsSpareFrames)
    }

    /// Gives back the frame of a call that threw, which may hold a result (a `defer` that
    /// threw after a `return`).
    func recycleAfterThrow(_ frame: consuming Frame, _ interpreter: Interpreter) {
        frame.returnValue = .void
        interpreter.spareFrames.recycle(frame, callsRunning: !interpreter.calls.isEmpty || interpreter.keepsSpareFrames)
    }

    /// Puts argument `index` into its parameter's slot (empty: the frame is new), coerced
    /// to the declared type.
    @inline(__always)
    func define(_ index: Int, _ value: Value, in frame: Frame) {
        let parameter = parameters[index]
        guard parameter.coerces || value.isNative, let type = parameterTypes[index] else {
            frame.defineEmpty(parameter.slot, value)
            return
        }
        frame.defineEmpty(parameter.slot, frame.interpreter.coerce(value, to: type))
    }

    /// Runs the body in a frame whose parameters are defined; its result, coerced.
    @inline(__always)
    func run(prepared frame: Frame, at callSite: SourceRange) throws -> Value {
        let interpreter = frame.interpreter
        let caller = try interpreter.enterCall(callee, at: callSite)
        defer { interpreter.leaveCall(returningTo: caller) }
        guard let body else { return .void }
        _ = try body._withUnsafeGuaranteedRef { try $0.execute(frame) }
        guard let resultType, resultCoerces || frame.returnValue.isNative else { return frame.takeReturnValue() }
        return interpreter.coerce(frame.takeReturnValue(), to: resultType)
    }

    /// Calls the function with values in parameter order (a closure the library calls).
    func call(_ values: [Value], captures: Captures, selfValue: Value?, _ interpreter: Interpreter,
              at callSite: SourceRange) throws -> Value {
        try call(captures: captures, selfValue: selfValue, interpreter, at: callSite) { frame in
            for index in values.indices { define(index, values[index], in: frame) }
        }
    }

    /// `call` with one value (`map`'s and `filter`'s closures): no array is built for it.
    func call(single value: Value, captures: Captures, selfValue: Value?, _ interpreter: Interpreter,
              at callSite: SourceRange) throws -> Value {
        try call(captures: captures, selfValue: selfValue, interpreter, at: callSite) { define(0, value, in: $0) }
    }

    @inline(__always)
    private func call(captures: Captures, selfValue: Value?, _ interpreter: Interpreter, at callSite: SourceRange,
                      defineArguments: (Frame) -> Void) throws -> Value {
        let frame = makeFrame(captures: captures, interpreter)
        if let selfSlot, let selfValue { frame.define(selfSlot, bindsClosureSelf ? Function.closureSelf(selfValue) : selfValue) }
        defineArguments(frame)
        let result: Value
        do {
            result = try run(prepared: frame, at: callSite)
        } catch {
            recycleAfterThrow(frame, interpreter)
            throw error
        }
        recycle(frame, interpreter)
        return result
    }
}

extension FunctionDefinition {
    /// The plan of this function, made at its first call.
    var plan: CalleePlan {
        if let calleePlan { return calleePlan }
        let plan = CalleePlan(self)
        calleePlan = plan
        return plan
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
