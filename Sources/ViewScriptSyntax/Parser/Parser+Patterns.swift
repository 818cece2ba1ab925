// Patterns of `case` labels, `catch` clauses, `for`-`in` loops and variable declarations.
extension Parser {
    /// Where a pattern stands: bare names bind in declarations and `for`-`in`;
    /// in `case`/`catch` labels they are expressions unless under `let`/`var`.
    enum PatternContext { case declaration, forIn, caseLabel }

    /// pattern -> ('let' | 'var') pattern | 'is' type | primary-pattern '?'* ('as' type)* type-annotation?
    ///
    /// The type annotation (`x: Int`) is read in declarations and `for`-`in` loops only:
    /// in a `case` label the `:` ends the label.
    mutating func parsePattern(_ context: PatternContext) -> Pattern {
        let start = token.range.start
        var pattern = parsePatternContents(context, binds: context != .caseLabel)
        if context != .caseLabel, consume(.colon) != nil {
            let type = parseType()
            pattern = Pattern(.typed(pattern, type), range: range(from: start))
        }
        return pattern
    }

    private mutating func parsePatternContents(_ context: PatternContext, binds: Bool) -> Pattern {
        let start = token.range.start
        var pattern: Pattern
        switch token.kind {
        case .keyword(.let), .keyword(.var):
            let isVar = at(.var)
            advance()
            let inner = nestedPattern { $0.parsePatternContents(context, binds: true) }
            return Pattern(.valueBinding(isVar: isVar, inner), range: range(from: start))
        case .keyword(.is):
            advance()
            pattern = Pattern(.typeCheck(parseType()), range: range(from: start))
        default:
            pattern = parsePrimaryPattern(context, binds: binds)
        }
        var progress: SourceOffset?
        while madeProgress(since: &progress) {
            if at(.postfixQuestion) {
                advance()
                pattern = Pattern(.optional(pattern), range: range(from: start))
            } else if at(.as), peek().kind != .postfixQuestion, peek().kind != .exclamationPostfix {
                advance()
                pattern = Pattern(.cast(pattern, parseType()), range: range(from: start))
            } else {
                break
            }
        }
        return pattern
    }

    private mutating func nestedPattern(_ body: (inout Parser) -> Pattern) -> Pattern {
        let fallback = errorPattern
        return nested(fallback, body)
    }

    /// A pattern standing where none could be parsed (reported).
    private var errorPattern: Pattern {
        Pattern(.expression(missingExpression), range: missingExpression.range)
    }

    /// primary-pattern -> '_' | identifier | tuple-pattern | enum-case-pattern | expression
    private mutating func parsePrimaryPattern(_ context: PatternContext, binds: Bool) -> Pattern {
        let start = token.range.start
        switch token.kind {
        case .wildcard:
            advance()
            return Pattern(.wildcard, range: range(from: start))
        case .leftParen:
            let elements = parseTuplePatternElements(context, binds: binds)
            if elements.count == 1, elements[0].label == nil { return elements[0].pattern }
            return Pattern(.tuple(elements), range: range(from: start))
        case .prefixPeriod, .period:
            if let pattern = parseEnumCasePattern(context, binds: binds) { return pattern }
        case .identifier, .keyword(.Self):
            if context == .caseLabel, peek().kind == .period, atTypeName,
               let pattern = parseEnumCasePattern(context, binds: binds) {
                return pattern
            }
            if binds, at(.identifier) {
                let name = consumeIdentifier()
                return Pattern(.binding(name), range: name.range)
            }
        default:
            break
        }
        guard context == .caseLabel else {
            diagnose(.expectedPattern, at: expectedLocation)
            return errorPattern
        }
        guard atExpressionStart else {
            diagnose(.expectedPattern, at: expectedLocation)
            return errorPattern
        }
        let value = parseSequence(.condition, .pattern)
        return Pattern(.expression(value), range: value.range)
    }

    /// tuple-pattern -> '(' (tuple-pattern-element (',' tuple-pattern-element)*)? ')'
    /// tuple-pattern-element -> (identifier ':')? pattern
    private mutating func parseTuplePatternElements(_ context: PatternContext, binds: Bool) -> [TuplePatternElement] {
        nested([]) { parser in
            let open = parser.consumeToken()
            var elements: [TuplePatternElement] = []
            var progress: SourceOffset?
            while parser.madeProgress(since: &progress), !parser.at(.rightParen), !parser.at(.endOfFile) {
                var label: Identifier?
                if parser.at(.identifier) || parser.at(.keyword(.in)), parser.peek().kind == .colon {
                    label = parser.consumeIdentifier()
                    parser.advance()
                }
                let pattern = parser.parsePatternContents(context, binds: binds)
                elements.append(TuplePatternElement(label: label, pattern: pattern))
                guard parser.consume(.comma) != nil else { break }
            }
            parser.closeList(open, closer: .rightParen, .expectedRightParenInTuplePattern)
            return elements
        }
    }

    /// enum-case-pattern -> type-identifier? '.' identifier tuple-pattern?
    ///
    /// Speculative where the pattern could be an expression (`case .a ... .z`, `case Limits.max + 1`):
    /// kept only if a token that ends a pattern follows.
    private mutating func parseEnumCasePattern(_ context: PatternContext, binds: Bool) -> Pattern? {
        guard binds || enumCasePatternMayFollow() else { return nil }
        return speculate { parser in
            let start = parser.token.range.start
            var type: TypeSyntax?
            if !parser.at(.period), !parser.at(.prefixPeriod) {
                let first = parser.consumeIdentifier()
                type = TypeSyntax(.named(first, generics: []), range: first.range)
            }
            guard parser.consume(.period) != nil || parser.consume(.prefixPeriod) != nil else { return nil }
            guard parser.at(.identifier) else { return nil }
            var name = parser.consumeIdentifier()
            while parser.at(.period), parser.peek().kind == .identifier, let base = type {
                parser.advance()
                type = TypeSyntax(.member(base, name, generics: []), range: parser.range(from: start))
                name = parser.consumeIdentifier()
            }
            if parser.at(.period) { return nil }
            var arguments: [TuplePatternElement]?
            if parser.at(.leftParen), !parser.token.isAtStartOfLine {
                arguments = parser.parseTuplePatternElements(context, binds: binds)
            }
            return Pattern(.enumCase(type: type, name: name, arguments: arguments), range: parser.range(from: start))
        }
    }

    /// `Self` or an identifier that starts with an uppercase letter (a type, by convention).
    private var atTypeName: Bool {
        if at(.keyword(.Self)) { return true }
        guard at(.identifier), let first = firstByte(of: token) else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    }
}
