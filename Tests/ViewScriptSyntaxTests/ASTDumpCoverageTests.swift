import Testing
@testable import ViewScriptSyntax

/// Golden dumps of hand-built trees that use every case of the AST: expressions,
/// statements, conditions, patterns, declarations, types and scenario steps. Every node sits
/// at offset 0, so every position is `@1:1`; `ASTDumpTests` checks real positions.
@Suite struct ASTDumpCoverageTests: HandBuiltTrees {
    let dumper = ASTDumper(file: SourceFile(path: "test.view", text: ""))

    // MARK: Expressions

    @Test func literalsAndNames() {
        let tree = expr(.arrayLiteral([
            int("1_000"), expr(.floatLiteral("1e-3")), string("hi"), expr(.booleanLiteral(false)), expr(.nilLiteral),
            expr(.dictionaryLiteral([DictionaryElement(key: string("a"), value: int("1"))])),
            ident("x"), expr(.closureParameter(0)), expr(.projectedValue(name("isOn"))), expr(.selfExpr),
            expr(.superExpr), expr(.discard), expr(.macroExpansion(name("file"), [])), expr(.error),
        ]))
        #expect(dumper.dump(tree) == """
        ArrayLiteral @1:1
        ├─ IntegerLiteral 1_000 @1:1
        ├─ FloatLiteral 1e-3 @1:1
        ├─ StringLiteral "hi" @1:1
        ├─ BooleanLiteral false @1:1
        ├─ NilLiteral @1:1
        ├─ DictionaryLiteral @1:1
        │  └─ DictionaryElement @1:1
        │     ├─ StringLiteral "a" @1:1
        │     └─ IntegerLiteral 1 @1:1
        ├─ Identifier x @1:1
        ├─ ClosureParameter $0 @1:1
        ├─ ProjectedValue $isOn @1:1
        ├─ Self @1:1
        ├─ Super @1:1
        ├─ Discard @1:1
        ├─ MacroExpansion #file @1:1
        └─ ErrorExpr @1:1

        """)
    }

    @Test func postfixChainsAndOperators() {
        let x = ident("x")
        let tree = expr(.tuple([
            TupleElement(label: nil, value: expr(.member(ident("items"), name("count")))),
            TupleElement(label: nil, value: expr(.implicitMember(name("bordered")))),
            TupleElement(label: nil, value: expr(.specialize(ident("Binding"), [type("Bool")]))),
            TupleElement(label: nil, value: expr(.call(ident("f"), [
                Argument(label: nil, value: int("1")), Argument(label: name("by"), value: int("2")),
            ]))),
            TupleElement(label: nil, value: expr(.subscriptAccess(ident("a"), [Argument(label: nil, value: int("0"))]))),
            TupleElement(label: nil, value: expr(.optionalChain(expr(.member(expr(.bindOptional(ident("user"))),
                                                                              name("name")))))),
            TupleElement(label: nil, value: expr(.forceUnwrap(x))),
            TupleElement(label: nil, value: expr(.prefix(.negate, x))),
            TupleElement(label: nil, value: expr(.postfix(.from, x))),
            TupleElement(label: nil, value: expr(.binary(.nilCoalescing, ident("a"), ident("b")))),
            TupleElement(label: nil, value: expr(.assign(expr(.discard), x))),
            TupleElement(label: nil, value: expr(.ternary(ident("c"), int("1"), int("2")))),
            TupleElement(label: name("check"), value: expr(.typeCheck(x, type("Int")))),
            TupleElement(label: nil, value: expr(.cast(x, .coerce, type("Any")))),
            TupleElement(label: nil, value: expr(.cast(x, .conditional, type("String")))),
            TupleElement(label: nil, value: expr(.cast(x, .forced, type("Int")))),
            TupleElement(label: nil, value: expr(.tryExpr(.plain, x))),
            TupleElement(label: nil, value: expr(.tryExpr(.optional, x))),
            TupleElement(label: nil, value: expr(.tryExpr(.forced, x))),
            TupleElement(label: nil, value: expr(.awaitExpr(x))),
            TupleElement(label: nil, value: expr(.inoutArgument(x))),
            TupleElement(label: nil, value: expr(.paren(x))),
        ]))
        #expect(dumper.dump(tree) == """
        Tuple @1:1
        ├─ Member .count @1:1
        │  └─ Identifier items @1:1
        ├─ ImplicitMember .bordered @1:1
        ├─ Specialize <Bool> @1:1
        │  └─ Identifier Binding @1:1
        ├─ Call @1:1
        │  ├─ Identifier f @1:1
        │  ├─ IntegerLiteral 1 @1:1
        │  └─ by: IntegerLiteral 2 @1:1
        ├─ Subscript @1:1
        │  ├─ Identifier a @1:1
        │  └─ IntegerLiteral 0 @1:1
        ├─ OptionalChain @1:1
        │  └─ Member .name @1:1
        │     └─ BindOptional @1:1
        │        └─ Identifier user @1:1
        ├─ ForceUnwrap @1:1
        │  └─ Identifier x @1:1
        ├─ Prefix - @1:1
        │  └─ Identifier x @1:1
        ├─ Postfix ... @1:1
        │  └─ Identifier x @1:1
        ├─ Binary ?? @1:1
        │  ├─ Identifier a @1:1
        │  └─ Identifier b @1:1
        ├─ Assign @1:1
        │  ├─ Discard @1:1
        │  └─ Identifier x @1:1
        ├─ Ternary @1:1
        │  ├─ Identifier c @1:1
        │  ├─ IntegerLiteral 1 @1:1
        │  └─ IntegerLiteral 2 @1:1
        ├─ check: TypeCheck is Int @1:1
        │  └─ Identifier x @1:1
        ├─ Cast as Any @1:1
        │  └─ Identifier x @1:1
        ├─ Cast as? String @1:1
        │  └─ Identifier x @1:1
        ├─ Cast as! Int @1:1
        │  └─ Identifier x @1:1
        ├─ Try @1:1
        │  └─ Identifier x @1:1
        ├─ Try? @1:1
        │  └─ Identifier x @1:1
        ├─ Try! @1:1
        │  └─ Identifier x @1:1
        ├─ Await @1:1
        │  └─ Identifier x @1:1
        ├─ InoutArgument & @1:1
        │  └─ Identifier x @1:1
        └─ Paren @1:1
           └─ Identifier x @1:1

        """)
    }

    @Test func closuresStringsAndKeyPaths() {
        let closure = ClosureExpr(
            attributes: [Attribute(name: name("MainActor"), arguments: nil, range: at)],
            captures: [CaptureItem(specifier: .weak, name: name("self"), value: nil),
                       CaptureItem(specifier: .strong, name: name("n"), value: int("1")),
                       CaptureItem(specifier: .unowned, name: name("model"), value: nil)],
            parameters: [ClosureParameter(name: name("a"), type: nil), ClosureParameter(name: name("b"), type: type("Int"))],
            effects: Effects(isAsync: true, throwing: .throwing), resultType: type("Int"),
            body: block([stmt(.returnStmt(ident("a")))]))
        let interpolated = StringLiteral(segments: [
            .text("Count: "),
            .interpolation([Argument(label: nil, value: ident("count"))], range: at),
            .interpolation([Argument(label: nil, value: ident("v")),
                            Argument(label: name("specifier"), value: string("%.1f"))], range: at),
        ], isMultiline: false, isRaw: false)
        let tree = expr(.arrayLiteral([
            expr(.closure(closure)),
            expr(.closure(ClosureExpr(attributes: [], captures: [], parameters: nil, effects: Effects(),
                                      resultType: nil, body: block([])))),
            expr(.stringLiteral(interpolated)),
            expr(.stringLiteral(StringLiteral(segments: [.text("a\n\"b\"")], isMultiline: true, isRaw: true))),
            expr(.keyPath(KeyPathExpr(root: type("Person"), components: [
                .property(name("friends")), .optional, .subscript([Argument(label: nil, value: int("0"))]),
                .forceUnwrap, .self,
            ]))),
            expr(.keyPath(KeyPathExpr(root: nil, components: [.property(name("dismiss"))]))),
        ]))
        #expect(dumper.dump(tree) == #"""
        ArrayLiteral @1:1
        ├─ Closure @MainActor (a, b: Int) async throws -> Int @1:1
        │  ├─ Capture weak self @1:1
        │  ├─ Capture n @1:1
        │  │  └─ IntegerLiteral 1 @1:1
        │  ├─ Capture unowned model @1:1
        │  └─ Return @1:1
        │     └─ Identifier a @1:1
        ├─ Closure @1:1
        ├─ StringLiteral @1:1
        │  ├─ Text "Count: "
        │  ├─ Interpolation @1:1
        │  │  └─ Identifier count @1:1
        │  └─ Interpolation @1:1
        │     ├─ Identifier v @1:1
        │     └─ specifier: StringLiteral "%.1f" @1:1
        ├─ StringLiteral raw multiline "a\n\"b\"" @1:1
        ├─ KeyPath \Person.friends?[…]!.self @1:1
        │  └─ SubscriptComponent @1:1
        │     └─ IntegerLiteral 0 @1:1
        └─ KeyPath \.dismiss @1:1

        """#)
    }

    // MARK: Statements

    @Test func statementsAndConditions() {
        let x = ident("x")
        let inner = IfStmt(conditions: [condition(.expression(ident("b")))], then: block([]),
                           elseBranch: .block(block([stmt(.expression(call("log")))])))
        let ifStmt = IfStmt(conditions: [
            condition(.expression(ident("a"))),
            condition(.optionalBinding(isVar: false, pattern: pattern(.binding(name("v"))), type: type("Int"), initializer: ident("opt"))),
            condition(.optionalBinding(isVar: true, pattern: pattern(.binding(name("w"))), type: nil, initializer: nil)),
            condition(.casePattern(pattern(.enumCase(type: nil, name: name("some"), arguments: [
                TuplePatternElement(label: nil, pattern: pattern(.valueBinding(isVar: false, pattern(.binding(name("y")))))),
            ])), ident("opt"))),
            condition(.availability(isAvailable: true, iOS: nil)),
            condition(.availability(isAvailable: false, iOS: nil)),
        ], then: block([stmt(.expression(call("go")))]), elseBranch: .elseIf(inner, range: at))
        let statements: [Stmt] = [
            stmt(.declaration(variable(isLet: true, "n", initializer: int("1")))),
            stmt(.ifStmt(ifStmt)),
            stmt(.guardStmt([condition(.expression(x))], else: block([stmt(.returnStmt(nil))]))),
            stmt(.whileStmt(label: name("outer"), [condition(.expression(x))],
                            body: block([stmt(.breakStmt(name("outer"))), stmt(.continueStmt(nil))]))),
            stmt(.repeatWhile(label: nil, body: block([]), condition: x)),
            stmt(.forIn(ForInStmt(label: nil, isAwait: true, pattern: pattern(.binding(name("item"))),
                                  sequence: ident("items"), whereClause: ident("ok"),
                                  body: block([stmt(.continueStmt(name("loop")))])))),
            stmt(.switchStmt(SwitchStmt(label: nil, subject: x, cases: [
                SwitchCase(items: [CaseItem(pattern: pattern(.expression(int("1"))), guardExpr: ident("ok")),
                                   CaseItem(pattern: pattern(.expression(int("2"))), guardExpr: nil)],
                           isDefault: false, body: [stmt(.fallthroughStmt)], range: at),
                SwitchCase(items: [], isDefault: true, body: [stmt(.breakStmt(nil))], range: at),
            ]))),
            stmt(.doStmt(label: nil, body: block([stmt(.throwStmt(ident("e")))]), catches: [
                CatchClause(items: [CaseItem(pattern: pattern(.cast(pattern(.valueBinding(isVar: false,
                    pattern(.binding(name("e"))))), type("MyError"))), guardExpr: nil)],
                            body: block([]), range: at),
                CatchClause(items: [], body: block([stmt(.expression(call("log")))]), range: at),
            ])),
            stmt(.deferStmt(block([stmt(.expression(call("done")))]))),
            stmt(.returnStmt(x)),
            stmt(.error),
        ]
        #expect(dumper.dump(stmt(.doStmt(label: name("top"), body: block(statements), catches: []))) == """
        Do top: @1:1
        └─ Body @1:1
           ├─ VariableDecl let n @1:1
           │  └─ IntegerLiteral 1 @1:1
           ├─ If @1:1
           │  ├─ Identifier a @1:1
           │  ├─ OptionalBinding let v: Int @1:1
           │  │  └─ Identifier opt @1:1
           │  ├─ OptionalBinding var w (shorthand) @1:1
           │  ├─ CaseCondition @1:1
           │  │  ├─ EnumCasePattern .some @1:1
           │  │  │  └─ ValueBindingPattern let @1:1
           │  │  │     └─ BindingPattern y @1:1
           │  │  └─ Identifier opt @1:1
           │  ├─ Availability #available @1:1
           │  ├─ Availability #unavailable @1:1
           │  ├─ Then @1:1
           │  │  └─ Call @1:1
           │  │     └─ Identifier go @1:1
           │  └─ ElseIf @1:1
           │     ├─ Identifier b @1:1
           │     ├─ Then @1:1
           │     └─ Else @1:1
           │        └─ Call @1:1
           │           └─ Identifier log @1:1
           ├─ Guard @1:1
           │  ├─ Identifier x @1:1
           │  └─ Else @1:1
           │     └─ Return @1:1
           ├─ While outer: @1:1
           │  ├─ Identifier x @1:1
           │  └─ Body @1:1
           │     ├─ Break outer @1:1
           │     └─ Continue @1:1
           ├─ RepeatWhile @1:1
           │  ├─ Body @1:1
           │  └─ Identifier x @1:1
           ├─ ForIn await @1:1
           │  ├─ BindingPattern item @1:1
           │  ├─ Identifier items @1:1
           │  ├─ Where @1:1
           │  │  └─ Identifier ok @1:1
           │  └─ Body @1:1
           │     └─ Continue loop @1:1
           ├─ Switch @1:1
           │  ├─ Identifier x @1:1
           │  ├─ Case @1:1
           │  │  ├─ ExpressionPattern @1:1
           │  │  │  └─ IntegerLiteral 1 @1:1
           │  │  ├─ Where @1:1
           │  │  │  └─ Identifier ok @1:1
           │  │  ├─ ExpressionPattern @1:1
           │  │  │  └─ IntegerLiteral 2 @1:1
           │  │  └─ Fallthrough @1:1
           │  └─ Default @1:1
           │     └─ Break @1:1
           ├─ Do @1:1
           │  ├─ Body @1:1
           │  │  └─ Throw @1:1
           │  │     └─ Identifier e @1:1
           │  ├─ Catch @1:1
           │  │  ├─ CastPattern as MyError @1:1
           │  │  │  └─ ValueBindingPattern let @1:1
           │  │  │     └─ BindingPattern e @1:1
           │  │  └─ Body @1:1
           │  └─ Catch @1:1
           │     └─ Body @1:1
           │        └─ Call @1:1
           │           └─ Identifier log @1:1
           ├─ Defer @1:1
           │  └─ Call @1:1
           │     └─ Identifier done @1:1
           ├─ Return @1:1
           │  └─ Identifier x @1:1
           └─ ErrorStmt @1:1

        """)
    }

    @Test func patterns() {
        let tree = pattern(.tuple([
            TuplePatternElement(label: nil, pattern: pattern(.wildcard)),
            TuplePatternElement(label: name("name"), pattern: pattern(.binding(name("n")))),
            TuplePatternElement(label: nil, pattern: pattern(.valueBinding(isVar: true, pattern(.binding(name("v")))))),
            TuplePatternElement(label: nil, pattern: pattern(.enumCase(type: type("Result"), name: name("success"), arguments: [
                TuplePatternElement(label: name("value"), pattern: pattern(.wildcard)),
            ]))),
            TuplePatternElement(label: nil, pattern: pattern(.enumCase(type: nil, name: name("loaded"), arguments: []))),
            TuplePatternElement(label: nil, pattern: pattern(.enumCase(type: nil, name: name("none"), arguments: nil))),
            TuplePatternElement(label: nil, pattern: pattern(.optional(pattern(.binding(name("o")))))),
            TuplePatternElement(label: nil, pattern: pattern(.typeCheck(type("String")))),
            TuplePatternElement(label: nil, pattern: pattern(.typed(pattern(.binding(name("t"))), type("Int")))),
            TuplePatternElement(label: nil, pattern: pattern(.expression(expr(.binary(.closedRange, int("1"), int("5")))))),
        ]))
        #expect(dumper.dump(tree) == """
        TuplePattern @1:1
        ├─ WildcardPattern @1:1
        ├─ name: BindingPattern n @1:1
        ├─ ValueBindingPattern var @1:1
        │  └─ BindingPattern v @1:1
        ├─ EnumCasePattern Result.success @1:1
        │  └─ value: WildcardPattern @1:1
        ├─ EnumCasePattern .loaded() @1:1
        ├─ EnumCasePattern .none @1:1
        ├─ OptionalPattern @1:1
        │  └─ BindingPattern o @1:1
        ├─ IsPattern is String @1:1
        ├─ TypedPattern Int @1:1
        │  └─ BindingPattern t @1:1
        └─ ExpressionPattern @1:1
           └─ Binary ... @1:1
              ├─ IntegerLiteral 1 @1:1
              └─ IntegerLiteral 5 @1:1

        """)
    }
}

/// Builders for trees whose nodes all sit at offset 0.
protocol HandBuiltTrees {}

extension HandBuiltTrees {
    var at: SourceRange { SourceRange(0, 0) }
    func name(_ text: String) -> Identifier { Identifier(text, range: at) }
    func expr(_ kind: ExprKind) -> Expr { Expr(kind, range: at) }
    func ident(_ text: String) -> Expr { expr(.identifier(name(text))) }
    func int(_ spelling: String) -> Expr { expr(.integerLiteral(spelling)) }
    func call(_ callee: String) -> Expr { expr(.call(ident(callee), [])) }
    func string(_ text: String) -> Expr {
        expr(.stringLiteral(StringLiteral(segments: [.text(text)], isMultiline: false, isRaw: false)))
    }
    func type(_ text: String, _ generics: [TypeSyntax] = []) -> TypeSyntax {
        TypeSyntax(.named(name(text), generics: generics), range: at)
    }
    func stmt(_ kind: StmtKind) -> Stmt { Stmt(kind, range: at) }
    func block(_ statements: [Stmt]) -> Block { Block(statements: statements, range: at) }
    func condition(_ kind: Condition.Kind) -> Condition { Condition(kind, range: at) }
    func pattern(_ kind: PatternKind) -> Pattern { Pattern(kind, range: at) }
    func variable(isLet: Bool, _ text: String, initializer: Expr?) -> Decl {
        Decl(.variable(VariableDecl(isLet: isLet, bindings: [
            PatternBinding(pattern: pattern(.binding(name(text))), type: nil, initializer: initializer,
                           accessors: nil, range: at),
        ])), range: at)
    }
}
