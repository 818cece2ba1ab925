import ViewScriptSyntax

extension Compiler {
    /// `async let x = f()`: compiled as `let x = Task { f() }`, a task that starts running
    /// concurrently here, and every read of `x` (`await x`) is a read of the task's `value`,
    /// which waits for it the first time. On the virtual clock the task runs when the code
    /// that started it suspends, as a child task would.
    ///
    /// As in Swift (SE-0317), the task is a child of the running task (cancelled with it),
    /// and one still running when its scope ends is cancelled and awaited there: each
    /// declaration is followed by an implicit `defer` that does it.
    mutating func compileAsyncLet(_ variable: VariableDecl, decl: Decl) -> [StmtNode] {
        var ends: [StmtNode] = []
        let nodes = variable.bindings.map { binding -> StmtNode in
            var task = binding
            if let initializer = binding.initializer {
                let range = initializer.range
                let body = Block(statements: [Stmt(.returnStmt(initializer), range: range)], range: range)
                let closure = ClosureExpr(attributes: [], captures: [], parameters: nil, effects: Effects(isAsync: true),
                                          resultType: binding.type, body: body)
                let callee = Expr(.identifier(Identifier("Task", range: range)), range: range)
                let argument = Argument(label: nil, value: Expr(.closure(closure), range: range), isTrailingClosure: true)
                // A label no program can spell marks the task as a child of the running one.
                let child = Argument(label: Identifier(ConcurrencyLibrary.childTaskLabel, range: range),
                                     value: Expr(.booleanLiteral(true), range: range))
                task.initializer = Expr(.call(callee, [child, argument]), range: range)
            }
            task.type = nil  // the local holds the task; its reads have the declared type
            let node = compileVariableBinding(task, decl: decl, isLet: true, global: false)
            if let name = (binding.pattern.boundName ?? typedName(binding.pattern))?.name,
               case .local(let slot)? = scope.lookup(name) {
                asyncLetSlots.insert(ObjectIdentifier(slot))
                let end = AsyncLetEndNode(slot: slot, range: binding.range)
                ends.append(DeferNode(body: BlockNode(statements: [end], range: binding.range), range: binding.range))
            }
            return node
        }
        return nodes + ends
    }

    /// A read of an `async let`: its task's value.
    func asyncLetRead(_ task: ExprNode, range: SourceRange) -> ExprNode {
        MemberNode(base: task, name: "value", range: range)
    }
}
