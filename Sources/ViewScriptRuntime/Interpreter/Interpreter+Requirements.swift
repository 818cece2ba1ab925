import ViewScriptSyntax

/// Calls the view graph makes into program types that implement a library protocol: a
/// `Layout`'s `sizeThatFits(proposal:subviews:cache:)`, a representable's
/// `makeUIViewController(context:)`, a `UIViewController` subclass's `viewDidLoad()`.
extension Interpreter {
    /// The program's method `name` of `value`'s type whose argument labels are `labels`
    /// (`nil` labels: any overload of that name), if the program declares one.
    public func requirement(_ value: Value, _ name: String, labels: [String?]? = nil) -> FunctionDefinition? {
        guard let type = memberType(of: value) else { return nil }
        return type.lookupMethods(name).first { definition in
            definition.body != nil && (labels.map { $0 == definition.parameters.map(\.label) } ?? true)
        }
    }

    /// Calls a method found by `requirement` with one argument per parameter. Returns the
    /// result and, when `inoutIndex` names an `inout` parameter, what the method left in it.
    public func callRequirement(_ definition: FunctionDefinition, on value: Value, _ arguments: [Value],
                                inoutIndex: Int? = nil, at range: SourceRange) throws -> (result: Value, inoutValue: Value?) {
        let outcome = try invoke(definition, arguments: arguments.map { $0 }, captures: [], selfValue: value, at: range)
        let written = inoutIndex.flatMap { index in
            index < definition.parameters.count ? outcome.frame.read(definition.parameters[index].slot) : nil
        }
        return (outcome.result, written)
    }

    /// A static method the program declares on `value`'s type (`dismantleUIViewController`).
    public func staticRequirement(_ value: Value, _ name: String) -> FunctionDefinition? {
        memberType(of: value)?.lookupStaticMethods(name).first { $0.body != nil }
    }

    public func callStaticRequirement(_ definition: FunctionDefinition, _ arguments: [Value], at range: SourceRange) throws -> Value {
        try invoke(definition, arguments: arguments.map { $0 }, captures: [], selfValue: nil, at: range).result
    }

    /// A geometry value as the library type `typeName` expects it: a `GeometryValue`, or an
    /// implicit member written without a type in sight (`.unspecified`, `.center`,
    /// `.init(width: 10, height: 10)`).
    public func geometry(_ value: Value, as typeName: String) -> GeometryValue? {
        var value = value
        if case .some(let inner) = value { value = inner }
        guard case .native(let object) = value else { return nil }
        if let geometry = object as? GeometryValue { return geometry }
        if let member = object as? UnresolvedMember, let resolved = resolve(member, as: .named(typeName, [])),
           case .native(let resolvedObject) = resolved {
            return resolvedObject as? GeometryValue
        }
        if let symbol = object as? SymbolValue, symbol.name.hasPrefix("."),
           case .native(let resolvedObject)? = GeometryLibrary.staticMember(typeName, String(symbol.name.dropFirst())) {
            return resolvedObject as? GeometryValue
        }
        return nil
    }
}
