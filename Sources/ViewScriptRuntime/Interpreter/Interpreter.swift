import Foundation
import ViewScriptSyntax

/// Runs a compiled program: owns the output, the call stack, the limits and the globals.
/// One interpreter simulates one app; nothing in it is shared with another.
public final class Interpreter {
    public let program: Program
    public var limits: RuntimeLimits
    /// What `print` wrote and nobody collected yet.
    public var output = ""
    /// The running calls, outermost first (names are looked up only when an error needs them).
    let calls = CallStack()
    /// The running calls as an array (a task keeps its own while others run; errors list them).
    var callStack: [ActiveCall] {
        get { calls.array }
        set { calls.replace(with: newValue) }
    }
    /// The simulated call stack as names and call sites, outermost first.
    public var stackEntries: [StackEntry] { callStack.map(\.entry) }
    var stepsLeft: Int
    /// The loop or call that used up the budget is named in the error.
    public var random: SeededGenerator
    /// Runs `async` code on the virtual clock.
    public let executor: Executor
    /// Global variables, by the slots the compiler gave them.
    public var globals: [Box]
    /// Values of `static` stored properties, by property, once initialized: the app's own,
    /// like the globals (the compiled program is shared by every scenario of a file).
    var staticValues: [ObjectIdentifier: Value] = [:]
    /// The function running now (observers are silent inside their type's initializers).
    var currentFunction: FunctionDefinition? { runningFunction?.takeUnretainedValue() }
    /// The same, unretained (the program owns every definition): saved and restored around
    /// every call without a reference count.
    private var runningFunction: Unmanaged<FunctionDefinition>?
    /// Objects whose `deinit` is due (see `DeinitQueue`).
    let deinitQueue = DeinitQueue()
    /// The program's objects and captured variables that are alive: emptied when the
    /// interpreter goes away, so that cycles the program made are freed.
    let liveObjects = LiveObjects()
    /// Frames kept for reuse while calls run (see `SpareFrames`).
    let spareFrames = SpareFrames()
    /// Whether spare frames are kept when the call stack empties too: an app's view graph
    /// calls one closure after another from outside any call (a `ForEach`'s rows, the bodies
    /// of its row views), and each call would otherwise allocate and free its frame. A kept
    /// frame holds the interpreter, so an owner that sets this must call `releaseSpareFrames()`
    /// before it lets go of the interpreter (`SimulatedApp` does, in its `deinit`).
    public var keepsSpareFrames = false

    /// Lets go of the frames kept for reuse (and so of their references to the interpreter).
    public func releaseSpareFrames() { spareFrames.removeAll() }
    /// How much native stack the running thread has left (see `NativeStackGuard`).
    var nativeStack = NativeStackGuard()
    /// UIKit's shared objects of this app (`UIPasteboard.general`), made when first used.
    var uikitShared: [String: UIKitObject] = [:]
    /// The simulated screen in points, as `UIScreen.main.bounds` reports it.
    public var screenSize: (width: Double, height: Double) = (393, 852)
    /// The view graph showing this program's views: told about reads and writes of observed
    /// objects (see `DependencyRecorder`). Nil in a plain script.
    public weak var dependencies: DependencyRecorder?
    /// `@AppStorage` and `UserDefaults.standard`, and `@SceneStorage`: this run's own stores.
    public let storage = StorageStores()
    /// The simulated device's locale, time zone and calendar (`--locale`, `--time-zone`).
    public var device = SimulatedDevice.standard
    /// The network the scenario declares (`respond to`), and the requests made.
    public let network = SimulatedNetwork()
    /// The bundle's resources and this run's own in-memory sandbox.
    public var files = SimulatedFiles()
    /// The `\.locale` an ancestor's `.environment(\.locale, ...)` gives the body being
    /// evaluated, if another than the device's: `Text(_:format:)` and `Text(_:style:)` format
    /// with it, as SwiftUI's `Text` does (a `formatted()` call keeps `Locale.current`).
    public var textLocale: Locale?
    /// The app's string tables, read when a localized string is first shown (nil: none).
    public lazy var stringTables: StringTables? = StringTables(files: files, locale: device.locale)

