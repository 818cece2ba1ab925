import ViewScriptRuntime

extension UserView {
    /// Whether `property` is a `@Binding` the parent passed (its field holds a `Binding`).
    func isBinding(_ property: String) -> Bool {
        fields.contains { $0.name == property && $0.value.isBinding }
    }

    /// The `@Binding` property whose binding is `binding`, if any.
    func bindingProperty(holding binding: ObjectIdentifier) -> String? {
        fields.first { field in
            if case .native(let object) = field.value, object is BindingObject { return ObjectIdentifier(object) == binding }
            return false
        }?.name
    }
}

extension Value {
    var isBinding: Bool {
        if case .native(let object) = self { return object is BindingObject }
        return false
    }
}
