import ViewScriptSyntax

/// `value[keyPath: path]` where the key path is a value (a variable, a parameter, `$0`):
/// read through its components, and written through them for a writable key path of
/// properties and subscripts (`person[keyPath: agePath] += 1`).
extension Interpreter {
    /// The key path of `[keyPath: path]`, if these are its arguments.
    func keyPathArgument(_ arguments: CallArguments) -> KeyPathValue? {
        guard arguments.labels.count == 1, arguments.labels[0] == "keyPath", case .keyPath(let path) = arguments.values[0] else { return nil }
        return path
    }

    /// Changes the value at `path` inside `base`, in place.
    func modify<T>(_ base: inout Value, through path: KeyPathValue, _ components: ArraySlice<KeyPathValue.Component>,
                   at range: SourceRange, _ body: (inout Value) throws -> T) throws -> T {
        guard let component = components.first else { return try body(&base) }
        let rest = components.dropFirst()
        switch component {
        case .property(let name):
            return try modifyMember(&base, name, at: range) { try modify(&$0, through: path, rest, at: range, body) }
        case .selfComponent:
            return try modify(&base, through: path, rest, at: range, body)
        case .subscriptIndex(let index):
            let arguments = CallArguments(values: [index], labels: [nil], inoutTargets: [nil], thunks: [nil], firstTrailingClosure: nil)
            return try modifySubscript(&base, arguments, at: range) { try modify(&$0, through: path, rest, at: range, body) }
        case .optional, .forceUnwrap:
            guard case .some(var wrapped) = base else {
                throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
            }
            defer { base = .some(wrapped) }
            return try modify(&wrapped, through: path, rest, at: range, body)
        }
    }
}
