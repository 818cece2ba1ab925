// Functions, initializers, deinitializers and subscripts: names and parameter clauses.
// Effects (`async throws`) are read by `parseEffectSpecifiers` (`Parser+Types.swift`).
extension Parser {
    // MARK: - Functions

    /// function-declaration -> 'func' function-name generic-parameter-clause? parameter-clause effects
    ///                         ('->' type)? generic-where-clause? code-block?
    /// function-name -> identifier | operator   (`static func == (lhs: A, rhs: A) -> Bool`)
    mutating func parseFunctionDeclaration() -> DeclKind {
        advance()  // 'func'
        let name: Identifier
        switch token.kind {
        case .identifier, .binaryOperator, .prefixOperator, .postfixOperator:
            name = consumeIdentifier()
        default:
            let here = expectedLocation
            report(.expectedIdentifier(in: "function declaration"), at: here)
            name = Identifier("", range: here)
        }
        let generics = parseGenericParameterClauseIfPresent()
        let parameters = parseParameterClause(missing: .expectedParameterList, isSubscript: false)
        let effects = parseEffectSpecifiers()
        var resultType: TypeSyntax?
        if consume(.arrow) != nil { resultType = parseResultType(missing: .expectedResultType) }
        let requirements = parseGenericWhereClauseIfPresent()
        let body = at(.leftBrace) ? parseCodeBlock(missing: .expected("'{'")) : nil
        return .function(FunctionDecl(name: name, genericParameters: generics, parameters: parameters, effects: effects,
                                      resultType: resultType, requirements: requirements, body: body))
    }

    /// A result type after `->`: reports `missing` (without a second "expected type") when no type starts here.
    mutating func parseResultType(missing: @autoclosure () -> DiagnosticMessage) -> TypeSyntax {
        if canStartDeclaredType() { return parseType() }
        let here = expectedLocation
        report(missing(), at: here)
        return TypeSyntax(.error, range: here)
    }

    /// Whether the current token can begin a type.
    func canStartDeclaredType() -> Bool {
        guard !token.isAtStartOfLine else { return false }
        switch token.kind {
        case .identifier, .keyword(.Any), .keyword(.Self), .keyword(.inout), .leftParen, .leftBracket, .atSign:
            return true
        default:
            return false
        }
    }

    // MARK: - Initializers

    /// initializer-declaration -> 'init' ('?' | '!')? generic-parameter-clause? parameter-clause effects
    ///                            generic-where-clause? code-block?
    mutating func parseInitializerDeclaration() -> DeclKind {
        advance()  // 'init'
        var failability = InitializerDecl.Failability.none
        if at(.postfixQuestion) {
            failability = .optional
            advance()
        } else if at(.exclamationPostfix) {
            failability = .implicitlyUnwrapped
            advance()
        }
        let generics = parseGenericParameterClauseIfPresent()
        let parameters = parseParameterClause(missing: .expectedInitializerParameters, isSubscript: false)
        let effects = parseEffectSpecifiers()
        let requirements = parseGenericWhereClauseIfPresent()
        let body = at(.leftBrace) ? parseCodeBlock(missing: .expected("'{'")) : nil
        return .initializer(InitializerDecl(failability: failability, genericParameters: generics, parameters: parameters,
                                            effects: effects, requirements: requirements, body: body))
    }

    /// deinitializer-declaration -> 'deinit' code-block
    mutating func parseDeinitializerDeclaration() -> DeclKind {
        advance()
        return .deinitializer(parseCodeBlock(missing: .expectedLeftBraceForDeinit))
    }

    // MARK: - Subscripts

