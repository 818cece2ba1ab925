// Conditional statements, loops, `switch` and `do`-`catch`.
extension Parser {
    // MARK: - Conditions

    /// condition-list -> condition (',' condition)*
    mutating func parseConditionList() -> [Condition] {
        var conditions: [Condition] = []
        var progress: SourceOffset?
        repeat {
            guard madeProgress(since: &progress) else { break }
            conditions.append(parseCondition())
        } while consume(.comma) != nil
        return conditions
    }

    /// condition -> ('let' | 'var') name type-annotation? ('=' expression)?
    ///            | 'case' pattern '=' expression | '#available' '(' ... ')' | expression
    mutating func parseCondition() -> Condition {
        let start = token.range.start
        if at(.let) || at(.var) {
            return parseOptionalBindingCondition()
        }
        if consume(.case) != nil {
            let pattern = parsePattern(.caseLabel)
            let value: Expr
            if consume(.equal) != nil {
                value = parseExpression(.condition)
            } else {
                report(.expectedEqualInCaseCondition, at: expectedLocation)
                value = Expr(.error, range: expectedLocation)
            }
            return Condition(.casePattern(pattern, value), range: range(from: start))
        }
        if at(.poundIdentifier) && (tokenText(token, equals: "#available") || tokenText(token, equals: "#unavailable")) {
            let isAvailable = tokenText(token, equals: "#available")
            advance()
            var iOS: Int?
            if at(.leftParen) {
                iOS = parseAvailabilityArguments()
            } else {
                report(.expectedAvailabilityArguments, at: expectedLocation)
            }
            return Condition(.availability(isAvailable: isAvailable, iOS: iOS), range: range(from: start))
        }
        let expression = parseExpression(.condition)
        return Condition(.expression(expression), range: expression.range)
    }

    /// optional-binding -> ('let' | 'var') (name | '_' | tuple-pattern) (':' type)? ('=' expression)?
    /// (`if let x` is shorthand)
    mutating func parseOptionalBindingCondition() -> Condition {
        let start = token.range.start
        let isVar = at(.var)
        advance()
        let pattern: Pattern
        if at(.identifier) || at(.self) {
            let name = consumeIdentifier()
            pattern = Pattern(.binding(name), range: name.range)
        } else if at(.wildcard) {
            pattern = Pattern(.wildcard, range: consumeToken().range)
        } else if at(.leftParen) {
            pattern = parsePattern(.declaration)  // `if let (key, value) = dictionary.first`
        } else {
            let here = expectedLocation
            report(.expectedBindingName, at: here)
            pattern = Pattern(.binding(Identifier("", range: here)), range: here)
            if !at(.equal) && !at(.leftBrace) { _ = parsePattern(.declaration) }
        }
        var type: TypeSyntax?
        if consume(.colon) != nil { type = parseType() }
        var initializer: Expr?
        if consume(.equal) != nil { initializer = parseExpression(.condition) }
        return Condition(.optionalBinding(isVar: isVar, pattern: pattern, type: type, initializer: initializer),
                         range: range(from: start))
    }

