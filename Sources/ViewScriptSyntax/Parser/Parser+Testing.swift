// Entry points for tests: parse one expression, type or pattern from a string.
extension Parser {
    /// Parses `source` as one expression; text left over is reported.
    static func parseExpressionForTesting(_ source: String, context: ExpressionContext = .normal) -> (Expr, [Diagnostic]) {
        parseForTesting(source) { $0.parseExpression(context) }
    }

    /// Parses `source` as one type; text left over is reported.
    static func parseTypeForTesting(_ source: String) -> (TypeSyntax, [Diagnostic]) {
        parseForTesting(source) { $0.parseType() }
    }

    /// Parses `source` as one pattern; text left over is reported.
    static func parsePatternForTesting(_ source: String, context: PatternContext) -> (Pattern, [Diagnostic]) {
        parseForTesting(source) { $0.parsePattern(context) }
    }

    /// Parses `source` as a list of attributes; text left over is reported.
    static func parseAttributesForTesting(_ source: String) -> ([Attribute], [Diagnostic]) {
        parseForTesting(source) { $0.parseAttributes() }
    }

    private static func parseForTesting<T>(_ source: String, options: ParseOptions = ParseOptions(),
                                           _ body: (inout Parser) -> T) -> (T, [Diagnostic]) {
        let file = SourceFile(path: "test.view", text: source)
        return file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(file: file, buffer: buffer, range: 0..<buffer.count, options: options)
            let result = body(&parser)
            if !parser.at(.endOfFile) { parser.diagnose(.expected("end of input"), at: parser.token.range) }
            return (result, parser.allDiagnostics())
        }
    }
}
