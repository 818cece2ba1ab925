/// `String(localized: "Key")`, `String(localized: "Key", table:, defaultValue:, comment:)` and
/// `NSLocalizedString("Key", tableName:, value:, comment:)`: the key's translation in the app's
/// string tables (`StringTables`), else the default value, else the key itself. An
/// interpolated key (`String(localized: "\(n) items")`) is translated by its
/// `LocalizedStringNode` before the call.
/// Source: Apple, String.init(localized:table:bundle:locale:comment:),
/// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
/// ("If the initializer can't find a localized string in the table, it uses the key as the string.").
enum Localization {
    static let tables = ["Localizable.strings", "Localizable.xcstrings", "en.lproj/Localizable.strings", "Base.lproj/Localizable.strings"]

    static func string(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        guard labels.first == "localized", let key = arguments.first?.asString else { return nil }
        let table = labels.firstIndex(of: "table").flatMap { arguments[$0].unwrappedDeep?.asString } ?? "Localizable"
        let defaultValue = labels.firstIndex(of: "defaultValue").flatMap { arguments[$0].asString }
        return .string(try translation(key, table: table, defaultValue: defaultValue, context) ?? key)
    }

    /// `NSLocalizedString(_:tableName:bundle:value:comment:)`: an empty `value` is no default.
    static func nsLocalizedString(_ arguments: CallArguments, _ context: CallContext) throws -> Value {
        func labelled(_ label: String) -> String? { arguments.labels.firstIndex(of: label).flatMap { arguments.values[$0].unwrappedDeep?.asString } }
        guard let key = arguments.values.first?.asString, arguments.labels.first.flatMap({ $0 }) == nil else {
            throw context.failure(.typeMismatch("NSLocalizedString takes the key as its first argument"))
        }
        let defaultValue = labelled("value").flatMap { $0.isEmpty ? nil : $0 }
        return .string(try translation(key, table: labelled("tableName") ?? "Localizable", defaultValue: defaultValue, context) ?? key)
    }

    private static func translation(_ key: String, table: String, defaultValue: String?, _ context: CallContext) throws -> String? {
        if let tables = context.interpreter.stringTables,
           let translation = try tables.translation(of: key, table: table, context.interpreter, at: context.range) {
            return translation
        }
        return defaultValue
    }
}