    public init(program: Program, limits: RuntimeLimits = RuntimeLimits(), seed: UInt64 = 0x5EED) {
        self.program = program
        self.limits = limits
        self.stepsLeft = limits.stepBudget
        self.random = SeededGenerator(seed: seed)
        self.executor = Executor(stackSize: RuntimeLimits.threadStackSize)
        executor.maximumTurnsPerCall = limits.maximumTurnsPerStep
        executor.maximumLiveTasks = limits.maximumLiveTasks
        self.globals = program.globalNames.map { _ in Box(.void) }
        executor.interpreter = self
    }

    deinit { liveObjects.breakCycles() }

    /// Starts a new event (a scenario step, a task resuming): the step budget is full again.
    public func resetBudget() { stepsLeft = limits.stepBudget }

    /// Takes what was printed since the last call.
    public func takeOutput() -> String {
        defer { output = "" }
        return output
    }

    /// Receives each piece of output as it is printed instead of `output` (`viewscript
    /// script` streams it, so what a program printed is out before anything ends the tool).
    public var echo: ((String) -> Void)?

    public func write(_ text: String) {
        if let echo { echo(text) } else { output += text }
    }

    // MARK: Budget and stack

    /// One loop iteration: throws when the step budget is spent.
    @inline(__always)
    func step(_ range: SourceRange, _ what: @autoclosure () -> String) throws {
        stepsLeft -= 1
        if stepsLeft < 0 { throw failure(.stepBudgetExceeded(what(), limits.stepBudget), at: range) }
    }

    /// Counts a call against the limits and pushes it. The checks come first and together;
    /// the errors are made apart (`refuseCall`), so the common path stays short.
    @inline(__always)
    func pushFrame(_ function: Unmanaged<FunctionDefinition>, at callSite: SourceRange) throws {
        let tooDeep = calls.count >= limits.maximumCallDepth
        stepsLeft -= 1
        if tooDeep || stepsLeft < 0 || nativeStack.isNearlyExhausted() {
            try refuseCall(function.takeUnretainedValue(), at: callSite, tooDeep: tooDeep)
        }
        calls.push(ActiveCall(reference: function, callSite: callSite))
    }

    /// `pushFrame` with the function at hand.
    func pushFrame(_ function: FunctionDefinition, at callSite: SourceRange) throws {
        try pushFrame(Unmanaged.passUnretained(function), at: callSite)
    }

    /// The error of a call over a limit, in the order the limits are checked: the call depth,
    /// the native stack, then the step budget (the step is not counted for the first two).
    @inline(never)
    private func refuseCall(_ function: FunctionDefinition, at callSite: SourceRange, tooDeep: Bool) throws {
        if tooDeep {
            stepsLeft += 1
            throw failure(.callDepthExceeded(function.signature, limits.maximumCallDepth), at: callSite)
        }
        if nativeStack.isNearlyExhausted() {
            stepsLeft += 1
            throw failure(.nativeStackExhausted(function.signature, calls.count), at: callSite)
        }
        if stepsLeft < 0 { throw failure(.stepBudgetExceeded("call to '\(function.signature)'", limits.stepBudget), at: callSite) }
    }

    @inline(__always)
    func popFrame() {
        calls.pop()
        if calls.isEmpty { callsEnded() }
    }

    @inline(never)
    private func callsEnded() {
        if !keepsSpareFrames { spareFrames.removeAll() }
        nativeStack.callsEnded()  // the next run may be on another thread
    }

    /// A Swift trap at `range`, with the current stack.
    public func trap(_ message: String, at range: SourceRange) -> RuntimeError {
        RuntimeError(.trap(message), at: range, stack: callStack.reversed().map(\.entry))
    }

    /// A ViewScript error at `range`, with the current stack.
    public func failure(_ message: DiagnosticMessage, at range: SourceRange) -> RuntimeError {
        RuntimeError(.failure(message), at: range, stack: callStack.reversed().map(\.entry))
    }

    // MARK: Calls

