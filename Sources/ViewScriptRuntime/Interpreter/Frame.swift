/// The locals of one running function: parameters, `self` and local variables by slot.
/// A slot of a captured variable holds its `Box`.
public final class Frame {
    public var slots: [Value]
    public let captures: [Box]
    public let definition: FunctionDefinition
    public unowned let interpreter: Interpreter
    /// What `return` left.
    public var returnValue: Value = .void
    /// Generic parameters bound by the arguments (`T` from `Person.self` passed as `T.Type`).
    public var genericBindings: [String: RuntimeType] = [:]

    init(definition: FunctionDefinition, captures: [Box], interpreter: Interpreter) {
        self.slots = Array(repeating: .void, count: definition.slotCount)
        self.captures = captures
        self.definition = definition
        self.interpreter = interpreter
    }

    @inline(__always)
    public func read(_ slot: LocalSlot) -> Value {
        if slot.isBoxed {
            guard case .native(let object) = slots[slot.index] else { return slots[slot.index] }
            return unsafeDowncast(object, to: Box.self).value
        }
        return slots[slot.index]
    }

    /// Declares (or re-declares, in a loop) a variable: a fresh box for captured ones.
    @inline(__always)
    public func define(_ slot: LocalSlot, _ value: Value) {
        slots[slot.index] = slot.isBoxed ? .native(Box(value)) : value
    }

    @inline(__always)
    public func write(_ slot: LocalSlot, _ value: Value) {
        if slot.isBoxed, case .native(let object) = slots[slot.index] {
            unsafeDowncast(object, to: Box.self).value = value
        } else {
            slots[slot.index] = value
        }
    }

    /// Runs `body` on the variable in place (no copy of an array held in it).
    @inline(__always)
    public func modify<T>(_ slot: LocalSlot, _ body: (inout Value) throws -> T) rethrows -> T {
        if slot.isBoxed, case .native(let object) = slots[slot.index] {
            return try body(&unsafeDowncast(object, to: Box.self).value)
        }
        return try body(&slots[slot.index])
    }

    /// The box of a captured variable, for a closure being created.
    public func box(at index: Int) -> Box {
        if case .native(let object) = slots[index], let box = object as? Box { return box }
        let box = Box(slots[index])
        slots[index] = .native(box)
        return box
    }

    /// Forgets the variables of a scope that ended, so objects die where Swift's do.
    public func release(_ slots: [LocalSlot]) {
        for slot in slots { self.slots[slot.index] = .void }
    }
}

extension Box: NativeObject {
    public var runtimeType: RuntimeType { .any }
    public func describe() -> String { "Box" }
}
