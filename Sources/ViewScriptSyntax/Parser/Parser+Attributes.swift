// Attributes: `@State`, `@Environment(\.dismiss)`, `@AppStorage("key")`, `@MainActor`,
// `@available(iOS 15, *)` (arguments with their own grammar are skipped and left `nil`).
extension Parser {
    /// Attributes whose arguments are not expressions.
    private static let attributesWithOwnArgumentGrammar: Set<String> = [
        "available", "backDeployed", "objc", "convention", "_originallyDefinedIn", "_spi", "_specialize",
        "differentiable", "_effects", "_silgen_name",
    ]

    /// attributes -> attribute*
    /// attribute -> '@' identifier attribute-arguments?
    /// attribute-arguments -> '(' argument-list ')'      (no whitespace before the '(')
    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        var progress: SourceOffset?
        while madeProgress(since: &progress), at(.atSign) {
            let start = token.range.start
            advance()
            guard at(.identifier) else {
                diagnose(.expectedAttributeName, at: SourceRange(start: previousTokenEnd, end: previousTokenEnd))
                continue
            }
            let name = consumeIdentifier()
            var arguments: [Argument]?
            if at(.leftParen), !token.flags.contains(.leadingTrivia) {
                if Self.attributesWithOwnArgumentGrammar.contains(name.name) {
                    skipAttributeArguments()
                } else {
                    arguments = parseAttributeArguments()
                }
            }
            attributes.append(Attribute(name: name, arguments: arguments, range: range(from: start)))
        }
        return attributes
    }

    /// The arguments as expressions if they parse cleanly; else skipped, and nil.
    private mutating func parseAttributeArguments() -> [Argument]? {
        let saved = checkpoint()
        let diagnosticCount = diagnostics.count
        let arguments = parseArgumentList(closer: .rightParen)
        if diagnostics.count == diagnosticCount || abandoned { return arguments }
        restore(saved)
        skipAttributeArguments()
        return nil
    }

    /// Skips `( ... )` with nested parentheses; stops before a `{`/`}` or at the end of the input.
    private mutating func skipAttributeArguments() {
        let open = consumeToken()
        var depth = 1
        var progress: SourceOffset?
        while madeProgress(since: &progress), !at(.endOfFile), !at(.leftBrace), !at(.rightBrace) {
            if at(.leftParen) { depth += 1 }
            if at(.rightParen) {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
        closeList(open, closer: .rightParen, .expectedRightParenInList)
    }
}
