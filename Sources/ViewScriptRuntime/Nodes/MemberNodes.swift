import ViewScriptSyntax

/// `base.name`: a stored or computed property, a method as a value, a tuple element,
/// a static member of a type.
public final class MemberNode: LValueNode {
    let base: ExprNode
    let name: String
    /// `base` as a type (`Counter.total += 1`), as storage or as a local, cast once.
    private let typeBase: TypeNode?
    private let storageBase: LValueNode?
    private let localBase: LocalNode?
    init(base: ExprNode, name: String, range: SourceRange) {
        self.base = base
        self.name = name
        self.typeBase = base as? TypeNode
        self.storageBase = base as? LValueNode
        self.localBase = base as? LocalNode
        super.init(range: range)
    }
    /// The last struct type read here and the index of the (not lazy) field in it.
    private var cachedType: ObjectIdentifier?
    private var cachedIndex = 0
    private var cachedReadsThroughStorage = false
    /// The last struct type written here, when the field is a plain stored property (no
    /// observers, wrapper or `lazy`): its index and whether its declared type coerces.
    private var writtenType: ObjectIdentifier?
    private var writtenIndex = 0
    private var writtenCoerces = false

    public override func evaluate(_ frame: Frame) throws -> Value {
        // `self.x` or `point.x` of the struct type read last time: the field is read where
        // the local holds it (copying the struct to read one field costs a reference count).
        if let field = inPlaceRead, let value = frame.structField(field.slot, field.index, ofType: field.type) {
            return try Self.read(value, field.readsThroughStorage, frame.interpreter)
        }
        let value = try base.evaluate(frame)
        // The other reads are functions of their own so that this frame, on the native stack
        // once per nested call through a member (`body` reading itself), stays small in
        // unoptimized builds.
        if let stored = try readStored(of: value, frame) { return stored }
        return try frame.interpreter.getMember(value, name, at: range)
    }
    /// A stored property of a struct or class instance, or nil for every other member.
    private func readStored(of value: Value, _ frame: Frame) throws -> Value? {
        let interpreter = frame.interpreter
        if case .structValue(let structValue) = value {
            if structValue.typeIdentifier == cachedType {
                return try Self.read(structValue[field: cachedIndex], cachedReadsThroughStorage, interpreter)
            }
            if let index = structValue.type.fieldIndex[name], !structValue.type.storedProperties[index].isLazy {
                let throughStorage = structValue.type.storedProperties[index].readsThroughStorage
                cachedType = structValue.typeIdentifier
                cachedIndex = index
                cachedReadsThroughStorage = throughStorage
                inPlaceRead = localBase.map {
                    InPlaceField(slot: $0.slot.address, index: index, type: cachedType!, readsThroughStorage: throughStorage)
                }
                return try Self.read(structValue[field: index], throughStorage, interpreter)
            }
        }
        if case .object(let object) = value, let index = object.type.fieldIndex[name] {
            let field = object.fields[index]
            if case .void = field, object.type.storedProperties[index].isLazy {
                return try interpreter.initializeLazy(object, index, at: range)
            }
            interpreter.noteRead(of: object, index)
            let value = field.strengthened
            // Only a field holding a reference asks whether it is a wrapper's.
            if case .native = value, object.type.storedProperties[index].readsThroughStorage {
                return try value.dereferenced(interpreter)
            }
            return value
        }
        if case .structValue(let structValue) = value, let index = structValue.type.fieldIndex[name],
           case .void = structValue[field: index], let storage = base as? LValueNode {
            // A `lazy var` of a struct: computed on first use and stored.
            return try storage.modify(frame) { current in
                try interpreter.modifyMember(&current, name, at: range) { $0 }
            }
        }
        return nil
    }
    /// A field's value, through the `@State` cell or `Binding` a wrapper field may hold.
    @inline(__always)
    static func read(_ field: Value, _ throughStorage: Bool, _ interpreter: Interpreter) throws -> Value {
        if case .native = field, throughStorage { return try field.dereferenced(interpreter) }
        return field
    }

    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        let interpreter = frame.interpreter
        if let typeNode = typeBase {
            return try interpreter.modifyStatic(typeNode.type, name, at: range, body)
        }
        if let storage = storageBase {
            // A class instance is a reference: its fields change without writing the base back.
            if storage.holdsObject(frame), case .object(let object) = try? base.evaluate(frame) {
                return try interpreter.modifyField(of: object, name, at: range, body)
            }
            // A `@State` or `Binding` field of a local or captured struct (a view's `self`): the
            // struct does not change, so it stays readable while the body runs (a closure in it
            // may read `self`: `items.removeAll { selection.contains($0) }`).
            if storage is LocalNode || storage is CaptureNode, writtenType == nil || storage.storedStructType(frame) != writtenType,
               case .structValue(let structValue) = try base.evaluate(frame), let index = structValue.type.fieldIndex[name],
               structValue.type.storedProperties[index].readsThroughStorage,
               case .native(let object) = structValue[field: index], object is ValueReference {
                var value = Value.structValue(structValue)
                return try interpreter.modifyMember(&value, name, at: range, body)
            }
            let name = self.name
            let range = self.range
            return try storage.modify(frame) { current in
                // A plain stored property of a struct: changed in place.
                if case .structValue(var structValue) = current, let index = plainFieldIndex(in: structValue.type) {
                    current = .void
                    defer { current = .structValue(structValue) }
                    let result = try body(&structValue[field: index])
                    if writtenCoerces || structValue[field: index].isNative,
                       let declared = structValue.type.storedProperties[index].type {
                        structValue[field: index] = interpreter.coerce(structValue[field: index], to: declared)
                    }
                    return result
                }
                // `_count = State(initialValue: 1)` in an `init`: the wrapper's own storage.
                if case .structValue(var structValue) = current, name.hasPrefix("_"),
                   let index = structValue.type.fieldIndex[String(name.dropFirst())],
                   structValue.type.storedProperties[index].wrapper != nil {
                    current = .void
                    defer { current = .structValue(structValue) }
                    return try body(&structValue[field: index])
                }
                return try interpreter.modifyMember(&current, name, at: range, body)
            }
        }
        var value = try base.evaluate(frame)
        return try interpreter.modifyMember(&value, name, at: range, body)
    }
    /// The index of this member in `type` when it is a plain stored property (no observers,
    /// wrapper or `lazy`), remembered for the last struct type written.
    @inline(__always)
    private func plainFieldIndex(in type: NominalType) -> Int? {
        if ObjectIdentifier(type) == writtenType { return writtenIndex }
        return findPlainField(in: type)
    }

    private func findPlainField(in type: NominalType) -> Int? {
        guard let index = type.fieldIndex[name] else { return nil }
        let property = type.storedProperties[index]
        guard !property.isLazy, property.willSet == nil, property.didSet == nil, property.wrapper == nil else { return nil }
        writtenType = ObjectIdentifier(type)
        writtenIndex = index
        writtenCoerces = Interpreter.coercionMayChange(property.type)
        inPlaceWrite = writtenCoerces ? nil : localBase.map { InPlaceField(slot: $0.slot.address, index: index, type: writtenType!) }
        return index
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        // `readsComputed` (cached per node) first: most members are computed in no type.
        if typeBase == nil, readsComputed(frame.interpreter.program),
           frame.interpreter.program.settableComputedNames.contains(name) {
            return try assignComputed(frame, value)
        }
        try modify(frame) { $0 = value }
    }
    /// An assignment to what may be a computed property: its setter runs without its getter.
    private func assignComputed(_ frame: Frame, _ value: Value) throws {
        let interpreter = frame.interpreter
        let name = self.name
        let range = self.range
        guard let storage = storageBase else {
            var receiver = try base.evaluate(frame)
            return try interpreter.assignMember(&receiver, name, value, at: range)
        }
        if storage.holdsObject(frame), case .object(let object) = try? base.evaluate(frame) {
            var receiver = Value.object(object)
            return try interpreter.assignMember(&receiver, name, value, at: range)
        }
        try storage.modify(frame) { current in try interpreter.assignMember(&current, name, value, at: range) }
    }
    /// Whether reading this member may run a getter: some type of the program has a computed
    /// property of this name (decided at the first use).
    func readsComputed(_ program: Program) -> Bool {
        if let readsComputedAnswer { return readsComputedAnswer }
        let answer = program.computedNames.contains(name)
        readsComputedAnswer = answer
        return answer
    }
    private var readsComputedAnswer: Bool?
    // A peek at what the storage holds must not run a getter (the access runs it once).
    public override func holdsObject(_ frame: Frame) -> Bool {
        !readsComputed(frame.interpreter.program) && super.holdsObject(frame)
    }
    override func storedFamily(_ frame: Frame) -> Value.Family? {
        readsComputed(frame.interpreter.program) ? nil : super.storedFamily(frame)
    }
    override var accessHasEffects: Bool { storageBase?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try storageBase?.prepareAccess(frame) }
    override var bindsOptional: Bool { storageBase?.bindsOptional ?? false }

    /// A field of a struct held by a local (`x` in a method is `self.x`), read or written where
    /// the local holds it: the local, the field and the struct type it was found in.
    struct InPlaceField {
        let slot: SlotAddress
        let index: Int
        let type: ObjectIdentifier
        /// The field's `StoredProperty.readsThroughStorage` (reads only).
        var readsThroughStorage = false
    }
    /// Set at a read that found the base a local holding a struct (the type read last).
    private(set) var inPlaceRead: InPlaceField?
    /// Set at a write that found the base a local holding a struct whose field is a plain
    /// stored property that coerces nothing (`x += vx` changes its `Int` in place).
    private(set) var inPlaceWrite: InPlaceField?

    /// Whether the base is a local (see `storedInt`).
    var readsLocal: Bool { localBase != nil }

    /// The field's `Int`, when the base is a local holding a struct of the type read here
    /// last and the field holds an `Int`: read in place, nothing evaluated or copied (nil:
    /// evaluate the node).
    @inline(__always)
    func storedInt(_ frame: Frame) -> Int? {
        guard let field = inPlaceRead else { return nil }
        return frame.intField(field.slot, field.index, ofType: field.type)
    }
}

