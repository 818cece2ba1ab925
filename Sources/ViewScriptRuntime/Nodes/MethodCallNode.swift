import ViewScriptSyntax

/// `receiver.name(arguments)`: user methods (mutating ones write the receiver back),
/// closures stored in properties, extensions of built-in types, the library.
public final class MethodCallNode: ExprNode {
    let base: ExprNode
    let name: String
    let arguments: [ArgumentNode]
    let shape: ArgumentShape
    /// Where the member's name is written (`scrollPosition` in `.scrollPosition(id: $id)`):
    /// a modifier's errors are positioned there, as swiftc positions them.
    let nameRange: SourceRange
    init(base: ExprNode, name: String, nameRange: SourceRange, arguments: [ArgumentNode], range: SourceRange) {
        self.base = base
        self.name = name
        self.nameRange = nameRange
        self.arguments = arguments
        self.shape = ArgumentShape(arguments)
        self.prepares = (base as? LValueNode)?.accessHasEffects ?? false
        self.storage = base as? LValueNode
        self.memberBase = base as? MemberNode
        self.storageReference = storage.map { Unmanaged.passUnretained($0) }
        // Arguments without effects: evaluating them after the element's type was looked at
        // cannot change it.
        let argumentsAreDirect = arguments.allSatisfy { !$0.isInout && $0.thunk == nil && DirectOperand($0.value) != nil }
        self.elementBase = argumentsAreDirect ? (base as? SubscriptNode).map { Unmanaged.passUnretained($0) } : nil
        if name == "append", arguments.count == 1, arguments[0].label == nil, !arguments[0].isInout,
           arguments[0].thunk == nil {
            appendedElement = Unmanaged.passUnretained(arguments[0].value)
        } else {
            appendedElement = nil
        }
        super.init(range: range)
    }
    /// The one unlabeled argument of `x.append(element)`, when that is the form (decided once).
    private let appendedElement: Unmanaged<ExprNode>?
    /// Which library receivers the method mutates, from its name.
    private lazy var mutability = Library.Mutability(name)
    /// The receiver type of the last call and its method's plan, when that is a `DirectCall`.
    private var cachedType: ObjectIdentifier?
    private var cachedMethod = KeptPlan<DirectCall>(nil)
    /// Whether that method is a mutating method of a struct.
    private var cachedMutates = false
    /// Calls on a type, and on a value seen as a protocol (where extension methods are chosen
    /// statically), take the general path.
    private lazy var isStatic: Bool = {
        if base is TypeNode { return true }
        if case .nominal(let type, _)? = base.staticType, type.kind == .protocolType { return true }
        return false
    }()
    /// `base` when it names storage (cast once), and the same unretained (`base` owns it).
    private let storage: LValueNode?
    /// `base` when it is a member (which may be a computed property).
    private let memberBase: MemberNode?
    private let storageReference: Unmanaged<LValueNode>?
    /// `base` when it is a subscript (`list[i].move()`) and the arguments have no effects,
    /// unretained (see `DirectCall.runMutating(_:onElement:ofArrayIn:_:at:)`).
    private let elementBase: Unmanaged<SubscriptNode>?
    /// The base when it is a local not seen as a protocol (see `evaluate`).
    private lazy var localCollection: Unmanaged<LocalNode>? = {
        guard let local = base as? LocalNode else { return nil }
        if case .nominal(let type, _)? = local.staticType, type.kind == .protocolType { return nil }
        return Unmanaged.passUnretained(local)
    }()
    /// Whether an extension of a collection type or `String` declares a method of this name
    /// (which a call on such a value would then run). Decided once: the program is fixed.
    private var extendsLibrary: Bool?
    private func extendsLibraryType(_ program: Program) -> Bool {
        if let extendsLibrary { return extendsLibrary }
        let extends = ["Array", "String", "Dictionary", "Set"].contains { program.builtinExtensions[$0]?.lookupMethods(name).isEmpty == false }
        extendsLibrary = extends
        return extends
    }

    private var appendTarget = AppendTarget()

    /// Whether the receiver's indices are evaluated first (see `LValueNode.withPreparedAccess`).
    private let prepares: Bool

    public override func evaluate(_ frame: Frame) throws -> Value {
        if prepares, let storage { return try storage.withPreparedAccess(frame) { try call(frame) } }
        return try call(frame)
    }

