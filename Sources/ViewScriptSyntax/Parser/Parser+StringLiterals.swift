// String literals: the lexer decodes the text (escapes, multi-line indentation); each
// interpolation `\( ... )` is parsed here as an argument list by a parser over its bytes.
extension Parser {
    /// string-literal -> '"' (text | '\(' argument-list ')')* '"'   (and the `"""` and `#"..."#` forms)
    mutating func parseStringLiteral() -> Expr {
        let literal = consumeToken()
        var decodeDiagnostics: [Diagnostic] = []
        // Decoded into the scratch array, taken out meanwhile: a literal inside an interpolation
        // finds it empty and decodes into an array of its own.
        var decoded = scratch.takeStringSegments()
        let form = Lexer.decodeStringLiteral(literal, in: file, literal: false, diagnostics: &decodeDiagnostics,
                                             into: &decoded)
        if !abandoned, !decodeDiagnostics.isEmpty { diagnostics += decodeDiagnostics }
        var segments: [StringLiteral.Segment] = []
        segments.reserveCapacity(decoded.count)
        for segment in decoded {
            switch segment {
            case .text(let text):
                segments.append(.text(text))
            case .interpolation(let range):
                segments.append(.interpolation(parseInterpolation(range), range: range))
            }
        }
        scratch.returnStringSegments(&decoded)
        let value = StringLiteral(segments: segments, isMultiline: form.isMultiline, isRaw: form.isRaw)
        return Expr(.stringLiteral(value), range: literal.range)
    }

    /// interpolation -> argument (',' argument)*   (`\(value, specifier: "%.1f")`)
    ///
    /// A nested parser reads the bytes between `\(` and `)` one nesting level deeper; its
    /// diagnostics (its lexer's included) join this parser's.
    private mutating func parseInterpolation(_ range: SourceRange) -> [Argument] {
        nested([]) { parser in
            var inner = Parser(file: parser.file, buffer: parser.lexer.buffer,
                               range: Int(range.start)..<Int(range.end), options: parser.options,
                               nestingDepth: parser.nestingDepth, names: parser.names, scratch: parser.scratch,
                               operators: parser.operators)
            let arguments = inner.parseArgumentElements(closer: .endOfFile)
            if !inner.at(.endOfFile) {
                inner.diagnose(.unexpectedCodeInInterpolation, at: inner.token.range)
            }
            if !parser.abandoned, !inner.diagnostics.isEmpty || !inner.lexer.diagnostics.isEmpty {
                parser.diagnostics += inner.allDiagnostics()
            }
            if inner.abandoned { parser.abandonInput() }
            return arguments
        }
    }
}
