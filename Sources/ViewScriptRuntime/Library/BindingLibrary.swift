import ViewScriptSyntax

/// `Binding(get:set:)`, `Binding($optional)`, `Bindable(model)`.
enum BindingLibrary {
    static func construct(_ type: RuntimeType, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (type, arguments.labels) {
        case (.named("Binding", _), ["get", "set"]):
            return .native(BindingObject(.accessors(get: values[0], set: values[1])))
        // With trailing closures, `Binding { ... } set: { ... }` and `Binding(get: { ... }) { ... }`:
        // the unlabelled closure fills the parameter it comes to first (SE-0286's forward scan).
        case (.named("Binding", _), [nil, "set"]) where arguments.firstTrailingClosure == 0,
             (.named("Binding", _), ["get", nil]) where arguments.firstTrailingClosure == 1:
            return .native(BindingObject(.accessors(get: values[0], set: values[1])))
        case (.named("Binding", _), [nil]):
            guard case .native(let object) = values[0], let base = object as? BindingObject else { return nil }
            return try unwrapping(base, context)
        case (.named("Bindable", _), [nil]), (.named("Bindable", _), ["wrappedValue"]):
            // `Bindable(model).name`: bindings to the properties of an `@Observable` object.
            return .native(BindingObject(.constant(values[0])))
        default:
            return nil
        }
    }

    /// `Binding($optional)`: `init?(_ base: Binding<Value?>)` is nil while the bound value is
    /// nil, else a binding to the unwrapped value (writes store it back as `Optional`). A
    /// binding to a value that is not optional is itself (`init(_ base: Binding<V>)` where the
    /// new binding's value is `V?`: reading it gives the value).
    static func unwrapping(_ base: BindingObject, _ context: CallContext) throws -> Value {
        let current = try base.readValue(context.interpreter)
        switch current {
        case .none:
            return .none
        case .some(let initial):
            return .some(.native(BindingObject(.reference(UnwrappedBinding(base: base, last: initial)))))
        default:
            return .native(base)
        }
    }
}

/// The binding `Binding($optional)` makes: reads the wrapped value (the last one seen while the
/// base is nil, as SwiftUI's does), writes `Optional(value)` through the base.
final class UnwrappedBinding: ProjectedReference {
    let base: BindingObject
    var last: Value

    init(base: BindingObject, last: Value) {
        self.base = base
        self.last = last
    }

    func readValue(_ interpreter: Interpreter) throws -> Value {
        if case .some(let value) = try base.readValue(interpreter) { last = value }
        return last
    }

    func writeValue(_ value: Value, _ interpreter: Interpreter) throws {
        last = value
        try base.writeValue(.some(value), interpreter)
    }
}
