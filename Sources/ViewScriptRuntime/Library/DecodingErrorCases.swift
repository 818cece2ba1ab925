import Foundation

/// A library value that an enum-case pattern can take apart (`catch DecodingError.keyNotFound(let
/// key, let context)`, `case .dataCorrupted(let context)`): its case name and payload.
public protocol NativeEnumCase: NativeObject {
    var caseName: String { get }
    var casePayload: [Value] { get }
}

/// Foundation's `DecodingError` as its cases: `typeMismatch(Any.Type, Context)`,
/// `valueNotFound(Any.Type, Context)`, `keyNotFound(CodingKey, Context)`, `dataCorrupted(Context)`.
/// Recorded from swiftc: a missing key gives `keyNotFound` whose key's `stringValue` is the key
/// and whose context's `debugDescription` is `No value associated with key CodingKeys(stringValue:
/// "count", intValue: nil) ("count").`; a number for a `String` gives `typeMismatch` whose type
/// prints `String`.
extension FoundationErrorObject: NativeEnumCase {
    var caseName: String {
        switch error as? DecodingError {
        case .typeMismatch?: "typeMismatch"
        case .valueNotFound?: "valueNotFound"
        case .keyNotFound?: "keyNotFound"
        case .dataCorrupted?: "dataCorrupted"
        default: ""
        }
    }

    var casePayload: [Value] {
        switch error as? DecodingError {
        case .typeMismatch(let type, let context)?, .valueNotFound(let type, let context)?:
            return [.type(Self.runtimeType(type)), .native(DecodingContextObject(context))]
        case .keyNotFound(let key, let context)?: return [.native(CodingKeyObject(key)), .native(DecodingContextObject(context))]
        case .dataCorrupted(let context)?: return [.native(DecodingContextObject(context))]
        default: return []
        }
    }

    static func runtimeType(_ type: Any.Type) -> RuntimeType {
        switch type {
        case is String.Type: .string
        case is Int.Type: .int
        case is Double.Type: .double
        case is Bool.Type: .bool
        default: .named(String(describing: type), [])
        }
    }
}

/// `DecodingError.Context`: `codingPath`, `debugDescription`, `underlyingError`.
final class DecodingContextObject: NativeObject, NativeMembers {
    let context: DecodingError.Context
    init(_ context: DecodingError.Context) { self.context = context }
    var runtimeType: RuntimeType { .named("DecodingError.Context", []) }
    func describe() -> String { String(describing: context) }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "codingPath": .array(ArrayValue(self.context.codingPath.map { .native(CodingKeyObject($0)) }))
        case "debugDescription": .string(self.context.debugDescription)
        case "underlyingError": self.context.underlyingError.map { .some(.native(FoundationErrorObject($0))) } ?? Value.none
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// A `CodingKey` of a coding path: `stringValue`, `intValue`.
final class CodingKeyObject: NativeObject, NativeMembers {
    let key: any CodingKey
    init(_ key: any CodingKey) { self.key = key }
    var runtimeType: RuntimeType { .named("CodingKey", []) }
    func describe() -> String { String(describing: key) }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "stringValue": .string(key.stringValue)
        case "intValue": key.intValue.map { .some(.int($0)) } ?? Value.none
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
