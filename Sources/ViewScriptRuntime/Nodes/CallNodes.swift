import ViewScriptSyntax

/// Calls a function value: a closure in a variable, a returned function.
public final class ValueCallNode: ExprNode {
    let callee: ExprNode
    let shape: ArgumentShape
    init(callee: ExprNode, arguments: [ArgumentNode], range: SourceRange) {
        self.callee = callee
        self.shape = ArgumentShape(arguments)
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let function = try callee.evaluate(frame)
        let args = try shape.evaluate(frame)
        return try interpreter.callValue(function, args, frame, at: range)
    }
}

/// Calls a top-level function (overloads chosen by labels, then by argument types).
public final class FunctionCallNode: ExprNode {
    let candidates: [FunctionDefinition]
    let arguments: [ArgumentNode]
    let shape: ArgumentShape
    let name: String
    init(candidates: [FunctionDefinition], arguments: [ArgumentNode], name: String, range: SourceRange, type: RuntimeType?) {
        self.candidates = candidates
        self.arguments = arguments
        self.shape = ArgumentShape(arguments)
        self.name = name
        super.init(range: range, type: type)
    }
    /// Decided at the first call: the plan when the single candidate is a `DirectCall`
    /// (`direct` owns it; `directReference` is read without a reference count).
    private var direct: DirectCall?
    private var directReference: Unmanaged<DirectCall>?
    private var directDecided = false

    public override func evaluate(_ frame: Frame) throws -> Value {
        if let directReference {
            return try directReference._withUnsafeGuaranteedRef { try $0.run(frame, selfValue: nil, at: range) }
        }
        if !directDecided {
            directDecided = true
            direct = candidates.count == 1 ? DirectCall.plan(candidates[0], arguments) : nil
            directReference = direct.map { Unmanaged.passUnretained($0) }
            return try evaluate(frame)
        }
        return try callOverload(frame)
    }
    /// The general path, apart so that the frame of `evaluate` (on the native stack once per
    /// nested call) stays small in unoptimized builds.
    @inline(never)
    private func callOverload(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let args = try shape.evaluate(frame)
        guard let (definition, bindings) = interpreter.choose(candidates, args) else {
            throw interpreter.failure(.noMatchingCall(name, args.labelText), at: range)
        }
        return try interpreter.callDefinition(definition, bindings: bindings, args, captures: [], selfValue: nil,
                                              frame, at: range).result
    }
}

/// `Type(arguments)`: user initializers, memberwise initializers, library types.
public final class InitializerCallNode: ExprNode {
    let type: RuntimeType
    let shape: ArgumentShape
    let arguments: [ArgumentNode]
    init(type: RuntimeType, arguments: [ArgumentNode], range: SourceRange) {
        self.type = type
        self.shape = ArgumentShape(arguments)
        self.arguments = arguments
        if type == .string, arguments.count == 1, arguments[0].label == nil, !arguments[0].isInout,
           !arguments[0].isTrailingClosure, arguments[0].thunk == nil {
            stringArgument = Unmanaged.passUnretained(arguments[0].value)
        } else {
            stringArgument = nil
        }
        if case .named(let name, _) = type, arguments.allSatisfy({ $0.label == nil }),
           let entry = Catalogue.view(name), entry.state != .notSimulated {
            simulatedView = name
        } else {
            simulatedView = nil
        }
        super.init(range: range)
    }
    /// The name of a library view called without labels (`Text("a")`, `VStack { }`): a user
    /// extension's initializer cannot be meant, so the view is made without looking it up
    /// again on every call (a `ForEach` row's views are made once per row and update).
    private let simulatedView: String?
    /// The argument of `String(x)` (unretained: `arguments` owns it): an `Int` is converted
    /// without building the call's arguments or looking the initializer up by name.
    private let stringArgument: Unmanaged<ExprNode>?

    /// The initializer of a class with one, when the call is a `DirectCall` (`RowModel(index:
    /// $0)`, once per row of a long list): no arguments are built, chosen among or matched.
    /// Decided at the first call, when the program's initializers are known.
    private var classInitializer: DirectCall?
    private var classInitializerDecided = false

    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        if let stringArgument {
            let value = try stringArgument._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
            if case .int(let number) = value { return .string(FastText.decimal(number)) }
            return try interpreter.construct(type, interpreter.argumentsWithFirst(value, arguments, frame), frame, at: range)
        }
        if !classInitializerDecided {
            classInitializerDecided = true
            classInitializer = directClassInitializer(interpreter)
        }
        if let classInitializer, case .nominal(let nominal, _) = type {
            let range = self.range
            return .object(try classInitializer.runInitializer(frame, makeObject: {
                try interpreter.makeObject(nominal, [], at: range)
            }, at: range))
        }
        let args = try shape.evaluate(frame)
        if let simulatedView { return try interpreter.makeSimulatedView(simulatedView, args, at: range) }
        return try interpreter.construct(interpreter.bound(type, in: frame), args, frame, at: range)
    }
}

