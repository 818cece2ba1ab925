// Postfix chains: member access (including SwiftUI modifier chains whose `.name` starts a new
// line), calls, subscripts, trailing closures, `?` and `!`, postfix operators and generic
// specialization (`Binding<Bool>(...)`).
extension Parser {
    /// What the current token starts after a complete expression.
    private enum Suffix {
        case member, call, subscriptAccess, trailingClosures, bindOptional, forceUnwrap, postfixOperator, generics
    }

    /// postfix-expression -> primary-expression postfix-suffix*
    mutating func parsePostfixExpression(_ context: ExpressionContext) -> Expr {
        let primary = parsePrimary(context)
        if case .error = primary.kind { return primary }
        return parsePostfixSuffixes(primary, context)
    }

    /// postfix-suffix -> '.' member-name | '(' argument-list ')' trailing-closures? | '[' argument-list ']'
    ///                 | trailing-closures | '?' | '!' | postfix-operator | generic-argument-clause
    ///
    /// A chain (`x.a.b(c).d ...`) is built in a loop; `chainLink` bounds its depth. When any
    /// `?` occurred, the whole chain is wrapped in one `optionalChain`.
    mutating func parsePostfixSuffixes(_ base: consuming Expr, _ context: ExpressionContext) -> Expr {
        var expr = base // moved: the caller's primary expression is not copied
        var links = 0
        var sawOptional = false
        var closuresAttached = false
        let baseDepth = nestingDepth
        var progress: SourceOffset?
        chain: while madeProgress(since: &progress), let suffix = suffixAtToken(expr, context, closuresAttached: closuresAttached) {
            guard chainLink(&links) else { break }
            nestingDepth = baseDepth + links / 4
            defer { nestingDepth = baseDepth }
            let start = expr.range.start
            closuresAttached = false
            switch suffix {
            case .member:
                advance()
                guard let name = parseMemberName() else {
                    diagnose(.expectedMemberName, at: expectedLocation)
                    expr = Expr(.error, range: range(from: start))
                    return sawOptional ? Expr(.optionalChain(expr), range: expr.range) : expr
                }
                expr = Expr(.member(expr, name), range: range(from: start))
            case .call:
                if let labels = functionReferenceLabels() { expr = parseFunctionReference(expr, labels: labels, start: start); continue }
                // The arguments in parentheses and the trailing closures, taken as one array.
                let mark = scratch.arguments.count
                pushArgumentList(closer: .rightParen)
                if at(.leftBrace), context == .normal, isValidTrailingClosure {
                    pushTrailingClosures()
                    closuresAttached = true
                }
                let arguments = scratch.arguments.take(from: mark)
                expr = Expr(.call(expr, arguments), range: range(from: start))
            case .subscriptAccess:
                let arguments = parseArgumentList(closer: .rightBracket)
                expr = Expr(.subscriptAccess(expr, arguments), range: range(from: start))
            case .trailingClosures:
                let arguments = parseTrailingClosures()
                closuresAttached = true
                expr = Expr(.call(expr, arguments), range: range(from: start))
            case .bindOptional:
                advance()
                sawOptional = true
                expr = Expr(.bindOptional(expr), range: range(from: start))
            case .forceUnwrap:
                advance()
                expr = Expr(.forceUnwrap(expr), range: range(from: start))
            case .postfixOperator:
                let operatorToken = consumeToken()
                if let op = postfixOperator(operatorToken) {
                    expr = Expr(.postfix(op, expr), range: range(from: start))
                } else if operators.declares(text(operatorToken), .postfix) {
                    let name = Identifier(text(operatorToken), range: operatorToken.range)
                    expr = Expr(.operatorCall(.postfix, name, [expr]), range: range(from: start))
                } else {
                    let spelling = text(operatorToken)
                    diagnose(binaryOperator(operatorToken) != nil ? .notAPostfixOperator(spelling) : .unknownOperator(spelling),
                             at: operatorToken.range)
                    expr = Expr(.error, range: range(from: start))
                }
            case .generics:
                guard let arguments = parseSpeculativeGenericArguments() else { break chain }
                expr = Expr(.specialize(expr, arguments), range: range(from: start))
            }
        }
        return sawOptional ? Expr(.optionalChain(expr), range: expr.range) : expr
    }

