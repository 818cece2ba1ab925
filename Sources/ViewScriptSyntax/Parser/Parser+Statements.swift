// STUB: owned by the statements helper.
extension Parser {
    /// code-block -> '{' statements '}'
    mutating func parseBlock() -> Block {
        let start = token.range
        advance()
        return Block(statements: [], range: start)
    }

    /// statements -> statement* up to (not including) a `}` or the end of the input.
    /// Used for closure bodies, whose `{` the expression parser consumed.
    mutating func parseStatements() -> [Stmt] { [] }
}
