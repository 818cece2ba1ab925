/// The properties a native object keeps by name (a formatter's settings, a request's fields).
extension Dictionary where Key == String, Value == ViewScriptRuntime.Value {
    /// `NativeSettable.modifyProperty` for such an object: `body` changes a copy of the
    /// property (`fallback` if it was never set), which is stored back even when `body` throws.
    /// A copy, not the dictionary's own storage, since `body` runs interpreted code that may
    /// read the same object's properties meanwhile.
    mutating func modifyProperty<T>(_ name: String, fallback: ViewScriptRuntime.Value = .none,
                                    _ body: (inout ViewScriptRuntime.Value) throws -> T) rethrows -> T {
        var value = self[name] ?? fallback
        defer { self[name] = value }
        return try body(&value)
    }
}
