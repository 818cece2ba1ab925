/// Conditional compilation: `#if`, `#elseif`, `#else` and `#endif` lines are handled while
/// lexing, so the parser sees only the code of the active branches, wherever the directives
/// stand (declarations, members, statements, view builder content, a modifier chain).
/// Inactive branches are skipped token by token (their strings and comments stay whole),
/// with the `#if`s nested in them counted.
extension Lexer {
    /// An `#if` block that is open at the current position.
    struct OpenConditional {
        /// The `#if`'s offset, for "expected #endif".
        let start: Int
        /// A branch of the block was (or is being) taken: later branches are inactive.
        var taken: Bool
        var sawElse = false
    }

    enum Directive {
        case ifDirective, elseifDirective, elseDirective, endifDirective
    }

    /// The directive a pound identifier spells.
    func directive(_ token: Token) -> Directive? {
        switch text(Int(token.range.start), Int(token.range.end)) {
        case "#if": .ifDirective
        case "#elseif": .elseifDirective
        case "#else": .elseDirective
        case "#endif": .endifDirective
        default: nil
        }
    }

    /// The condition after `#if`/`#elseif`: the rest of the line, which is consumed.
    private mutating func condition(after token: Token) -> Bool {
        var end = offset
        while end < endOffsetInt, buffer[end] != UInt8(ascii: "\n"), buffer[end] != UInt8(ascii: "\r") { end += 1 }
        let line = text(offset, end)
        offset = end
        guard let value = CompilationCondition.evaluate(line[...]) else {
            report(.invalidCompilationCondition, at: Int(token.range.start), end)
            return false
        }
        return value
    }

    /// Handles a directive met in active code. Returns when the code that follows is active.
    mutating func handleDirective(_ directive: Directive, _ token: Token) {
        switch directive {
        case .ifDirective:
            let value = condition(after: token)
            openConditionals.append(OpenConditional(start: Int(token.range.start), taken: value))
            if !value { skipInactiveBranch() }
        case .elseifDirective, .elseDirective:
            guard !openConditionals.isEmpty else { return report(.unexpectedConditionalDirective, at: Int(token.range.start), Int(token.range.end)) }
            if directive == .elseifDirective { _ = condition(after: token) }
            // The active branch ends here: the rest of the block is inactive.
            skipInactiveBranch()
        case .endifDirective:
            guard openConditionals.popLast() != nil else {
                return report(.unexpectedConditionalDirective, at: Int(token.range.start), Int(token.range.end))
            }
        }
    }

    /// Skips tokens to the branch of the innermost open block that is taken, or past its `#endif`.
    private mutating func skipInactiveBranch() {
        // Inactive code is not compiled: only a malformed `#elseif` condition is reported.
        let diagnosticCount = diagnostics.count
        var kept: [Diagnostic] = []
        defer {
            diagnostics.removeSubrange(diagnosticCount...)
            diagnostics += kept
        }
        var depth = 0
        while true {
            let token = nextToken()
            if token.kind == .endOfFile { return }
            guard token.kind == .poundIdentifier, let directive = directive(token) else { continue }
            switch directive {
            case .ifDirective:
                depth += 1
            case .endifDirective where depth > 0:
                depth -= 1
            case .endifDirective:
                openConditionals.removeLast()
                return
            case .elseifDirective where depth == 0:
                let count = diagnostics.count
                let value = condition(after: token)
                kept += diagnostics[count...]
                if !openConditionals[openConditionals.count - 1].taken && value {
                    openConditionals[openConditionals.count - 1].taken = true
                    return
                }
            case .elseDirective where depth == 0:
                if !openConditionals[openConditionals.count - 1].taken {
                    openConditionals[openConditionals.count - 1].taken = true
                    return
                }
            default:
                break
            }
        }
    }

    /// At the end of the input: every block still open is missing its `#endif`.
    mutating func closeOpenConditionals() {
        for open in openConditionals.reversed() { report(.expectedEndif, at: open.start, open.start + 3) }
        openConditionals.removeAll()
    }
}
