// Key-path expressions: `\.self`, `\.count`, `\.1`, `\Person.name`, `\.items[0]`, `\.name?.count`.
extension Parser {
    /// key-path-expression -> '\' key-path-root? key-path-component+
    /// key-path-root -> type-name generic-argument-clause? | array-type | dictionary-type
    /// key-path-component -> '.' (identifier | keyword | 'self') | '?' | '!' | '[' argument-list ']'
    ///
    /// As in Swift's parser, the root ends at the first `.`: in `\A.B.c` the root is `A`.
    mutating func parseKeyPathExpression() -> Expr {
        let start = token.range.start
        advance() // '\'
        var root: TypeSyntax?
        switch token.kind {
        case .identifier, .keyword(.Self), .keyword(.Any):
            let name = consumeIdentifier()
            var generics: [TypeSyntax] = []
            if atLeftAngle, !token.flags.contains(.leadingTrivia) { generics = parseGenericArgumentClause() ?? [] }
            root = TypeSyntax(.named(name, generics: generics), range: range(from: name.range.start))
        case .leftBracket:
            root = parseCollectionType()
        case .period, .prefixPeriod:
            break
        default:
            diagnose(.expectedKeyPathComponent, at: expectedLocation)
            return Expr(.error, range: range(from: start))
        }
        var components: [KeyPathExpr.Component] = []
        var progress: SourceOffset?
        while madeProgress(since: &progress) {
            if at(.period) || (components.isEmpty && at(.prefixPeriod)) {
                advance()
                switch token.kind {
                case .keyword(.self):
                    advance()
                    components.append(.`self`)
                case .identifier, .keyword:
                    components.append(.property(consumeIdentifier()))
                case .integerLiteral where !token.flags.contains(.identifierSuffix):
                    components.append(.property(consumeIdentifier()))  // a tuple element: `\.1`
                default:
                    diagnose(.expectedMemberName, at: expectedLocation)
                    return Expr(.keyPath(KeyPathExpr(root: root, components: components)), range: range(from: start))
                }
            } else if !components.isEmpty, at(.postfixQuestion) {
                advance()
                components.append(.optional)
            } else if !components.isEmpty, at(.exclamationPostfix) {
                advance()
                components.append(.forceUnwrap)
            } else if at(.leftBracket), !token.flags.contains(.leadingTrivia), !token.isAtStartOfLine {
                components.append(.subscript(parseArgumentList(closer: .rightBracket)))
            } else {
                break
            }
        }
        if components.isEmpty { diagnose(.expectedKeyPathComponent, at: expectedLocation) }
        return Expr(.keyPath(KeyPathExpr(root: root, components: components)), range: range(from: start))
    }
}
