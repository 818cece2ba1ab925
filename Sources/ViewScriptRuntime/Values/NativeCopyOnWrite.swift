import ViewScriptSyntax

/// A Foundation value type the runtime holds as an object (`URLRequest`): a change through one
/// variable (a property assignment or a mutating method) first gives that variable its own
/// copy, so a copy's changes never show in the original, as for a Swift struct.
public protocol NativeCopyOnWrite: NativeSettable, NativeMembers {
    /// A new object with the same contents.
    func copied() -> Self
    /// Whether the method `name` changes the value (`setValue(_:forHTTPHeaderField:)`).
    func isMutatingMethod(_ name: String) -> Bool
}

extension Interpreter {
    /// `receiver.name(arguments)` for a mutating method of a copy-on-write native value: it
    /// runs on a copy that replaces the value in `storage`.
    func callCopyOnWriteMethod(_ object: NativeCopyOnWrite, _ name: String, _ arguments: CallArguments,
                               on storage: LValueNode, _ frame: Frame, at range: SourceRange) throws -> Value? {
        try storage.modify(frame) { value in
            let copy = object.copied()
            value = .native(copy)
            return try copy.callMethod(name, arguments, CallContext(interpreter: self, range: range))
        }
    }
}
