import ViewScriptSyntax

/// `base[arguments]`
public final class SubscriptNode: LValueNode {
    let base: ExprNode
    let arguments: [ArgumentNode]
    let shape: ArgumentShape
    /// The one unlabeled argument of `base[i]`, when that is the form (decided once).
    private let singleIndex: ExprNode?
    private let storage: LValueNode?
    init(base: ExprNode, arguments: [ArgumentNode], range: SourceRange, type: RuntimeType?) {
        self.base = base
        self.arguments = arguments
        self.shape = ArgumentShape(arguments)
        if arguments.count == 1, arguments[0].label == nil, !arguments[0].isInout, arguments[0].thunk == nil {
            singleIndex = arguments[0].value
        } else {
            singleIndex = nil
        }
        self.storage = base as? LValueNode
        self.indicesHaveEffects = !arguments.allSatisfy { $0.value is LocalNode || $0.value is ConstantNode }
        self.afterOptional = storage?.bindsOptional ?? false
        self.baseHasEffects = storage?.accessHasEffects ?? false
        if let local = base as? LocalNode, let index = singleIndex {
            localArray = (local, index)
        } else {
            localArray = nil
        }
        super.init(range: range, type: type)
    }
    /// Whether an index may have effects (anything but a local or a literal): an access
    /// evaluates the indices once, first (or, after a `?`, when it gets to them, and keeps
    /// them for the rest of the access). Without effects, what a local array's element is
    /// can be told without evaluating anything.
    private let indicesHaveEffects: Bool
    private let afterOptional: Bool
    private let baseHasEffects: Bool
    override var accessHasEffects: Bool { indicesHaveEffects || baseHasEffects }
    override var bindsOptional: Bool { afterOptional }
    override func prepareAccess(_ frame: Frame) throws {
        try storage?.prepareAccess(frame)
        if indicesHaveEffects, !afterOptional { frame.preparedIndices[ObjectIdentifier(self)] = try shape.evaluate(frame) }
    }
    /// The indices: those of the access under way, or evaluated now.
    private func indices(_ frame: Frame) throws -> CallArguments {
        guard indicesHaveEffects else { return try shape.evaluate(frame) }
        if let prepared = frame.preparedIndices[ObjectIdentifier(self)] { return prepared }
        let evaluated = try shape.evaluate(frame)
        if afterOptional, frame.accessesUnderWay > 0 { frame.preparedIndices[ObjectIdentifier(self)] = evaluated }
        return evaluated
    }
    /// The one index of `base[i]`: the access's, or evaluated now.
    private func singleIndexValue(_ frame: Frame) throws -> Value {
        guard indicesHaveEffects else { return try singleIndex!.evaluate(frame) }
        // No index prepared in this frame (`list[j - 1]` read outside any access): evaluated
        // now, as `indices` would, without its argument array. After a `?`, `indices` keeps
        // what it evaluates for the rest of an access.
        if !afterOptional, frame.preparedIndices.isEmpty { return try singleIndex!.evaluate(frame) }
        return try indices(frame).values[0]
    }
    /// `array[i]` on a local, any one unlabeled index.
    private let localArray: (array: LocalNode, index: ExprNode)?

    /// That local array and index as plain values, read without evaluating a node (decided
    /// at the first use, when the locals' boxing is known).
    private var directElement: (array: SlotAddress, index: DirectOperand)?
    private var directElementDecided = false
    /// `localArray` as plain values: the array's slot and the index node, unretained (the
    /// node owns it), for reads with any index.
    private var localArraySlot: SlotAddress?
    private var localIndex: Unmanaged<ExprNode>?

    /// Whether an extension of `Array` declares a subscript, asked once (the program is fixed;
    /// asking the program each time retains and releases it).
    private var arraySubscriptsExtended: Bool?
    @inline(__always)
    private func extendsArraySubscripts(_ frame: Frame) -> Bool {
        if let arraySubscriptsExtended { return arraySubscriptsExtended }
        let extends = frame.interpreter.program.extendsArraySubscripts
        arraySubscriptsExtended = extends
        return extends
    }

    /// Whether an assigned value is coerced to `staticType` (decided with `directElement`).
    private var assignmentCoerces = true

    @inline(__always)
    private func decideDirectElement() {
        guard !directElementDecided else { return }
        directElementDecided = true
        assignmentCoerces = staticType.map(Interpreter.coercionMayChange) ?? false
        guard let (array, index) = localArray else { return }
        localArraySlot = array.slot.address
        localIndex = Unmanaged.passUnretained(index)
        if !indicesHaveEffects, let operand = DirectOperand(index) {
            directElement = (array.slot.address, operand)
        }
        if !afterOptional, let binary = index as? BinaryNode, binary.op == .add || binary.op == .subtract,
           let local = binary.lhs as? LocalNode, let constant = binary.rhs as? ConstantNode,
           case .int(let value) = constant.value, value != .min {
            offsetElement = (array.slot.address, local.slot.address, binary.op == .add ? value : -value)
        }
    }

    /// `list[i - 1]`, `list[i + 1]` of a local array, read: the array's and the index local's
    /// slots and what is added to the local (decided with `directElement`). The index is
    /// worked out without evaluating its node; when that would overflow (a trap) or the local
    /// holds no `Int`, the node is evaluated after all.
    private var offsetElement: (array: SlotAddress, index: SlotAddress, offset: Int)?

