// Primary expressions: literals, names, `self`/`super`, `$0`/`$name`, `_`, `#name(...)`,
// implicit members (`.bordered`), array and dictionary literals, tuples and parentheses.
// Closures, key paths and string literals have their own files.
extension Parser {
    /// primary-expression -> literal | identifier | '$0' | '$name' | 'self' | 'super' | 'Self' | '_'
    ///   | macro-expansion | implicit-member | array-literal | dictionary-literal | tuple-expression
    ///   | closure-expression | key-path-expression
    mutating func parsePrimary(_ context: ExpressionContext) -> Expr {
        let start = token.range.start
        switch token.kind {
        case .integerLiteral, .floatLiteral:
            return parseNumberLiteral()
        case .stringLiteral:
            return parseStringLiteral()
        case .regexLiteral:
            return parseRegexLiteral()
        case .identifier, .keyword(.Self), .keyword(.Any):
            let name = consumeIdentifier()
            return Expr(.identifier(name), range: name.range)
        case .keyword(.true), .keyword(.false):
            let value = at(.true)
            return Expr(.booleanLiteral(value), range: consumeToken().range)
        case .keyword(.nil):
            return Expr(.nilLiteral, range: consumeToken().range)
        case .keyword(.self):
            return Expr(.selfExpr, range: consumeToken().range)
        case .keyword(.super):
            return Expr(.superExpr, range: consumeToken().range)
        case .wildcard:
            return Expr(.discard, range: consumeToken().range)
        case .dollarIdentifier:
            return parseDollarIdentifier()
        case .poundIdentifier:
            return parseMacroExpansion(context)
        case .prefixPeriod, .period:
            advance()
            guard let name = parseImplicitMemberName() else {
                diagnose(.expectedMemberName, at: expectedLocation)
                return Expr(.error, range: range(from: start))
            }
            return Expr(.implicitMember(name), range: range(from: start))
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftParen:
            return parseTupleExpression()
        case .leftBrace:
            return parseClosureExpression()
        case .backslash:
            return parseKeyPathExpression()
        case .keyword(.if), .keyword(.switch):
            return parseStatementExpression()
        default:
            diagnose(.expectedExpression, at: expectedLocation)
            return missingExpression
        }
    }

    /// `.name` after an implicit-member dot: any identifier or keyword (`.init`, `.default`).
    private mutating func parseImplicitMemberName() -> Identifier? {
        switch token.kind {
        case .identifier, .keyword: return consumeIdentifier()
        default: return nil
        }
    }

    /// The anonymous parameters a closure may use: `$0` to `$255`.
    static let maximumAnonymousParameters: UInt32 = 256

    /// `$0` (an anonymous closure parameter) or `$name` (a projected value, stored without `$`).
    private mutating func parseDollarIdentifier() -> Expr {
        let dollar = consumeToken()
        let name = text(dollar).dropFirst()
        if let first = name.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            guard let index = UInt32(name) else {
                // At the digits, as swiftc reports it.
                diagnose(.dollarNumberTooLarge, at: SourceRange(start: dollar.range.start + 1, end: dollar.range.end))
                return Expr(.error, range: dollar.range)
            }
            // A closure gets a slot for every parameter up to the highest `$n` it uses.
            guard index < Self.maximumAnonymousParameters else {
                diagnose(.tooManyAnonymousParameters(Int(index), limit: Self.maximumAnonymousParameters), at: dollar.range)
                return Expr(.error, range: dollar.range)
            }
            return Expr(.closureParameter(Int(index)), range: dollar.range)
        }
        guard !name.isEmpty else { return Expr(.error, range: dollar.range) } // the lexer reported it
        var projected = identifier(dollar)
        projected.name = String(projected.name.dropFirst())
        return Expr(.projectedValue(projected), range: dollar.range)
    }

    /// macro-expansion -> '#' identifier generic-argument-clause? ('(' argument-list ')')? trailing-closures?
    ///
    /// The generic arguments (`#Predicate<Item> { ... }`) are read and not kept: the macros
    /// ViewScript expands take their types from the values they are given.
    private mutating func parseMacroExpansion(_ context: ExpressionContext) -> Expr {
        let pound = consumeToken()
        var name = identifier(pound)
        name.name = String(name.name.drop { $0 == "#" })
        if atLeftAngle, !token.flags.contains(.leadingTrivia), genericArgumentsMayFollow() {
            _ = parseGenericArgumentClause()
        }
        var arguments: [Argument] = []
        if at(.leftParen), !token.flags.contains(.leadingTrivia) {
            arguments = parseArgumentList(closer: .rightParen)
        }
        if at(.leftBrace), context == .normal, isValidTrailingClosure {
            parseTrailingClosures(appendingTo: &arguments)
        }
        return Expr(.macroExpansion(name, arguments), range: range(from: pound.range.start))
    }
}

// MARK: - Number literals

