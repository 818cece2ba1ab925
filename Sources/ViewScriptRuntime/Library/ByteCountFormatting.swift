import Foundation

/// `ByteCountFormatter`: the properties a program sets, and each call made by Foundation's own
/// formatter with them, so its text is Foundation's ("1.8 MB", "Zero KB").
final class ByteCountFormatterObject: NativeObject, NativeMembers, NativeSettable {
    private var properties: [String: Value] = [:]
    static let settable: Set<String> = ["countStyle", "allowedUnits", "includesUnit", "includesCount", "isAdaptive",
                                        "allowsNonnumericFormatting", "zeroPadsFractionDigits"]

    var runtimeType: RuntimeType { .named("ByteCountFormatter", []) }
    func describe() -> String { "<NSByteCountFormatter>" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        guard Self.settable.contains(name) else { return nil }
        return properties[name]
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        try properties.modifyProperty(name, body)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "string", arguments.labels == ["fromByteCount"], let count = Self.byteCount(arguments.values[0]) else { return nil }
        return .string(try formatter(context).string(fromByteCount: count))
    }

    /// `ByteCountFormatter.string(fromByteCount:countStyle:)`.
    static func callStatic(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "string", arguments.labels == ["fromByteCount", "countStyle"],
              let count = byteCount(arguments.values[0]) else { return nil }
        return .string(ByteCountFormatter.string(fromByteCount: count, countStyle: try countStyle(arguments.values[1], context)))
    }

    private static func byteCount(_ value: Value) -> Int64? {
        switch value.unwrappedDeep {
        case .int(let int)?: return Int64(int)
        case .sized(let sized)?: return sized.intValue.map(Int64.init)
        default: return nil
        }
    }

    private static func countStyle(_ value: Value, _ context: CallContext) throws -> ByteCountFormatter.CountStyle {
        switch value.optionName {
        case "file": return .file
        case "memory": return .memory
        case "decimal": return .decimal
        case "binary": return .binary
        case let other: throw context.failure(.notSimulated("ByteCountFormatter.CountStyle.\(other ?? "?")"))
        }
    }

    private func formatter(_ context: CallContext) throws -> ByteCountFormatter {
        let formatter = ByteCountFormatter()
        for (name, value) in properties.sorted(by: { $0.key < $1.key }) {
            switch (name, value) {
            case ("countStyle", _): formatter.countStyle = try Self.countStyle(value, context)
            case ("allowedUnits", _): formatter.allowedUnits = try Self.units(value, context)
            case ("includesUnit", .bool(let flag)): formatter.includesUnit = flag
            case ("includesCount", .bool(let flag)): formatter.includesCount = flag
            case ("isAdaptive", .bool(let flag)): formatter.isAdaptive = flag
            case ("allowsNonnumericFormatting", .bool(let flag)): formatter.allowsNonnumericFormatting = flag
            case ("zeroPadsFractionDigits", .bool(let flag)): formatter.zeroPadsFractionDigits = flag
            default: throw context.failure(.notSimulated("ByteCountFormatter.\(name)"))
            }
        }
        return formatter
    }

    private static func units(_ value: Value, _ context: CallContext) throws -> ByteCountFormatter.Units {
        let names = value.optionNames
        var units: ByteCountFormatter.Units = []
        for name in names {
            switch name {
            case "useBytes": units.insert(.useBytes)
            case "useKB": units.insert(.useKB)
            case "useMB": units.insert(.useMB)
            case "useGB": units.insert(.useGB)
            case "useTB": units.insert(.useTB)
            case "useAll": units.insert(.useAll)
            default: throw context.failure(.notSimulated("ByteCountFormatter.Units.\(name)"))
            }
        }
        return units
    }
}