    private mutating func suffixAtToken(_ expr: Expr, _ context: ExpressionContext, closuresAttached: Bool) -> Suffix? {
        switch token.kind {
        case .period, .prefixPeriod:
            return .member
        case .leftParen where !token.isAtStartOfLine:
            return .call
        case .leftBracket where !token.isAtStartOfLine:
            return .subscriptAccess
        case .leftBrace where context == .normal && !closuresAttached:
            return acceptsTrailingClosure(expr) && isValidTrailingClosure ? .trailingClosures : nil
        case .postfixQuestion:
            return .bindOptional
        case .exclamationPostfix:
            return .forceUnwrap
        case .postfixOperator:
            return atLeftAngle ? nil : .postfixOperator
        case .binaryOperator, .prefixOperator:
            guard atLeftAngle, !token.flags.contains(.leadingTrivia), !token.isAtStartOfLine else { return nil }
            switch expr.kind {
            case .identifier, .member: return genericArgumentsMayFollow() ? .generics : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// member-name -> identifier | keyword | integer-literal (a tuple index)
    private mutating func parseMemberName() -> Identifier? {
        switch token.kind {
        case .identifier, .keyword, .integerLiteral:
            return consumeIdentifier()
        case .dollarIdentifier where atWrapperParameter:
            return consumeIdentifier()  // `self.$count`: the projected value of a wrapped property
        default:
            return nil
        }
    }
}

// MARK: - Trailing closures

extension Parser {
    /// Expressions a trailing closure can follow: names, members and calls (not literals).
    private func acceptsTrailingClosure(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .member, .implicitMember, .call, .specialize, .bindOptional, .forceUnwrap:
            return true
        default:
            return false
        }
    }

    /// At a `{`: whether it opens a trailing closure rather than property observers
    /// (`var x = f() { didSet { } }`) or a switch body (`{ case`).
    var isValidTrailingClosure: Bool {
        let next = peek()
        switch next.kind {
        case .keyword(.case), .keyword(.default):
            return false
        case .identifier:
            return !(tokenText(next, equals: "willSet") || tokenText(next, equals: "didSet"))
        default:
            return true
        }
    }

    /// trailing-closures -> closure-expression labeled-trailing-closure*
    /// labeled-trailing-closure -> (identifier | keyword | '_') ':' closure-expression
    mutating func parseTrailingClosures() -> [Argument] {
        let mark = scratch.arguments.count
        pushTrailingClosures()
        return scratch.arguments.take(from: mark)
    }

    /// `parseTrailingClosures()` adding to the arguments in parentheses before them.
    mutating func parseTrailingClosures(appendingTo arguments: inout [Argument]) {
        arguments += parseTrailingClosures()
    }

    /// `parseTrailingClosures()`, pushed onto `scratch.arguments`.
    mutating func pushTrailingClosures() {
        let arguments = scratch.arguments
        arguments.append(Argument(label: nil, value: parseClosureExpression(), isTrailingClosure: true))
        var progress: SourceOffset?
        while madeProgress(since: &progress), atLabeledTrailingClosure {
            let label = consumeIdentifier()
            advance() // ':'
            arguments.append(Argument(label: label, value: parseClosureExpression(), isTrailingClosure: true))
        }
    }

    /// `label: {` after a trailing closure (`Button { } label: { }`); `default:` never is one.
    private var atLabeledTrailingClosure: Bool {
        switch token.kind {
        case .identifier, .wildcard: break
        case .keyword(let keyword) where keyword != .default && keyword != .case: break
        default: return false
        }
        var lookahead = lexer
        var colon = lookahead.next()
        while colon.kind == .unknown { colon = lookahead.next() }
        guard colon.kind == .colon else { return false }
        var brace = lookahead.next()
        while brace.kind == .unknown { brace = lookahead.next() }
        return brace.kind == .leftBrace
    }
}

// MARK: - Generic specialization

extension Parser {
    /// generic-argument-clause -> '<' type (',' type)* '>'
    ///
    /// In an expression `<` may be a comparison: the clause is accepted only if `>` closes it
    /// and a token that cannot continue a comparison follows (`Set<Int>()`, `Binding<Bool>.constant`).
    mutating func parseSpeculativeGenericArguments() -> [TypeSyntax]? {
        speculate { parser in
            guard let arguments = parser.parseGenericArgumentClause() else { return nil }
            return parser.atGenericArgumentFollower ? arguments : nil
        }
    }

    /// Swift's follow set of a generic argument clause in an expression, plus `==` and `!=`.
    private var atGenericArgumentFollower: Bool {
        if token.isAtStartOfLine { return true }
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace, .period, .prefixPeriod, .rightParen, .rightBracket, .rightBrace,
             .comma, .colon, .semicolon, .postfixQuestion, .exclamationPostfix, .endOfFile:
            return true
        case .binaryOperator:
            return atOperator("==") || atOperator("!=")
        default:
            return false
        }
    }

    /// Runs `body` from a checkpoint; if it returns nil, returns to the checkpoint (unless the
    /// nesting limit abandoned the input meanwhile: that stays reported).
    mutating func speculate<T>(_ body: (inout Parser) -> T?) -> T? {
        let saved = checkpoint()
        if let result = body(&self) { return result }
        if !abandoned { restore(saved) }
        return nil
    }
}
