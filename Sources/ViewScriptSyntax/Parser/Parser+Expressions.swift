// STUB: owned by the expressions helper.
extension Parser {
    /// Where an expression stands: in a condition (`if x {`, `for a in xs {`, `switch v {`,
    /// `guard c else {`) a `{` starts the body, not a trailing closure.
    enum ExpressionContext { case normal, condition }

    /// expression -> assignment-expression (with ternary, casts, try/await, binary operators by precedence)
    mutating func parseExpression(_ context: ExpressionContext = .normal) -> Expr {
        let start = token.range
        advance()
        return Expr(.error, range: start)
    }
}
