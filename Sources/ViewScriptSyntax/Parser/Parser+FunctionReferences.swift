// Function references with argument labels: `add(_:to:)`, `greet(name:)`, `Counter.make(start:)`.
extension Parser {
    /// The labels of `(label:label:)` at the current `(`, when that is all the parentheses
    /// hold (nothing consumed); nil for an ordinary argument list.
    func functionReferenceLabels() -> [String]? {
        guard at(.leftParen) else { return nil }
        var copy = lexer
        var labels: [String] = []
        func next() -> Token {
            var token = copy.next()
            while token.kind == .unknown { token = copy.next() }
            return token
        }
        while true {
            let name = next()
            // `f(a:)` and `f(a:b:)` are written without spaces; `f(a: )` is a call missing its argument.
            if !labels.isEmpty, name.flags.contains(.leadingTrivia) { return nil }
            if name.kind == .rightParen { return labels.isEmpty ? nil : labels }
            switch name.kind {
            case .identifier, .keyword, .wildcard: break
            default: return nil
            }
            guard next().kind == .colon else { return nil }
            labels.append(name.kind == .wildcard ? "_" : identifier(name).name)
        }
    }

    /// Consumes `(label:label:)` and names `expr` with its labels: `add` becomes `add(_:to:)`.
    mutating func parseFunctionReference(_ expr: Expr, labels: [String], start: SourceOffset) -> Expr {
        while !at(.rightParen), !at(.endOfFile) { advance() }
        advance()
        let spelled = labels.map { $0 + ":" }.joined()
        switch expr.kind {
        case .identifier(let name):
            return Expr(.identifier(Identifier("\(name.name)(\(spelled))", range: name.range)), range: range(from: start))
        case .member(let base, let name):
            return Expr(.member(base, Identifier("\(name.name)(\(spelled))", range: name.range)), range: range(from: start))
        default:
            return expr
        }
    }
}
