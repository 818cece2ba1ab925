import ViewScriptSyntax

extension Compiler {
    /// Compiles statements with `@ViewBuilder` semantics.
    mutating func compileViewBuilder(_ statements: [Stmt], range: SourceRange) -> ViewBuilderNode {
        scope.pushBlock()
        declareLocalFunctions(statements)
        var items: [ViewBuilderNode.Item] = []
        for statement in statements {
            switch statement.kind {
            case .expression(let expr):
                items.append(.view(compileExpression(expr, expected: nil)))
            case .ifStmt(let ifStmt):
                items.append(.conditional(compileBuilderIf(ifStmt)))
            case .switchStmt(let switchStmt):
                let subject = compileExpression(switchStmt.subject, expected: nil)
                var cases: [SwitchCaseNode] = []
                var bodies: [ViewBuilderNode] = []
                for switchCase in switchStmt.cases {
                    scope.pushBlock()
                    let patterns = switchCase.items.map { item in
                        (compilePattern(item.pattern, subjectType: subject.staticType, reuseBindings: true),
                         item.guardExpr.map { compileExpression($0, expected: .bool) })
                    }
                    bodies.append(compileViewBuilder(switchCase.body, range: switchCase.range))
                    let locals = scope.popBlock()
                    cases.append(SwitchCaseNode(items: patterns, isDefault: switchCase.isDefault,
                                                body: BlockNode(statements: [], range: switchCase.range), locals: locals,
                                                range: switchCase.range))
                }
                items.append(.choice(ViewBuilderSwitch(subject: subject, cases: cases, bodies: bodies, range: statement.range)))
            default:
                items.append(.statement(compileStatement(statement)))
            }
        }
        let locals = scope.popBlock()
        return ViewBuilderNode(items: items, locals: locals, range: range)
    }

    /// `if`/`else if`/`else` chains, flattened into numbered branches.
    mutating func compileBuilderIf(_ ifStmt: IfStmt) -> ViewBuilderConditional {
        var branches: [(conditions: [ConditionNode], body: ViewBuilderNode, locals: [LocalSlot])] = []
        var otherwise: ViewBuilderNode?
        var current: IfStmt? = ifStmt
        while let branch = current {
            scope.pushBlock()
            let conditions = compileConditions(branch.conditions)
            let body = compileViewBuilder(branch.then.statements, range: branch.then.range)
            let locals = scope.popBlock()
            branches.append((conditions, body, locals))
            switch branch.elseBranch {
            case .elseIf(let next, _): current = next
            case .block(let block):
                otherwise = compileViewBuilder(block.statements, range: block.range)
                current = nil
            case nil: current = nil
            }
        }
        return ViewBuilderConditional(branches: branches, otherwise: otherwise)
    }

    /// Whether a declaration is a view builder: `var body` of a `View`, `body(content:)` of
    /// a `ViewModifier`, `makeBody(configuration:)` of a style, or anything marked `@ViewBuilder`.
    /// A body with an explicit `return` is an ordinary function: Swift does not apply the
    /// result builder to it (SE-0289), so `print(...); return VStack { ... }` works.
    func isViewBuilderDeclaration(_ name: String, decl: Decl, in type: NominalType?, body: Block?) -> Bool {
        if let body, Self.hasExplicitReturn(body.statements) { return false }
        if decl.attribute(named: "ViewBuilder") != nil { return true }
        guard let type else { return false }
        if name == "makeBody" { return StyleProtocol.conformance(of: type) != nil }
        // `PreviewProvider.previews` is declared `@ViewBuilder`; an `App`'s and a `Scene`'s
        // `body` are `@SceneBuilder`s, which build scenes as a view builder builds views.
        if name == "previews" { return type.conforms(to: "PreviewProvider") }
        guard name == "body" else { return false }
        // A `ToolbarContent`'s `body` is a `@ToolbarContentBuilder`: its items are built as views are.
        return type.conforms(to: "View") || type.conforms(to: "ViewModifier") || type.conforms(to: "App") || type.conforms(to: "Scene")
            || type.conforms(to: "ToolbarContent")
    }

    /// A `return` among the statements, or in the `else` of a `guard` among them.
    static func hasExplicitReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStmt: return true
            case .guardStmt(_, let elseBlock): return hasExplicitReturn(elseBlock.statements)
            default: return false
            }
        }
    }
}
