import Testing
@testable import ViewScriptSyntax

/// The top-level expression statements of a script, folded by the operators it declares.
private func foldedStatements(_ source: String) -> ([String], [String]) {
    let file = SourceFile(path: "main.swift", text: source)
    let result = runOnLargeStack { Parser.parse(file, options: ParseOptions(allowsTopLevelStatements: true)) }
    let statements = result.syntax.items.compactMap { item -> String? in
        guard case .statement(let statement) = item, case .expression(let expr) = statement.kind else { return nil }
        return SExpr.expr(expr)
    }
    return (statements, result.diagnostics.map { "\($0.location) \($0.message.text)" })
}

@Suite struct CustomOperatorParserTests {
    @Test func sequencesFoldByDeclaredGroups() {
        let (folded, diagnostics) = foldedStatements("""
            a ** b ** c * d
            precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }
            infix operator **: PowerPrecedence
            infix operator <>: AdditionPrecedence
            a <> b <> c * d
            x |> f |> g
            infix operator |>: Pipe
            precedencegroup Pipe { associativity: left lowerThan: LogicalDisjunctionPrecedence }
            √x + y
            n++ * 2
            prefix operator √
            postfix operator ++
            """)
        // swiftc folds by the module's declarations, wherever they stand.
        #expect(folded == ["(* (** a (** b c)) d)", "(<> (<> a b) (* c d))", "(|> (|> x f) g)",
                           "(+ (prefix√ x) y)", "(* (postfix++ n) 2)"])
        #expect(diagnostics.isEmpty)
    }

    @Test func undeclaredOperatorsAreSwiftcErrors() {
        let (_, diagnostics) = foldedStatements("""
            func ** (a: Int, b: Int) -> Int { a * b }
            print(2 +++ 3)
            infix operator ^^: NoSuchPrecedence
            """)
        #expect(diagnostics == ["1:6 operator implementation without matching operator declaration",
                                "2:9 cannot find operator '+++' in scope",
                                "3:20 unknown precedence group 'NoSuchPrecedence'"])
    }

    @Test func nonAssociativeDeclaredGroup() {
        let (_, diagnostics) = foldedStatements("""
            precedencegroup Cmp { associativity: none }
            infix operator <=>: Cmp
            print(1 <=> 2 <=> 3)
            """)
        // swiftc: "3:9: error: adjacent operators are in non-associative precedence group 'Cmp'".
        #expect(diagnostics == ["3:9 adjacent operators are in non-associative precedence group 'Cmp'"])
    }
}
