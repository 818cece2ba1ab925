import ViewScriptSyntax

/// A literal or a value known at compile time.
public final class ConstantNode: ExprNode {
    let value: Value
    public init(_ value: Value, range: SourceRange, type: RuntimeType? = nil) {
        self.value = value
        super.init(range: range, type: type ?? ConstantNode.type(of: value))
    }
    static func type(of value: Value) -> RuntimeType? {
        switch value {
        case .int: return .int
        case .double: return .double
        case .sized(let number): return .sized(number.width)
        case .float: return .float
        case .bool: return .bool
        case .string: return .string
        case .character: return .character
        default: return nil
        }
    }
    public override func evaluate(_ frame: Frame) throws -> Value { value }
}

/// A local variable or parameter of the running function.
public final class LocalNode: LValueNode {
    let slot: LocalSlot
    init(slot: LocalSlot, range: SourceRange) {
        self.slot = slot
        super.init(range: range, type: slot.type)
    }
    public override func evaluate(_ frame: Frame) throws -> Value { frame.read(slot) }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        frame.write(slot, slot.type.map { frame.interpreter.coerce(value, to: $0) } ?? value)
    }
    public override func holdsObject(_ frame: Frame) -> Bool { frame.holdsObject(slot.address) }
    override func storedFamily(_ frame: Frame) -> Value.Family? { frame.family(of: slot.address) }
    override func storedStructType(_ frame: Frame) -> ObjectIdentifier? { frame.structType(slot.address) }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        // Take the value out while it is changed, so an array in it stays uniquely referenced
        // (exchanged, not copied: no reference count either way).
        var value = Value.void
        let address = slot.address
        frame.exchange(address, &value)
        defer { frame.exchange(address, &value) }
        return try body(&value)
    }
}

/// A variable of an enclosing function, captured by this closure.
public final class CaptureNode: LValueNode {
    let index: Int
    init(index: Int, slot: LocalSlot, range: SourceRange) {
        self.index = index
        super.init(range: range, type: slot.type)
    }
    public override func evaluate(_ frame: Frame) throws -> Value { frame.captures[index].value }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        frame.captures[index].value = staticType.map { frame.interpreter.coerce(value, to: $0) } ?? value
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        let box = frame.captures[index]
        var value = box.value
        box.value = .void
        defer { box.value = value }
        return try body(&value)
    }
}

/// A global variable.
public final class GlobalNode: LValueNode {
    let index: Int
    let name: String
    init(index: Int, name: String, range: SourceRange, type: RuntimeType?) {
        self.index = index
        self.name = name
        super.init(range: range, type: type)
    }
    public override func evaluate(_ frame: Frame) throws -> Value { frame.interpreter.globals[index].value.strengthened }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        let interpreter = frame.interpreter
        let type = interpreter.program.globalTypes[index]
        let stored = type.map { interpreter.coerce(value, to: $0) } ?? value
        if interpreter.program.globalObservers[index] != nil {
            try modify(frame) { $0 = stored }
            return
        }
        interpreter.globals[index].value = interpreter.program.weakGlobals.contains(index) ? stored.weakened : stored
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        let interpreter = frame.interpreter
        if let observers = interpreter.program.globalObservers[index],
           interpreter.currentFunction !== observers.willSet, interpreter.currentFunction !== observers.didSet {
            let old = interpreter.globals[index].value
            var new = old
            let result = try body(&new)
            if let type = interpreter.program.globalTypes[index] { new = interpreter.coerce(new, to: type) }
            if let willSet = observers.willSet { _ = try interpreter.invoke(willSet, arguments: [new], captures: [], selfValue: nil, at: range) }
            interpreter.globals[index].value = new
            if let didSet = observers.didSet { _ = try interpreter.invoke(didSet, arguments: [old], captures: [], selfValue: nil, at: range) }
            return result
        }
        let box = interpreter.globals[index]
        var value = box.value
        box.value = .void
        defer { box.value = value }
        return try body(&value)
    }
}

/// `Self` where it means the dynamic type of `self`.
public final class DynamicSelfNode: ExprNode {
    let selfNode: ExprNode
    init(_ selfNode: ExprNode, range: SourceRange) {
        self.selfNode = selfNode
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try selfNode.evaluate(frame)
        // In a static member of a protocol extension, `self` is the type it was called on.
        if case .type = value { return value }
        return .type(frame.interpreter.runtimeType(of: value))
    }
}

