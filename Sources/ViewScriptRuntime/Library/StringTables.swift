import Foundation
import ViewScriptSyntax

/// The app's string tables: `Localizable.strings` (in `<language>.lproj/`, `Base.lproj/` or the
/// resources' top folder) and `Localizable.xcstrings`, read with Foundation's property-list and
/// JSON parsers, for the simulated device's language (`--locale`). A localized string's key is
/// looked up in them (`Text("Welcome")`, `String(localized:)`, `NSLocalizedString`); a key
/// with no entry stays as written.
///
/// An interpolated key is the literal with a format specifier for each value, as SwiftUI's
/// `LocalizedStringKey` and `String.LocalizationValue` write it (`"\(count) items"` is
/// `"%lld items"`); the translation's specifiers are then filled with the values' texts, in
/// order or by position (`%1$@`).
/// Sources: Apple, LocalizedStringKey, https://developer.apple.com/documentation/swiftui/localizedstringkey
/// ("When you initialize a text view with a string literal, the view uses the
/// init(_:tableName:bundle:comment:) initializer, which interprets the string as a localization
/// key and searches for the key in the table you specify, or in the default table if you don't
/// specify one."; "If the initializer can't find the key in the table, or if no table exists,
/// the text view displays the string as is."); Apple, Localizing and varying text with a string
/// catalog, https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog
public final class StringTables {
    private let files: SimulatedFiles
    private let language: String
    /// Tables read so far, by name: their entries, or the file that is not a valid table.
    private var tables: [String: Result<[String: String], TableError>] = [:]

    struct TableError: Error { let file: String }

    /// The tables of `files` for `locale`'s language; nil when the resources hold no table
    /// (the common case: keys are shown as written, with no lookup).
    init?(files: SimulatedFiles, locale: Locale) {
        guard !files.resourceFolders.isEmpty else { return nil }
        self.files = files
        language = locale.language.languageCode?.identifier ?? "en"
        guard Self.candidates(for: "Localizable", language: language).contains(where: { files.resourceFile($0) != nil })
            || Self.hasAnyTable(in: files) else { return nil }
    }

    /// The translation of `key` in `table`, if the table has one; throws for a table file that
    /// does not parse.
    func lookup(_ key: String, table: String = "Localizable") throws -> String? {
        if tables[table] == nil { tables[table] = load(table) }
        switch tables[table]! {
        case .success(let entries): return entries[key]
        case .failure(let error): throw error
        }
    }

    /// `lookup` for the script at `range`: an invalid table is a positioned error.
    func translation(of key: String, table: String = "Localizable", _ interpreter: Interpreter, at range: SourceRange) throws -> String? {
        do {
            return try lookup(key, table: table)
        } catch let error as TableError {
            throw interpreter.failure(.invalidStringTable(error.file), at: range)
        }
    }

    /// An interpolated literal's parts: its translation with the values' texts filled in, or
    /// the literal as written when the table has no entry for its key. The values are
    /// evaluated once, as they are written.
    func localize(_ interpolation: InterpolationNode, table: String = "Localizable", _ frame: Frame,
                  at range: SourceRange) throws -> [LocalizedStringKeyValue.Part] {
        var key = ""
        var arguments: [String] = []
        var parts: [LocalizedStringKeyValue.Part] = []
        for segment in interpolation.segments {
            switch segment {
            case .text(let text):
                key += text.replacingOccurrences(of: "%", with: "%%")
                parts.append(.literal(text))
            case .value(let node, let specifier, let extra, _):
                let value = try node.evaluate(frame)
                key += Self.specifier(for: value)
                arguments.append(try TextLibrary.interpolated(value, specifier, extra, frame, range: range))
                parts.append(.argument(arguments[arguments.count - 1]))
            }
        }
        let translation = try translation(of: key, table: table, frame.interpreter, at: range)
        return translation.map { Self.fill($0, with: arguments) } ?? parts
    }

    /// Where a table named `name` may be, in the order the bundle searches.
    static func candidates(for name: String, language: String) -> [String] {
        ["\(language).lproj/\(name).strings", "Base.lproj/\(name).strings", "\(name).strings", "\(name).xcstrings"]
    }

