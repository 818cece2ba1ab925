import ViewScriptSyntax

/// A program's `PreferenceKey`: the view graph reads its `defaultValue` and combines values
/// with its `reduce(value:nextValue:)`.
extension Interpreter {
    /// `K.defaultValue`.
    public func preferenceDefault(_ key: RuntimeType, at range: SourceRange) throws -> Value {
        try staticMember(key, "defaultValue", at: range)
    }

    /// `K.reduce(value: &value, nextValue: { next })`.
    public func reducePreference(_ key: RuntimeType, _ value: inout Value, next: Value, at range: SourceRange) throws {
        let reduce = try staticMember(key, "reduce", at: range)
        let nextValue = Value.function(Function(builtin: "nextValue") { _, _ in next })
        try callInout(reduce, accumulator: &value, rest: [nextValue], at: range)
    }
}

/// A library value the program subscripts (`proxy[anchor]`).
public protocol NativeSubscriptable: NativeObject {
    func subscriptValue(_ index: Value, _ context: CallContext) throws -> Value?
}