/// A type used as a value.
public final class TypeNode: ExprNode {
    let type: RuntimeType
    /// For a generic parameter of the enclosing type (`Option` in `FilterBar<Option>`'s members):
    /// `self`, whose generic arguments bind it, and the parameter's position.
    let ownerSelf: (node: ExprNode, position: Int)?
    init(_ type: RuntimeType, range: SourceRange, ownerSelf: (node: ExprNode, position: Int)? = nil) {
        self.type = type
        self.ownerSelf = ownerSelf
        super.init(range: range, type: .metatype(type))
    }
    public override func evaluate(_ frame: Frame) throws -> Value { .type(try resolved(frame)) }

    /// The type this names where it runs: a generic parameter bound in the running call, or by `self`.
    func resolved(_ frame: Frame) throws -> RuntimeType {
        guard let ownerSelf else { return frame.interpreter.bound(type, in: frame) }
        return try frame.interpreter.bound(type, position: ownerSelf.position, of: ownerSelf.node.evaluate(frame), in: frame)
    }
}

/// `_` as an assignment target.
public final class DiscardNode: LValueNode {
    public override func evaluate(_ frame: Frame) throws -> Value { .void }
    public override func assign(_ frame: Frame, _ value: Value) throws {}
}

/// A top-level function used as a value (`numbers.map(double)`).
public final class FunctionReferenceNode: ExprNode {
    let candidates: [FunctionDefinition]
    init(candidates: [FunctionDefinition], range: SourceRange) {
        self.candidates = candidates
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        .function(Function(.user(candidates[0], captures: [], boundSelf: nil)))
    }
}

/// A library function or constant used as a value (`print`, `max` passed to `reduce`).
public final class BuiltinReferenceNode: ExprNode {
    let name: String
    init(name: String, range: SourceRange) {
        self.name = name
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        try Builtins.value(named: name, frame.interpreter, at: range)
    }
}

public final class TupleNode: ExprNode {
    let elements: [ExprNode]
    let labels: [String?]
    init(elements: [ExprNode], labels: [String?], range: SourceRange) {
        self.elements = elements
        self.labels = labels
        let types = elements.compactMap(\.staticType)
        super.init(range: range, type: types.count == elements.count ? .tuple(types, labels: labels) : nil)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        if elements.isEmpty { return .void }
        var tuple = TupleValue(try elements.map { try $0.evaluate(frame) }, labels: labels)
        tuple.depth = try ValueDepth.check(tuple.elements, frame.interpreter, at: range)
        return .tuple(tuple)
    }
}

public final class ArrayLiteralNode: ExprNode {
    let elements: [ExprNode]
    let elementType: RuntimeType?
    let isSet: Bool
    init(elements: [ExprNode], elementType: RuntimeType?, isSet: Bool, range: SourceRange) {
        self.elements = elements
        self.elementType = elementType
        self.isSet = isSet
        super.init(range: range, type: elementType.map { isSet ? .set($0) : .array($0) })
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            var value = try element.evaluate(frame)
            if let elementType { value = frame.interpreter.coerce(value, to: elementType) }
            values.append(value)
        }
        if isSet { return .set(SetValue(values, elementType: elementType)) }
        var array = ArrayValue(values, elementType: elementType)
        array.depth = try ValueDepth.check(values, frame.interpreter, at: range)
        return .array(array)
    }
}

public final class DictionaryLiteralNode: ExprNode {
    let pairs: [(ExprNode, ExprNode)]
    let keyType: RuntimeType?
    let valueType: RuntimeType?
    init(pairs: [(ExprNode, ExprNode)], keyType: RuntimeType?, valueType: RuntimeType?, range: SourceRange) {
        self.pairs = pairs
        self.keyType = keyType
        self.valueType = valueType
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        var dictionary = DictionaryValue(keyType: keyType, valueType: valueType)
        for (keyNode, valueNode) in pairs {
            let key = try keyNode.evaluate(frame)
            var value = try valueNode.evaluate(frame)
            if let valueType { value = frame.interpreter.coerce(value, to: valueType) }
            if dictionary[key] != nil {
                throw frame.interpreter.trap("Fatal error: Dictionary literal contains duplicate keys", at: range)
            }
            dictionary.updateValue(value, forKey: key)
        }
        return .dictionary(dictionary)
    }
}

