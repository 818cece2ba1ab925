// Regex literals (`Lexer+RegexLiterals.swift`). A literal is the call `Regex(_regexLiteral: "pattern")`
// in the tree: the runtime compiles the pattern with the standard library's `Regex`, as swiftc
// compiles the literal, and a multi-line literal's pattern uses the extended syntax.
extension Parser {
    /// Where an expression starts, a `/` lexed as a prefix operator may open a bare regex
    /// literal (`firstMatch(of: /\d+/)`): re-reads it as one when the rules of SE-0354 say so.
    mutating func relexBareRegexLiteral() {
        guard token.kind == .prefixOperator,
              let literal = lexer.relexBareRegexLiteral(at: Int(token.range.start), flags: token.flags) else { return }
        token = literal
    }

    /// regex-literal -> '/' pattern '/' | '#'+ '/' pattern '/' '#'+
    mutating func parseRegexLiteral() -> Expr {
        let literal = consumeToken()
        let (pattern, multiline) = lexer.regexPattern(of: literal)
        let text = multiline ? "(?x)" + pattern : pattern
        let value = Expr(.stringLiteral(StringLiteral(segments: [.text(text)], isMultiline: false, isRaw: true)), range: literal.range)
        let callee = Expr(.identifier(Identifier("Regex", range: literal.range)), range: literal.range)
        let argument = Argument(label: Identifier(Self.regexLiteralLabel, range: literal.range), value: value)
        return Expr(.call(callee, [argument]), range: literal.range)
    }

    /// The argument label of the call a regex literal becomes.
    public static let regexLiteralLabel = "_regexLiteral"
}
