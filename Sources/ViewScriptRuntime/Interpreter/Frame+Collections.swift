import ViewScriptSyntax

/// `list.append(x)`, `text.append(s)` and `list[i] = x` on a local, done where the local
/// holds the value.
extension Frame {
    /// Whether the variable holds an array or a string (what `append` changes in place).
    @inline(__always)
    func holdsArrayOrString(_ slot: SlotAddress) -> Bool {
        let value = slot.isBoxed ? read(slot) : slots[slot.index]
        switch value.family {
        case .array, .string: return true
        default: return false
        }
    }

    /// `list[position] = element` on the array the variable holds, in place, as
    /// `Interpreter.modifyArrayElement` stores it (coerced to the array's element type when
    /// that may change it). False, with nothing changed, when the variable holds no array;
    /// out of range, Swift's trap.
    @inline(__always)
    func store(_ element: Value, at position: Int, ofArrayIn slot: SlotAddress, _ interpreter: Interpreter,
               at range: SourceRange) throws -> Bool {
        var value = Value.void
        exchange(slot, &value)
        defer { exchange(slot, &value) }
        guard case .array(var array) = value else { return false }
        let offset = position - array.startIndex
        guard offset >= 0, offset < array.elements.count else { throw interpreter.trap("Fatal error: Index out of range", at: range) }
        value = .void
        defer { value = .array(array) }
        if Interpreter.coercionMayChange(array.elementType) || element.isNative, let type = array.elementType {
            array.elements[offset] = interpreter.coerce(element, to: type)
        } else {
            array.elements[offset] = element
        }
        return true
    }

    /// Appends `element` to the array the variable holds, or a string or character to its
    /// string, in place, as the library's `append(_:)` does (the element is not coerced,
    /// as it was not there either). False, with nothing changed, for anything else.
    @inline(__always)
    func append(_ element: Value, toCollectionIn slot: SlotAddress) -> Bool {
        var value = Value.void
        exchange(slot, &value)
        defer { exchange(slot, &value) }
        // The payload is bound before the value lets go of it, so that it is held once and
        // changed in place (see `Value.Family`).
        if case .array(var array) = value {
            value = .void
            array.elements.append(element)
            value = .array(array)
            return true
        }
        guard case .string(var text) = value else { return false }
        switch element {
        case .string(let other):
            value = .void
            text.append(contentsOf: other)
            value = .string(text)
            return true
        case .character(let other):
            value = .void
            text.append(other)
            value = .string(text)
            return true
        default:
            return false
        }
    }
}

/// Where the local of a `list.append(x)` call lives, decided at the call's first run (when
/// the locals' boxing is known): nil when the receiver is not a local collection (see
/// `MethodCallNode.localCollection`) or an extension of a library type declares an `append`.
struct AppendTarget {
    private(set) var decided = false
    private(set) var slot: SlotAddress?

    mutating func decide(_ local: Unmanaged<LocalNode>?, extendsLibrary: Bool) {
        decided = true
        guard let local, !extendsLibrary else { return }
        slot = local._withUnsafeGuaranteedRef { $0.slot.address }
    }
}
