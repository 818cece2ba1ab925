import ViewScriptSyntax

/// Module-qualified type names: `Swift.Array<Int>`, `Swift.Range<Int>`, `Foundation.Date`,
/// `SwiftUI.Color`, written where a program disambiguates a library type.
extension Compiler {
    private static let libraryModules: Set<String> = ["Swift", "Foundation", "SwiftUI"]

    /// The library type `Module.Name` names, or nil when `base` is not a library module (a
    /// program's own type named like one wins). A program type of the same name would be
    /// shadowed by the qualified name, which is not simulated.
    mutating func moduleQualifiedType(_ base: TypeSyntax, _ name: Identifier, _ generics: [TypeSyntax],
                                      range: SourceRange) -> RuntimeType? {
        guard case .named(let module, let moduleGenerics) = base.kind, moduleGenerics.isEmpty,
              Self.libraryModules.contains(module.name), lookupType(module.name) == nil,
              lookupTypeAlias(module.name) == nil else { return nil }
        if lookupType(name.name) != nil || lookupTypeAlias(name.name) != nil {
            report(.notSimulated("\(module.name).\(name.name) where the program declares its own \(name.name)"), at: range)
            return .any
        }
        return resolveNamedType(name, generics: generics, range: range)
    }
}
