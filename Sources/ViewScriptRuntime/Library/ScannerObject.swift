import Foundation

/// `Scanner(string:)`: Foundation's own scanner reads the string (the `Color(hex:)` that many
/// apps declare scans a hexadecimal number with it). Both forms are answered: the older
/// methods that write into an `inout` argument and return whether they scanned
/// (`scanHexInt64(&value)`, `scanInt(&n)`, `scanDouble(&d)`), and the newer ones that return an
/// optional (`scanInt()`, `scanString("x")`, `scanUpToString(",")`, `scanCharacters(from:)`).
/// Source: Apple, Scanner, https://developer.apple.com/documentation/foundation/scanner
/// ("A string parser that scans for substrings or characters in a character set, and for
/// numeric values from decimal, hexadecimal, and floating-point representations.")
final class ScannerObject: NativeObject, NativeMembers {
    private let scanner: Scanner

    init(_ text: String) { scanner = Scanner(string: text) }

    var runtimeType: RuntimeType { .named("Scanner", []) }
    func describe() -> String { "<Scanner>" }

    static func construct(_ arguments: CallArguments) -> Value? {
        guard arguments.labels == ["string"], let text = arguments.values[0].asString else { return nil }
        return .native(ScannerObject(text))
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "isAtEnd": return .bool(scanner.isAtEnd)
        case "string": return .string(scanner.string)
        default: throw context.failure(.notSimulated("Scanner.\(name)"))
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        try call(name, arguments, context).result
    }

    /// The result, and what an older method writes into its `inout` argument (nil: nothing).
    func call(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> (result: Value, written: Value?) {
        let values = arguments.values
        let writes = arguments.inoutTargets.first.map { $0 != nil } ?? false
        func optional(_ value: Value?) -> Value { value.map { .some($0) } ?? Value.none }
        func scanned(_ value: Value?) -> (result: Value, written: Value?) {
            writes ? (.bool(value != nil), value) : (optional(value), nil)
        }
        switch (name, arguments.labels) {
        case ("scanHexInt64", _):
            return scanned(scanner.scanUInt64(representation: .hexadecimal).map { .sized(SizedInteger(width: .uint64, bits: $0)) })
        case ("scanHexInt32", _):
            return scanned(scanner.scanUInt64(representation: .hexadecimal).map {
                .sized(SizedInteger(width: .uint32, bits: $0 & 0xFFFF_FFFF))
            })
        case ("scanUInt64", _):
            let hex = values.first?.symbolMember == "hexadecimal"
            return scanned(scanner.scanUInt64(representation: hex ? .hexadecimal : .decimal).map {
                .sized(SizedInteger(width: .uint64, bits: $0))
            })
        case ("scanInt", _):
            let hex = values.first?.symbolMember == "hexadecimal"
            return scanned(scanner.scanInt(representation: hex ? .hexadecimal : .decimal).map { .int($0) })
        case ("scanDouble", _):
            return scanned(scanner.scanDouble().map { .double($0) })
        case ("scanString", [nil]):
            guard let text = values[0].asString else { return (Value.none, nil) }
            return (optional(scanner.scanString(text).map { .string($0) }), nil)
        case ("scanUpToString", [nil]):
            guard let text = values[0].asString else { return (Value.none, nil) }
            return (optional(scanner.scanUpToString(text).map { .string($0) }), nil)
        case ("scanCharacters", ["from"]):
            guard case .native(let set as CharacterSetValue) = values[0] else { return (Value.none, nil) }
            return (optional(scanner.scanCharacters(from: set.set).map { .string($0) }), nil)
        case ("scanUpToCharacters", ["from"]):
            guard case .native(let set as CharacterSetValue) = values[0] else { return (Value.none, nil) }
            return (optional(scanner.scanUpToCharacters(from: set.set).map { .string($0) }), nil)
        default:
            throw context.failure(.notSimulated("Scanner.\(name)(\(arguments.labels.map { ($0 ?? "_") + ":" }.joined()))"))
        }
    }
}
