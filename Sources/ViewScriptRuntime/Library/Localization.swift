/// `String(localized: "Key")` and `String(localized: "Key", defaultValue: "...", comment: "...")`.
/// With no string table among the app's resources, the system finds no translation and returns
/// the default value, else the key itself (interpolations already filled in). A
/// `Localizable.strings` or `Localizable.xcstrings` in the resources is not read yet: a
/// positioned "not simulated" error rather than a silently untranslated string.
/// Source: Apple, String.init(localized:table:bundle:locale:comment:),
/// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
/// ("If the initializer can't find a localized string in the table, it uses the key as the string.").
enum Localization {
    static let tables = ["Localizable.strings", "Localizable.xcstrings", "en.lproj/Localizable.strings", "Base.lproj/Localizable.strings"]

    static func string(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        guard labels.first == "localized", let key = arguments.first?.asString else { return nil }
        let table = labels.firstIndex(of: "table").flatMap { arguments[$0].unwrappedDeep?.asString } ?? "Localizable"
        let files = context.interpreter.files
        if tables.contains(where: { files.resourceFile($0) != nil }) || files.resourceFile(table + ".strings") != nil {
            throw context.failure(.notSimulated("String(localized:) with a string table in the resources"))
        }
        if let index = labels.firstIndex(of: "defaultValue"), let text = arguments[index].asString { return .string(text) }
        return .string(key)
    }
}