    /// Whether the resources' top folder has a `.lproj` folder or a string catalog.
    private static func hasAnyTable(in files: SimulatedFiles) -> Bool {
        files.resourceFolders.contains { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
        }
    }

    private func load(_ name: String) -> Result<[String: String], TableError> {
        var entries: [String: String] = [:]
        // The catalog and the `.strings` files together; an earlier candidate wins.
        for relative in Self.candidates(for: name, language: language).reversed() {
            guard let path = files.resourceFile(relative) else { continue }
            guard let data = FileManager.default.contents(atPath: path),
                  let table = relative.hasSuffix(".xcstrings") ? catalog(data) : strings(data) else {
                return .failure(TableError(file: relative))
            }
            entries.merge(table) { _, new in new }
        }
        return .success(entries)
    }

    /// A `.strings` file: `"key" = "value";` lines, an old-style property list.
    private func strings(_ data: Data) -> [String: String]? {
        var format = PropertyListSerialization.PropertyListFormat.openStep
        return (try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)) as? [String: String]
    }

    /// A string catalog: JSON whose `strings` give each key's `localizations`; a key with no
    /// localization for the language (nor for the catalog's source language) is shown as is.
    private func catalog(_ data: Data) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return nil }
        let source = root["sourceLanguage"] as? String ?? "en"
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for code in [source, language] {
                let unit = (localizations[code] as? [String: Any])?["stringUnit"] as? [String: Any]
                if let value = unit?["value"] as? String { entries[key] = value }
            }
        }
        return entries
    }

    // MARK: Keys with values

    /// The specifier a value takes in a localized key, as `LocalizedStringKey.StringInterpolation`
    /// and `String.LocalizationValue.StringInterpolation` write it.
    static func specifier(for value: Value) -> String {
        switch value {
        case .int: "%lld"
        case .double: "%lf"
        case .float: "%f"
        default: "%@"
        }
    }

    /// `format` with its specifiers replaced by `arguments` (each already a text): `%%` is a
    /// percent sign, `%2$@` the second argument, any other specifier the next one.
    static func fill(_ format: String, with arguments: [String]) -> [LocalizedStringKeyValue.Part] {
        var parts: [LocalizedStringKeyValue.Part] = []
        var literal = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%", index < format.endIndex else { literal.append(character); continue }
            if format[index] == "%" { literal.append("%"); index = format.index(after: index); continue }
            var digits = ""
            var position: Int?
            while index < format.endIndex, format[index] != "@", !format[index].isLetter || "hlqLzjt".contains(format[index]) {
                if format[index] == "$" { position = Int(digits) } else { digits.append(format[index]) }
                index = format.index(after: index)
            }
            guard index < format.endIndex else { break }
            index = format.index(after: index)  // the conversion: `@`, `d`, `f`...
            let argument = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            parts.append(.argument(arguments.indices.contains(argument) ? arguments[argument] : ""))
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}

/// A localized string literal that is not a `Text`'s: a control's title (`Button("Save")`,
/// `Toggle("Wi-Fi", isOn:)`, `.navigationTitle("Inbox")`, a `LocalizedStringKey` in SwiftUI)
/// or `String(localized: "\(count) items")`. Without string tables it is the literal itself;
/// with them, its translation with the values filled in (values evaluated once either way).
final class LocalizedStringNode: ExprNode {
    let literal: ExprNode
    let table: String

    init(_ literal: ExprNode, table: String = "Localizable") {
        self.literal = literal
        self.table = table
        super.init(range: literal.range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        guard let tables = frame.interpreter.stringTables else { return try literal.evaluate(frame) }
        guard let interpolation = literal as? InterpolationNode else {
            let value = try literal.evaluate(frame)
            guard case .string(let key) = value else { return value }
            return try tables.translation(of: key, table: table, frame.interpreter, at: range).map(Value.string) ?? value
        }
        let parts = try tables.localize(interpolation, table: table, frame, at: range)
        return .string(parts.map(\.text).joined())
    }
}

extension LocalizedStringKeyValue.Part {
    var text: String {
        switch self {
        case .literal(let text), .argument(let text): text
        }
    }
}
