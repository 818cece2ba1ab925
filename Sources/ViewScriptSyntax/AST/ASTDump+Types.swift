// The inline parts of a dump line: types, generic clauses, effects, attributes and
// modifiers, written in Swift's own spelling.

// MARK: - Types

extension ASTDumper {
    /// A type as Swift spells it (`[String: Int]?`, `(Int) async throws -> some View`).
    func typeText(_ type: TypeSyntax) -> String {
        switch type.kind {
        case .named(let name, let generics):
            return name.name + genericArgumentsText(generics)
        case .member(let base, let name, let generics):
            return typeText(base) + "." + name.name + genericArgumentsText(generics)
        case .optional(let wrapped): return typeText(wrapped) + "?"
        case .implicitlyUnwrapped(let wrapped): return typeText(wrapped) + "!"
        case .array(let element): return "[" + typeText(element) + "]"
        case .dictionary(let key, let value): return "[" + typeText(key) + ": " + typeText(value) + "]"
        case .tuple(let elements): return tupleTypeText(elements)
        case .function(let parameters, let effects, let result):
            let effectsText = self.effectsText(effects)
            return tupleTypeText(parameters) + (effectsText.isEmpty ? "" : " " + effectsText)
                + " -> " + typeText(result)
        case .opaque(let constraint): return "some " + typeText(constraint)
        case .existential(let constraint): return "any " + typeText(constraint)
        case .composition(let types): return types.map(typeText).joined(separator: " & ")
        case .metatype(let base, let isProtocol): return typeText(base) + (isProtocol ? ".Protocol" : ".Type")
        case .inoutType(let base): return "inout " + typeText(base)
        case .attributed(let attributes, let base): return attributesText(attributes) + " " + typeText(base)
        case .error: return "<<error>>"
        }
    }

    func genericArgumentsText(_ generics: [TypeSyntax]) -> String {
        generics.isEmpty ? "" : "<" + generics.map(typeText).joined(separator: ", ") + ">"
    }

    func tupleTypeText(_ elements: [TupleTypeElement]) -> String {
        "(" + elements.map { element in
            (element.label.map { $0.name + ": " } ?? "") + typeText(element.type) + (element.isVariadic ? "..." : "")
        }.joined(separator: ", ") + ")"
    }

    /// `: A, B` after a declaration's name, or nothing.
    func inheritanceText(_ types: [TypeSyntax]) -> String {
        types.isEmpty ? "" : ": " + types.map(typeText).joined(separator: ", ")
    }

    /// `-> T`, or nothing.
    func resultText(_ type: TypeSyntax?) -> String {
        type.map { "-> " + typeText($0) } ?? ""
    }
}

// MARK: - Generics

extension ASTDumper {
    /// `<T: Equatable, U>`, or nothing.
    func genericParametersText(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { parameter in
            parameter.name.name + (parameter.constraint.map { ": " + typeText($0) } ?? "")
        }.joined(separator: ", ") + ">"
    }

    /// `where T: P, U == V`, or nothing.
    func requirementsText(_ requirements: [GenericRequirement]) -> String {
        guard !requirements.isEmpty else { return "" }
        return "where " + requirements.map { requirement in
            let relation = requirement.kind == .conformance ? ": " : " == "
            return typeText(requirement.subject) + relation + typeText(requirement.constraint)
        }.joined(separator: ", ")
    }
}

// MARK: - Effects, attributes and modifiers

extension ASTDumper {
    /// `async throws`, `rethrows`, or nothing.
    func effectsText(_ effects: Effects) -> String {
        var parts: [String] = []
        if effects.isAsync { parts.append("async") }
        switch effects.throwing {
        case .none: break
        case .throwing: parts.append("throws")
        case .rethrowing: parts.append("rethrows")
        }
        return parts.joined(separator: " ")
    }

    /// Attributes as written (`@State`, `@Environment(\.dismiss)`), on one line.
    func attributesText(_ attributes: [Attribute]) -> String {
        attributes.map { attribute in
            let written = compactSource(attribute.range)
            if written.isEmpty { return "@" + attribute.name.name }
            return written.hasPrefix("@") ? written : "@" + written
        }.joined(separator: " ")
    }

    /// Modifiers in a fixed order: access, setter access, then the flags.
    func modifiersText(_ modifiers: DeclModifiers) -> String {
        var parts: [String] = []
        if let access = modifiers.access { parts.append(access.rawValue) }
        if let setter = modifiers.setterAccess { parts.append(setter.rawValue + "(set)") }
        let flags: [(DeclModifiers.Flags, String)] = [
            (.isStatic, "static"), (.isClass, "class"), (.final, "final"), (.mutating, "mutating"),
            (.nonmutating, "nonmutating"), (.override, "override"), (.required, "required"),
            (.convenience, "convenience"), (.lazy, "lazy"), (.weak, "weak"), (.unowned, "unowned"),
            (.indirect, "indirect"), (.optional, "optional"), (.dynamic, "dynamic"), (.nonisolated, "nonisolated"), (.prefix, "prefix"), (.postfix, "postfix"), (.infix, "infix"),
        ]
        for (flag, name) in flags where modifiers.flags.contains(flag) { parts.append(name) }
        return parts.joined(separator: " ")
    }
}