extension Parser {
    /// integer-literal | floating-point-literal. Letters glued to a number (`2s`) are an error
    /// here (the scenario parser reads them as durations); the literal keeps its digits.
    private mutating func parseNumberLiteral() -> Expr {
        let literal = consumeToken()
        let isFloat = literal.kind == .floatLiteral
        var spelling = text(literal)
        if literal.flags.contains(.identifierSuffix), !literal.flags.contains(.malformed) {
            let (suffixStart, radix) = numberSuffixStart(literal, isFloat: isFloat)
            let scalarEnd = min(suffixStart + scalarLength(at: suffixStart), Int(literal.range.end))
            let digit = file.text(SourceRange(suffixStart, scalarEnd))
            diagnose(isFloat ? .invalidDigitInFloatLiteral(digit) : .invalidDigit(digit, radix: radix),
                     at: SourceRange(suffixStart, scalarEnd))
            spelling = file.text(SourceRange(Int(literal.range.start), suffixStart))
        }
        return Expr(isFloat ? .floatLiteral(spelling) : .integerLiteral(spelling), range: literal.range)
    }

    /// Where the digits of a number token end and its identifier suffix begins.
    private func numberSuffixStart(_ literal: Token, isFloat: Bool) -> (Int, radix: Int) {
        let bytes = lexer.buffer
        let end = min(Int(literal.range.end), bytes.count)
        var index = Int(literal.range.start)
        var radix = 10
        if index + 1 < end, bytes[index] == UInt8(ascii: "0") {
            switch bytes[index + 1] {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { index += 2 }
        }
        func skipDigits(_ radix: Int) {
            while index < end, bytes[index] == UInt8(ascii: "_") || Self.isDigit(bytes[index], radix: radix) { index += 1 }
        }
        skipDigits(radix)
        guard isFloat else { return (index, radix) }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits(radix)
        }
        let exponents: [UInt8] = radix == 16 ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
        if index < end, exponents.contains(bytes[index]) {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            skipDigits(10)
        }
        return (index, radix)
    }

    private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0")) < radix
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): return radix == 16
        default: return false
        }
    }

    /// The length of the UTF-8 sequence starting at `offset` (1 for a stray byte).
    private func scalarLength(at offset: Int) -> Int {
        guard offset < lexer.buffer.count else { return 0 }
        switch lexer.buffer[offset] {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}

// MARK: - Collections and tuples

extension Parser {
    /// array-literal -> '[' (expression (',' expression)* ','?)? ']'
    /// dictionary-literal -> '[' ':' ']' | '[' expression ':' expression (',' expression ':' expression)* ','? ']'
    private mutating func parseCollectionLiteral() -> Expr {
        nestedExpression { $0.parseCollectionLiteralContents() }
    }

    private mutating func parseCollectionLiteralContents() -> Expr {
        let open = consumeToken()
        if at(.colon), peek().kind == .rightBracket {
            advance()
            advance()
            return Expr(.dictionaryLiteral([]), range: range(from: open.range.start))
        }
        var elements: [Expr] = []
        var pairs: [DictionaryElement] = []
        var isDictionary: Bool?
        var progress: SourceOffset?
        while madeProgress(since: &progress), !at(.rightBracket), !at(.endOfFile) {
            let key = parseListElement(missing: .expectedExpressionInContainer)
            if isDictionary == nil { isDictionary = at(.colon) }
            if isDictionary == true {
                var value = missingExpression
                if consume(.colon) != nil {
                    value = parseListElement(missing: .expectedExpressionInContainer)
                } else {
                    diagnose(.expectedColonInDictionary, at: expectedLocation)
                }
                pairs.append(DictionaryElement(key: key, value: value))
            } else {
                elements.append(key)
            }
            guard continueList(closer: .rightBracket) else { break }
        }
        closeList(open, closer: .rightBracket, .expectedRightBracketInContainer)
        let kind: ExprKind = isDictionary == true ? .dictionaryLiteral(pairs) : .arrayLiteral(elements)
        return Expr(kind, range: range(from: open.range.start))
    }

    /// tuple-expression -> '(' ')' | '(' tuple-element (',' tuple-element)* ','? ')'
    /// tuple-element -> (identifier ':')? expression
    ///
    /// A single unlabelled element is a parenthesised expression.
    private mutating func parseTupleExpression() -> Expr {
        let start = token.range.start
        let arguments = parseArgumentList(closer: .rightParen)
        let range = range(from: start)
        if arguments.count == 1, arguments[0].label == nil {
            return Expr(.paren(arguments[0].value), range: range)
        }
        return Expr(.tuple(arguments.map { TupleElement(label: $0.label, value: $0.value) }), range: range)
    }
}

// MARK: - if and switch expressions

extension Parser {
    /// if-expression -> if-statement ; switch-expression -> switch-statement   (Swift 5.9)
    /// Parsed with the statement grammar; that each branch is a single expression is
    /// checked when the program runs.
    mutating func parseStatementExpression() -> Expr {
        let start = token.range.start
        let statement = at(.if) ? parseIfStatement() : parseSwitchStatement(label: nil, start: start)
        switch statement.kind {
        case .ifStmt(let ifStmt): return Expr(.ifExpr(ifStmt), range: statement.range)
        case .switchStmt(let switchStmt): return Expr(.switchExpr(switchStmt), range: statement.range)
        default: return Expr(.error, range: statement.range)
        }
    }
}
