import ViewScriptSyntax

/// Reads of a variable that look at its value where the frame holds it. Copying a `Value`
/// only to test its case or read one part counts references (through an outlined switch);
/// these read the slot, or the box of a captured variable, in place.
extension Frame {
    /// Runs `body` on the variable's value where it is held.
    @inline(__always)
    private func inspect<Result>(_ slot: SlotAddress, _ body: (Value) -> Result) -> Result {
        if slot.isBoxed, case .native(let object) = slots[slot.index] {
            return body(unsafeDowncast(object, to: Box.self).value)
        }
        return body(slots[slot.index])
    }

    /// Whether the variable holds a class instance.
    @inline(__always)
    public func holdsObject(_ slot: SlotAddress) -> Bool {
        inspect(slot) { value in
            if case .object = value { return true }
            return false
        }
    }

    /// The family of the variable's value.
    @inline(__always)
    func family(of slot: SlotAddress) -> Value.Family { inspect(slot) { $0.family } }

    /// The variable's value when it is an `Int`.
    @inline(__always)
    func int(_ slot: SlotAddress) -> Int? {
        inspect(slot) { value in
            if case .int(let integer) = value { return integer }
            return nil
        }
    }

    /// The type of the struct the variable holds, or of element `position` of the array it
    /// holds.
    @inline(__always)
    func structType(_ slot: SlotAddress, element position: Int? = nil) -> ObjectIdentifier? {
        inspect(slot) { value in
            guard let position else {
                if case .structValue(let structValue) = value { return structValue.typeIdentifier }
                return nil
            }
            guard case .array(let array) = value else { return nil }
            let offset = position - array.startIndex
            guard offset >= 0, offset < array.elements.count,
                  case .structValue(let structValue) = array.elements[offset] else { return nil }
            return structValue.typeIdentifier
        }
    }

    /// Element `position` of the array the variable holds: nil when it holds no array,
    /// `.some(nil)` when the position is out of range.
    @inline(__always)
    func arrayElement(_ slot: SlotAddress, _ position: Int) -> Value?? {
        inspect(slot) { value in
            guard case .array(let array) = value else { return nil }
            let offset = position - array.startIndex
            guard offset >= 0, offset < array.elements.count else { return .some(nil) }
            return array.elements[offset]
        }
    }

    /// Field `index` of the struct the variable holds, when it holds one of `type`.
    @inline(__always)
    func structField(_ slot: SlotAddress, _ index: Int, ofType type: ObjectIdentifier) -> Value? {
        inspect(slot) { value in
            guard case .structValue(let structValue) = value, structValue.typeIdentifier == type else { return nil }
            return structValue[field: index]
        }
    }

    /// Field `index` of the struct of `type` the variable holds, when it holds an `Int`.
    @inline(__always)
    func intField(_ slot: SlotAddress, _ index: Int, ofType type: ObjectIdentifier) -> Int? {
        inspect(slot) { value in
            guard case .structValue(let structValue) = value, structValue.typeIdentifier == type else { return nil }
            return structValue.intField(index)
        }
    }

    /// Stores an `Int` in a variable that holds an `Int` (nothing to release, no box to make).
    @inline(__always)
    func setInt(_ slot: SlotAddress, _ integer: Int) {
        if slot.isBoxed, case .native(let object) = slots[slot.index] {
            unsafeDowncast(object, to: Box.self).value = .int(integer)
        } else {
            slots[slot.index] = .int(integer)
        }
    }

    /// Field `index` of the struct of `type` the variable holds, when it holds an `Int`,
    /// changed in place by `change` (false: the variable holds something else, or `change`
    /// answered nil; nothing changed).
    @inline(__always)
    func changeIntField(_ slot: SlotAddress, _ index: Int, ofType type: ObjectIdentifier, _ change: (Int) -> Int?) -> Bool {
        // Read first, then written: a struct copied out of the variable for both would be
        // retained and released.
        guard let current = intField(slot, index, ofType: type), let result = change(current) else { return false }
        if slot.isBoxed, case .native(let object) = slots[slot.index] {
            Self.setIntField(of: &unsafeDowncast(object, to: Box.self).value, index, result)
        } else {
            Self.setIntField(of: &slots[slot.index], index, result)
        }
        return true
    }

    /// Element `position` of the array the variable holds (it must hold one), changed in
    /// place by `body`: the variable lets go of the array while it changes (see
    /// `Interpreter.modifyArrayElement`).
    @inline(__always)
    func modifyElement<T>(ofArrayIn slot: SlotAddress, _ position: Int, _ interpreter: Interpreter, at range: SourceRange,
                          _ body: (inout Value) throws -> T) throws -> T {
        var value = Value.void
        exchange(slot, &value)
        defer { exchange(slot, &value) }
        guard case .array(var array) = value else { preconditionFailure("modifyElement(ofArrayIn:) of a variable without an array") }
        return try interpreter.modifyArrayElement(&value, &array, position, at: range, body)
    }

    /// Swaps the variable's value with `value` (a move both ways, no reference counting).
    @inline(__always)
    public func exchange(_ slot: SlotAddress, _ value: inout Value) {
        if slot.isBoxed, case .native(let object) = slots[slot.index] {
            swap(&unsafeDowncast(object, to: Box.self).value, &value)
        } else {
            swap(&slots[slot.index], &value)
        }
    }

    /// Field `field.target` of the struct of `field.type` in slot `field.slot`, when it holds
    /// an `Int` (see `IntFieldPlan.plan(reading:)`).
    @inline(__always)
    func intField(_ field: IntFieldPlan, field index: Int? = nil) -> Int? {
        guard case .structValue(let structValue) = slots[field.slot], structValue.typeIdentifier == field.type else {
            return nil
        }
        return structValue.intField(index ?? field.target)
    }

    /// Stores `integer` in field `index` of the struct `value` holds (checked by the caller).
    @inline(__always)
    private static func setIntField(of value: inout Value, _ index: Int, _ integer: Int) {
        guard case .structValue(var structValue) = value else { return }
        // The variable lets go of the struct while it changes, so it stays uniquely referenced.
        value = .void
        structValue.setIntField(index, integer)
        value = .structValue(structValue)
    }

    /// `x += vx` or `x += 1` in a method: field `update.target` of the struct of
    /// `update.type` in slot `update.slot` changed by `op` with field `update.source` of the
    /// same struct, or with `update.constant`, where the slot holds it (false: the slot
    /// holds something else, a field is not an `Int` or the result overflows; nothing
    /// changed).
    @inline(__always)
    func updateIntField(_ update: IntFieldPlan, _ op: BinaryOperator) -> Bool {
        guard let a = intField(update), let b = update.source >= 0 ? intField(update, field: update.source) : update.constant,
              case .int(let result)? = BinaryNode.integer(op, a, b) else { return false }
        Self.setIntField(of: &slots[update.slot], update.target, result)
        return true
    }
}
