// Variables and constants: pattern bindings, initializers, computed properties, accessors
// (`get`/`set`, `willSet`/`didSet`) and protocol requirements (`{ get set }`).
extension Parser {
    // MARK: - Bindings

    /// variable-declaration -> ('let' | 'var') pattern-binding (',' pattern-binding)*
    mutating func parseVariableDeclaration() -> DeclKind {
        let isLet = at(.let)
        advance()
        var bindings: [PatternBinding] = []
        var progress: SourceOffset?
        repeat {
            guard madeProgress(since: &progress) else { break }
            bindings.append(parsePatternBinding())
        } while consume(.comma) != nil
        return .variable(VariableDecl(isLet: isLet, bindings: bindings))
    }

    /// pattern-binding -> pattern (':' type)? ('=' expression)? accessor-block?
    mutating func parsePatternBinding() -> PatternBinding {
        let start = token.range.start
        var pattern = parsePattern(.declaration)
        var type: TypeSyntax?
        if case .typed(let inner, let annotation) = pattern.kind {
            pattern = inner
            type = annotation
        } else if consume(.colon) != nil {
            type = parseType()
        }
        var initializer: Expr?
        var accessors: AccessorBlock?
        if consume(.equal) != nil {
            if atExpressionStart || at(.if) || at(.switch) {
                initializer = parseExpression()
            } else {
                report(.expectedInitialValue, at: expectedLocation)
            }
            if at(.leftBrace) && isAtObserverBlock() { accessors = parseAccessorBlock() }
        } else if at(.leftBrace) {
            accessors = parseAccessorBlock()
        }
        return PatternBinding(pattern: pattern, type: type, initializer: initializer, accessors: accessors,
                              range: range(from: start))
    }

    /// Whether the current `{` opens `willSet`/`didSet` observers (the expression parser
    /// does not take such a `{` as a trailing closure).
    func isAtObserverBlock() -> Bool {
        let next = peek()
        return next.kind == .identifier && (tokenText(next, equals: "willSet") || tokenText(next, equals: "didSet"))
    }

    // MARK: - Accessors

    /// accessor-block -> '{' accessor* '}' | '{' statements '}'   (the second is a read-only getter)
    mutating func parseAccessorBlock() -> AccessorBlock {
        let start = token.range.start
        let open = consumeToken()  // '{'
        if isAtAccessorStart() {
            let fallback = AccessorBlock.accessors([], range: open.range)
            return nested(fallback) { parser in
                let accessors = parser.parseAccessorList()
                parser.closeBlockBrace(opening: open, .expectedRightBraceInAccessors)
                return .accessors(accessors, range: parser.range(from: start))
            }
        }
        let fallback = AccessorBlock.getter(Block(statements: [], range: open.range))
        return nested(fallback) { parser in
            let statements = parser.parseStatements()
            parser.closeBlockBrace(opening: open, .expectedRightBraceAtEndOfBlock)
            return .getter(Block(statements: statements, range: parser.range(from: start)))
        }
    }

    /// The accessor a token names (`_modify` and `_read` are spelled with an underscore).
    func accessorKind(_ token: Token) -> Accessor.Kind? {
        guard token.kind == .identifier else { return nil }
        if tokenText(token, equals: "get") { return .get }
        if tokenText(token, equals: "set") { return .set }
        if tokenText(token, equals: "willSet") { return .willSet }
        if tokenText(token, equals: "didSet") { return .didSet }
        if tokenText(token, equals: "_modify") || tokenText(token, equals: "modify") { return .modify }
        if tokenText(token, equals: "_read") || tokenText(token, equals: "read") { return .read }
        return nil
    }

    /// Whether the token after a `{` starts an accessor (`get`, `mutating set`, `@MainActor get`)
    /// rather than a getter's statements (`@Bindable var model = model` is a statement).
    func isAtAccessorStart() -> Bool {
        if accessorKind(token) != nil { return true }
        if at(.atSign) {
            var lookahead = self
            _ = lookahead.parseAttributes()
            return !lookahead.at(.atSign) && lookahead.isAtAccessorStart()
        }
        if let word = modifierWord(token), word == .mutating || word == .nonmutating {
            return accessorKind(peek()) != nil
        }
        return false
    }

    /// accessors -> accessor*;  accessor -> attributes? ('mutating' | 'nonmutating')? accessor-kind
    ///              ('(' identifier ')')? effects code-block?
    mutating func parseAccessorList() -> [Accessor] {
        var accessors: [Accessor] = []
        var progress: SourceOffset?
        while !at(.rightBrace), !at(.endOfFile), madeProgress(since: &progress) {
            if consume(.semicolon) != nil { continue }
            let start = token.range.start
            if at(.atSign) { _ = parseAttributes() }
            if let word = modifierWord(token), word == .mutating || word == .nonmutating { advance() }
            guard let kind = accessorKind(token) else {
                report(.expectedAccessorKeyword, at: token.range)
                skipToStatementBoundary()
                continue
            }
            advance()
            var parameter: Identifier?
            if at(.leftParen) {
                let open = consumeToken()
                if at(.identifier) { parameter = consumeIdentifier() }
                if consume(.rightParen) == nil {
                    report(.expected("')' after accessor parameter"), at: expectedLocation, notes: [matchingNote(open, "(")])
                }
            }
            let effects = parseEffectSpecifiers()
            let body = at(.leftBrace) ? parseCodeBlock(missing: .expected("'{'")) : nil
            accessors.append(Accessor(kind: kind, parameter: parameter, effects: effects, body: body,
                                      range: range(from: start)))
        }
        return accessors
    }
}
