import ViewScriptSyntax

/// Modifier names checked when the file is compiled, as swiftc checks them: a member called on
/// a library view (`Text("a").paddingg(3)`, `VStack { }.padding().nAppear { }`) that is no
/// SwiftUI modifier and no method the program declares is "value of type 'Text' has no member
/// 'paddingg'" at once, not only when a scenario renders that view.
extension Compiler {
    mutating func checkViewModifier(_ base: ExprNode, _ name: Identifier) {
        guard let type = certainViewType(base), Catalogue.modifier(name.name) == nil,
              !(type == "Path" && Catalogue.pathElements.contains(name.name)), userMethods(named: name.name).isEmpty,
              !programDeclaresMember(name.name) else { return }
        report(.unknownMember(type, name.name), at: name.range)
    }

    /// The type swiftc names in "has no member" for a value that is certainly a library view:
    /// the view's name for its initializer, `some View` for a modifier applied to one.
    func certainViewType(_ node: ExprNode) -> String? {
        if let initializer = node as? InitializerCallNode {
            guard case .named(let name, _) = initializer.type, Catalogue.view(name) != nil else { return nil }
            return name
        }
        if let call = node as? MethodCallNode, Catalogue.modifier(call.name) != nil, userMethods(named: call.name).isEmpty,
           certainViewType(call.base) != nil {
            return "some View"
        }
        return nil
    }

    /// Whether a type of the program or an extension declares a property of this name (a
    /// stored closure can be called like a method).
    func programDeclaresMember(_ name: String) -> Bool {
        program.types.values.contains { $0.fieldIndex[name] != nil || $0.lookupComputed(name) != nil }
            || program.builtinExtensions.values.contains { $0.lookupComputed(name) != nil }
    }
}
