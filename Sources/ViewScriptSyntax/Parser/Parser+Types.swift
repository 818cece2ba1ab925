// STUB: owned by the expressions helper.
extension Parser {
    /// type -> attributed / function / composition / optional / array / dictionary / tuple / named type
    mutating func parseType() -> TypeSyntax {
        let start = token.range
        advance()
        return TypeSyntax(.error, range: start)
    }

    /// attributes -> ('@' identifier ('(' arguments ')')?)*
    mutating func parseAttributes() -> [Attribute] { [] }
}