    /// Calls a function value with arguments already in parameter order.
    public func call(_ function: Function, _ arguments: [Value], at range: SourceRange) throws -> Value {
        switch function.kind {
        case .user(let definition, let captures, let boundSelf):
            let plan = definition.plan
            if plan.takesValuesDirectly, arguments.count == plan.parameters.count {
                return try plan.call(arguments, captures: captures, selfValue: boundSelf, self, at: range)
            }
            return try invoke(definition, arguments: spread(arguments.map { $0 }, into: definition), captures: captures,
                              selfValue: boundSelf, at: range).result
        case .builtin(_, let body):
            return try body(CallContext(interpreter: self, range: range), arguments)
        case .enumConstructor(let type, let caseIndex):
            return .enumValue(EnumValue(type: type, caseIndex: caseIndex, payload: arguments))
        case .initializer(let type):
            return try construct(.nominal(type, []), positional: arguments, at: range)
        }
    }

    /// Runs a user function. `arguments` holds one value per parameter (`nil`: use the
    /// default). Returns the result and the finished frame (for `inout` write-back).
    public func invoke(_ definition: FunctionDefinition, arguments: [Value?], captures: Captures,
                       selfValue: Value?, at callSite: SourceRange,
                       prologue: ((Frame) throws -> Void)? = nil) throws -> (result: Value, frame: Frame) {
        let frame = Frame(definition: definition, captures: captures, interpreter: self)
        if let selfSlot = definition.selfSlot, let selfValue {
            frame.define(selfSlot, definition.boundSelfSource != nil ? Function.closureSelf(selfValue) : selfValue)
        }
        return (try run(definition, in: frame, arguments: arguments, at: callSite, prologue: prologue), frame)
    }

    /// Runs a function in a frame prepared by the caller (`self` already in place).
    /// `prologue` runs once the parameters have their values (default arguments included) and
    /// before the body: an initializer's stored properties take their initial values there,
    /// after the default arguments, which Swift evaluates with the call's arguments.
    func run(_ definition: FunctionDefinition, in frame: Frame, arguments: [Value?], at callSite: SourceRange,
             prologue: ((Frame) throws -> Void)? = nil) throws -> Value {
        try withCall(definition, at: callSite) {
            try defineParameters(definition, in: frame, arguments: arguments, at: callSite)
            try prologue?(frame)
            return try executeBody(definition, in: frame)
        }
    }

    /// Pushes the call on the simulated stack (counting it against the limits) for `body`.
    @inline(__always)
    func withCall<T>(_ definition: FunctionDefinition, at callSite: SourceRange, _ body: () throws -> T) throws -> T {
        let caller = try enterCall(Unmanaged.passUnretained(definition), at: callSite)
        defer { leaveCall(returningTo: caller) }
        return try body()
    }

    /// Pushes a call of `function` on the simulated stack (counting it against the limits)
    /// and makes it the running function. Returns the function that was running, which
    /// `leaveCall` restores. (Apart from `withCall` so that the hottest caller, `CalleePlan`,
    /// runs a body without a closure: one native frame less per interpreted call in an
    /// unoptimized build.)
    @inline(__always)
    func enterCall(_ function: Unmanaged<FunctionDefinition>, at callSite: SourceRange) throws -> Unmanaged<FunctionDefinition>? {
        try pushFrame(function, at: callSite)
        let caller = runningFunction
        runningFunction = function
        return caller
    }

    @inline(__always)
    func leaveCall(returningTo caller: Unmanaged<FunctionDefinition>?) {
        popFrame()
        runningFunction = caller
    }

    /// Binds the arguments (or defaults) to the parameters, and a closure's capture list.
    private func defineParameters(_ definition: FunctionDefinition, in frame: Frame, arguments: [Value?],
                                  at callSite: SourceRange) throws {
        for (index, parameter) in definition.parameters.enumerated() {
            var value: Value
            if index < arguments.count, let given = arguments[index] {
                value = given
            } else if let defaultValue = parameter.defaultValue {
                value = try defaultValue.evaluate(frame)
            } else if parameter.isVariadic {
                value = .array(ArrayValue([]))
            } else if definition.kind == .closure {
                value = .void
            } else {
                throw failure(.missingArgument(parameter.label ?? parameter.name, definition.signature), at: callSite)
            }
            if let type = parameter.type { value = coerce(value, to: type) }
            if parameter.isAutoclosure, value.asFunction == nil { value = autoclosure(returning: value) }
            if !definition.genericParameters.isEmpty { bindGenerics(parameter.type, value, in: frame) }
            frame.define(parameter.slot, value)
        }
        if !definition.captureList.isEmpty {
            let offset = definition.captures.count
            for (index, item) in definition.captureList.enumerated() {
                frame.define(item.slot, frame.captures[offset + index].value.strengthened)
            }
        }
    }

