import Testing
@testable import ViewScriptSyntax

// MARK: - Helpers

/// Parses one expression and returns its S-expression and its diagnostics as `line:col message`.
func parseExpr(_ source: String, _ context: Parser.ExpressionContext = .normal) -> (String, [String]) {
    let (expr, diagnostics) = runOnLargeStack { Parser.parseExpressionForTesting(source, context: context) }
    return (SExpr.expr(expr), diagnostics.map { "\($0.location) \($0.message.text)" })
}

/// The S-expression of a source that must parse without diagnostics.
func sexpr(_ source: String, _ context: Parser.ExpressionContext = .normal,
           sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let (tree, diagnostics) = parseExpr(source, context)
    #expect(diagnostics.isEmpty, "\(source): \(diagnostics)", sourceLocation: sourceLocation)
    return tree
}

/// The diagnostics of parsing `source` as an expression.
func exprDiagnostics(_ source: String) -> [String] { parseExpr(source).1 }

// MARK: - Tests

@Suite struct ExpressionParserTests {
    // MARK: Precedence and associativity

    @Test func multiplicationBindsTighterThanAddition() {
        #expect(sexpr("a + b * c") == "(+ a (* b c))")
        #expect(sexpr("a * b + c") == "(+ (* a b) c)")
        #expect(sexpr("a - b - c") == "(- (- a b) c)")
        #expect(sexpr("a << 2 + 1") == "(+ (<< a 2) 1)")
    }

    @Test func rightAssociativeOperators() {
        #expect(sexpr("a ?? b ?? c") == "(?? a (?? b c))")
        #expect(sexpr("x = y = z") == "(= x (= y z))")
        #expect(sexpr("a ? b : c ? d : e") == "(?: a b (?: c d e))")
    }

    @Test func logicalAndComparisonPrecedence() {
        #expect(sexpr("a || b && c") == "(|| a (&& b c))")
        #expect(sexpr("a == b && c != d") == "(&& (== a b) (!= c d))")
        #expect(sexpr("x ?? 0 > 5") == "(> (?? x 0) 5)")
        #expect(sexpr("a === b") == "(=== a b)")
    }

    @Test func ranges() {
        #expect(sexpr("a...b") == "(... a b)")
        #expect(sexpr("0..<n + 1") == "(..< 0 (+ n 1))")
        #expect(sexpr("..<5") == "(prefix..< 5)")
        #expect(sexpr("...n") == "(prefix... n)")
        #expect(sexpr("[x...]") == "[(postfix... x)]")
    }

    @Test func assignmentsAndCompoundAssignments() {
        #expect(sexpr("count += 1") == "(+= count 1)")
        #expect(sexpr("x = a + b") == "(= x (+ a b))")
        #expect(sexpr("_ = f()") == "(= _ (call f))")
        #expect(sexpr("a.b = c ?? d") == "(= (. a b) (?? c d))")
    }

    @Test func casts() {
        #expect(sexpr("x as? Int ?? 0") == "(?? (as? x Int) 0)")
        #expect(sexpr("a + b as Double") == "(as (+ a b) Double)")
        #expect(sexpr("x is String && y") == "(&& (is x String) y)")
        #expect(sexpr("v as! [String: Any]") == "(as! v [String: Any])")
        #expect(sexpr("x as Int? == nil") == "(== (as x Int?) nil)")
    }

    @Test func ternary() {
        #expect(sexpr("flag ? 1 : 2") == "(?: flag 1 2)")
        #expect(sexpr("x = a > b ? a : b") == "(= x (?: (> a b) a b))")
        #expect(sexpr("a ? b ? c : d : e") == "(?: a (?: b c d) e)")
        #expect(sexpr("isOn ? .red : .blue") == "(?: isOn .red .blue)")
    }

