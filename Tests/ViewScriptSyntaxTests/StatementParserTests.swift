import Testing
@testable import ViewScriptSyntax

/// Parses `text` as a whole file on a large stack.
private func parseSource(_ text: String) -> ParseResult {
    let file = SourceFile(path: "test.view", text: text)
    return runOnLargeStack { Parser.parse(file) }
}

/// `LINE:COL message` for each diagnostic.
private func messages(_ result: ParseResult) -> [String] {
    result.diagnostics.map { "\($0.location) \($0.message.text)" }
}

/// Parses `body` as the body of `func f() { ... }` (which starts on line 2) and returns its statements.
private func statements(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (ParseResult, [Stmt]) {
    let result = parseSource("func f() {\n" + body + "\n}\n")
    guard case .function(let function)? = result.syntax.declarations.first?.kind, let block = function.body else {
        Issue.record("no function parsed", sourceLocation: sourceLocation)
        return (result, [])
    }
    return (result, block.statements)
}

/// Parses a body that must have no diagnostics and exactly one statement.
private func onlyStatement(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Stmt {
    let (result, list) = statements(body, sourceLocation: sourceLocation)
    #expect(messages(result) == [], sourceLocation: sourceLocation)
    #expect(list.count == 1, sourceLocation: sourceLocation)
    return try #require(list.first, sourceLocation: sourceLocation)
}

private func text(of range: SourceRange, in result: ParseResult) -> String {
    result.file.text(range)
}

@Suite struct StatementParserTests {
    // MARK: - Statement lists

    @Test func statementsAreSeparatedByNewlinesAndSemicolons() {
        let (result, list) = statements("    let a = 1; let b = 2\n    print(a)\n    ;\n    b")
        #expect(messages(result) == [])
        #expect(list.count == 4)
        #expect(list.map { text(of: $0.range, in: result) } == ["let a = 1", "let b = 2", "print(a)", "b"])
    }

    @Test func consecutiveStatementsOnOneLineAreAnError() {
        let (result, list) = statements("    foo() bar()\n    baz()")
        #expect(messages(result) == ["2:11 consecutive statements on a line must be separated by ';'"])
        #expect(list.count == 3)
    }

    @Test func localDeclarations() throws {
        let (result, list) = statements("""
                let _ = print("update")
                var total: Int = 0
                func helper(_ x: Int) -> Int { x }
                struct Local { let value: Int }
                total += helper(1)
            """)
        #expect(messages(result) == [])
        #expect(list.count == 5)
        for statement in list.prefix(4) {
            guard case .declaration = statement.kind else {
                Issue.record("expected a declaration: \(text(of: statement.range, in: result))")
                continue
            }
        }
        guard case .expression = list[4].kind else { Issue.record("expected an expression statement"); return }
    }

    @Test func modifierWordsStillWorkAsNames() {
        let (result, list) = statements("    final = 3\n    lazy.load()\n    actor.run()\n    open(file)")
        #expect(messages(result) == [])
        #expect(list.count == 4)
        for statement in list {
            guard case .expression = statement.kind else {
                Issue.record("expected an expression: \(text(of: statement.range, in: result))")
                continue
            }
        }
    }

    // MARK: - If

    @Test func ifWithEveryKindOfCondition() throws {
        let statement = try onlyStatement("""
                if let x = a, var y: Int = b, let z, case .some(let w) = c, #available(iOS 17, *), x > 1 {
                    print(x)
                }
            """)
        guard case .ifStmt(let ifStmt) = statement.kind else { Issue.record("not an if"); return }
        #expect(ifStmt.conditions.count == 6)
        guard case .optionalBinding(false, let x, nil, let xValue?) = ifStmt.conditions[0].kind else {
            Issue.record("condition 0"); return
        }
        #expect(x.boundName?.name == "x")
        guard case .identifier(let a) = xValue.kind else { Issue.record("initializer of x"); return }
        #expect(a.name == "a")
        guard case .optionalBinding(true, let y, _?, _?) = ifStmt.conditions[1].kind else { Issue.record("condition 1"); return }
        #expect(y.boundName?.name == "y")
        guard case .optionalBinding(false, let z, nil, nil) = ifStmt.conditions[2].kind else { Issue.record("condition 2"); return }
        #expect(z.boundName?.name == "z")
        guard case .casePattern(_, let caseValue) = ifStmt.conditions[3].kind else { Issue.record("condition 3"); return }
        guard case .identifier(let c) = caseValue.kind else { Issue.record("case value"); return }
        #expect(c.name == "c")
        guard case .availability(isAvailable: true, iOS: 17) = ifStmt.conditions[4].kind else { Issue.record("condition 4"); return }
        guard case .expression = ifStmt.conditions[5].kind else { Issue.record("condition 5"); return }
        #expect(ifStmt.then.statements.count == 1)
        #expect(ifStmt.elseBranch == nil)
    }

    @Test func elseIfChainAndElse() throws {
        let statement = try onlyStatement("""
                if a {
                    one()
                } else if b {
                    two()
                }
                else if c { three() } else {
                    four()
                }
            """)
        guard case .ifStmt(let first) = statement.kind,
              case .elseIf(let second, _)? = first.elseBranch,
              case .elseIf(let third, let thirdRange)? = second.elseBranch,
              case .block(let last)? = third.elseBranch else {
            Issue.record("wrong shape of the else-if chain"); return
        }
        #expect(last.statements.count == 1)
        #expect(third.then.statements.count == 1)
        #expect(statement.range.end == thirdRange.end)
    }

    @Test func ifRanges() throws {
        let (result, list) = statements("    if x {\n        y()\n    }")
        let statement = try #require(list.first)
        #expect(result.file.location(of: statement.range.start) == ViewScriptSyntax.SourceLocation(line: 2, column: 5))
        #expect(result.file.location(of: statement.range.end) == ViewScriptSyntax.SourceLocation(line: 4, column: 6))
        guard case .ifStmt(let ifStmt) = statement.kind else { Issue.record("not an if"); return }
        #expect(text(of: ifStmt.then.range, in: result) == "{\n        y()\n    }")
        #expect(text(of: ifStmt.conditions[0].range, in: result) == "x")
    }

    @Test func ifConditionBraceIsNotATrailingClosure() throws {
        let statement = try onlyStatement("    if items.isEmpty { show() }")
        guard case .ifStmt(let ifStmt) = statement.kind, case .expression(let condition) = ifStmt.conditions[0].kind,
              case .member = condition.kind else {
            Issue.record("the condition should be a member access"); return
        }
        #expect(ifStmt.then.statements.count == 1)
    }

    // MARK: - Guard

    @Test func guardStatement() throws {
        let statement = try onlyStatement("    guard let value = optional, value > 0 else { return }")
        guard case .guardStmt(let conditions, let elseBlock) = statement.kind else { Issue.record("not a guard"); return }
        #expect(conditions.count == 2)
        guard case .returnStmt(nil) = elseBlock.statements.first?.kind else { Issue.record("else body"); return }
    }

    @Test func guardLetSelfShorthand() throws {
        let statement = try onlyStatement("    guard let self else { return }")
        guard case .guardStmt(let conditions, _) = statement.kind,
              case .optionalBinding(_, let name, nil, nil) = conditions.first?.kind else {
            Issue.record("not a shorthand binding"); return
        }
        #expect(name.boundName?.name == "self")
    }

    // MARK: - Loops

    @Test func whileAndRepeatWhile() throws {
        let (result, list) = statements("    while let next = it.next(), next < 3 { use(next) }\n    repeat {\n        n -= 1\n    } while n > 0")
        #expect(messages(result) == [])
        guard list.count == 2, case .whileStmt(nil, let conditions, let body) = list[0].kind else {
            Issue.record("not a while"); return
        }
        #expect(conditions.count == 2)
        #expect(body.statements.count == 1)
        guard case .repeatWhile(nil, let repeatBody, let condition) = list[1].kind else { Issue.record("not a repeat"); return }
        #expect(repeatBody.statements.count == 1)
        #expect(text(of: condition.range, in: result) == "n > 0")
    }

    @Test func forInWithWhereClause() throws {
        let statement = try onlyStatement("    for item in items where item.isVisible {\n        print(item)\n    }")
        guard case .forIn(let loop) = statement.kind else { Issue.record("not a for-in"); return }
        guard case .binding(let name) = loop.pattern.kind else { Issue.record("pattern"); return }
        #expect(name.name == "item")
        #expect(loop.whereClause != nil)
        #expect(loop.isAwait == false)
        #expect(loop.body.statements.count == 1)
    }

    @Test func forInVariants() {
        let (result, list) = statements("""
                for case let x? in optionals { print(x) }
                for (index, word) in words.enumerated() { print(index, word) }
                for try await line in lines { print(line) }
                for _ in 0..<3 {}
            """)
        #expect(messages(result) == [])
        #expect(list.count == 4)
        guard case .forIn(let first) = list[0].kind, case .forIn(let second) = list[1].kind,
              case .forIn(let third) = list[2].kind, case .forIn(let fourth) = list[3].kind else {
            Issue.record("not four for-in loops"); return
        }
        guard case .tuple(let elements) = second.pattern.kind else { Issue.record("tuple pattern"); return }
        #expect(elements.count == 2)
        #expect(third.isAwait)
        guard case .wildcard = fourth.pattern.kind else { Issue.record("wildcard pattern"); return }
        #expect(text(of: first.sequence.range, in: result) == "optionals")
        #expect(text(of: fourth.sequence.range, in: result) == "0..<3")
    }

    @Test func labeledLoopsWithBreakAndContinue() throws {
        let statement = try onlyStatement("""
                outer: for row in rows {
                    inner: while true {
                        if row.isEmpty { continue outer }
                        break inner
                    }
                    break
                }
            """)
        guard case .forIn(let loop) = statement.kind else { Issue.record("not a for-in"); return }
        #expect(loop.label?.name == "outer")
        guard case .whileStmt(let innerLabel, _, let body) = loop.body.statements.first?.kind else {
            Issue.record("not a while"); return
        }
        #expect(innerLabel?.name == "inner")
        guard case .ifStmt(let ifStmt) = body.statements[0].kind,
              case .continueStmt(let continueLabel) = ifStmt.then.statements.first?.kind,
              case .breakStmt(let breakLabel) = body.statements[1].kind,
              case .breakStmt(nil) = loop.body.statements.last?.kind else {
            Issue.record("jumps"); return
        }
        #expect(continueLabel?.name == "outer")
        #expect(breakLabel?.name == "inner")
    }

    // MARK: - Switch

    @Test func switchWithPatternsGuardsAndDefault() throws {
        let statement = try onlyStatement("""
                switch value {
                case 1, 2:
                    print("small")
                    fallthrough
                case let x where x > 10:
                    print("big")
                case .some(let y): print(y)
                @unknown default:
                    break
                }
            """)
        guard case .switchStmt(let switchStmt) = statement.kind else { Issue.record("not a switch"); return }
        #expect(switchStmt.cases.count == 4)
        #expect(switchStmt.cases[0].items.count == 2)
        #expect(switchStmt.cases[0].body.count == 2)
        guard case .fallthroughStmt = switchStmt.cases[0].body[1].kind else { Issue.record("fallthrough"); return }
        #expect(switchStmt.cases[1].items.first?.guardExpr != nil)
        #expect(switchStmt.cases[2].body.count == 1)
        #expect(switchStmt.cases[3].isDefault)
        #expect(switchStmt.cases[3].items.isEmpty)
    }

    @Test func switchCaseRanges() throws {
        let (result, list) = statements("    switch x {\n    case 1: a()\n    default: b()\n    }")
        guard case .switchStmt(let switchStmt)? = list.first?.kind else { Issue.record("not a switch"); return }
        #expect(switchStmt.cases.map { text(of: $0.range, in: result) } == ["case 1: a()", "default: b()"])
    }

    @Test func emptyCaseBodyIsAnError() {
        let (result, _) = statements("    switch x {\n    case 1:\n    default:\n    }")
        #expect(messages(result) == [
            "3:5 'case' label in a 'switch' must have at least one executable statement",
            "4:5 'default' label in a 'switch' must have at least one executable statement",
        ])
    }

    @Test func statementBeforeFirstCase() {
        let (result, _) = statements("    switch x {\n    foo()\n    bar()\n    case 1: break\n    }")
        #expect(messages(result) == ["3:5 all statements inside a switch must be covered by a 'case' or 'default'"])
    }

    // MARK: - Do and defer

    @Test func doWithSeveralCatches() throws {
        let statement = try onlyStatement("""
                do {
                    try load()
                } catch let error as LoadError {
                    print(error)
                } catch LoadError.missing where retry, LoadError.empty {
                    print("again")
                }
                catch {
                    print(error)
                }
            """)
        guard case .doStmt(nil, let body, let catches) = statement.kind else { Issue.record("not a do"); return }
        #expect(body.statements.count == 1)
        #expect(catches.count == 3)
        #expect(catches[0].items.count == 1)
        #expect(catches[1].items.count == 2)
        #expect(catches[1].items[0].guardExpr != nil)
        #expect(catches[2].items.isEmpty)
    }

    @Test func deferAndThrow() throws {
        let (result, list) = statements("    defer { cleanUp() }\n    throw MyError.failed")
        #expect(messages(result) == [])
        guard list.count == 2, case .deferStmt(let block) = list[0].kind, case .throwStmt(let error) = list[1].kind else {
            Issue.record("defer/throw"); return
        }
        #expect(block.statements.count == 1)
        #expect(text(of: error.range, in: result) == "MyError.failed")
    }

    // MARK: - Return

    /// Swift reads an expression on the line after `return` as its value (`return` newline
    /// `42` returns 42), but not a statement or a declaration that starts that line.
    @Test func returnTakesAValueOnTheNextLineUnlessAStatementStartsIt() {
        let (result, list) = statements("    if a { return }\n    if b { return 1 }\n    return\n    value()\n    return\n    let x = 1")
        #expect(messages(result) == [])
        #expect(list.count == 5)
        guard list.count == 5, case .ifStmt(let first) = list[0].kind, case .returnStmt(nil) = first.then.statements.first?.kind,
              case .ifStmt(let second) = list[1].kind, case .returnStmt(_?) = second.then.statements.first?.kind,
              case .returnStmt(let value?) = list[2].kind, case .returnStmt(nil) = list[3].kind,
              case .declaration = list[4].kind else {
            Issue.record("return values"); return
        }
        #expect(text(of: value.range, in: result) == "value()")
    }

    // MARK: - Errors

    @Test func missingBraceAfterCondition() {
        let (result, _) = statements("    if x\n    while y\n    for a in b\n    defer")
        #expect(messages(result) == [
            "2:9 expected '{' after 'if' condition",
            "3:12 expected '{' after 'while' condition",
            "4:15 expected '{' to start the body of for-each loop",
            "5:10 expected '{' after 'defer'",
        ])
    }

    @Test func guardWithoutElseStillReadsTheBody() {
        let (result, list) = statements("    guard x { return }")
        #expect(messages(result) == ["2:13 expected 'else' after 'guard' condition"])
        guard case .guardStmt(_, let body)? = list.first?.kind else { Issue.record("not a guard"); return }
        #expect(body.statements.count == 1)
    }

    @Test func elseNeedsABraceOrIf() {
        let (result, _) = statements("    if x {} else y()")
        #expect(messages(result) == ["2:18 expected '{' or 'if' after 'else'"])
    }

    @Test func repeatWithoutWhile() {
        let (result, _) = statements("    repeat { }\n    x()")
        #expect(messages(result) == ["2:15 expected 'while' after body of 'repeat' statement"])
    }

    @Test func misplacedLabels() {
        let (result, _) = statements("    case 1: break\n    default: break\n    catch { }\n    throw\n    a: x()")
        #expect(messages(result) == [
            "2:5 'case' label can only appear inside a 'switch' statement",
            "3:5 'default' label can only appear inside a 'switch' statement",
            "4:5 'catch' block must follow a 'do' statement",
            "5:10 expected expression in 'throw' statement",
            "6:5 labels are only valid on loops, if, switch and do-catch statements",
        ])
    }

    @Test func unclosedSwitch() {
        let result = parseSource("func f() {\n    switch x {\n    case 1: break\n")
        #expect(messages(result) == ["4:1 expected '}' at end of 'switch' statement"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["to match this opening '{'"])
    }

    @Test func severalErrorsAreReportedWithoutCascades() {
        let (result, list) = statements("""
                if x
                let a = 1 let b = 2
                for y z {}
                guard q { return }
                print("still parsed")
            """)
        #expect(messages(result) == [
            "2:9 expected '{' after 'if' condition",
            "3:15 consecutive statements on a line must be separated by ';'",
            "4:11 expected 'in' after for-each pattern",
            "5:13 expected 'else' after 'guard' condition",
        ])
        guard case .expression? = list.last?.kind else { Issue.record("the last statement is lost"); return }
    }

    @Test func deeplyNestedBlocksStopAtTheLimit() {
        let depth = 2_000
        let source = "func f() {\n" + String(repeating: "if x {\n", count: depth) + String(repeating: "}\n", count: depth) + "}\n"
        let result = parseSource(source)
        #expect(result.diagnostics.map(\.id) == ["too-deeply-nested"])
    }

    @Test func longElseIfChainStopsAtTheLimit() {
        let source = "func f() {\n    if a {}" + String(repeating: " else if a {}", count: 5_000) + "\n}\n"
        let result = parseSource(source)
        #expect(result.diagnostics.map(\.id) == ["too-deeply-nested"])
    }
}
