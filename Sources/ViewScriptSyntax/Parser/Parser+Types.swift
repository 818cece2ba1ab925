// Types: named types with generic arguments, member types, optionals, arrays, dictionaries,
// tuples, function types, `some`/`any`, compositions, metatypes, `inout` and attributed types.
//
// A variadic `T...` is not consumed here: the declarations parser checks for it after the
// type. Only inside a function type's parameter list is `T...` part of the type.
extension Parser {
    /// Whether the current token can begin a type.
    var atTypeStart: Bool {
        switch token.kind {
        case .identifier, .wildcard, .leftParen, .leftBracket, .atSign, .keyword(.Self), .keyword(.Any),
             .keyword(.inout):
            return true
        default:
            return false
        }
    }

    /// type -> attributes type | 'inout' type | 'some' type | 'any' type | function-type | type-composition
    mutating func parseType() -> TypeSyntax {
        let start = token.range.start
        switch token.kind {
        case .atSign:
            let attributes = parseAttributes()
            let type = nestedType { $0.parseType() }
            return TypeSyntax(.attributed(attributes, type), range: range(from: start))
        case .keyword(.inout):
            advance()
            let type = nestedType { $0.parseType() }
            return TypeSyntax(.inoutType(type), range: range(from: start))
        case .identifier where atTypeModifier("some"):
            advance()
            let type = nestedType { $0.parseType() }
            return TypeSyntax(.opaque(type), range: range(from: start))
        case .identifier where atTypeModifier("borrowing") || atTypeModifier("consuming") || atTypeModifier("sending"):
            // Ownership and region modifiers of a parameter's type (SE-0377, SE-0430): the type itself.
            advance()
            return nestedType { $0.parseType() }
        case .identifier where atTypeModifier("any"):
            advance()
            let type = nestedType { $0.parseType() }
            return TypeSyntax(.existential(type), range: range(from: start))
        default:
            return parseFunctionOrCompositionType()
        }
    }

    /// An `.error` type at the current position (nothing consumed).
    var missingType: TypeSyntax {
        TypeSyntax(.error, range: SourceRange(start: expectedLocation.start, end: expectedLocation.start))
    }

    /// `some` or `any` followed by a type on the same line.
    private func atTypeModifier(_ word: StaticString) -> Bool {
        guard atContextual(word) else { return false }
        let next = peek()
        guard !next.isAtStartOfLine else { return false }
        switch next.kind {
        case .identifier, .leftParen, .leftBracket, .keyword(.Self), .keyword(.Any): return true
        default: return false
        }
    }

    /// function-type -> tuple-type effect-specifiers '->' type
    /// type-composition -> postfix-type ('&' postfix-type)*
    private mutating func parseFunctionOrCompositionType() -> TypeSyntax {
        let start = token.range.start
        var first = parsePostfixType()
        if atOperator("&") || at(.prefixAmpersand), !isErrorType(first) {
            var types = [first]
            var progress: SourceOffset?
            while madeProgress(since: &progress), atOperator("&") || at(.prefixAmpersand) {
                advance()
                types.append(parsePostfixType())
            }
            first = TypeSyntax(.composition(types), range: range(from: start))
        }
        let isTuple = if case .tuple = first.kind { true } else { false }
        guard at(.arrow) || (isTuple && atEffectSpecifier) else { return first }
        let parameters: [TupleTypeElement]
        if case .tuple(let elements) = first.kind {
            parameters = elements
        } else {
            parameters = [TupleTypeElement(label: nil, type: first)]
        }
        let effects = parseEffectSpecifiers()
        guard consume(.arrow) != nil else {
            diagnose(.expected("'->'"), at: expectedLocation)
            return TypeSyntax(.function(parameters: parameters, effects: effects, result: missingType), range: range(from: start))
        }
        let result: TypeSyntax
        if atTypeStart {
            result = nestedType { $0.parseType() }
        } else {
            diagnose(.expectedResultTypeInFunctionType, at: expectedLocation)
            result = missingType
        }
        return TypeSyntax(.function(parameters: parameters, effects: effects, result: result), range: range(from: start))
    }

    private func isErrorType(_ type: TypeSyntax) -> Bool {
        if case .error = type.kind { return true }
        return false
    }

    /// postfix-type -> simple-type ('.' type-name generic-argument-clause? | '.' 'Type' | '.' 'Protocol' | '?' | '!')*
    private mutating func parsePostfixType() -> TypeSyntax {
        let start = token.range.start
        var type = parseSimpleType()
        if isErrorType(type) { return type }
        var links = 0
        var progress: SourceOffset?
        while madeProgress(since: &progress) {
            if at(.period), peek().kind == .identifier {
                guard chainLink(&links) else { break }
                advance()
                let name = consumeIdentifier()
                if name.name == "Type" || name.name == "Protocol" {
                    type = TypeSyntax(.metatype(type, isProtocol: name.name == "Protocol"), range: range(from: start))
                } else {
                    let generics = atGenericClause ? parseGenericArgumentClause() ?? [] : []
                    type = TypeSyntax(.member(type, name, generics: generics), range: range(from: start))
                }
            } else if atTypeQuestion {
                guard chainLink(&links) else { break }
                consumeFirstCharacter()
                type = TypeSyntax(.optional(type), range: range(from: start))
            } else if atTypeExclamation {
                guard chainLink(&links) else { break }
                consumeFirstCharacter()
                type = TypeSyntax(.implicitlyUnwrapped(type), range: range(from: start))
            } else {
                break
            }
        }
        return type
    }

