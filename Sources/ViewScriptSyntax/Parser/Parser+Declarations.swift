// STUB: owned by the statements helper.
extension Parser {
    /// Whether the current token starts a declaration (attributes, modifiers, `let`, `func`, ...).
    func isAtDeclarationStart() -> Bool { false }

    mutating func parseDeclaration() -> Decl {
        let start = token.range
        advance()
        return Decl(.error, range: start)
    }
}
