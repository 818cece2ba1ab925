import ViewScriptSyntax

// Where the interpreter enters the library: scalar and collection helpers by type name.
extension Library {
    static func numberFunction(_ name: String, labels: [String?], arguments: [Value], _ context: CallContext) throws -> Value? {
        try NumberLibrary.numberFunction(name, labels: labels, arguments: arguments, context)
    }
    static func staticMethod(_ typeName: String, _ name: String, labels: [String?], arguments: [Value], _ context: CallContext) throws -> Value? {
        try ScalarStatics.staticMethod(typeName, name, labels: labels, arguments: arguments, context)
    }
    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) throws -> Value? {
        try ScalarStatics.staticMember(typeName, name, context)
    }
    static func characterSet(named name: String) -> Value? { StringLibrary.characterSet(named: name) }
    static func constructScalar(_ typeName: String, labels: [String?], arguments: [Value], _ context: CallContext) throws -> Value? {
        try ScalarConstructors.constructScalar(typeName, labels: labels, arguments: arguments, context)
    }
}

extension Interpreter {
    /// The elements a `for`-`in` loop visits.
    public func elements(of value: Value, at range: SourceRange) throws -> [Value]? {
        SequenceLibrary.elements(of: value)
    }
}
