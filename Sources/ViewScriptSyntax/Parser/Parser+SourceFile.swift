// The top level of a `.view` file: declarations and scenarios, in any order.
extension Parser {
    /// source-file -> (declaration | scenario)* EOF
    /// script      -> (declaration | scenario | statement)* EOF
    mutating func parseSourceFile() -> SourceFileSyntax {
        var items: [TopLevelItem] = []
        var progress: SourceOffset?
        while !at(.endOfFile), madeProgress(since: &progress) {
            if consume(.semicolon) != nil { continue }
            if at(.rightBrace) {
                report(.extraneousRightBrace, at: token.range)
                advance()
                continue
            }
            let start = token.range.start
            let errors = diagnostics.count
            if isAtScenarioStart() {
                items.append(.scenario(parseScenario()))
            } else if isAtDeclarationStart() || at(.poundIdentifier) || at(.case) {
                items.append(.declaration(parseDeclaration(in: .topLevel)))
            } else if options.allowsTopLevelStatements {
                items.append(.statement(parseStatement()))
            } else {
                parseTopLevelStatement()
            }
            finishListItem(startedAt: start, errorsBefore: errors, separator: .consecutiveStatements)
        }
        return SourceFileSyntax(items: items, range: SourceRange(0, file.bytes.count))
    }

    /// `scenario "NAME"`: the contextual word `scenario` followed by a string literal.
    func isAtScenarioStart() -> Bool {
        atContextual("scenario") && peek().kind == .stringLiteral
    }

    /// A statement or expression at the top level is an error (as in a Swift library file);
    /// it is parsed, so errors inside it are reported too, and dropped.
    mutating func parseTopLevelStatement() {
        switch token.kind {
        case .keyword(.if), .keyword(.guard), .keyword(.while), .keyword(.repeat), .keyword(.for), .keyword(.switch),
             .keyword(.do), .keyword(.defer), .keyword(.return), .keyword(.throw), .keyword(.break),
             .keyword(.continue), .keyword(.fallthrough):
            report(.statementsAtTopLevel, at: token.range)
        case .identifier where colonFollowsToken():
            report(.statementsAtTopLevel, at: token.range)
        case .keyword(.default), .keyword(.catch):
            break  // parseStatement reports these
        default:
            report(.expressionsAtTopLevel, at: token.range)
        }
        _ = parseStatement()
    }
}
