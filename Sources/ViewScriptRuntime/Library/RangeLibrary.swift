/// Members of built-in Range values (to be filled in).
enum RangeLibrary {
    static let mutatingMethods: Set<String> = []

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? { nil }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? { nil }
}
