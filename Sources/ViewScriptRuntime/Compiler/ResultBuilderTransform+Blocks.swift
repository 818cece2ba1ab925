import ViewScriptSyntax

/// The builder transform of one body (see `ResultBuilderTransform`).
extension ResultBuilderTransform {
    /// A body with the builder applied: `return B.buildFinalResult(component)`; nil when the
    /// body has a `return` of its own (Swift then does not apply the builder).
    func transformBody(_ body: Block, _ builder: String) -> Block? {
        guard !body.statements.contains(where: { if case .returnStmt = $0.kind { true } else { false } }) else { return nil }
        var result = component(body.statements, builder, body.range)
        if has(builder, "buildFinalResult") { result = call(builder, "buildFinalResult", [(nil, result)], body.range) }
        return Block(statements: [Stmt(.returnStmt(result), range: body.range)], range: body.range)
    }

    /// A block's component: `{ let v0 = ...; ...; return B.buildBlock(v0, ...) }()`.
    func component(_ statements: [Stmt], _ builder: String, _ range: SourceRange) -> Expr {
        var out: [Stmt] = []
        var values: [Expr] = []
        func declare(_ value: Expr, _ at: SourceRange) {
            let name = "__component\(values.count)"
            out.append(constant(name, value, at))
            values.append(Expr(.identifier(Identifier(name, range: at)), range: at))
        }
        for statement in statements {
            let at = statement.range
            switch statement.kind {
            case .expression(let expr):
                if case .assign = expr.kind { out.append(statement); continue }
                declare(has(builder, "buildExpression") ? call(builder, "buildExpression", [(nil, expr)], at) : expr, at)
            case .ifStmt(let ifStmt):
                declare(conditional(ifStmt, builder, at), at)
            case .switchStmt(let switchStmt):
                var cases = switchStmt
                let count = switchStmt.cases.count
                cases.cases = switchStmt.cases.enumerated().map { index, item in
                    var branch = item
                    let value = inject(index, count, component(item.body, builder, item.range), builder, item.range)
                    branch.body = [Stmt(.expression(value), range: item.range)]
                    return branch
                }
                declare(Expr(.switchExpr(cases), range: at), at)
            case .forIn(var loop):
                let collected = "__iterations\(values.count)"
                let anyArray = TypeSyntax(.array(TypeSyntax(.named(Identifier("Any", range: at), generics: []), range: at)), range: at)
                out.append(binding(collected, Expr(.arrayLiteral([]), range: at), isLet: false, type: anyArray, at))
                let append = Expr(.call(Expr(.member(Expr(.identifier(Identifier(collected, range: at)), range: at), Identifier("append", range: at)), range: at),
                                        [Argument(label: nil, value: component(loop.body.statements, builder, loop.body.range))]), range: at)
                loop.body = Block(statements: [Stmt(.expression(append), range: at)], range: loop.body.range)
                out.append(Stmt(.forIn(loop), range: at))
                declare(call(builder, "buildArray", [(nil, Expr(.identifier(Identifier(collected, range: at)), range: at))], at), at)
            case .doStmt(_, let body, let catches) where catches.isEmpty:
                declare(component(body.statements, builder, body.range), at)
            default:
                out.append(statement)
            }
        }
        out.append(Stmt(.returnStmt(combine(values, builder, range)), range: range))
        let closure = ClosureExpr(attributes: [], captures: [], parameters: [], effects: Effects(), resultType: nil,
                                  body: Block(statements: out, range: range))
        return Expr(.call(Expr(.closure(closure), range: range), []), range: range)
    }

    /// `B.buildBlock(v0, v1)`, or `buildPartialBlock(first:)`/`(accumulated:next:)` folded.
    private func combine(_ values: [Expr], _ builder: String, _ range: SourceRange) -> Expr {
        guard !has(builder, "buildBlock"), has(builder, "buildPartialBlock"), let first = values.first else {
            return call(builder, "buildBlock", values.map { (nil, $0) }, range)
        }
        var result = call(builder, "buildPartialBlock", [("first", first)], range)
        for next in values.dropFirst() { result = call(builder, "buildPartialBlock", [("accumulated", result), ("next", next)], range) }
        return result
    }

    /// `if`/`else if`/`else` as one value: each branch injected with `buildEither`, and
    /// without a final `else`, the whole through `buildOptional`.
    private func conditional(_ ifStmt: IfStmt, _ builder: String, _ range: SourceRange) -> Expr {
        var branches: [IfStmt] = [ifStmt]
        var finalElse: Block?
        var current = ifStmt
        while let next = current.elseBranch {
            switch next {
            case .block(let block): finalElse = block
            case .elseIf(let inner, _): branches.append(inner); current = inner; continue
            }
            break
        }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        func value(_ index: Int, _ block: Block, available: Bool) -> Stmt {
            var built = component(block.statements, builder, block.range)
            if available, has(builder, "buildLimitedAvailability") { built = call(builder, "buildLimitedAvailability", [(nil, built)], block.range) }
            return Stmt(.expression(inject(index, count, built, builder, block.range)), range: block.range)
        }
        var tail: ElseBranch = .block(finalElse.map { Block(statements: [value(count - 1, $0, available: false)], range: $0.range) }
                                      ?? Block(statements: [Stmt(.expression(Expr(.nilLiteral, range: range)), range: range)], range: range))
        for (index, branch) in branches.enumerated().reversed() {
            let available = branch.conditions.contains { if case .availability(true, _) = $0.kind { true } else { false } }
            let then = Block(statements: [value(index, branch.then, available: available)], range: branch.then.range)
            let made = IfStmt(conditions: branch.conditions, then: then, elseBranch: tail)
            tail = .elseIf(made, range: range)
        }
        guard case .elseIf(let whole, _) = tail else { return Expr(.error, range: range) }
        let expr = Expr(.ifExpr(whole), range: range)
        return finalElse == nil ? call(builder, "buildOptional", [(nil, expr)], range) : expr
    }

    /// Branch `index` of `count` as a path in a balanced tree of `buildEither(first:)` and `(second:)`.
    private func inject(_ index: Int, _ count: Int, _ value: Expr, _ builder: String, _ range: SourceRange) -> Expr {
        guard count > 1 else { return value }
        let left = (count + 1) / 2
        if index < left { return call(builder, "buildEither", [("first", inject(index, left, value, builder, range))], range) }
        return call(builder, "buildEither", [("second", inject(index - left, count - left, value, builder, range))], range)
    }

    func has(_ builder: String, _ method: String) -> Bool { builders[builder]?.contains(method) == true }

    private func call(_ builder: String, _ method: String, _ arguments: [(String?, Expr)], _ range: SourceRange) -> Expr {
        let callee = Expr(.member(Expr(.identifier(Identifier(builder, range: range)), range: range), Identifier(method, range: range)), range: range)
        return Expr(.call(callee, arguments.map { Argument(label: $0.0.map { Identifier($0, range: range) }, value: $0.1) }), range: range)
    }

    private func constant(_ name: String, _ value: Expr, _ range: SourceRange) -> Stmt { binding(name, value, isLet: true, type: nil, range) }

    private func binding(_ name: String, _ value: Expr, isLet: Bool, type: TypeSyntax?, _ range: SourceRange) -> Stmt {
        let binding = PatternBinding(pattern: Pattern(.binding(Identifier(name, range: range)), range: range), type: type,
                                     initializer: value, accessors: nil, range: range)
        return Stmt(.declaration(Decl(.variable(VariableDecl(isLet: isLet, bindings: [binding])), range: range)), range: range)
    }
}
