// The parser's shared messages. Each grammar area keeps its own messages in a
// `DiagnosticMessage` extension beside this one (`ExpressionMessages.swift`, ...);
// ids are stable, kebab-case, and unique across the module.
extension DiagnosticMessage {
    static func tooDeeplyNested(limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("too-deeply-nested", .error, "too deeply nested: the limit is \(limit) levels of brackets, blocks and operator chains")
    }

    static func tooManyErrors(limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("too-many-errors", .error, "too many errors (\(limit)); the rest of the file is not checked")
    }

    static func expected(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("expected", .error, "expected \(what)")
    }
}
