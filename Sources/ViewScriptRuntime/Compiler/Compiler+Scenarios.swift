import ViewScriptSyntax

extension Compiler {
    /// `show EXPR`: the expression becomes a function of no arguments at the top level, so
    /// its names are checked with the rest of the file, before any scenario runs.
    mutating func compileScenarioRoots(_ scenarios: [Scenario]) {
        for scenario in scenarios {
            for step in scenario.steps {
                guard case .show(let expr) = step.kind else { continue }
                let definition = FunctionDefinition(name: "show", kind: .function, range: expr.range)
                program.adopt(definition)
                let body = withFunction(definition, selfType: nil, isStatic: false, nested: false) { compiler in
                    let value = compiler.compileExpression(expr, expected: nil)
                    return BlockNode(statements: [ReturnNode(value: value, range: expr.range)], range: expr.range)
                }
                definition.body = body
                program.scenarioRoots[step.range] = definition
            }
        }
    }
}

extension Interpreter {
    /// Evaluates the expression of a scenario's `show` step (compiled with the file).
    public func evaluateScenarioRoot(_ step: ScenarioStep) throws -> Value? {
        guard let definition = program.scenarioRoots[step.range] else { return nil }
        resetBudget()
        return try invoke(definition, arguments: [], captures: [], selfValue: nil, at: step.range).result
    }
}
