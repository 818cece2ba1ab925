// Closure expressions. The signature (`[weak self] (a: Int) async throws -> T in`) is parsed
// speculatively: it is kept only if `in` follows, else the tokens are the body's statements.
extension Parser {
    /// The part of a closure before `in`.
    private struct ClosureSignature {
        var attributes: [Attribute] = []
        var captures: [CaptureItem] = []
        var parameters: [ClosureParameter]?
        var effects = Effects()
        var resultType: TypeSyntax?
    }

    /// closure-expression -> '{' closure-signature? statements '}'
    mutating func parseClosureExpression() -> Expr {
        nestedExpression { $0.parseClosureContents() }
    }

    private mutating func parseClosureContents() -> Expr {
        let open = consumeToken()
        var signature = ClosureSignature()
        if closureMayHaveSignature() {
            signature = speculate { $0.parseClosureSignature() } ?? ClosureSignature()
        }
        let statements = parseStatements()
        closeList(open, closer: .rightBrace, .expectedRightBraceInClosure)
        let range = range(from: open.range.start)
        let closure = ClosureExpr(attributes: signature.attributes, captures: signature.captures,
                                  parameters: signature.parameters, effects: signature.effects,
                                  resultType: signature.resultType, body: Block(statements: statements, range: range))
        return Expr(.closure(closure), range: range)
    }

    /// closure-signature -> attributes? capture-list? closure-parameters? effect-specifiers ('->' type)? 'in'
    /// closure-parameters -> closure-parameter-clause | closure-parameter-name (',' closure-parameter-name)*
    /// closure-parameter-name -> identifier | '_' | '$' identifier   (`$item`: a property-wrapper parameter, SE-0293)
    ///
    /// Returns nil (the caller backtracks) unless the signature is complete up to `in`.
    private mutating func parseClosureSignature() -> ClosureSignature? {
        var signature = ClosureSignature()
        if at(.atSign) { signature.attributes = parseAttributes() }
        if at(.leftBracket) {
            guard let captures = parseCaptureList() else { return nil }
            signature.captures = captures
        }
        if at(.leftParen) {
            guard let parameters = parseClosureParameterClause() else { return nil }
            signature.parameters = parameters
        } else if at(.identifier) || at(.wildcard) || atWrapperParameter {
            var names: [ClosureParameter] = []
            var progress: SourceOffset?
            while madeProgress(since: &progress), at(.identifier) || at(.wildcard) || atWrapperParameter {
                names.append(ClosureParameter(name: consumeIdentifier(), type: nil))
                guard consume(.comma) != nil else { break }
            }
            signature.parameters = names
        }
        signature.effects = parseEffectSpecifiers()
        if consume(.arrow) != nil {
            let result = parseType()
            if case .error = result.kind { return nil }
            signature.resultType = result
        }
        return consume(.in) != nil ? signature : nil
    }

    /// At `$name` (not `$0`): a closure parameter with a property wrapper, `{ $item in }`,
    /// which names both the binding (`$item`) and its value (`item`).
    var atWrapperParameter: Bool {
        guard at(.dollarIdentifier), let second = text(token).utf8.dropFirst().first else { return false }
        return !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second)
    }

    /// capture-list -> '[' capture-item (',' capture-item)* ']'
    /// capture-item -> ('weak' | 'unowned' ('(' ('safe' | 'unsafe') ')')?)? (identifier | 'self') ('=' expression)?
    private mutating func parseCaptureList() -> [CaptureItem]? {
        nested(nil) { $0.parseCaptureListContents() }
    }

    private mutating func parseCaptureListContents() -> [CaptureItem]? {
        advance() // '['
        var items: [CaptureItem] = []
        var progress: SourceOffset?
        while madeProgress(since: &progress) {
            var specifier = CaptureItem.Specifier.strong
            if atContextual("weak") || atContextual("unowned"), peek().kind == .identifier || peek().kind == .keyword(.self)
                || peek().kind == .leftParen {
                specifier = atContextual("weak") ? .weak : .unowned
                advance()
                if at(.leftParen) {
                    advance()
                    guard consume(.identifier) != nil, consume(.rightParen) != nil else { return nil }
                }
            }
            guard at(.identifier) || at(.self) else { return nil }
            let name = consumeIdentifier()
            var value: Expr?
            if consume(.equal) != nil {
                guard atExpressionStart else { return nil }
                value = parseExpression()
            }
            items.append(CaptureItem(specifier: specifier, name: name, value: value))
            guard consume(.comma) != nil else { break }
        }
        return consume(.rightBracket) != nil ? items : nil
    }

    /// closure-parameter-clause -> '(' ')' | '(' closure-parameter (',' closure-parameter)* ')'
    /// closure-parameter -> (identifier | '_') (identifier | '_')? (':' type '...'?)?
    private mutating func parseClosureParameterClause() -> [ClosureParameter]? {
        nested(nil) { parser in
            parser.advance() // '('
            var parameters: [ClosureParameter] = []
            var progress: SourceOffset?
            while parser.madeProgress(since: &progress), !parser.at(.rightParen) {
                guard parser.at(.identifier) || parser.at(.wildcard) || parser.atWrapperParameter else { return nil }
                var name = parser.consumeIdentifier()
                if parser.at(.identifier) || parser.at(.wildcard) || parser.atWrapperParameter { name = parser.consumeIdentifier() }
                var type: TypeSyntax?
                if parser.consume(.colon) != nil {
                    let parsed = parser.parseType()
                    if case .error = parsed.kind { return nil }
                    type = parsed
                    if parser.atOperator("...") { parser.advance() }
                }
                parameters.append(ClosureParameter(name: name, type: type))
                guard parser.consume(.comma) != nil else { break }
            }
            return parser.consume(.rightParen) != nil ? parameters : nil
        }
    }
}
