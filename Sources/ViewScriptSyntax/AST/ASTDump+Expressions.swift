// Expressions in the dump: one node per `ExprKind` case.

// MARK: - Expressions

extension ASTDumper {
    func exprNode(_ expr: Expr) -> DumpNode {
        let at = expr.range
        switch expr.kind {
        // Literals
        case .integerLiteral(let spelling): return node("IntegerLiteral", spelling, at: at)
        case .floatLiteral(let spelling): return node("FloatLiteral", spelling, at: at)
        case .stringLiteral(let literal): return stringLiteralNode(literal, at: at)
        case .booleanLiteral(let value): return node("BooleanLiteral", value ? "true" : "false", at: at)
        case .nilLiteral: return node("NilLiteral", at: at)
        case .arrayLiteral(let elements): return node("ArrayLiteral", at: at, elements.map(exprNode))
        case .dictionaryLiteral(let elements):
            return node("DictionaryLiteral", at: at, elements.map { element in
                node("DictionaryElement", at: element.key.range, [exprNode(element.key), exprNode(element.value)])
            })

        // Names
        case .identifier(let name): return node("Identifier", name.name, at: at)
        case .closureParameter(let index): return node("ClosureParameter", "$\(index)", at: at)
        case .projectedValue(let name): return node("ProjectedValue", "$" + name.name, at: at)
        case .selfExpr: return node("Self", at: at)
        case .superExpr: return node("Super", at: at)
        case .discard: return node("Discard", at: at)
        case .macroExpansion(let name, let arguments):
            return node("MacroExpansion", "#" + name.name, at: at, arguments.map(argumentNode))

        // Postfix chains
        case .member(let base, let name): return node("Member", "." + name.name, at: at, [exprNode(base)])
        case .implicitMember(let name): return node("ImplicitMember", "." + name.name, at: at)
        case .specialize(let base, let generics):
            return node("Specialize", genericArgumentsText(generics), at: at, [exprNode(base)])
        case .call(let callee, let arguments):
            return node("Call", at: at, [exprNode(callee)] + arguments.map(argumentNode))
        case .subscriptAccess(let base, let arguments):
            return node("Subscript", at: at, [exprNode(base)] + arguments.map(argumentNode))
        case .bindOptional(let base): return node("BindOptional", at: at, [exprNode(base)])
        case .optionalChain(let chain): return node("OptionalChain", at: at, [exprNode(chain)])
        case .forceUnwrap(let base): return node("ForceUnwrap", at: at, [exprNode(base)])

        // Operators
        case .prefix(let op, let operand): return node("Prefix", op.rawValue, at: at, [exprNode(operand)])
        case .postfix(let op, let operand): return node("Postfix", op.rawValue, at: at, [exprNode(operand)])
        case .binary(let op, let lhs, let rhs):
            return node("Binary", op.rawValue, at: at, [exprNode(lhs), exprNode(rhs)])
        case .operatorCall(let fixity, let name, let operands):
            return node("Operator", fixity.rawValue + " " + name.name, at: at, operands.map(exprNode))
        case .assign(let target, let value): return node("Assign", at: at, [exprNode(target), exprNode(value)])
        case .ternary(let condition, let then, let otherwise):
            return node("Ternary", at: at, [exprNode(condition), exprNode(then), exprNode(otherwise)])
        case .typeCheck(let operand, let type): return node("TypeCheck", "is", typeText(type), at: at, [exprNode(operand)])
        case .cast(let operand, let kind, let type):
            return node("Cast", castText(kind), typeText(type), at: at, [exprNode(operand)])
        case .tryExpr(let kind, let operand): return node(tryText(kind), at: at, [exprNode(operand)])
        case .awaitExpr(let operand): return node("Await", at: at, [exprNode(operand)])
        case .inoutArgument(let operand): return node("InoutArgument", "&", at: at, [exprNode(operand)])

        // Compound
        case .closure(let closure): return closureNode(closure, at: at)
        case .tuple(let elements):
            return node("Tuple", at: at, elements.map { exprNode($0.value).withRole(labelRole($0.label)) })
        case .paren(let inner): return node("Paren", at: at, [exprNode(inner)])
        case .keyPath(let keyPath): return keyPathNode(keyPath, at: at)
        case .ifExpr(let ifStmt): return node("IfExpression", at: at, [stmtNode(Stmt(.ifStmt(ifStmt), range: at))])
        case .switchExpr(let switchStmt):
            return node("SwitchExpression", at: at, [stmtNode(Stmt(.switchStmt(switchStmt), range: at))])
        case .error: return node("ErrorExpr", at: at)
        }
    }