extension InitializerCallNode {
    /// The one initializer of a non-generic class without a superclass, not failable, that takes these arguments
    /// one to one (see `DirectCall.applies`).
    fileprivate func directClassInitializer(_ interpreter: Interpreter) -> DirectCall? {
        guard simulatedView == nil, case .nominal(let nominal, let generics) = type, generics.isEmpty,
              nominal.kind == .classType || nominal.kind == .actorType, nominal.genericParameters.isEmpty,
              // With a superclass, each class's properties take their values as its own initializer starts.
              nominal.superclass == nil else { return nil }
        let candidates = interpreter.initializers(of: nominal)
        guard candidates.count == 1, !candidates[0].isFailable else { return nil }
        return DirectCall.plan(candidates[0], arguments)
    }
}

/// `.name(arguments)` with the type from the context (`.circle(radius: 1)`, `.seconds(2)`).
public final class ImplicitMemberCallNode: ExprNode {
    let name: String
    let context: RuntimeType?
    let shape: ArgumentShape
    init(name: String, context: RuntimeType?, arguments: [ArgumentNode], range: SourceRange) {
        self.name = name
        self.context = context
        self.shape = ArgumentShape(arguments)
        super.init(range: range, type: context)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let args = try shape.evaluate(frame)
        if context == nil, interpreter.program.userStaticNames.contains(name) {
            return .native(UnresolvedMember(name: name, arguments: args, range: range))
        }
        return try interpreter.implicitMember(name, context: context, arguments: (args, frame), at: range)
    }
}

/// A library function: `print`, `min`, `zip`, `fatalError`, ...
public final class BuiltinCallNode: ExprNode {
    let name: String
    let shape: ArgumentShape
    init(name: String, arguments: [ArgumentNode], range: SourceRange) {
        self.name = name
        self.shape = ArgumentShape(arguments)
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let args = try shape.evaluate(frame)
        return try Builtins.call(name, args, CallContext(interpreter: interpreter, range: range))
    }
}

/// `super.method(...)` and `super.init(...)`.
public final class SuperCallNode: ExprNode {
    let selfNode: ExprNode
    let name: String
    let superclass: NominalType?
    let shape: ArgumentShape
    init(selfNode: ExprNode, name: String, superclass: NominalType?, arguments: [ArgumentNode], range: SourceRange) {
        self.selfNode = selfNode
        self.name = name
        self.superclass = superclass
        self.shape = ArgumentShape(arguments)
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let receiver = try selfNode.evaluate(frame)
        let args = try shape.evaluate(frame)
        guard let superclass else {
            // `super.init()` of a class whose base is a library class (`NSObject`, `UIViewController`).
            if name == "init" || Builtins.isInertSuperCall(name) { return .void }
            throw interpreter.failure(.cannotFindInScope("super"), at: range)
        }
        let candidates = name == "init" ? interpreter.initializers(of: superclass) : superclass.lookupMethods(name)
        if candidates.isEmpty, name == "init" {
            guard case .object(let object) = receiver else { return .void }
            try interpreter.runInitializer(nil, of: superclass, on: object, args, frame, at: range)
            return .void
        }
        guard let (definition, bindings) = interpreter.choose(candidates, args) else {
            if Builtins.isInertSuperCall(name) { return .void }
            throw interpreter.failure(.noMatchingCall("super.\(name)", args.labelText), at: range)
        }
        if name == "init", case .object(let object) = receiver {
            try interpreter.runInitializer(definition, of: superclass, on: object, args, frame, at: range)
            return .void
        }
        return try interpreter.callDefinition(definition, bindings: bindings, args, captures: [], selfValue: receiver,
                                              frame, at: range).result
    }
}

/// `self.init(...)`: delegation to another initializer of the same type.
public final class SelfInitCallNode: ExprNode {
    let selfNode: ExprNode
    let type: NominalType?
    let shape: ArgumentShape
    init(selfNode: ExprNode, type: NominalType?, arguments: [ArgumentNode], range: SourceRange) {
        self.selfNode = selfNode
        self.type = type
        self.shape = ArgumentShape(arguments)
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        guard let type else { throw interpreter.failure(.cannotFindInScope("self.init"), at: range) }
        let args = try shape.evaluate(frame)
        let receiver = try selfNode.evaluate(frame)
        if case .object(let object) = receiver {
            let candidates = interpreter.initializers(of: object.type)
            guard let (definition, _) = interpreter.choose(candidates, args) else {
                throw interpreter.failure(.noMatchingCall("init", args.labelText), at: range)
            }
            try interpreter.runInitializer(definition, of: object.type, on: object, args, frame, at: range)
            return .void
        }
        let value = try interpreter.construct(.nominal(type, []), args, frame, at: range)
        if let storage = selfNode as? LValueNode { try storage.assign(frame, value.unwrappedOptionalInit) }
        return .void
    }
}

extension Value {
    /// The value a failable initializer delegated to (unwrapped).
    var unwrappedOptionalInit: Value {
        if case .some(let inner) = self { return inner }
        return self
    }
}
