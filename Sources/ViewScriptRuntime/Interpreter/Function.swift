import ViewScriptSyntax

/// A compiled function, method, initializer, accessor or closure body.
public final class FunctionDefinition {
    public enum Kind: Equatable { case function, method, initializer, getter, setter, observer, closure, deinitializer }

    public struct Parameter {
        public var label: String?
        public var name: String
        public var type: RuntimeType?
        public var defaultValue: ExprNode?
        public var isVariadic: Bool
        public var isInout: Bool
        public var isAutoclosure: Bool
        /// Where the argument lives in the frame.
        public var slot: LocalSlot
        /// `@ViewBuilder content: () -> Content`: a closure passed here has builder semantics.
        public var isViewBuilder = false
    }

    public let name: String
    public let kind: Kind
    public var parameters: [Parameter] = [] { didSet { cachedSignature = nil } }
    public var body: BlockNode?
    /// Slots in a frame: parameters, `self`, locals.
    public var slotCount = 0
    /// `self` in methods, initializers and accessors, and in a closure bound to the `self` of
    /// the function that makes it (`boundSelfSource`).
    public var selfSlot: LocalSlot?
    /// For a closure that uses `self` of a function that cannot change it: that function's
    /// `self` slot, read when the closure is made (`ClosureNode`).
    public var boundSelfSource: LocalSlot?
    public var isMutating = false
    public var isStatic = false
    public var isAsync = false
    /// The body has `@ViewBuilder` semantics (it yields the views its statements produce).
    public var isViewBuilder = false
    /// Declared `throws`, or (for closures) contains a `try` or `throw` of its own.
    public var isThrowing = false
    public var isFailable = false
    public var isConvenience = false
    /// An initializer whose body calls `super.init(...)`; a designated one that does not
    /// calls its superclass's `init()` when its body ends, as Swift inserts that call.
    public var callsSuperInit = false
    /// An initializer whose body calls `self.init(...)`: of a struct, it leaves the
    /// properties' initial values to the initializer it delegates to.
    public var callsSelfInit = false
    public var resultType: RuntimeType?
    /// A closure's result type as the compiler saw it (for `type(of:)`; nothing is coerced).
    public var inferredResultType: RuntimeType?
    public unowned var declaringType: NominalType?
    /// For closures and nested functions: the boxes they take from the frame that creates them.
    public var captures: [CaptureSource] = []
    public let range: SourceRange
    /// `{ [x] in ... }`: values copied when the closure is created.
    public var captureList: [(slot: LocalSlot, value: ExprNode, isWeak: Bool, isUnowned: Bool)] = []
    public var genericParameters: [String] = []

    public init(name: String, kind: Kind, range: SourceRange) {
        self.name = name
        self.kind = kind
        self.range = range
    }

    /// `name(label:label:)`, how Swift names a function in messages.
    public var signature: String {
        if let cachedSignature { return cachedSignature }
        // Accessors are named as Swift's backtraces name them: `body.getter`.
        if kind == .getter || kind == .setter || kind == .observer { return name }
        let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
        let text = "\(name)(\(labels))"
        cachedSignature = text
        return text
    }
    /// Every call names its function on the call stack: built once.
    private var cachedSignature: String?
    /// See `plan` (CalleePlan.swift).
    var calleePlan: CalleePlan?
}

/// Where a captured variable is found when a closure is created: a box in the creating
/// frame's slot, or one of the creating function's own captures.
public enum CaptureSource {
    case slot(Int)
    case capture(Int)
}

/// A local variable's place. `isBoxed` is decided after the whole function is compiled:
/// a variable that a closure captures lives in a `Box` so that both see its changes.
public final class LocalSlot {
    public let index: Int
    public let name: String
    public var isBoxed = false
    public var type: RuntimeType?

    init(index: Int, name: String, type: RuntimeType?) {
        self.index = index
        self.name = name
        self.type = type
    }
}

extension Function {
    /// A closure's bound `self` (`FunctionDefinition.boundSelfSource`) as the closure keeps it:
    /// the value itself when the program's teardown frees everything it holds
    /// (`isFreedByTeardown`), else in a tracked box the teardown empties, as a captured
    /// variable's box is: a closure kept by a timer's subscription, bound to a view whose
    /// field holds that timer, is a cycle no program object is part of.
    static func bindingClosureSelf(_ value: Value, _ interpreter: Interpreter) -> Value {
        if value.isFreedByTeardown { return value }
        let box = Box(value)
        interpreter.liveObjects.track(box)
        return .native(box)
    }

    /// The bound `self` a closure's frame takes (unboxed).
    static func closureSelf(_ bound: Value) -> Value {
        if case .native(let object) = bound, let box = object as? Box { return box.value }
        return bound
    }
}

extension Value {
    /// Whether everything this value holds is freed when the teardown empties the program's
    /// objects (`LiveObjects.breakCycles`): plain values, program objects, and structs and
    /// optionals of them. A native object, a function or a collection may hold a closure,
    /// and so a way back to whatever holds the value, that the teardown does not see.
    var isFreedByTeardown: Bool {
        switch self {
        case .void, .int, .double, .sized, .float, .bool, .string, .character, .none, .type, .stringIndex, .object: true
        case .some(let wrapped): wrapped.isFreedByTeardown
        case .structValue(let value): (0..<value.fieldCount).allSatisfy { value[field: $0].isFreedByTeardown }
        default: false
        }
    }
}

/// A variable shared between a frame and the closures that capture it.
public final class Box: TrackedObject {
    public var value: Value
    public init(_ value: Value) { self.value = value }

    override func releaseContents() { value = .void }
}

/// A function value: a closure with its captures, a method bound to its receiver, or a
/// function of the standard library.
public final class Function {
    public enum Kind {
        case user(FunctionDefinition, captures: Captures, boundSelf: Value?)
        case builtin(name: String, BuiltinFunction)
        /// An enum case used as a function: `Shape.circle` applied to its payload.
        case enumConstructor(NominalType, caseIndex: Int)
        /// `Point.init` or `Point(...)` used as a function value.
        case initializer(NominalType)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public init(builtin name: String, _ body: @escaping BuiltinFunction) {
        self.kind = .builtin(name: name, body)
    }

    public var definition: FunctionDefinition? {
        if case .user(let definition, _, _) = kind { return definition }
        return nil
    }
}

/// A function of the runtime library: arguments in, a value out.
public typealias BuiltinFunction = (_ context: CallContext, _ arguments: [Value]) throws -> Value