    /// Runs the body; its result, coerced to the declared result type.
    @inline(__always)
    func executeBody(_ definition: FunctionDefinition, in frame: Frame) throws -> Value {
        guard let body = definition.body else { return .void }
        _ = try body.execute(frame)
        if let type = definition.resultType { return coerce(frame.returnValue, to: type) }
        return frame.returnValue
    }

    /// `callClosure` with one argument: a closure that takes it straight into its parameter
    /// is called without an array of arguments.
    public func callClosure(_ value: Value, with argument: Value, at range: SourceRange) throws -> Value {
        if case .function(let function) = value, case .user(let definition, let captures, let boundSelf) = function.kind {
            let plan = definition.plan
            if plan.takesValuesDirectly, plan.parameters.count == 1 {
                return try plan.call(single: argument, captures: captures, selfValue: boundSelf, self, at: range)
            }
        }
        return try callClosure(value, [argument], at: range)
    }

    /// Calls a closure-typed value from the library (`map`'s transform): positional arguments.
    public func callClosure(_ value: Value, _ arguments: [Value], at range: SourceRange) throws -> Value {
        if case .keyPath(let keyPath) = value, let root = arguments.first { return try apply(keyPath, to: root, at: range) }
        guard case .function(let function) = value else {
            throw failure(.notCallable(try describe(value)), at: range)
        }
        return try call(function, arguments, at: range)
    }
}

/// What a library function gets besides its arguments.
public struct CallContext {
    /// The interpreter outlives every call (see `Frame.interpreter`).
    public unowned(unsafe) let interpreter: Interpreter
    public let range: SourceRange

    public func trap(_ message: String) -> RuntimeError { interpreter.trap(message, at: range) }
    public func failure(_ message: DiagnosticMessage) -> RuntimeError { interpreter.failure(message, at: range) }
    public func call(_ closure: Value, _ arguments: Value...) throws -> Value {
        try interpreter.callClosure(closure, arguments, at: range)
    }
}


extension Interpreter {
    /// Records what a generic parameter stands for in this call.
    func bindGenerics(_ type: RuntimeType?, _ value: Value, in frame: Frame) {
        switch type {
        case .generic(let name)?: frame.genericBindings[name] = runtimeType(of: value)
        case .metatype(.generic(let name))?: if case .type(let bound) = value { frame.genericBindings[name] = bound }
        default: break
        }
    }

    /// `T` as bound in the running function, else `T` itself.
    func bound(_ type: RuntimeType, in frame: Frame?) -> RuntimeType {
        if case .generic(let name) = type, let bound = frame?.genericBindings[name] { return bound }
        // `Picker<T>()` where `T` is bound in the running call.
        if case .nominal(_, let arguments) = type, !arguments.isEmpty, let bindings = frame?.genericBindings, !bindings.isEmpty {
            return type.substituting(bindings)
        }
        return type
    }
}

extension Interpreter {
    /// `root[keyPath: path]`: a key path used as a function (`map(\.name)`).
    public func apply(_ keyPath: KeyPathValue, to root: Value, at range: SourceRange) throws -> Value {
        var value = root
        var isOptionalChain = false
        for component in keyPath.components {
            switch component {
            case .property(let name):
                if isOptionalChain, case .none = value { return Value.none }
                if case .some(let wrapped) = value, isOptionalChain { value = wrapped }
                value = try getMember(value, name, at: range)
            case .selfComponent: continue
            case .optional: isOptionalChain = true
            case .forceUnwrap:
                guard case .some(let wrapped) = value else {
                    throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
                }
                value = wrapped
            case .subscriptIndex(let index):
                let arguments = CallArguments(values: [index], labels: [nil], inoutTargets: [nil], thunks: [nil], firstTrailingClosure: nil)
                value = try subscriptGet(value, arguments, at: range)
            }
        }
        if isOptionalChain, !value.isNil, case .some = value {} else if isOptionalChain, !value.isNil { value = .some(value) }
        return value
    }
}