    /// Skips `( ... )` with its nested brackets (`#available(iOS 17, *)`, typed `throws(E)`),
    /// stopping early at a brace or the end of the input.
    mutating func skipBalancedParentheses() {
        var depth = 0
        var progress: SourceOffset?
        while !at(.endOfFile), !at(.leftBrace), !at(.rightBrace), madeProgress(since: &progress) {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: break
            }
            advance()
            if depth <= 0 { return }
        }
    }

    // MARK: - If and guard

    /// if-statement -> 'if' condition-list code-block ('else' (code-block | if-statement))?
    /// An `else if` chain is read in a loop (each link counted against the nesting limit).
    mutating func parseIfStatement() -> Stmt {
        let start = token.range.start
        var links: [(start: SourceOffset, conditions: [Condition], then: Block)] = []
        var finalElse: Block?
        var linkStart = start
        var chainLength = 0
        var progress: SourceOffset?
        while madeProgress(since: &progress), chainLink(&chainLength) {
            advance()  // 'if'
            let conditions = parseConditionList()
            let then = parseCodeBlock(missing: .expectedLeftBrace(after: "'if' condition"))
            links.append((linkStart, conditions, then))
            guard consume(.else) != nil else { break }
            if at(.if) {
                linkStart = token.range.start
                continue
            }
            if at(.leftBrace) {
                finalElse = parseCodeBlock(missing: .expectedLeftBraceOrIfAfterElse)
            } else {
                report(.expectedLeftBraceOrIfAfterElse, at: expectedLocation)
            }
            break
        }
        var elseBranch = finalElse.map { ElseBranch.block($0) }
        var statement = IfStmt(conditions: [], then: Block(statements: [], range: range(from: start)), elseBranch: nil)
        for (index, link) in links.enumerated().reversed() {
            statement = IfStmt(conditions: link.conditions, then: link.then, elseBranch: elseBranch)
            if index > 0 { elseBranch = .elseIf(statement, range: range(from: link.start)) }
        }
        return Stmt(.ifStmt(statement), range: range(from: start))
    }

    /// guard-statement -> 'guard' condition-list 'else' code-block
    mutating func parseGuardStatement() -> Stmt {
        let start = token.range.start
        advance()
        let conditions = parseConditionList()
        if consume(.else) == nil {
            report(.expectedElseAfterGuard, at: expectedLocation)
        }
        let body = parseCodeBlock(missing: .expectedLeftBrace(after: "'guard' else"))
        return Stmt(.guardStmt(conditions, else: body), range: range(from: start))
    }

    // MARK: - Loops

    /// while-statement -> 'while' condition-list code-block
    mutating func parseWhileStatement(label: Identifier?, start: SourceOffset) -> Stmt {
        advance()
        let conditions = parseConditionList()
        let body = parseCodeBlock(missing: .expectedLeftBrace(after: "'while' condition"))
        return Stmt(.whileStmt(label: label, conditions, body: body), range: range(from: start))
    }

    /// repeat-while-statement -> 'repeat' code-block 'while' expression
    mutating func parseRepeatWhileStatement(label: Identifier?, start: SourceOffset) -> Stmt {
        advance()
        let body = parseCodeBlock(missing: .expectedLeftBrace(after: "'repeat'"))
        let condition: Expr
        if consume(.while) != nil {
            condition = parseExpression()
        } else {
            report(.expectedWhileAfterRepeat, at: expectedLocation)
            condition = Expr(.error, range: expectedLocation)
        }
        return Stmt(.repeatWhile(label: label, body: body, condition: condition), range: range(from: start))
    }

    /// for-in-statement -> 'for' 'try'? 'await'? 'case'? pattern 'in' expression ('where' expression)? code-block
    mutating func parseForInStatement(label: Identifier?, start: SourceOffset) -> Stmt {
        advance()
        _ = consume(.try)
        let isAwait = consumeContextual("await") != nil
        let isCase = consume(.case) != nil
        let pattern = parsePattern(isCase ? .caseLabel : .forIn)
        if consume(.in) == nil {
            report(.expectedInAfterForEachPattern, at: expectedLocation)
        }
        let sequence = parseExpression(.condition)
        var whereClause: Expr?
        if consume(.where) != nil { whereClause = parseExpression(.condition) }
        let body = parseCodeBlock(missing: .expectedLeftBraceForForEachBody)
        let loop = ForInStmt(label: label, isAwait: isAwait, pattern: pattern, sequence: sequence,
                             whereClause: whereClause, body: body)
        return Stmt(.forIn(loop), range: range(from: start))
    }

    // MARK: - Switch

    /// switch-statement -> 'switch' expression '{' switch-case* '}'
    mutating func parseSwitchStatement(label: Identifier?, start: SourceOffset) -> Stmt {
        advance()
        let subject = parseExpression(.condition)
        var cases: [SwitchCase] = []
        if let open = consume(.leftBrace) {
            cases = nested([]) { parser in
                let cases = parser.parseSwitchCases()
                parser.closeBlockBrace(opening: open, .expectedRightBraceAtEndOfSwitch)
                return cases
            }
        } else {
            report(.expectedLeftBrace(after: "'switch' subject expression"), at: expectedLocation)
        }
        let statement = SwitchStmt(label: label, subject: subject, cases: cases)
        return Stmt(.switchStmt(statement), range: range(from: start))
    }

    /// switch-cases -> switch-case*, up to the closing `}`.
    mutating func parseSwitchCases() -> [SwitchCase] {
        var cases: [SwitchCase] = []
        var progress: SourceOffset?
        while !at(.rightBrace), !at(.endOfFile), madeProgress(since: &progress) {
            if consume(.semicolon) != nil { continue }
            if isAtSwitchCaseLabel() {
                cases.append(parseSwitchCase())
            } else {
                // Statements before the first label: one error, then read them as statements.
                report(.statementOutsideCase, at: token.range)
                _ = parseStatementList(inSwitchCase: true)
            }
        }
        return cases
    }

    /// Whether the current token starts `case`, `default` or `@unknown default`.
    func isAtSwitchCaseLabel() -> Bool {
        switch token.kind {
        case .keyword(.case), .keyword(.default): return true
        case .atSign:
            let next = peek()
            return next.kind == .identifier && tokenText(next, equals: "unknown")
        default: return false
        }
    }

    /// switch-case -> '@unknown'? ('case' case-item (',' case-item)* | 'default') ':' statements
    /// case-item -> pattern ('where' expression)?
    mutating func parseSwitchCase() -> SwitchCase {
        let start = token.range.start
        if at(.atSign) {
            advance()
            advance()  // 'unknown'
        }
        var items: [CaseItem] = []
        let isDefault = at(.default)
        if consume(.default) != nil {
            if consume(.colon) == nil { report(.expectedColonAfterDefault, at: expectedLocation) }
        } else if consume(.case) != nil {
            var progress: SourceOffset?
            repeat {
                guard madeProgress(since: &progress) else { break }
                let pattern = parsePattern(.caseLabel)
                var guardExpr: Expr?
                if consume(.where) != nil { guardExpr = parseExpression() }
                items.append(CaseItem(pattern: pattern, guardExpr: guardExpr))
            } while consume(.comma) != nil
            if consume(.colon) == nil { report(.expectedColonAfterCase, at: expectedLocation) }
        } else {
            report(.expectedDefaultAfterUnknown, at: expectedLocation)
        }
        let body = parseStatementList(inSwitchCase: true)
        if body.isEmpty {
            let label = SourceRange(start: start, end: start)
            report(isDefault ? .emptyDefaultBody : .emptyCaseBody, at: label)
        }
        return SwitchCase(items: items, isDefault: isDefault, body: body, range: range(from: start))
    }

    // MARK: - Do-catch

    /// do-statement -> 'do' code-block catch-clause*
    /// catch-clause -> 'catch' (case-item (',' case-item)*)? code-block
    mutating func parseDoStatement(label: Identifier?, start: SourceOffset) -> Stmt {
        advance()
        let body = parseCodeBlock(missing: .expectedLeftBrace(after: "'do'"))
        var catches: [CatchClause] = []
        var progress: SourceOffset?
        while at(.catch), madeProgress(since: &progress) {
            let clauseStart = token.range.start
            advance()
            var items: [CaseItem] = []
            if !at(.leftBrace) {
                var itemProgress: SourceOffset?
                repeat {
                    guard madeProgress(since: &itemProgress) else { break }
                    let pattern = parsePattern(.caseLabel)
                    var guardExpr: Expr?
                    if consume(.where) != nil { guardExpr = parseExpression(.condition) }
                    items.append(CaseItem(pattern: pattern, guardExpr: guardExpr))
                } while consume(.comma) != nil
            }
            let clauseBody = parseCodeBlock(missing: .expectedLeftBrace(after: "'catch' pattern"))
            catches.append(CatchClause(items: items, body: clauseBody, range: range(from: clauseStart)))
        }
        return Stmt(.doStmt(label: label, body: body, catches: catches), range: range(from: start))
    }
}
