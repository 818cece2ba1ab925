import Foundation

/// `JSONEncoder()` and `JSONDecoder()`: their strategies and output formatting are remembered
/// and handed to Foundation's own coder, which writes and reads the text (see `JSONTree`).
final class JSONCoderObject: NativeObject, NativeMembers, NativeSettable {
    let isEncoder: Bool
    private var properties: [String: Value] = [:]

    init(isEncoder: Bool) { self.isEncoder = isEncoder }

    var runtimeType: RuntimeType { .named(isEncoder ? "JSONEncoder" : "JSONDecoder", []) }
    func describe() -> String { isEncoder ? "Foundation.JSONEncoder" : "Foundation.JSONDecoder" }

    private static let settable: Set<String> = [
        "outputFormatting", "keyEncodingStrategy", "keyDecodingStrategy", "dateEncodingStrategy", "dateDecodingStrategy",
    ]

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        guard Self.settable.contains(name) else { return nil }
        return properties[name] ?? .array(ArrayValue([]))
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        try properties.modifyProperty(name, fallback: .array(ArrayValue([])), body)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (isEncoder, name, arguments.labels) {
        case (false, "decode", [nil, "from"]):
            guard case .type(let type) = arguments.values[0], case .native(let data as DataObject) = arguments.values[1] else {
                return nil
            }
            return try decode(type, from: data.data, context)
        case (true, "encode", [nil]):
            return try encode(arguments.values[0], context)
        default:
            return nil
        }
    }

    private func members(_ name: String) -> [String] {
        switch properties[name] {
        case .array(let array)?: array.elements.compactMap(\.symbolMember)
        case let value?: value.symbolMember.map { [$0] } ?? []
        case nil: []
        }
    }

    private func dateStrategy(_ name: String, _ context: CallContext) throws -> JSONCoding.DateStrategy {
        switch members(name).first {
        case nil, "deferredToDate": return .deferredToDate
        case "iso8601": return .iso8601
        case "secondsSince1970": return .secondsSince1970
        case "millisecondsSince1970": return .millisecondsSince1970
        case "formatted":
            guard case .native(let formatter as FormatterObject)? = strategyArgument(name) else { break }
            return .formatted(formatter)
        case "custom" where name == "dateDecodingStrategy":
            guard let closure = strategyArgument(name) else { break }
            return .custom(closure)
        default: break
        }
        throw context.failure(.notSimulated("the date strategy .\(members(name).first ?? "?")"))
    }

    /// The argument of `.formatted(formatter)` or `.custom { decoder in ... }`.
    private func strategyArgument(_ name: String) -> Value? {
        switch properties[name] {
        case .native(let member as UnresolvedMember)?: return member.arguments?.values.first
        case .native(let symbol as SymbolValue)?: return symbol.arguments.first
        default: return nil
        }
    }

    private func decode(_ type: RuntimeType, from data: Data, _ context: CallContext) throws -> Value {
        let decoder = JSONDecoder()
        switch members("keyDecodingStrategy").first {
        case nil, "useDefaultKeys": break
        case "convertFromSnakeCase": decoder.keyDecodingStrategy = .convertFromSnakeCase
        case let other?: throw context.failure(.notSimulated("the key decoding strategy .\(other)"))
        }
        var coding = JSONCoding(context, dates: try dateStrategy("dateDecodingStrategy", context))
        let tree: JSONTree
        do {
            tree = try decoder.decode(JSONTree.self, from: data)
        } catch let error as DecodingError {
            throw coding.thrown(error)
        }
        return try coding.decode(type, tree)
    }

    private func encode(_ value: Value, _ context: CallContext) throws -> Value {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = []
        for member in members("outputFormatting") {
            switch member {
            case "prettyPrinted": formatting.insert(.prettyPrinted)
            case "sortedKeys": formatting.insert(.sortedKeys)
            case "withoutEscapingSlashes": formatting.insert(.withoutEscapingSlashes)
            default: throw context.failure(.notSimulated("the output formatting .\(member)"))
            }
        }
        encoder.outputFormatting = formatting
        switch members("keyEncodingStrategy").first {
        case nil, "useDefaultKeys": break
        case "convertToSnakeCase": encoder.keyEncodingStrategy = .convertToSnakeCase
        case let other?: throw context.failure(.notSimulated("the key encoding strategy .\(other)"))
        }
        var coding = JSONCoding(context, dates: try dateStrategy("dateEncodingStrategy", context))
        let tree = try coding.encode(value)
        do {
            return .native(DataObject(try encoder.encode(tree)))
        } catch {
            throw ThrownError(value: .native(FoundationErrorObject(error)), range: context.range)
        }
    }
}