    /// subscript-declaration -> 'subscript' generic-parameter-clause? parameter-clause '->' type
    ///                          generic-where-clause? accessor-block?
    mutating func parseSubscriptDeclaration() -> DeclKind {
        advance()
        let generics = parseGenericParameterClauseIfPresent()
        let parameters = parseParameterClause(missing: .expectedParameterList, isSubscript: true)
        let resultType: TypeSyntax
        if consume(.arrow) != nil {
            resultType = parseType()
        } else {
            let here = expectedLocation
            report(.expectedSubscriptArrow, at: here)
            resultType = TypeSyntax(.error, range: here)
        }
        _ = parseGenericWhereClauseIfPresent()
        let accessors = at(.leftBrace) ? parseAccessorBlock() : nil
        return .subscriptDecl(SubscriptDecl(genericParameters: generics, parameters: parameters, resultType: resultType,
                                            accessors: accessors))
    }

    // MARK: - Parameters

    /// parameter-clause -> '(' (parameter (',' parameter)*)? ')'
    mutating func parseParameterClause(missing: @autoclosure () -> DiagnosticMessage, isSubscript: Bool) -> [Parameter] {
        guard let open = consume(.leftParen) else {
            report(missing(), at: expectedLocation)
            return []
        }
        return nested([]) { parser in
            var parameters: [Parameter] = []
            var progress: SourceOffset?
            while !parser.at(.rightParen), !parser.at(.endOfFile), !parser.at(.leftBrace), !parser.at(.rightBrace),
                  parser.madeProgress(since: &progress) {
                if let parameter = parser.parseParameter(isSubscript: isSubscript) {
                    parameters.append(parameter)
                } else {
                    parser.skipParameterRemainder()
                }
                if parser.consume(.comma) == nil { break }
            }
            if parser.consume(.rightParen) == nil {
                parser.report(.expectedRightParenInParameters, at: parser.expectedLocation,
                              notes: [parser.matchingNote(open, "(")])
            }
            return parameters
        }
    }

    /// parameter -> attributes? argument-label? parameter-name ':' type '...'? ('=' expression)?
    /// Attributes before the name (`@ViewBuilder content: () -> Content`) go into the type.
    mutating func parseParameter(isSubscript: Bool) -> Parameter? {
        let start = token.range.start
        let attributes = at(.atSign) ? parseAttributes() : []
        guard isAtParameterName() else {
            report(.expectedParameterName, at: expectedLocation)
            return nil
        }
        let first = consumeToken()
        var second: Token?
        if at(.identifier) || at(.wildcard) { second = consumeToken() }
        guard consume(.colon) != nil else {
            report(second == nil ? .expectedParameterName : .expectedColonInParameter, at: expectedLocation)
            return nil
        }
        var type = parseType()
        var isVariadic = false
        if atOperator("...") {
            isVariadic = true
            advance()
        }
        if !attributes.isEmpty {
            if case .attributed(let inner, let base) = type.kind {
                type = TypeSyntax(.attributed(attributes + inner, base), range: range(from: start))
            } else {
                type = TypeSyntax(.attributed(attributes, type), range: range(from: start))
            }
        }
        var defaultValue: Expr?
        if consume(.equal) != nil { defaultValue = parseExpression() }
        let firstName = first.kind == .wildcard ? nil : identifier(first)
        let label: Identifier?
        let name: Identifier
        if let second {
            label = firstName
            name = identifier(second)
        } else {
            label = isSubscript ? nil : firstName
            name = identifier(first)
        }
        return Parameter(label: label, name: name, type: type, isVariadic: isVariadic, defaultValue: defaultValue,
                         range: range(from: start))
    }

    /// An argument label or parameter name: an identifier, `_`, or a keyword other than `inout`/`var`/`let`.
    func isAtParameterName() -> Bool {
        switch token.kind {
        case .identifier, .wildcard: return true
        case .keyword(.inout), .keyword(.var), .keyword(.let): return false
        case .keyword: return true
        default: return false
        }
    }

    /// Skips a malformed parameter up to its `,` or `)` (or a brace), keeping brackets balanced.
    mutating func skipParameterRemainder() {
        var depth = 0
        var progress: SourceOffset?
        while !at(.endOfFile), !at(.leftBrace), !at(.rightBrace), madeProgress(since: &progress) {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return }
                depth -= 1
            case .comma where depth == 0: return
            default: break
            }
            advance()
        }
    }
}
