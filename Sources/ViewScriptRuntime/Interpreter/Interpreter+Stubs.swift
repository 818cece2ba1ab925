import ViewScriptSyntax
extension Interpreter {
    public func coerce(_ value: Value, to type: RuntimeType) -> Value { value }
    public func construct(_ type: NominalType, arguments: [Value?], labels: [String?]?, at range: SourceRange) throws -> Value { .void }
    public func getProperty(_ name: String, of value: Value, at range: SourceRange) throws -> Value { .void }
}
