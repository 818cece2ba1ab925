// Declarations in the dump. A declaration's line ends with its attributes (as written) and
// its modifiers: `VariableDecl var count @State private @2:5`.

// MARK: - Declarations

extension ASTDumper {
    func declNode(_ decl: Decl) -> DumpNode {
        let trailer = [attributesText(decl.attributes), modifiersText(decl.modifiers)]
        func make(_ parts: [String], _ children: [DumpNode] = []) -> DumpNode {
            DumpNode(label(parts + trailer, at: decl.range), children)
        }
        switch decl.kind {
        case .importDecl(let path):
            return make(["Import", path.map(\.name).joined(separator: ".")])
        case .operatorDecl(let op):
            return make(["Operator", op.fixity.rawValue, op.name.name] + (op.group.map { [$0.name] } ?? []))
        case .precedenceGroup(let group):
            return make(["PrecedenceGroup", group.name.name])
        case .nominal(let nominal):
            return make([nominalKindName(nominal.kind),
                         nominal.name.name + genericParametersText(nominal.genericParameters)
                            + inheritanceText(nominal.inheritance),
                         requirementsText(nominal.requirements)],
                        nominal.members.map(declNode))
        case .extensionDecl(let ext):
            return make(["ExtensionDecl", typeText(ext.extendedType) + inheritanceText(ext.inheritance),
                         requirementsText(ext.requirements)],
                        ext.members.map(declNode))
        case .function(let function):
            return make(["FunctionDecl", function.name.name + genericParametersText(function.genericParameters),
                         effectsText(function.effects), resultText(function.resultType),
                         requirementsText(function.requirements)],
                        function.parameters.map(parameterNode) + (function.body.map { [blockNode("Body", $0)] } ?? []))
        case .initializer(let initializer):
            return make(["InitializerDecl", "init" + failabilityText(initializer.failability)
                            + genericParametersText(initializer.genericParameters),
                         effectsText(initializer.effects), requirementsText(initializer.requirements)],
                        initializer.parameters.map(parameterNode)
                            + (initializer.body.map { [blockNode("Body", $0)] } ?? []))
        case .deinitializer(let body):
            return make(["DeinitializerDecl"], body.statements.map(stmtNode))
        case .variable(let variable):
            return variableNode(variable, make: make)
        case .typeAlias(let alias):
            return make(["TypeAliasDecl", alias.name.name + genericParametersText(alias.genericParameters),
                         "=", typeText(alias.type)])
        case .enumCase(let elements):
            return make(["EnumCaseDecl"], elements.map(enumCaseElementNode))
        case .subscriptDecl(let sub):
            return make(["SubscriptDecl" + genericParametersText(sub.genericParameters), resultText(sub.resultType)],
                        sub.parameters.map(parameterNode) + accessorNodes(sub.accessors, wrapGetter: true))
        case .associatedType(let name, let inheritance, let defaultType):
            return make(["AssociatedTypeDecl", name.name + inheritanceText(inheritance),
                         defaultType.map { "= " + typeText($0) } ?? ""])
        case .macroExpansion(let name, let arguments):
            return make(["MacroExpansionDecl", "#" + name.name], arguments.map(argumentNode))
        case .error:
            return make(["ErrorDecl"])
        }
    }

    func nominalKindName(_ kind: NominalKind) -> String {
        switch kind {
        case .structType: return "StructDecl"
        case .classType: return "ClassDecl"
        case .enumType: return "EnumDecl"
        case .protocolType: return "ProtocolDecl"
        case .actorType: return "ActorDecl"
        }
    }

    func failabilityText(_ failability: InitializerDecl.Failability) -> String {
        switch failability {
        case .none: return ""
        case .optional: return "?"
        case .implicitlyUnwrapped: return "!"
        }
    }
}

// MARK: - Parameters

extension ASTDumper {
    /// `Parameter _ name: String`, `Parameter by amount: Int`, `Parameter items: Int...`,
    /// with the default value as a child.
    func parameterNode(_ parameter: Parameter) -> DumpNode {
        let names: String
        switch parameter.label {
        case nil: names = "_ " + parameter.name.name
        case let label? where label.name == parameter.name.name: names = label.name
        case let label?: names = label.name + " " + parameter.name.name
        }
        return node("Parameter", names + ": " + typeText(parameter.type) + (parameter.isVariadic ? "..." : ""),
                    at: parameter.range, parameter.defaultValue.map { [exprNode($0)] } ?? [])
    }
}

// MARK: - Variables

extension ASTDumper {
    /// One binding is written on the declaration's line; several get a `PatternBinding` each.
    func variableNode(_ variable: VariableDecl, make: ([String], [DumpNode]) -> DumpNode) -> DumpNode {
        let keyword = variable.isLet ? "let" : "var"
        if variable.bindings.count == 1 {
            let (head, children) = bindingParts(variable.bindings[0])
            return make(["VariableDecl", keyword, head], children)
        }
        return make(["VariableDecl", keyword], variable.bindings.map { binding in
            let (head, children) = bindingParts(binding)
            return node("PatternBinding", head, at: binding.range, children)
        })
    }

    /// The inline part (`count: Int (getter)`) and the children (a pattern that is not a
    /// plain name, the initializer, the getter's statements or the accessors).
    func bindingParts(_ binding: PatternBinding) -> (String, [DumpNode]) {
        var head: String
        var children: [DumpNode] = []
        switch binding.pattern.kind {
        case .binding(let name): head = name.name
        case .wildcard: head = "_"
        default:
            head = ""
            children.append(patternNode(binding.pattern))
        }
        if let type = binding.type { head += ": " + typeText(type) }
        if case .getter? = binding.accessors { head += " (getter)" }
        if let initializer = binding.initializer { children.append(exprNode(initializer)) }
        children += accessorNodes(binding.accessors, wrapGetter: false)
        return (head.trimmingSpaces(), children)
    }

    /// A getter's statements (wrapped in `Body` when `wrapGetter`), or one `Accessor` node each.
    func accessorNodes(_ accessors: AccessorBlock?, wrapGetter: Bool) -> [DumpNode] {
        switch accessors {
        case nil: return []
        case .getter(let block)?:
            return wrapGetter ? [blockNode("Body", block)] : block.statements.map(stmtNode)
        case .accessors(let list, _)?:
            return list.map { accessor in
                let parameter = accessor.parameter.map { "(" + $0.name + ")" } ?? ""
                return node("Accessor", accessor.kind.rawValue + parameter, effectsText(accessor.effects),
                            accessor.body == nil ? "(no body)" : "", at: accessor.range,
                            accessor.body?.statements.map(stmtNode) ?? [])
            }
        }
    }
}

// MARK: - Enum cases

extension ASTDumper {
    /// `EnumCaseElement loaded(items: [Item], Int)` with the raw value or default values as children.
    func enumCaseElementNode(_ element: EnumCaseElement) -> DumpNode {
        var written = element.name.name
        var children: [DumpNode] = []
        if let values = element.associatedValues {
            written += "(" + values.map { value in
                (value.label.map { $0.name + ": " } ?? "") + typeText(value.type) + (value.defaultValue == nil ? "" : " = …")
            }.joined(separator: ", ") + ")"
            children += values.compactMap { $0.defaultValue.map(exprNode) }
        }
        if let rawValue = element.rawValue {
            written += " ="
            children.append(exprNode(rawValue))
        }
        return node("EnumCaseElement", written, at: element.range, children)
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