/// `a..<b`, `a...b` and the one-sided forms.
public final class RangeNode: ExprNode {
    let kind: RangeValue.Kind
    let lower: ExprNode?
    let upper: ExprNode?
    init(kind: RangeValue.Kind, lower: ExprNode?, upper: ExprNode?, range: SourceRange) {
        self.kind = kind
        self.lower = lower
        self.upper = upper
        super.init(range: range, type: (lower?.staticType ?? upper?.staticType).map { .range($0, kind: kind) })
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        var low = try lower?.evaluate(frame)
        var high = try upper?.evaluate(frame)
        if case .int(let a)? = low, case .double? = high { low = .double(Double(a)) }
        if case .double? = low, case .int(let b)? = high { high = .double(Double(b)) }
        if let low, let high, kind == .halfOpen || kind == .closed {
            if try frame.interpreter.compare(high, low, at: range) < 0 {
                throw frame.interpreter.trap("Fatal error: Range requires lowerBound <= upperBound", at: range)
            }
        }
        return .range(RangeValue(kind, lower: low, upper: high))
    }
}

/// `{ params in body }`: a function value capturing the boxes of the variables it uses.
public final class ClosureNode: ExprNode {
    let definition: FunctionDefinition
    init(definition: FunctionDefinition, range: SourceRange) {
        self.definition = definition
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        // One box is kept inline (`Captures`): a closure capturing one variable makes no array.
        var captures = Captures()
        for source in definition.captures {
            switch source {
            case .slot(let index): captures.append(frame.box(at: index))
            case .capture(let index): captures.append(frame.captures[index])
            }
        }
        for item in definition.captureList {
            let value = try item.value.evaluate(frame)
            // `[weak self]` holds weakly, `[unowned self]` without keeping the object alive (a read after it is gone traps).
            let box = Box(item.isWeak ? value.weakened : item.isUnowned ? value.unownedReference : value)
            frame.interpreter.liveObjects.track(box)
            captures.append(box)
        }
        let boundSelf = definition.boundSelfSource.map { Function.bindingClosureSelf(frame.read($0), frame.interpreter) }
        return .function(Function(.user(definition, captures: captures, boundSelf: boundSelf)))
    }
}

/// `$name`: the projected value of a property wrapper (a `Binding` for `@State`). The
/// view graph gives it meaning; in plain Swift code it reads the storage.
public final class ProjectedValueNode: ExprNode {
    let storage: ExprNode
    let name: String
    init(storage: ExprNode, name: String, range: SourceRange) {
        self.storage = storage
        self.name = name
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        // `$count` of a `@State` field: a binding to its cell; of a `@Binding` field: that binding.
        if let member = storage as? MemberNode {
            let owner = try member.base.evaluate(frame)
            if let projected = try interpreter.userProjection(of: owner, name, at: range) { return projected }
            // `$text` of a `@Published` property inside its class: its publisher.
            if case .object(let object) = owner, let published = PublishedPublisher.projection(of: object, name) { return published }
            let raw = try interpreter.getMember(owner, "_" + name, at: range)
            if case .native(let object) = raw {
                if let binding = object as? BindingObject { return .native(binding) }
                if let cell = object as? StateCell {
                    let target = cell.storage.bindingStorage
                    return .native(BindingObject(.reference(target === cell.storage ? cell : StateCell(target))))
                }
                if let reference = object as? ValueReference { return .native(BindingObject(.reference(reference))) }
            }
        }
        // Without a view graph (a plain script) there is no storage to bind: its value.
        return .native(BindingObject(.constant(try storage.evaluate(frame))))
    }
}

/// An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
public final class OperatorReferenceNode: ExprNode {
    let op: BinaryOperator
    init(_ op: BinaryOperator, range: SourceRange) {
        self.op = op
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let op = self.op
        return .function(Function(builtin: op.rawValue) { context, arguments in
            var operands = arguments
            if operands.count == 1, case .tuple(let pair) = operands[0], pair.elements.count == 2 { operands = pair.elements }
            guard operands.count == 2 else { throw context.failure(.typeMismatch("operator '\(op.rawValue)' takes two operands")) }
            return try context.interpreter.binary(op, operands[0], operands[1], at: context.range)
        })
    }
}
