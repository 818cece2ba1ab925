// Function references with argument labels: `add(_:to:)`, `greet(name:)`, `Counter.make(start:)`.
extension Parser {
    /// The labels of `(label:label:)` at the current `(`, when that is all the parentheses
    /// hold (nothing consumed); nil for an ordinary argument list.
    func functionReferenceLabels() -> [String]? {
        guard at(.leftParen), mayBeFunctionReference() else { return nil }
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

    /// Reads the bytes after the `(` to rule out the common calls cheaply: `f()`, `f(x)`,
    /// `f(1)`, `f(label: value)` (a space after the first label's `:`) are not references.
    /// False only where `functionReferenceLabels`'s tokens give nil too: anything that may lex
    /// otherwise than it looks (comments, strings, backticks, `$`, `#if`, non-ASCII, stray
    /// bytes the lexer skips) is left to it.
    private func mayBeFunctionReference() -> Bool {
        let bytes = lexer.buffer
        let end = min(bytes.count, Int(lexer.endOffset))
        var index = Int(token.range.end)
        while index < end, Self.isWhitespaceByte(bytes[index]) { index += 1 }  // trivia before the first label
        guard index < end else { return true }
        let first = bytes[index]
        if first == UInt8(ascii: ")") || Self.startsPlainToken(first) { return false }
        guard Lexer.isIdentifierHeadByte(first) else { return true }
        while index < end, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
        while index < end, Self.isWhitespaceByte(bytes[index]) { index += 1 }
        guard index < end else { return true }
        let afterName = bytes[index]
        if afterName == UInt8(ascii: ")") || Self.startsPlainToken(afterName) { return false }
        guard afterName == UInt8(ascii: ":") else { return true }
        index += 1
        guard index < end else { return true }
        // `f(a: b)`: the next label of a reference follows its `:` directly.
        let afterColon = bytes[index]
        return !(Self.isWhitespaceByte(afterColon) || Self.startsPlainToken(afterColon))
    }

    private static func isWhitespaceByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    /// A byte that always starts one token that is not a name, a `:`, a `)` or skipped:
    /// a digit, punctuation or an operator character other than `/`.
    private static func startsPlainToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@"),
             UInt8(ascii: "\\"), UInt8(ascii: "."):
            return true
        default:
            return byte != UInt8(ascii: "/") && Lexer.isOperatorByte(byte)
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
