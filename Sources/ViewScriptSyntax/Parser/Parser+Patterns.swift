// STUB: owned by the expressions helper.
extension Parser {
    /// Where a pattern stands: bare names bind in declarations and `for`-`in`;
    /// in `case`/`catch` labels they are expressions unless under `let`/`var`.
    enum PatternContext { case declaration, forIn, caseLabel }

    mutating func parsePattern(_ context: PatternContext) -> Pattern {
        let start = token.range
        advance()
        return Pattern(.wildcard, range: start)
    }
}
