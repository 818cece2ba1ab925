// Statements, conditions and patterns in the dump. An expression or declaration used as a
// statement is dumped as itself. Blocks that sit beside conditions, patterns or other
// blocks are wrapped (`Then`, `Else`, `Body`); the others list their statements directly.

// MARK: - Statements

extension ASTDumper {
    func stmtNode(_ stmt: Stmt) -> DumpNode {
        let at = stmt.range
        switch stmt.kind {
        case .expression(let expr): return exprNode(expr)
        case .declaration(let decl): return declNode(decl)
        case .ifStmt(let ifStmt): return ifNode(ifStmt, kind: "If", at: at)
        case .guardStmt(let conditions, let elseBlock):
            return node("Guard", at: at, conditions.map(conditionNode) + [blockNode("Else", elseBlock)])
        case .whileStmt(let label, let conditions, let body):
            return node("While", statementLabel(label), at: at,
                        conditions.map(conditionNode) + [blockNode("Body", body)])
        case .repeatWhile(let label, let body, let condition):
            return node("RepeatWhile", statementLabel(label), at: at, [blockNode("Body", body), exprNode(condition)])
        case .forIn(let forIn):
            let whereNode = forIn.whereClause.map { [node("Where", at: $0.range, [exprNode($0)])] } ?? []
            return node("ForIn", statementLabel(forIn.label), forIn.isAwait ? "await" : "", at: at,
                        [patternNode(forIn.pattern), exprNode(forIn.sequence)] + whereNode
                            + [blockNode("Body", forIn.body)])
        case .switchStmt(let switchStmt):
            return node("Switch", statementLabel(switchStmt.label), at: at,
                        [exprNode(switchStmt.subject)] + switchStmt.cases.map(switchCaseNode))
        case .doStmt(let label, let body, let catches):
            return node("Do", statementLabel(label), at: at, [blockNode("Body", body)] + catches.map(catchNode))
        case .deferStmt(let body): return node("Defer", at: at, body.statements.map(stmtNode))
        case .returnStmt(let value): return node("Return", at: at, value.map { [exprNode($0)] } ?? [])
        case .breakStmt(let label): return node("Break", label?.name ?? "", at: at)
        case .continueStmt(let label): return node("Continue", label?.name ?? "", at: at)
        case .fallthroughStmt: return node("Fallthrough", at: at)
        case .throwStmt(let value): return node("Throw", at: at, [exprNode(value)])
        case .error: return node("ErrorStmt", at: at)
        }
    }

    /// `outer:` for a labelled statement, or nothing.
    func statementLabel(_ label: Identifier?) -> String {
        label.map { $0.name + ":" } ?? ""
    }

    /// A block wrapped in a node named `name`, at its opening brace.
    func blockNode(_ name: String, _ block: Block) -> DumpNode {
        node(name, at: block.range, block.statements.map(stmtNode))
    }

    func ifNode(_ ifStmt: IfStmt, kind: String, at range: SourceRange) -> DumpNode {
        var children = ifStmt.conditions.map(conditionNode)
        children.append(blockNode("Then", ifStmt.then))
        switch ifStmt.elseBranch {
        case nil: break
        case .block(let block)?: children.append(blockNode("Else", block))
        case .elseIf(let elseIf, let range)?: children.append(ifNode(elseIf, kind: "ElseIf", at: range))
        }
        return node(kind, at: range, children)
    }

    func conditionNode(_ condition: Condition) -> DumpNode {
        let at = condition.range
        switch condition.kind {
        case .expression(let expr): return exprNode(expr)
        case .optionalBinding(let isVar, let pattern, let type, let initializer):
            // A plain name is shown inline; a tuple or `_` pattern as the first child.
            let name = pattern.boundName?.name
            let children = (name == nil ? [patternNode(pattern)] : []) + (initializer.map { [exprNode($0)] } ?? [])
            return node("OptionalBinding", isVar ? "var" : "let", (name ?? "") + (type.map { ": " + typeText($0) } ?? ""),
                        initializer == nil ? "(shorthand)" : "", at: at, children)
        case .casePattern(let pattern, let value):
            return node("CaseCondition", at: at, [patternNode(pattern), exprNode(value)])
        case .availability(let isAvailable, let iOS):
            return node("Availability", isAvailable ? "#available" : "#unavailable", iOS.map { "iOS \($0)" } ?? "", at: at)
        }
    }

    /// `Case` with its patterns (each followed by its `Where`), then its statements; or `Default`.
    func switchCaseNode(_ switchCase: SwitchCase) -> DumpNode {
        let items = switchCase.items.flatMap(caseItemNodes)
        return node(switchCase.isDefault ? "Default" : "Case", at: switchCase.range,
                    items + switchCase.body.map(stmtNode))
    }

    func catchNode(_ clause: CatchClause) -> DumpNode {
        node("Catch", at: clause.range, clause.items.flatMap(caseItemNodes) + [blockNode("Body", clause.body)])
    }

    func caseItemNodes(_ item: CaseItem) -> [DumpNode] {
        [patternNode(item.pattern)] + (item.guardExpr.map { [node("Where", at: $0.range, [exprNode($0)])] } ?? [])
    }
}

// MARK: - Patterns

extension ASTDumper {
    func patternNode(_ pattern: Pattern) -> DumpNode {
        let at = pattern.range
        switch pattern.kind {
        case .wildcard: return node("WildcardPattern", at: at)
        case .binding(let name): return node("BindingPattern", name.name, at: at)
        case .valueBinding(let isVar, let inner):
            return node("ValueBindingPattern", isVar ? "var" : "let", at: at, [patternNode(inner)])
        case .tuple(let elements):
            return node("TuplePattern", at: at, elements.map(tuplePatternElementNode))
        case .enumCase(let type, let name, let arguments):
            let written = (type.map(typeText) ?? "") + "." + name.name + (arguments?.isEmpty == true ? "()" : "")
            return node("EnumCasePattern", written, at: at, (arguments ?? []).map(tuplePatternElementNode))
        case .optional(let inner): return node("OptionalPattern", at: at, [patternNode(inner)])
        case .typeCheck(let type): return node("IsPattern", "is", typeText(type), at: at)
        case .cast(let inner, let type): return node("CastPattern", "as", typeText(type), at: at, [patternNode(inner)])
        case .typed(let inner, let type): return node("TypedPattern", typeText(type), at: at, [patternNode(inner)])
        case .expression(let expr): return node("ExpressionPattern", at: at, [exprNode(expr)])
        }
    }

    func tuplePatternElementNode(_ element: TuplePatternElement) -> DumpNode {
        patternNode(element.pattern).withRole(labelRole(element.label))
    }
}
