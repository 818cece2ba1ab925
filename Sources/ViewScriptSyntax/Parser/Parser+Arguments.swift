// Argument lists of calls, subscripts, tuples, attributes and string interpolations,
// and the separator and closing-delimiter recovery shared by every bracketed list.
extension Parser {
    /// argument-list -> '(' (argument (',' argument)* ','?)? ')'      (or '[' ... ']' for a subscript)
    mutating func parseArgumentList(closer: TokenKind) -> [Argument] {
        let mark = scratch.arguments.count
        pushArgumentList(closer: closer)
        return scratch.arguments.take(from: mark)
    }

    /// `parseArgumentList`, its arguments pushed onto `scratch.arguments` (a call takes them
    /// with its trailing closures, as one array).
    mutating func pushArgumentList(closer: TokenKind) {
        nested(()) { parser in
            let open = parser.consumeToken()
            parser.pushArgumentElements(closer: closer)
            let message: DiagnosticMessage = closer == .rightParen ? .expectedRightParenInList : .expectedRightBracketInList
            parser.closeList(open, closer: closer, message)
        }
    }

    /// The arguments up to (not including) `closer`; `.endOfFile` for an interpolation.
    mutating func parseArgumentElements(closer: TokenKind) -> [Argument] {
        let mark = scratch.arguments.count
        pushArgumentElements(closer: closer)
        return scratch.arguments.take(from: mark)
    }

    /// `parseArgumentElements`, pushed onto `scratch.arguments`.
    private mutating func pushArgumentElements(closer: TokenKind) {
        let arguments = scratch.arguments
        var progress: SourceOffset?
        while madeProgress(since: &progress), !at(closer), !at(.endOfFile) {
            arguments.append(parseArgument(closer: closer))
            guard continueList(closer: closer) else { break }
        }
    }

    /// argument -> (argument-label ':')? (expression | operator)
    /// argument-label -> identifier | keyword
    private mutating func parseArgument(closer: TokenKind) -> Argument {
        var label: Identifier?
        switch token.kind {
        case .identifier, .keyword:
            if colonFollowsToken(acrossLines: true) {
                label = consumeIdentifier()
                advance()
            }
        default:
            break
        }
        if Self.isOperatorKind(token.kind), !atExpressionStart || peek().kind == .comma || peek().kind == closer {
            // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
            let spelling = consumeIdentifier()
            return Argument(label: label, value: Expr(.identifier(spelling), range: spelling.range))
        }
        return Argument(label: label, value: parseListElement(missing: .expectedExpressionInList))
    }

    /// An expression in a list, or `missing` reported (nothing consumed) where none starts.
    mutating func parseListElement(missing: DiagnosticMessage) -> Expr {
        guard atExpressionStart else {
            diagnose(missing, at: expectedLocation)
            return missingExpression
        }
        return parseExpression()
    }

    /// After a list element: consumes a `,` and returns true if another element may follow.
    /// Two elements with no comma between them (`f(a b)`) are reported and parsing goes on.
    mutating func continueList(closer: TokenKind) -> Bool {
        if consume(.comma) != nil { return true }
        if at(closer) || !atExpressionStart { return false }
        // `Text("a"` followed by a new line: a missing `)` is far likelier than a missing
        // comma, so the list ends here and `closeList` reports the `)` at the line's end.
        if closer == .rightParen && token.isAtStartOfLine { return false }
        diagnose(.expectedCommaSeparator, at: expectedLocation)
        return true
    }

    /// Consumes the closing delimiter of a list opened by `open`, or reports `message`
    /// with a note at the opener (nothing consumed, so the caller can resynchronise).
    mutating func closeList(_ open: Token, closer: TokenKind, _ message: DiagnosticMessage) {
        if consume(closer) != nil { return }
        let spelling = open.kind == .leftBracket ? "[" : open.kind == .leftBrace ? "{" : "("
        diagnose(message, at: expectedLocation, notes: [matchingNote(open, spelling)])
    }
}