    /// An argument: its value, with `label: ` and `(trailing) ` as roles.
    func argumentNode(_ argument: Argument) -> DumpNode {
        let role = (argument.isTrailingClosure ? "(trailing) " : "") + labelRole(argument.label)
        return exprNode(argument.value).withRole(role)
    }

    func labelRole(_ label: Identifier?) -> String {
        label.map { $0.name + ": " } ?? ""
    }

    func castText(_ kind: CastKind) -> String {
        switch kind {
        case .coerce: return "as"
        case .conditional: return "as?"
        case .forced: return "as!"
        }
    }

    func tryText(_ kind: TryKind) -> String {
        switch kind {
        case .plain: return "Try"
        case .optional: return "Try?"
        case .forced: return "Try!"
        }
    }
}

// MARK: - String literals

extension ASTDumper {
    /// `StringLiteral "text"` when there is no interpolation; otherwise one child per segment.
    func stringLiteralNode(_ literal: StringLiteral, at range: SourceRange) -> DumpNode {
        let raw = literal.isRaw ? "raw" : ""
        let multiline = literal.isMultiline ? "multiline" : ""
        if let text = literal.staticText {
            return node("StringLiteral", raw, multiline, quoted(text), at: range)
        }
        return node("StringLiteral", raw, multiline, at: range, literal.segments.map { segment in
            switch segment {
            case .text(let text):
                return DumpNode("Text " + quoted(text))
            case .interpolation(let arguments, let range):
                return node("Interpolation", at: range, arguments.map(argumentNode))
            }
        })
    }
}

// MARK: - Closures and key paths

extension ASTDumper {
    /// `Closure (a, b: Int) async -> T @l:c` with captures, then the body's statements.
    func closureNode(_ closure: ClosureExpr, at range: SourceRange) -> DumpNode {
        let parameters = closure.parameters.map { parameters in
            "(" + parameters.map { parameter in
                parameter.name.name + (parameter.type.map { ": " + typeText($0) } ?? "")
            }.joined(separator: ", ") + ")"
        } ?? ""
        let captures = closure.captures.map { capture -> DumpNode in
            let specifier: String
            switch capture.specifier {
            case .strong: specifier = ""
            case .weak: specifier = "weak"
            case .unowned: specifier = "unowned"
            }
            return node("Capture", specifier, capture.name.name, at: capture.name.range,
                        capture.value.map { [exprNode($0)] } ?? [])
        }
        return node("Closure", attributesText(closure.attributes), parameters, effectsText(closure.effects),
                    resultText(closure.resultType), at: range,
                    captures + closure.body.statements.map(stmtNode))
    }

    /// `KeyPath \Root.a?.b![…]` with one `SubscriptComponent` child per `[…]`.
    func keyPathNode(_ keyPath: KeyPathExpr, at range: SourceRange) -> DumpNode {
        var path = "\\" + (keyPath.root.map(typeText) ?? "")
        var subscripts: [DumpNode] = []
        for component in keyPath.components {
            switch component {
            case .property(let name): path += "." + name.name
            case .`self`: path += ".self"
            case .optional: path += "?"
            case .forceUnwrap: path += "!"
            case .`subscript`(let arguments):
                path += "[…]"
                let position = arguments.first?.range ?? range
                subscripts.append(node("SubscriptComponent", at: position, arguments.map(argumentNode)))
            }
        }
        return node("KeyPath", path, at: range, subscripts)
    }
}
