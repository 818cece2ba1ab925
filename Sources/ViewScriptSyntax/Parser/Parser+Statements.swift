// The statement grammar: blocks, statement lists, dispatch, labels and jumps.
// Conditionals, loops, `switch` and `do` are in `Parser+ControlFlow.swift`.
extension Parser {
    // MARK: - Blocks

    /// code-block -> '{' statements '}'
    mutating func parseBlock() -> Block {
        parseCodeBlock(missing: .expected("'{'"))
    }

    /// code-block -> '{' statements '}', reporting `missing` where the `{` should be.
    mutating func parseCodeBlock(missing: @autoclosure () -> DiagnosticMessage) -> Block {
        let start = token.range.start
        guard let open = consume(.leftBrace) else {
            let here = expectedLocation
            report(missing(), at: here)
            return Block(statements: [], range: here)
        }
        let fallback = Block(statements: [], range: open.range)
        return nested(fallback) { parser in
            let statements = parser.parseStatements()
            parser.closeBlockBrace(opening: open, .expectedRightBraceAtEndOfBlock)
            return Block(statements: statements, range: parser.range(from: start))
        }
    }

    /// Consumes the `}` that closes `opening`. Statement and member lists stop only at a `}` or
    /// the end of the input, so a missing `}` is reported at the end, with a note at the `{`.
    mutating func closeBlockBrace(opening: Token, _ message: @autoclosure () -> DiagnosticMessage) {
        if consume(.rightBrace) != nil || abandoned { return }
        let end = SourceRange(start: token.range.start, end: token.range.start)
        report(message(), at: end, notes: [matchingNote(opening, "{")])
    }

    // MARK: - Statement lists

    /// statements -> statement* up to (not including) a `}` or the end of the input.
    /// Used for closure bodies, whose `{` the expression parser consumed.
    mutating func parseStatements() -> [Stmt] {
        parseStatementList(inSwitchCase: false)
    }

    /// statements -> (statement (';' | newline))*; in a `switch` case body the list also ends
    /// before the next `case`, `default` or `@unknown` label.
    mutating func parseStatementList(inSwitchCase: Bool) -> [Stmt] {
        let statements = scratch.statements
        let mark = statements.count
        var progress: SourceOffset?
        while !at(.rightBrace), !at(.endOfFile), madeProgress(since: &progress) {
            if consume(.semicolon) != nil { continue }
            if inSwitchCase && isAtSwitchCaseLabel() { break }
            let start = token.range.start
            let errors = diagnostics.count
            statements.append(parseStatement())
            // `case 1: "one" default: "many"`: the next label may follow on the same line.
            if inSwitchCase && token.range.start != start && isAtSwitchCaseLabel() { continue }
            finishListItem(startedAt: start, errorsBefore: errors, separator: .consecutiveStatements)
        }
        return statements.take(from: mark)
    }

    /// Ends one item of a statement, member or step list: the next item must start a new line
    /// or follow a `;`. After an error the rest of the line is skipped without another error,
    /// and an item that consumed nothing is skipped so every list makes progress.
    mutating func finishListItem(startedAt start: SourceOffset, errorsBefore: Int, separator: DiagnosticMessage) {
        let atEnd = at(.rightBrace) || at(.endOfFile)
        if token.range.start == start && !atEnd {
            skipToStatementBoundary()
            return
        }
        if atEnd || at(.semicolon) || token.isAtStartOfLine { return }
        if diagnostics.count > errorsBefore {
            skipToStatementBoundary()
        } else {
            report(separator, at: expectedLocation)
        }
    }

    // MARK: - Statements

    /// statement -> labeled-statement | if | guard | while | repeat | for | switch | do | defer
    ///            | return | throw | break | continue | fallthrough | declaration | expression
    mutating func parseStatement() -> Stmt {
        let start = token.range.start
        switch token.kind {
        case .identifier where colonFollowsToken():
            return parseLabeledStatement()
        case .keyword(.if): return parseIfStatement()
        case .keyword(.guard): return parseGuardStatement()
        case .keyword(.while): return parseWhileStatement(label: nil, start: start)
        case .keyword(.repeat): return parseRepeatWhileStatement(label: nil, start: start)
        case .keyword(.for): return parseForInStatement(label: nil, start: start)
        case .keyword(.switch): return parseSwitchStatement(label: nil, start: start)
        case .keyword(.do): return parseDoStatement(label: nil, start: start)
        case .keyword(.defer): return parseDeferStatement()
        case .keyword(.return): return parseReturnStatement()
        case .keyword(.throw): return parseThrowStatement()
        case .keyword(.break), .keyword(.continue): return parseJumpStatement()
        case .keyword(.fallthrough):
            advance()
            return Stmt(.fallthroughStmt, range: range(from: start))
        case .keyword(.case): return misplacedStatement(.caseOutsideSwitch)
        case .keyword(.default): return misplacedStatement(.defaultOutsideSwitch)
        case .keyword(.catch): return misplacedStatement(.catchWithoutDo)
        default:
            if isAtDeclarationStart() {
                let declaration = parseDeclaration(in: .local)
                return Stmt(.declaration(declaration), range: declaration.range)
            }
            let expression = parseExpression()
            return Stmt(.expression(expression), range: expression.range)
        }
    }

