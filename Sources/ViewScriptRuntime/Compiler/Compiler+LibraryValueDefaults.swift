import ViewScriptSyntax

/// The type of a property declared without one whose default is a library geometry value
/// written with its type name: `@State private var offset = CGSize.zero`,
/// `var heading = Angle.degrees(45)`, `let anchor = UnitPoint(x: 0.5, y: 0)`. Swift infers
/// the property's type from it, so a later `offset = .zero` or `heading = .degrees(90)` is a
/// member of that type (without this the implicit member had no context and stayed a bare
/// symbol: `print(offset)` printed ".zero").
extension Compiler {
    static let libraryValueTypeNames: Set<String> = ["Angle", "CGSize", "CGPoint", "CGRect", "CGVector", "UnitPoint", "EdgeInsets"]

    /// `.named(T)` when `expr` is `T(...)`, `T.member` or `T.member(...)` for a library value
    /// type `T` the program does not declare itself.
    mutating func libraryValueType(of expr: Expr) -> RuntimeType? {
        let typeName: Identifier
        switch expr.kind {
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind { typeName = name; break }
            guard case .member(let base, _) = callee.kind, case .identifier(let name) = base.kind else { return nil }
            typeName = name
        case .member(let base, _):
            guard case .identifier(let name) = base.kind else { return nil }
            typeName = name
        default:
            return nil
        }
        guard Self.libraryValueTypeNames.contains(typeName.name), lookupType(typeName.name) == nil else { return nil }
        return resolveType(TypeSyntax(.named(typeName, generics: []), range: typeName.range))
    }
}
