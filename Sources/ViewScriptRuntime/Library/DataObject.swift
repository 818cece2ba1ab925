import Foundation

/// `Data`: bytes, as Foundation's `Data` (`Data(text.utf8)`, `text.data(using: .utf8)`,
/// `String(data:encoding:)`, what `JSONEncoder` makes and `JSONDecoder` reads). Prints as
/// Swift does ("13 bytes"); equal when the bytes are.
final class DataObject: NativeObject, NativeMembers, NativeEquatable {
    let data: Data
    init(_ data: Data) { self.data = data }
    var runtimeType: RuntimeType { .named("Data", []) }
    func describe() -> String { "\(data.count) bytes" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "count": return .int(data.count)
        case "isEmpty": return .bool(data.isEmpty)
        case "description": return .string(describe())
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("base64EncodedString", []): return .string(data.base64EncodedString())
        case ("write", ["to"]), ("write", ["to", "options"]):
            try FileLibrary.write(data, to: arguments.values[0], context, "Data.write(to:)")
            return .void
        default: return nil
        }
    }

    /// `text.data(using: .utf8)`.
    static func data(of text: String, labels: [String?]) -> Value? {
        labels == ["using"] ? .some(.native(DataObject(Data(text.utf8)))) : nil
    }

    func isEqual(to other: NativeObject) -> Bool { (other as? DataObject)?.data == data }
    var hashKey: Int { data.hashValue }

    /// `Data(text.utf8)`, `Data()`, `Data(base64Encoded:)`.
    static func construct(_ arguments: CallArguments) -> Value? {
        switch arguments.labels {
        case []: return .native(DataObject(Data()))
        case [nil]:
            switch arguments.values[0] {
            case .string(let text): return .native(DataObject(Data(text.utf8)))
            case .array(let array):
                let bytes = array.elements.compactMap { element -> UInt8? in
                    if case .sized(let byte) = element { return UInt8(exactly: byte.bits) }
                    return element.asInt.map { UInt8(truncatingIfNeeded: $0) }
                }
                return bytes.count == array.elements.count ? .native(DataObject(Data(bytes))) : nil
            default: return nil
            }
        case ["base64Encoded"]:
            guard let text = arguments.values[0].asString else { return nil }
            return Data(base64Encoded: text).map { .some(.native(DataObject($0))) } ?? Value.none
        default: return nil
        }
    }

    /// `String(data: data, encoding: .utf8)`, `String(decoding: data, as: UTF8.self)`.
    static func string(labels: [String?], _ values: [Value]) -> Value? {
        // `String(decoding: bytes, as: UTF8.self)` of a `[UInt8]`.
        if labels == ["decoding", "as"], case .array(let array)? = values.first {
            let bytes = array.elements.compactMap { element -> UInt8? in
                if case .sized(let byte) = element, byte.width == .uint8 { return UInt8(byte.bits) }
                return nil
            }
            return bytes.count == array.elements.count ? .string(String(decoding: bytes, as: UTF8.self)) : nil
        }
        guard case .native(let object as DataObject)? = values.first else { return nil }
        switch labels {
        case ["data", "encoding"]: return String(data: object.data, encoding: .utf8).map { .some(.string($0)) } ?? Value.none
        case ["decoding", "as"]: return .string(String(decoding: object.data, as: UTF8.self))
        default: return nil
        }
    }
}