    /// Reports a statement that cannot stand here (`case` outside a `switch`) and skips it.
    mutating func misplacedStatement(_ message: DiagnosticMessage) -> Stmt {
        let start = token.range.start
        report(message, at: token.range)
        skipToStatementBoundary()
        return Stmt(.error, range: range(from: start))
    }

    /// labeled-statement -> identifier ':' (for | while | repeat | switch | do | if)
    mutating func parseLabeledStatement() -> Stmt {
        let start = token.range.start
        var label = consumeIdentifier()
        advance()  // ':'
        // `a: b: for ...`: only the last label counts; the loop keeps this iterative.
        var progress: SourceOffset?
        while at(.identifier), colonFollowsToken(), madeProgress(since: &progress) {
            report(.labelNotAllowed, at: label.range)
            label = consumeIdentifier()
            advance()
        }
        switch token.kind {
        case .keyword(.for): return parseForInStatement(label: label, start: start)
        case .keyword(.while): return parseWhileStatement(label: label, start: start)
        case .keyword(.repeat): return parseRepeatWhileStatement(label: label, start: start)
        case .keyword(.switch): return parseSwitchStatement(label: label, start: start)
        case .keyword(.do): return parseDoStatement(label: label, start: start)
        case .keyword(.if): return parseIfStatement()
        default:
            report(.labelNotAllowed, at: label.range)
            if at(.rightBrace) || at(.endOfFile) { return Stmt(.error, range: range(from: start)) }
            return parseStatement()
        }
    }

    // MARK: - Jumps

    /// defer-statement -> 'defer' code-block
    mutating func parseDeferStatement() -> Stmt {
        let start = token.range.start
        advance()
        let body = parseCodeBlock(missing: .expectedLeftBrace(after: "'defer'"))
        return Stmt(.deferStmt(body), range: range(from: start))
    }

    /// return-statement -> 'return' expression?  (the value must start on the same line)
    mutating func parseReturnStatement() -> Stmt {
        let start = token.range.start
        advance()
        var value: Expr?
        if !at(.rightBrace) && !at(.semicolon) && !at(.endOfFile)
            && (!token.isAtStartOfLine || returnValueMayStartOnNextLine()) {
            value = parseExpression()
        }
        return Stmt(.returnStmt(value), range: range(from: start))
    }

    /// Swift reads an expression on the line after `return` as its value (`return` newline
    /// `42` returns 42) unless that line starts a statement or a declaration.
    func returnValueMayStartOnNextLine() -> Bool {
        switch token.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .leftParen, .leftBracket, .dollarIdentifier,
             .backslash, .prefixPeriod, .prefixOperator, .prefixAmpersand:
            return true
        case .keyword(let keyword):
            return [.true, .false, .nil, .self, .Self, .super, .try].contains(keyword)
        case .identifier:
            return !Self.declarationModifiers.contains(text(token))
        default:
            return false
        }
    }

    static let declarationModifiers: Set<String> = [
        "mutating", "nonmutating", "override", "lazy", "weak", "unowned", "final", "convenience", "required",
        "indirect", "dynamic", "optional", "open", "nonisolated", "isolated", "actor", "macro", "precedencegroup",
        "prefix", "postfix", "infix",
    ]

    /// throw-statement -> 'throw' expression
    mutating func parseThrowStatement() -> Stmt {
        let start = token.range.start
        advance()
        guard !token.isAtStartOfLine, !at(.rightBrace), !at(.semicolon), !at(.endOfFile) else {
            let here = expectedLocation
            report(.expectedExpressionInThrow, at: here)
            return Stmt(.throwStmt(Expr(.error, range: here)), range: range(from: start))
        }
        return Stmt(.throwStmt(parseExpression()), range: range(from: start))
    }

    /// break-statement -> 'break' label?;  continue-statement -> 'continue' label?
    mutating func parseJumpStatement() -> Stmt {
        let start = token.range.start
        let isBreak = at(.break)
        advance()
        var label: Identifier?
        if at(.identifier) && !token.isAtStartOfLine {
            label = consumeIdentifier()
        }
        return Stmt(isBreak ? .breakStmt(label) : .continueStmt(label), range: range(from: start))
    }
}
