import ViewScriptSyntax

/// Static members of SwiftUI's value types checked against the catalogue's member lists
/// (`Catalogue+Members.swift`): `Color.mintt`, `Font.Weight.bolld` and `.font(.titel)` are
/// swiftc's "type 'Color' has no member 'mintt'". A member the program declares itself
/// (`extension Color { static let brand = ... }`, `extension ShapeStyle where Self == Color`)
/// is known.
extension Compiler {
    /// `Color.name`, `Font.Weight.name`: the base names a SwiftUI value type with a member list.
    mutating func checkStyleMember(_ base: Expr, _ name: Identifier) {
        guard let typeName = styleTypeName(base) else { return }
        checkStyleMember(of: typeName, name)
    }

    /// `.font(.titel)`, `.padding(.horizontall)`: implicit members of a modifier's style parameter.
    mutating func checkStyleArguments(_ callee: Expr, _ arguments: [Argument]) {
        guard case .member(_, let modifier) = callee.kind,
              Catalogue.styleParameters[modifier.name] != nil, !userDeclaresMethod(modifier.name) else { return }
        for argument in arguments {
            guard let typeName = Catalogue.styleParameterType(modifier.name, label: argument.label?.name) else { continue }
            switch argument.value.kind {
            case .implicitMember(let member): checkStyleMember(of: typeName, member)
            case .call(let callee, _):
                if case .implicitMember(let member) = callee.kind { checkStyleMember(of: typeName, member) }
            default: break
            }
        }
    }

    private mutating func checkStyleMember(of typeName: String, _ name: Identifier) {
        guard Catalogue.hasStaticMember(typeName, name.name) == false,
              !program.userStaticNames.contains(name.name) else { return }
        reportCheck(.typeHasNoMember(typeName, name.name), at: name.range)
    }

    /// `Color` or `Font.Weight` when the expression names that SwiftUI type (not a local or a
    /// type of the program with the same name).
    private func styleTypeName(_ base: Expr) -> String? {
        switch base.kind {
        case .identifier(let name):
            guard Catalogue.staticMembers[name.name] != nil, !hasLocal(name.name), lookupType(name.name) == nil,
                  lookupTypeAlias(name.name) == nil else { return nil }
            return name.name
        case .member(let outer, let name):
            guard let outerName = styleTypeName(outer) else { return nil }
            let nested = outerName + "." + name.name
            return Catalogue.staticMembers[nested] != nil ? nested : nil
        default:
            return nil
        }
    }

    /// Whether a type or extension of the program declares a method `name` (a modifier of its own).
    private func userDeclaresMethod(_ name: String) -> Bool {
        (Array(program.types.values) + Array(program.builtinExtensions.values)).contains { !$0.lookupMethods(name).isEmpty }
    }
}