    private func call(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        if let element = appendedElement {
            // `list.append(x)` on a local holding an array or string: in place, with nothing
            // asked again that the first call decided.
            if !appendTarget.decided { appendTarget.decide(localCollection, extendsLibrary: extendsLibraryType(interpreter.program)) }
            if let slot = appendTarget.slot, frame.holdsArrayOrString(slot) {
                let value = try element._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
                if frame.append(value, toCollectionIn: slot) { return .void }
                return try localCollection!._withUnsafeGuaranteedRef { try interpreter.append(value, to: $0, frame, at: range) }
            }
        }
        if isStatic { return try interpreter.callMethod(on: base, name, shape, frame, mutability: mutability, at: range, nameRange: nameRange) }
        // A mutating method of the struct type seen last time on an element of a local array
        // (`list[i].move()`): in one step (see `callsOnElement`).
        if callsOnElement, let elementBase,
           let (array, position) = elementBase._withUnsafeGuaranteedRef({ $0.directPosition(frame) }),
           frame.structType(array, element: position) == cachedType {
            return try cachedMethod.reference!._withUnsafeGuaranteedRef { method in
                try elementBase._withUnsafeGuaranteedRef {
                    try method.runMutating(frame, onElement: position, ofArrayIn: array, $0, at: range)
                }
            }
        }
        // `list.append(x)` on a local collection: the library's mutating method runs on the
        // local in place, the receiver not copied first to learn what it is.
        if let local = localCollection,
           local._withUnsafeGuaranteedRef({ $0.storedFamily(frame) }).flatMap({ mutability.mutates(collection: $0) }) == true,
           !extendsLibraryType(frame.interpreter.program) {
            return try local._withUnsafeGuaranteedRef { local in
                if let element = appendedElement {
                    return try element._withUnsafeGuaranteedRef { try interpreter.append($0, to: local, frame, at: range) }
                }
                return try interpreter.callMutatingLibraryMethod(name, shape.evaluate(frame), on: local, frame, at: range)
            }
        }
        // The same on storage that can tell its type in place: evaluating the receiver would
        // copy it only to learn its type.
        if cachedMutates, let storage = storageReference, let cachedType,
           storage._withUnsafeGuaranteedRef({ $0.storedStructType(frame) }) == cachedType {
            return try cachedMethod.reference!._withUnsafeGuaranteedRef { method in
                try storage._withUnsafeGuaranteedRef { try method.runMutating(frame, on: $0, at: range) }
            }
        }
        if let memberBase, let storage, memberBase.readsComputed(interpreter.program) {
            return try callOnCopy(frame, storage)
        }
        var receiver = try base.evaluate(frame)
        guard let type = receiver.userType, let method = directMethod(of: type, interpreter.program) else {
            return try interpreter.callMethod(receiver: &receiver, on: base, name, shape, frame, mutability: mutability,
                                              at: range, nameRange: nameRange)
        }
        guard method.isMutating, !type.isClass, let storage else {
            return try method.run(frame, selfValue: receiver, at: range)
        }
        receiver = .void
        return try method.runMutating(frame, on: storage, at: range)
    }

    /// A method on a member that may be a computed property (`store.items.append(3)`): the
    /// getter runs once, the method on the copy, and a mutating method writes the copy back
    /// with one assignment (the setter), as in Swift.
    private func callOnCopy(_ frame: Frame, _ storage: LValueNode) throws -> Value {
        let copy = CopiedReceiver(try base.evaluate(frame), writingTo: storage)
        var receiver = copy.value
        return try frame.interpreter.callMethod(receiver: &receiver, on: copy, name, shape, frame,
                                                mutability: mutability, at: range, nameRange: nameRange)
    }

    /// The plan of the method this call runs on a receiver of `type`, when it is a `DirectCall`.
    private func directMethod(of type: NominalType, _ program: Program) -> DirectCall? {
        if ObjectIdentifier(type) == cachedType { return cachedMethod.reference?.takeUnretainedValue() }
        let candidates = type.lookupMethods(name)
        let method = candidates.count == 1 ? DirectCall.plan(candidates[0], arguments) : nil
        cachedType = ObjectIdentifier(type)
        cachedMethod = KeptPlan(method)
        cachedMutates = method?.isMutating == true && type.kind == .structType
        callsOnElement = cachedMutates && elementBase != nil && !program.extendsArraySubscripts
        return method
    }
    /// Whether the cached method is a mutating method of a struct, the base is `list[i]`
    /// (`elementBase`) and no `extension Array` declares a subscript (which element writes
    /// would go through): a call on an element of that type then runs in one step.
    private var callsOnElement = false
}

extension Value {
    /// The user type of a struct, enum or class value.
    var userType: NominalType? {
        switch self {
        case .structValue(let value): return value.type
        case .enumValue(let value): return value.type
        case .object(let object): return object.type
        default: return nil
        }
    }
}