    /// `<` directly after a type name.
    private var atGenericClause: Bool { atLeftAngle && !token.flags.contains(.leadingTrivia) }

    /// simple-type -> type-name generic-argument-clause? | array-type | dictionary-type | tuple-type
    private mutating func parseSimpleType() -> TypeSyntax {
        let start = token.range.start
        switch token.kind {
        case .identifier, .wildcard, .keyword(.Self), .keyword(.Any):
            let name = consumeIdentifier()
            let generics = atGenericClause ? parseGenericArgumentClause() ?? [] : []
            return TypeSyntax(.named(name, generics: generics), range: range(from: start))
        case .leftBracket:
            return parseCollectionType()
        case .leftParen:
            return parseTupleType()
        default:
            diagnose(.expectedType, at: expectedLocation)
            return missingType
        }
    }
}

// MARK: - Bracketed types

extension Parser {
    /// array-type -> '[' type ']' ; dictionary-type -> '[' type ':' type ']'
    mutating func parseCollectionType() -> TypeSyntax {
        nestedType { parser in
            let open = parser.consumeToken()
            let element = parser.parseType()
            var kind = TypeKind.array(element)
            if parser.consume(.colon) != nil { kind = .dictionary(element, parser.parseType()) }
            parser.closeList(open, closer: .rightBracket, .expectedRightBracketInCollectionType)
            return TypeSyntax(kind, range: parser.range(from: open.range.start))
        }
    }

    /// tuple-type -> '(' ')' | '(' tuple-type-element (',' tuple-type-element)* ','? ')'
    private mutating func parseTupleType() -> TypeSyntax {
        nestedType { parser in
            let open = parser.consumeToken()
            var elements: [TupleTypeElement] = []
            var progress: SourceOffset?
            while parser.madeProgress(since: &progress), !parser.at(.rightParen), !parser.at(.endOfFile) {
                elements.append(parser.parseTupleTypeElement())
                guard parser.consume(.comma) != nil else { break }
            }
            parser.closeList(open, closer: .rightParen, .expectedRightParenInTupleType)
            return TypeSyntax(.tuple(elements), range: parser.range(from: open.range.start))
        }
    }

    /// tuple-type-element -> (element-name element-name? ':')? type '...'?
    private mutating func parseTupleTypeElement() -> TupleTypeElement {
        var label: Identifier?
        if at(.identifier) || at(.wildcard) || at(.keyword(.in)) {
            let next = peek()
            if next.kind == .colon {
                label = consumeIdentifier()
                advance()
            } else if next.kind == .identifier || next.kind == .wildcard {
                let saved = checkpoint()
                advance()
                let name = consumeToken()
                if consume(.colon) != nil { label = identifier(name) } else { restore(saved) }
            }
        }
        let type = parseType()
        let isVariadic = atOperator("...")
        if isVariadic { advance() }
        return TupleTypeElement(label: label, type: type, isVariadic: isVariadic)
    }

    /// generic-argument-clause -> '<' type (',' type)* '>'
    ///
    /// Returns nil if an argument or the `>` is missing (reported).
    mutating func parseGenericArgumentClause() -> [TypeSyntax]? {
        nested(nil) { parser in
            parser.advance() // '<'
            var arguments: [TypeSyntax] = []
            var failed = false
            var progress: SourceOffset?
            while parser.madeProgress(since: &progress) {
                let argument = parser.parseType()
                if parser.isErrorType(argument) {
                    failed = true
                    break
                }
                arguments.append(argument)
                guard parser.consume(.comma) != nil else { break }
            }
            guard parser.atRightAngle else {
                parser.diagnose(.expectedRightAngleInGenerics, at: parser.expectedLocation)
                return nil
            }
            parser.consumeFirstCharacter()
            return failed ? nil : arguments
        }
    }
}

// MARK: - Effects

extension Parser {
    var atEffectSpecifier: Bool { atContextual("async") || at(.throws) || at(.rethrows) }

    /// effect-specifiers -> 'async'? ('throws' ('(' type ')')? | 'rethrows')?
    mutating func parseEffectSpecifiers() -> Effects {
        var effects = Effects()
        var progress: SourceOffset?
        while madeProgress(since: &progress) {
            if atContextual("async") {
                advance()
                effects.isAsync = true
            } else if at(.throws) {
                advance()
                effects.throwing = .throwing
                if at(.leftParen), !token.flags.contains(.leadingTrivia) { _ = parseTupleType() } // typed throws
            } else if at(.rethrows) {
                advance()
                effects.throwing = .rethrowing
            } else {
                break
            }
        }
        return effects
    }
}