/// `super.name` in a class method.
public final class SuperMemberNode: ExprNode {
    let base: ExprNode
    let name: String
    let superclass: NominalType?
    init(base: ExprNode, name: String, superclass: NominalType?, range: SourceRange) {
        self.base = base
        self.name = name
        self.superclass = superclass
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try base.evaluate(frame)
        guard let superclass else { throw frame.interpreter.failure(.cannotFindInScope("super"), at: range) }
        if let computed = superclass.lookupComputed(name), let getter = computed.getter {
            return try frame.interpreter.invoke(getter, arguments: [], captures: [], selfValue: value, at: range).result
        }
        if let method = superclass.lookupMethods(name).first {
            return .function(Function(.user(method, captures: [], boundSelf: value)))
        }
        return try frame.interpreter.getMember(value, name, at: range)
    }
}

/// `.name` whose type comes from the context (`.north`, `.seconds(2)`, `.infinity`).
public final class ImplicitMemberNode: ExprNode {
    let name: String
    let context: RuntimeType?
    init(name: String, context: RuntimeType?, range: SourceRange) {
        self.name = name
        self.context = context
        super.init(range: range, type: context)
    }
    /// The value when this names a case without payload of the enum type seen last (`.west`):
    /// made once, not looked up by name at every evaluation.
    private var cachedCase: (type: ObjectIdentifier, value: Value)?

