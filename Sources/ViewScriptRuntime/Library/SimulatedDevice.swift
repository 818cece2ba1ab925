import Foundation

/// The simulated device's locale (`en_US`), time zone (UTC) and calendar (Gregorian): what
/// `Locale.current`, `TimeZone.current` and `Calendar.current` are, and what every formatter
/// starts with, so output is the same on every machine.
enum SimulatedDevice {
    static var locale: Locale { TextFormatting.locale }
    static var timeZone: TimeZone { TextFormatting.timeZone }
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = TextFormatting.locale
        calendar.timeZone = TextFormatting.timeZone
        return calendar
    }()
}

/// `Locale(identifier:)`, `Locale.current`: a Foundation locale, for `.locale(_:)` of a
/// format style and the `locale` of a formatter.
final class LocaleObject: NativeObject, NativeMembers {
    let locale: Locale
    init(_ locale: Locale) { self.locale = locale }
    var runtimeType: RuntimeType { .named("Locale", []) }
    func describe() -> String { "\(locale.identifier) (fixed \(locale.identifier))" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "identifier": return .string(locale.identifier)
        case "languageCode": return locale.language.languageCode.map { .some(.string($0.identifier)) } ?? Value.none
        case "regionCode", "region": return locale.region.map { .some(.string($0.identifier)) } ?? Value.none
        case "currencyCode": return locale.currency.map { .some(.string($0.identifier)) } ?? Value.none
        case "decimalSeparator": return locale.decimalSeparator.map { .some(.string($0)) } ?? Value.none
        default: return nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// `TimeZone(identifier:)`, `TimeZone.current`.
final class TimeZoneObject: NativeObject, NativeMembers {
    let timeZone: TimeZone
    init(_ timeZone: TimeZone) { self.timeZone = timeZone }
    var runtimeType: RuntimeType { .named("TimeZone", []) }
    func describe() -> String { "\(timeZone.identifier) (fixed (equal to current))" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "identifier": return .string(timeZone.identifier)
        case "abbreviation": return nil
        default: return nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "secondsFromGMT": return .int(timeZone.secondsFromGMT(for: arguments.values.first?.foundationDate ?? Date(timeIntervalSince1970: 0)))
        case "abbreviation": return timeZone.abbreviation().map { .some(.string($0)) } ?? Value.none
        default: return nil
        }
    }
}

extension Value {
    /// A `Date` value as a Foundation `Date`.
    var foundationDate: Date? { dateSecondsSince1970.map(Date.init(timeIntervalSince1970:)) }

    /// A number as a `Double` (an `Int` converted).
    var numberAsDouble: Double? { asDouble ?? asInt.map(Double.init) }

    /// The member of a symbol (`.medium`, `.wide`, `.up`) given as an argument; `.none` is `nil`.
    var symbolMember: String? {
        switch self {
        case .native(let symbol as SymbolValue): return symbol.member ?? String(symbol.name.split(separator: ".").last ?? "")
        case .native(let libraryCase as LibraryEnumCase): return libraryCase.caseName
        case .none: return "none"
        default: return nil
        }
    }
}
