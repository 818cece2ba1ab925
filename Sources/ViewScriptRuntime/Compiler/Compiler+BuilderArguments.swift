import ViewScriptSyntax

/// Closures a program passes to its own `@ViewBuilder` parameters: `init(@ViewBuilder
/// content: () -> Content)`, `func card(@ViewBuilder content: ...)`, or a memberwise
/// initializer's `@ViewBuilder var content: Content`. Such a closure is compiled with builder
/// semantics (each statement a view, `if` and `switch` as conditional content), as swiftc
/// applies the parameter's result builder to it.
extension Compiler {
    /// The positions of `arguments` that a candidate binds to a `@ViewBuilder` parameter.
    func builderArguments(_ candidates: [[FunctionDefinition.Parameter]], _ arguments: [Argument]) -> Set<Int> {
        let labels = arguments.map { $0.label?.name }
        let firstTrailing = arguments.firstIndex(where: \.isTrailingClosure)
        var positions = Set<Int>()
        for parameters in candidates where parameters.contains(where: \.isViewBuilder) {
            guard let bindings = ArgumentMatcher.match(parameters, labels: labels, firstTrailingClosure: firstTrailing) else { continue }
            for (index, binding) in bindings.enumerated() where parameters[index].isViewBuilder {
                if case .argument(let position) = binding { positions.insert(position) }
            }
        }
        return positions
    }

    /// The parameters a call of `type(...)` may bind: its initializers', or the memberwise
    /// initializer's, where a `@ViewBuilder` stored property is a builder parameter.
    func initializerCandidates(_ type: NominalType) -> [[FunctionDefinition.Parameter]] {
        guard type.hasMemberwiseInitializer else { return type.initializers.map(\.parameters) }
        var parameters: [FunctionDefinition.Parameter] = []
        for property in type.storedProperties where !(property.isLet && property.initializer != nil) {
            if let wrapper = property.wrapper, Interpreter.defaultInitializedWrappers.contains(wrapper) { continue }
            let hasDefault = property.initializer != nil || (!property.isLet && (property.type?.isOptional ?? false))
            // The memberwise initializer takes `@ViewBuilder content: () -> Content` for a
            // `@ViewBuilder var content: Content`.
            let isViewBuilder = property.wrapper == "ViewBuilder"
            let type = isViewBuilder && !Interpreter.isFunctionType(property.type)
                ? .function(parameters: [], result: property.type ?? .any) : property.type
            var parameter = syntheticParameter(property.name, type: type, hasDefault: hasDefault)
            parameter.isViewBuilder = isViewBuilder
            parameters.append(parameter)
        }
        return [parameters]
    }

    /// The methods named `name` of the program's types and of its extensions of library types
    /// (`extension View`): a call whose receiver's type is known only when it runs may reach
    /// any of them.
    func userMethods(named name: String) -> [[FunctionDefinition.Parameter]] {
        (program.types.values.flatMap { $0.methods[name] ?? [] }
            + program.builtinExtensions.values.flatMap { $0.methods[name] ?? [] }).map(\.parameters)
    }
}
