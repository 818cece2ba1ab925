import ViewScriptRuntime

extension InterpretedViews {
    /// `.transformEnvironment(\.key) { value in ... }`: the views below read what the closure
    /// makes of the value above (the key's default when no ancestor sets it).
    /// Source: Apple, View.transformEnvironment(_:transform:),
    ///         https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
    func transformEnvironment(_ arguments: [Value]) throws -> Modifier? {
        guard arguments.count == 2, case .keyPath(let path) = arguments[0], path.components.count == 1,
              case .property(let key) = path.components[0] else { return nil }
        let closure = arguments[1]
        let interpreter = self.interpreter
        let range = self.range
        let transform = EnvironmentTransform { above in
            guard var value = try above ?? EnvironmentDefaults.value(key) ?? interpreter.environmentDefault(key, at: range) else {
                throw interpreter.failure(.notInSubset("@Environment(\\.\(key))"), at: range)
            }
            try interpreter.callUpdating(closure, &value, at: range)
            return value
        }
        return .environment(.value(key), .native(transform))
    }
}
