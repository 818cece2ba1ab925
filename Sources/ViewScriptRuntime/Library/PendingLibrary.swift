import ViewScriptSyntax
// Entry points the library helpers provide; placeholders until their branches merge.
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
enum ConcurrencyLibrary {
    static func function(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
    static func callStatic(_ type: RuntimeType, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
    static func staticMember(_ type: RuntimeType, _ name: String, _ context: CallContext) throws -> Value? { nil }
    static func implicitMember(_ name: String, _ arguments: CallArguments?, _ context: CallContext) throws -> Value? { nil }
    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
extension Executor {
    func blockingSleep(nanoseconds: Int64) {}
}
extension Interpreter {
    /// The elements a `for`-`in` loop visits.
    func elements(of value: Value, at range: SourceRange) throws -> [Value]? {
        SequenceLibrary.elements(of: value)
    }
}
