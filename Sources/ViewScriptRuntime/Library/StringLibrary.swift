/// Members of built-in String values (to be filled in).
enum StringLibrary {
    static let mutatingMethods: Set<String> = []

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? { nil }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? { nil }
}
