import Testing
@testable import ViewScriptSyntax

/// Parses one pattern and returns its rendering and its diagnostics as `line:col message`.
private func parsePattern(_ source: String, _ context: Parser.PatternContext) -> (String, [String]) {
    let (pattern, diagnostics) = runOnLargeStack { Parser.parsePatternForTesting(source, context: context) }
    return (SExpr.pattern(pattern), diagnostics.map { "\($0.location) \($0.message.text)" })
}

private func pattern(_ source: String, _ context: Parser.PatternContext = .caseLabel,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let (rendered, diagnostics) = parsePattern(source, context)
    #expect(diagnostics.isEmpty, "\(source): \(diagnostics)", sourceLocation: sourceLocation)
    return rendered
}

@Suite struct PatternParserTests {
    @Test func declarationPatterns() {
        #expect(pattern("x", .declaration) == "x")
        #expect(pattern("_", .declaration) == "_")
        #expect(pattern("(a, b)", .declaration) == "(tuple a b)")
        #expect(pattern("(a, _)", .declaration) == "(tuple a _)")
        #expect(pattern("x: Int", .declaration) == "(: x Int)")
        #expect(pattern("(a, b): (Int, Int)", .declaration) == "(: (tuple a b) (Int, Int))")
    }

    @Test func forInPatterns() {
        #expect(pattern("item", .forIn) == "item")
        #expect(pattern("(index, item)", .forIn) == "(tuple index item)")
        #expect(pattern("i: Int", .forIn) == "(: i Int)")
    }

    @Test func valueBindings() {
        #expect(pattern("let x") == "(let x)")
        #expect(pattern("var x") == "(var x)")
        #expect(pattern("let (a, b)") == "(let (tuple a b))")
        #expect(pattern("(let a, _)") == "(tuple (let a) _)")
        #expect(pattern("let x?") == "(let (? x))")
    }

    @Test func enumCasePatterns() {
        #expect(pattern(".idle") == "(case .idle)")
        #expect(pattern(".some(let x)") == "(case .some (let x) ())")
        #expect(pattern(".loaded(let items)") == "(case .loaded (let items) ())")
        #expect(pattern("let .success(value)") == "(let (case .success value ()))")
        #expect(pattern("Result.failure(let error)") == "(case Result.failure (let error) ())")
        #expect(pattern("let Result.success(v)") == "(let (case Result.success v ()))")
        #expect(pattern(".point(x: 0, y: let y)") == "(case .point x: (expr 0) y: (let y) ())")
        #expect(pattern(".a(.b)") == "(case .a (case .b) ())")
    }

    @Test func qualifiedEnumCasesNeedATypeName() {
        #expect(pattern("Color.red") == "(case Color.red)")
        #expect(pattern("Self.idle") == "(case Self.idle)")
        #expect(pattern("value.count") == "(expr (. value count))")
        #expect(pattern("Outer.Inner.value(let x)") == "(case Outer.Inner.value (let x) ())")
    }

    @Test func typeCheckAndCastPatterns() {
        #expect(pattern("is String") == "(is String)")
        #expect(pattern("let e as MyError") == "(let (as e MyError))")
    }

    @Test func expressionPatterns() {
        #expect(pattern("1...5") == "(expr (... 1 5))")
        #expect(pattern("\"a\"") == "(expr \"a\")")
        #expect(pattern("someConst") == "(expr someConst)")
        #expect(pattern("0..<10") == "(expr (..< 0 10))")
        #expect(pattern("(0, _)") == "(tuple (expr 0) _)")
        #expect(pattern("x.count") == "(expr (. x count))")
        #expect(pattern("-1") == "(expr (prefix- 1))")
        #expect(pattern(".a ... .z") == "(expr (... .a .z))")
        #expect(pattern("Limits.max + 1") == "(expr (+ (. Limits max) 1))")
        #expect(pattern(".a({ $0 })") == "(expr (call .a {closure stmts:1}))")
    }

    @Test func caseLabelStopsAtColonAndEquals() {
        #expect(parsePattern(".a:", .caseLabel) == ("(case .a)", ["1:3 expected end of input"]))
        #expect(parsePattern("5 = x", .caseLabel) == ("(expr 5)", ["1:3 expected end of input"]))
        #expect(parsePattern("x where x > 1", .caseLabel) == ("(expr x)", ["1:3 expected end of input"]))
    }

    @Test func errors() {
        #expect(parsePattern("= 1", .declaration).1 == ["1:1 expected pattern"])
        #expect(parsePattern("(a, b", .declaration).1 == ["1:6 expected ')' in tuple pattern"])
    }

    @Test func deepTuplePatternsStopAtTheLimit() {
        let source = String(repeating: "(", count: 50_000) + "x" + String(repeating: ")", count: 50_000)
        let diagnostics = runOnLargeStack { Parser.parsePatternForTesting(source, context: .declaration).1 }
        #expect(diagnostics.map(\.id) == ["too-deeply-nested"])
    }
}