    public override func evaluate(_ frame: Frame) throws -> Value {
        if case .nominal(let type, _)? = context, let value = plainCase(of: type) { return value }
        if context == nil, frame.interpreter.program.userStaticNames.contains(name) {
            return .native(UnresolvedMember(name: name, arguments: nil, range: range))
        }
        return try frame.interpreter.implicitMember(name, context: context, arguments: nil, at: range)
    }
    /// In a pattern or a comparison the other operand gives the type.
    func evaluate(_ frame: Frame, contextOf other: Value) throws -> Value {
        if case .enumValue(let enumValue) = other, let value = plainCase(of: enumValue.type) { return value }
        // `configuration.role == .cancel` with a `nil` role: nil tells no type, and no case equals it.
        if case .none = other, name != "none" { return .native(UnresolvedMember(name: name, arguments: nil, range: range)) }
        let type = frame.interpreter.runtimeType(of: other.unwrappedDeep ?? other)
        return try frame.interpreter.implicitMember(name, context: type, arguments: nil, at: range)
    }
    /// This member as a case of `type` without payload, if it is one.
    private func plainCase(of type: NominalType) -> Value? {
        if let cachedCase, cachedCase.type == ObjectIdentifier(type) { return cachedCase.value }
        guard type.kind == .enumType, let index = type.caseIndex[name], type.enumCases[index].payloadLabels == nil else {
            return nil
        }
        let value = Value.enumValue(EnumValue(type: type, caseIndex: index))
        cachedCase = (ObjectIdentifier(type), value)
        return value
    }
}
