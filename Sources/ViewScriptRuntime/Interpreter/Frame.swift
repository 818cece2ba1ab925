/// The locals of one running function: parameters, `self` and local variables by slot.
/// A slot of a captured variable holds its `Box`.
public final class Frame {
    /// `definition.slotCount` values, owned by the frame. A buffer rather than an array:
    /// reading a local is the hottest operation there is, and an array in a class property
    /// pays for an exclusivity check on every write.
    public private(set) var slots: UnsafeMutablePointer<Value>
    /// The slots in use, and how many the buffer holds (a reused frame may hold more).
    private var slotCount: Int
    private var capacity: Int
    public private(set) var captures: Captures
    /// A strong reference: the frame counts once, when it is made. (An `unowned(unsafe)` one
    /// is retained and released around every use that spans a call: most of them.) The
    /// interpreter keeps spare frames only while a call runs (`SpareFrames`), so the cycle
    /// this makes never outlives the program's execution.
    public let interpreter: Interpreter
    /// What `return` left.
    public var returnValue: Value = .void
    /// What `return` left, moved out of the frame (a call that is over): no reference counted.
    @inline(__always)
    func takeReturnValue() -> Value {
        var value = Value.void
        swap(&value, &returnValue)
        return value
    }
    /// Stores what `return` left: the slot holds `.void` (a call's result is moved out), so
    /// there is nothing to release unless a `defer` body returned a value before.
    @inline(__always)
    func setReturnValue(_ value: Value) {
        if case .void = returnValue {
            withUnsafeMutablePointer(to: &returnValue) { $0.initialize(to: value) }
        } else {
            returnValue = value
        }
    }
    /// Generic parameters bound by the arguments (`T` from `Person.self` passed as `T.Type`).
    public var genericBindings: [String: RuntimeType] = [:] { didSet { holdsExtras = true } }
    /// The indices of the accesses under way in this frame, by subscript node (see
    /// `LValueNode.withPreparedAccess`), and those of `&` arguments (`ArgumentShape`).
    var preparedIndices: [ObjectIdentifier: CallArguments] = [:] { didSet { holdsExtras = true } }
    /// Whether `genericBindings` or `preparedIndices` may hold something (`clear` empties them).
    private var holdsExtras = false
    /// How many of those accesses are under way.
    var accessesUnderWay = 0

    init(definition: FunctionDefinition, captures: Captures, interpreter: Interpreter) {
        self.slotCount = definition.slotCount
        self.capacity = max(1, slotCount)
        self.slots = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        self.slots.initialize(repeating: .void, count: capacity)
        self.captures = captures
        self.interpreter = interpreter
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// Readies an emptied frame (see `clear`) for a call of `definition`.
    @inline(__always)
    func reuse(for definition: FunctionDefinition, captures: Captures) {
        slotCount = definition.slotCount
        if !captures.isEmpty { self.captures = captures }
        guard slotCount > capacity else { return }
        slots.deinitialize(count: capacity)
        slots.deallocate()
        capacity = slotCount
        slots = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        slots.initialize(repeating: .void, count: capacity)
    }

    /// Lets go of everything the call left, as freeing the frame would: its values die
    /// (and their `deinit`s are queued) where they did when every call had a new frame.
    /// The result of a call that returned was moved out (`takeReturnValue`), and that of
    /// one that threw is let go of first (`CalleePlan.recycleAfterThrow`).
    @inline(__always)
    func clear() {
        for index in 0..<slotCount { Self.empty(slots + index) }
        if holdsExtras {
            holdsExtras = false
            genericBindings = [:]
            preparedIndices = [:]
        }
        if !captures.isEmpty { captures = [] }
    }

    /// Empties a slot: what it held dies here. A scalar has nothing to release, so it is
    /// overwritten without the call that assigning a `Value` makes whatever its case.
    @inline(__always)
    static func empty(_ slot: UnsafeMutablePointer<Value>) {
        if slot.pointee.isTrivial { slot.initialize(to: .void) } else { slot.pointee = .void }
    }

    @inline(__always)
    public func read(_ slot: LocalSlot) -> Value { read(slot.address) }

    @inline(__always)
    public func read(_ slot: SlotAddress) -> Value {
        if slot.isBoxed {
            guard case .native(let object) = slots[slot.index] else { return slots[slot.index] }
            return unsafeDowncast(object, to: Box.self).value
        }
        return slots[slot.index]
    }

    /// Declares (or re-declares, in a loop) a variable: a fresh box for captured ones.
    @inline(__always)
    public func define(_ slot: LocalSlot, _ value: Value) { define(slot.address, value) }

    @inline(__always)
    public func define(_ slot: SlotAddress, _ value: Value) {
        if slot.isBoxed {
            let box = Box(value)
            interpreter.liveObjects.track(box)
            slots[slot.index] = .native(box)
        } else {
            slots[slot.index] = value
        }
    }

    /// `define` for a slot that holds nothing (`.void`, as every slot of a new or reused
    /// frame does): the value is stored without releasing what the slot held.
    @inline(__always)
    func defineEmpty(_ slot: SlotAddress, _ value: Value) {
        guard slot.isBoxed else {
            (slots + slot.index).initialize(to: value)
            return
        }
        define(slot, value)
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
        interpreter.liveObjects.track(box)
        slots[index] = .native(box)
        return box
    }

    /// Forgets the variables of a scope that ended, so objects die where Swift's do.
    public func release(_ slots: [LocalSlot]) {
        for slot in slots { self.slots[slot.index] = .void }
    }
}

/// Where a local lives in its frame, as a plain value (a `LocalSlot` is an object, and
/// reading one from a list costs a reference count).
public struct SlotAddress {
    public let index: Int
    public let isBoxed: Bool
}

extension LocalSlot {
    public var address: SlotAddress { SlotAddress(index: index, isBoxed: isBoxed) }
}

extension Box: NativeObject {
    public var runtimeType: RuntimeType { .any }
    public func describe() -> String { "Box" }
}