    @Test func tryAndAwaitCoverTheRest() {
        #expect(sexpr("try a + b") == "(try (+ a b))")
        #expect(sexpr("x = try f() ?? g") == "(= x (try (?? (call f) g)))")
        #expect(sexpr("try? load()") == "(try? (call load))")
        #expect(sexpr("try! load()") == "(try! (call load))")
        #expect(sexpr("await task.value") == "(await (. task value))")
        #expect(sexpr("try await Task.sleep(for: .seconds(2))")
            == "(try (await (call (. Task sleep) for: (call .seconds 2))))")
        #expect(sexpr("await") == "await")
    }

    @Test func prefixOperators() {
        #expect(sexpr("-x") == "(prefix- x)")
        #expect(sexpr("!flag") == "(prefix! flag)")
        #expect(sexpr("!a.b") == "(prefix! (. a b))")
        #expect(sexpr("-x!") == "(prefix- (! x))")
        #expect(sexpr("~mask") == "(prefix~ mask)")
        #expect(sexpr("f(&x)") == "(call f (& x))")
    }

    // MARK: Operator whitespace

    @Test func operatorWhitespace() {
        #expect(sexpr("a-b") == "(- a b)")
        #expect(sexpr("a - b") == "(- a b)")
        #expect(sexpr("a!.b") == "(. (! a) b)")
        #expect(sexpr("a?.b?.c") == "(?chain (. (? (. (? a) b)) c))")
        #expect(sexpr("a?.b.c()") == "(?chain (call (. (. (? a) b) c)))")
        #expect(sexpr("x! + 1") == "(+ (! x) 1)")
    }

    @Test func prefixOperatorAfterSpaceEndsTheExpression() {
        // `a -b` is two expressions in Swift: the statement parser reports the second.
        let (tree, diagnostics) = parseExpr("a -b")
        #expect(tree == "a")
        #expect(diagnostics == ["1:3 expected end of input"])
    }

    // MARK: Postfix chains

    @Test func membersCallsAndSubscripts() {
        #expect(sexpr("a.b.c") == "(. (. a b) c)")
        #expect(sexpr("f(a, label: b)") == "(call f a label: b)")
        #expect(sexpr("items[0]") == "(subscript items 0)")
        #expect(sexpr("dict[key, default: 0]") == "(subscript dict key default: 0)")
        #expect(sexpr("t.0.1") == "(. (. t 0) 1)")
        #expect(sexpr("Int.self") == "(. Int self)")
        #expect(sexpr("self.init(x: 1)") == "(call (. self init) x: 1)")
        #expect(sexpr("super.viewDidLoad()") == "(call (. super viewDidLoad))")
        #expect(sexpr("f()()") == "(call (call f))")
    }

    @Test func multiLineModifierChain() {
        let source = """
        Text("a")
            .padding()
            .font(.title)
        """
        #expect(sexpr(source) == "(call (. (call (. (call Text \"a\") padding)) font) .title)")
    }

    @Test func callParenthesisMustBeOnTheSameLine() {
        let (tree, diagnostics) = parseExpr("f\n(x)")
        #expect(tree == "f")
        #expect(diagnostics == ["2:1 expected end of input"])
    }

    @Test func implicitMembers() {
        #expect(sexpr(".bordered") == ".bordered")
        #expect(sexpr(".seconds(2)") == "(call .seconds 2)")
        #expect(sexpr(".init(x: 1)") == "(call .init x: 1)")
        #expect(sexpr("f(.default)") == "(call f .default)")
    }

    @Test func argumentLabelsMayBeKeywords() {
        #expect(sexpr("f(for: x, in: y, default: z)") == "(call f for: x in: y default: z)")
        #expect(sexpr("f(a, b,)") == "(call f a b)")
    }

    @Test func operatorsAsArguments() {
        #expect(sexpr("xs.reduce(0, +)") == "(call (. xs reduce) 0 +)")
        #expect(sexpr("xs.sorted(by: >)") == "(call (. xs sorted) by: >)")
    }

    // MARK: Generic specialization

    @Test func genericSpecialization() {
        #expect(sexpr("Binding<Bool>(get: g, set: s)") == "(call (<> Binding Bool) get: g set: s)")
        #expect(sexpr("Set<Int>()") == "(call (<> Set Int))")
        #expect(sexpr("Task<Void, Never>.self") == "(. (<> Task Void Never) self)")
        #expect(sexpr("Array<Set<Int>>()") == "(call (<> Array Set<Int>))")
        #expect(sexpr("Binding<String?>.constant(nil)") == "(call (. (<> Binding String?) constant) nil)")
        #expect(sexpr("Optional<Int>.none") == "(. (<> Optional Int) none)")
        #expect(sexpr("Task<Void, Never> { }") == "(call (<> Task Void Never) trailing {closure stmts:0})")
        #expect(sexpr("Array<Int>[0]") == "(subscript (<> Array Int) 0)")
    }

    @Test func comparisonsAreNotGenerics() {
        #expect(sexpr("a < b") == "(< a b)")
        #expect(sexpr("f(a < b, c > d)") == "(call f (< a b) (> c d))")
        #expect(sexpr("a<b") == "(< a b)")
        #expect(sexpr("x<y && y>z") == "(&& (< x y) (> y z))")
    }

    // MARK: Trailing closures

    @Test func trailingClosures() {
        #expect(sexpr("foo { }") == "(call foo trailing {closure stmts:0})")
        #expect(sexpr("Button(\"x\") { }") == "(call Button \"x\" trailing {closure stmts:0})")
        #expect(sexpr("VStack { }.padding()") == "(call (. (call VStack trailing {closure stmts:0}) padding))")
        #expect(sexpr("xs.map { $0 }") == "(call (. xs map) trailing {closure stmts:1})")
    }

    /// `#Predicate<Item> { $0.isDone }`: the generic arguments after a macro's name are read
    /// (and dropped); the closure is its argument. `#a < b` stays a comparison.
    @Test func macroWithGenericArguments() {
        #expect(sexpr("#Predicate<Item> { $0.isDone }") == "(#Predicate trailing {closure stmts:1})")
        #expect(sexpr("#Predicate { $0.isDone }") == "(#Predicate trailing {closure stmts:1})")
        #expect(sexpr("#line < limit") == "(< (#line) limit)")
    }

    @Test func multipleTrailingClosures() {
        #expect(sexpr("Button { } label: { }")
            == "(call Button trailing {closure stmts:0} trailing label: {closure stmts:0})")
        #expect(sexpr("Picker(\"p\", selection: $x) { } currentValueLabel: { }")
            == "(call Picker \"p\" selection: $x trailing {closure stmts:0} trailing currentValueLabel: {closure stmts:0})")
    }

    @Test func noTrailingClosureInConditions() {
        let (tree, diagnostics) = parseExpr("items.isEmpty {", .condition)
        #expect(tree == "(. items isEmpty)")
        #expect(diagnostics == ["1:15 expected end of input"])
        #expect(sexpr("xs.contains(where: { $0 > 1 })", .condition) == "(call (. xs contains) where: {closure stmts:1})")
    }

    @Test func noTrailingClosureAfterLiteralsOrBeforeObservers() {
        #expect(parseExpr("1 { }").0 == "1")
        #expect(parseExpr("f() { didSet { } }").0 == "(call f)")
    }

    // MARK: Closures

    @Test func closureSignatures() {
        #expect(sexpr("{ }") == "{closure stmts:0}")
        #expect(sexpr("{ x in }") == "{closure (x) stmts:0}")
        #expect(sexpr("{ x, y in }") == "{closure (x, y) stmts:0}")
        #expect(sexpr("{ _ in }") == "{closure (_) stmts:0}")
        #expect(sexpr("{ (a: Int, b) -> Int in }") == "{closure (a: Int, b) -> Int stmts:0}")
        #expect(sexpr("{ [weak self] in }") == "{closure [weak self] stmts:0}")
        #expect(sexpr("{ [x = y, unowned z] a in }") == "{closure [x = y, unowned z] (a) stmts:0}")
        #expect(sexpr("{ @MainActor in }") == "{closure @MainActor stmts:0}")
        #expect(sexpr("{ () async throws -> Void in }") == "{closure () async throws -> Void stmts:0}")
    }

    // MARK: Literals

    @Test func literals() {
        #expect(sexpr("1_000") == "1_000")
        #expect(sexpr("0x1F") == "0x1F")
        #expect(sexpr("1.5e3") == "1.5e3")
        #expect(sexpr("true") == "true")
        #expect(sexpr("nil") == "nil")
        #expect(sexpr("$0") == "$0")
        #expect(sexpr("$isOn") == "$isOn")
        #expect(sexpr("_state") == "_state")
        #expect(sexpr("Self.x") == "(. Self x)")
        #expect(sexpr("#file") == "(#file)")
        #expect(sexpr("#Preview { }") == "(#Preview trailing {closure stmts:0})")
    }

    @Test func collectionsAndTuples() {
        #expect(sexpr("[1, 2,]") == "[1, 2]")
        #expect(sexpr("[]") == "[]")
        #expect(sexpr("[:]") == "[:]")
        #expect(sexpr("[\"a\": 1, \"b\": 2]") == "[\"a\": 1, \"b\": 2]")
        #expect(sexpr("(a, b: c)") == "(tuple a b: c)")
        #expect(sexpr("()") == "(tuple)")
        #expect(sexpr("(x)") == "(paren x)")
        #expect(sexpr("[String]()") == "(call [String])")
        #expect(sexpr("[String: Int]()") == "(call [String: Int])")
    }

    @Test func stringInterpolation() {
        #expect(sexpr("\"Count: \\(count)\"") == "\"Count: \\(count)\"")
        #expect(sexpr("\"\\(value, specifier: \"%.1f\")\"") == "\"\\(value specifier: \"%.1f\")\"")
        #expect(sexpr("\"a \\(\"b \\(c + 1)\")\"") == "\"a \\(\"b \\((+ c 1))\")\"")
        #expect(sexpr("\"\"\"\n    x \\(y)\n    \"\"\"") == "\"x \\(y)\"")
    }

    @Test func interpolationErrorsPointIntoTheString() {
        #expect(exprDiagnostics("\"a \\(x +) b\"") == ["1:9 expected expression after operator"])
    }

    @Test func keyPaths() {
        #expect(sexpr("\\.self") == "(keypath .self)")
        #expect(sexpr("\\.count") == "(keypath .count)")
        #expect(sexpr("\\Person.name.count") == "(keypath Person .name .count)")
        #expect(sexpr("\\.items[0]") == "(keypath .items [0])")
        #expect(sexpr("\\.name?.count") == "(keypath .name ? .count)")
        #expect(sexpr("\\.dismiss") == "(keypath .dismiss)")
        #expect(sexpr("xs.map(\\.title)") == "(call (. xs map) (keypath .title))")
    }

    // MARK: Errors

    @Test func errorMessagesAndPositions() {
        #expect(exprDiagnostics("a +") == ["1:4 expected expression after operator"])
        #expect(exprDiagnostics("f(a: )") == ["1:6 expected expression in list of expressions"])
        #expect(exprDiagnostics("f(a") == ["1:4 expected ')' in expression list"])
        #expect(exprDiagnostics("f(a b)") == ["1:5 expected ',' separator"])
        #expect(exprDiagnostics("[1: ]") == ["1:5 expected expression in container literal"])
        #expect(exprDiagnostics("[1, 2") == ["1:6 expected ']' in container literal expression"])
        #expect(exprDiagnostics("x.") == ["1:3 expected member name following '.'"])
        #expect(exprDiagnostics("x = .") == ["1:6 expected member name following '.'"])
        // swiftc points at the first operator of the pair.
        #expect(exprDiagnostics("a < b < c") == ["1:3 adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"])
        #expect(exprDiagnostics("a..<b..<c") == ["1:2 adjacent operators are in non-associative precedence group 'RangeFormationPrecedence'"])
        #expect(exprDiagnostics("a <> b") == ["1:3 cannot find operator '<>' in scope"])
        #expect(exprDiagnostics("try") == ["1:4 expected expression after 'try'"])
        #expect(exprDiagnostics("c ? a") == ["1:6 expected ':' after '? ...' in ternary expression"])
        #expect(exprDiagnostics("2s") == ["1:2 's' is not a valid digit in integer literal"])
        #expect(exprDiagnostics("0.5s") == ["1:4 's' is not a valid digit in floating point literal"])
        #expect(exprDiagnostics("{ x in") == ["1:7 expected '}' at end of closure"])
    }

    @Test func missingCloseParenHasANote() {
        let (_, diagnostics) = runOnLargeStack { Parser.parseExpressionForTesting("Text(\"a\"\n}") }
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first.map { "\($0.location) \($0.message.text)" } == "1:9 expected ')' in expression list")
        #expect(diagnostics.first?.notes.map(\.message) == ["to match this opening '('"])
        #expect(diagnostics.first?.notes.first?.span.map { "\($0.start)" } == "1:5")
    }

    @Test func unexpectedTokensAreNotConsumed() {
        #expect(parseExpr(")").0 == "<error>")
        #expect(exprDiagnostics(")") == ["1:1 expected expression"])
    }

    // MARK: Depth

    @Test func deepParenthesesStopAtTheLimit() {
        let source = String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000)
        let diagnostics = runOnLargeStack { Parser.parseExpressionForTesting(source).1 }
        #expect(diagnostics.map(\.id) == ["too-deeply-nested"])
    }

    @Test func longOperatorChainStopsAtTheLimit() {
        let source = "a" + String(repeating: " + a", count: 100_000)
        let diagnostics = runOnLargeStack { Parser.parseExpressionForTesting(source).1 }
        #expect(diagnostics.map(\.id) == ["too-deeply-nested"])
    }

    @Test func longMemberChainStopsAtTheLimit() {
        let source = "a" + String(repeating: ".b", count: 100_000)
        let diagnostics = runOnLargeStack { Parser.parseExpressionForTesting(source).1 }
        #expect(diagnostics.map(\.id) == ["too-deeply-nested"])
    }

    @Test func deepInterpolationsStopAtTheLimit() {
        var source = "x"
        for _ in 0..<300 { source = "\"\\(" + source + ")\"" }
        let nestedSource = source
        let diagnostics = runOnLargeStack { Parser.parseExpressionForTesting(nestedSource).1 }
        #expect(diagnostics.contains { $0.id == "too-deeply-nested" || $0.id == "string-nesting-too-deep" })
    }

    @Test func moderateChainsAreFine() {
        let source = "a" + String(repeating: " + a", count: 200)
        #expect(exprDiagnostics(source).isEmpty)
    }
}

/// Speculative forms (closure signatures, generic arguments, enum-case patterns) must not
/// re-parse nested closures when they fail: each input below would take exponential time.
@Suite struct SpeculationCostTests {
    private static func parsesQuickly(_ source: String) -> Bool {
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = runOnLargeStack { Parser.parse(SourceFile(path: "s.view", text: source)) } }
        return elapsed < .seconds(5)
    }

    @Test func failedCaptureListsInNestedClosures() {
        var source = "x"
        for _ in 0..<60 { source = "{ [a = \(source) junk] in }" }
        #expect(Self.parsesQuickly("let v = " + source))
    }

    @Test func expressionPatternsHoldingClosures() {
        var source = "break"
        for _ in 0..<60 { source = "switch x { case .a({ \(source) }) + 1: break }" }
        #expect(Self.parsesQuickly("func f() {\n" + source + "\n}"))
    }

    @Test func comparisonsThatLookLikeGenerics() {
        let source = "let v = " + (0..<200).map { "a\($0)<b" }.joined(separator: " && ") + "<c"
        #expect(Self.parsesQuickly(source))
    }
}
