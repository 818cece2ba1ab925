extension Interpreter {
    /// What `print` and interpolation show (stub).
    public func describe(_ value: Value) -> String { "\(value)" }
}