    override func storedStructType(_ frame: Frame) -> ObjectIdentifier? {
        guard let (array, position) = directPosition(frame) else { return nil }
        return frame.structType(array, element: position)
    }
    /// The local array and the position this names when it is `list[i]` of a local with a
    /// local or literal index holding an `Int` (nothing evaluated; nil: another form).
    @inline(__always)
    func directPosition(_ frame: Frame) -> (array: SlotAddress, position: Int)? {
        decideDirectElement()
        guard let (array, index) = directElement, let position = index.int(in: frame) else { return nil }
        return (array, position)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        // `list[i]` of a local: the element is read where the local holds the array (copying
        // the array to read one element costs reference counts). Swift evaluates the index
        // before it reads the base, and so does this.
        decideDirectElement()
        // A local or literal index read as a plain `Int` (no node evaluated, no `Value` copied).
        if let (array, index) = directElement, let position = index.int(in: frame),
           let element = frame.arrayElement(array, position) {
            guard let element else { throw frame.interpreter.trap("Fatal error: Index out of range", at: range) }
            return element
        }
        if let (array, index, offset) = offsetElement, frame.preparedIndices.isEmpty, let base = frame.int(index) {
            let (position, overflow) = base.addingReportingOverflow(offset)
            if !overflow, let element = frame.arrayElement(array, position) {
                guard let element else { throw frame.interpreter.trap("Fatal error: Index out of range", at: range) }
                return element
            }
        }
        if let arraySlot = localArraySlot {
            let position = indicesHaveEffects ? try singleIndexValue(frame) : try localIndex!._withUnsafeGuaranteedRef { try $0.evaluate(frame) }
            if case .int(let offset) = position, let element = frame.arrayElement(arraySlot, offset) {
                guard let element else { throw frame.interpreter.trap("Fatal error: Index out of range", at: range) }
                return element
            }
            let value = try base.evaluate(frame)
            return try frame.interpreter.subscriptGet(value, frame.interpreter.argumentsWithFirst(position, arguments, frame), at: range)
        }
        let value = try base.evaluate(frame)
        guard singleIndex != nil else { return try frame.interpreter.subscriptGet(value, indices(frame), at: range) }
        let index = try singleIndexValue(frame)
        if case .array(let array) = value, case .int(let offset) = index {
            let position = offset - array.startIndex
            guard position >= 0, position < array.elements.count else {
                throw frame.interpreter.trap("Fatal error: Index out of range", at: range)
            }
            return array.elements[position]
        }
        return try frame.interpreter.subscriptGet(value, frame.interpreter.argumentsWithFirst(index, arguments, frame), at: range)
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        let interpreter = frame.interpreter
        // `list[i]` of a local array with a local or literal index: the element changed where
        // the local holds the array, as below but without evaluating nodes.
        decideDirectElement()
        if let (array, index) = directElement, let position = index.int(in: frame), frame.family(of: array) == .array,
           !interpreter.program.extendsArraySubscripts {
            return try frame.modifyElement(ofArrayIn: array, position, interpreter, at: range, body)
        }
        if afterOptional, let storage {
            // `a?[f()]`: the optional first, so that a `nil` ends the access before the index runs.
            let range = self.range
            return try storage.modify(frame) { current in
                let args = try indices(frame)
                if singleIndex != nil, case .int(let position) = args.values[0] {
                    return try interpreter.modifyElement(&current, position, args.values[0], at: range, body)
                }
                return try interpreter.modifySubscript(&current, args, at: range, body)
            }
        }
        if singleIndex != nil, let storage {
            // `array[i]` as storage: the element changed in place.
            let index = try singleIndexValue(frame)
            if case .int(let position) = index, storage.storedFamily(frame) == .array {
                let range = self.range
                return try storage.modify(frame) { current in
                    try interpreter.modifyElement(&current, position, index, at: range, body)
                }
            }
            return try modifyGeneral(frame, interpreter.argumentsWithFirst(index, arguments, frame), body)
        }
        return try modifyGeneral(frame, indices(frame), body)
    }

    private func modifyGeneral<T>(_ frame: Frame, _ args: CallArguments, _ body: (inout Value) throws -> T) throws -> T {
        let interpreter = frame.interpreter
        let range = self.range
        if let storage = base as? LValueNode {
            if storage.holdsObject(frame), case .object = try? base.evaluate(frame) {
                var object = try base.evaluate(frame)
                return try interpreter.modifySubscript(&object, args, at: range, body)
            }
            return try storage.modify(frame) { current in try interpreter.modifySubscript(&current, args, at: range, body) }
        }
        var value = try base.evaluate(frame)
        return try interpreter.modifySubscript(&value, args, at: range, body)
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        // `list[i] = x` of a local array with a local or literal index, when the node's type
        // does not change the value: stored where the local holds the array, without the
        // closure of `modify`.
        decideDirectElement()
        if let (array, index) = directElement, !value.isNative, !assignmentCoerces, let position = index.int(in: frame),
           !extendsArraySubscripts(frame),
           try frame.store(value, at: position, ofArrayIn: array, frame.interpreter, at: range) {
            return
        }
        let coerced = staticType.map { frame.interpreter.coerce(value, to: $0) } ?? value
        try modify(frame) { $0 = coerced }
    }
}
