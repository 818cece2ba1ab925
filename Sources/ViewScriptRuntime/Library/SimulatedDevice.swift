import Foundation

/// The simulated device's locale, time zone and calendar: what `Locale.current`,
/// `TimeZone.current`, `Calendar.current` and the `\.locale`/`\.timeZone`/`\.calendar`
/// environment values are, and what every formatter starts with. A value the interpreter holds
/// (`Interpreter.device`), set per run from `--locale` and `--time-zone` (default `en_US`, UTC,
/// Gregorian), so output is the same on every machine.
public struct SimulatedDevice: Sendable, Equatable {
    public let locale: Locale
    public let timeZone: TimeZone
    public let calendar: Calendar
    /// The time zone as it was named (`UTC`; Foundation calls it `GMT`): the `\.timeZone`
    /// environment value's identifier.
    public let timeZoneName: String

    /// The default device: `en_US`, UTC, Gregorian.
    public static let standard = SimulatedDevice(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!, named: "UTC")

    public init(locale: Locale, timeZone: TimeZone, named name: String? = nil) {
        self.locale = locale
        self.timeZone = timeZone
        self.timeZoneName = name ?? timeZone.identifier
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The device for `--locale ID` and `--time-zone ID`; nil names the identifier Foundation
    /// does not know (a locale must be one of `Locale.availableIdentifiers`).
    public static func named(locale: String?, timeZone: String?) -> Result<SimulatedDevice, InvalidSetting> {
        let standard = SimulatedDevice.standard
        var chosenLocale = standard.locale
        if let locale {
            guard isKnownLocale(locale) else { return .failure(.locale(locale)) }
            chosenLocale = Locale(identifier: locale)
        }
        var chosenZone = standard.timeZone
        var name = standard.timeZoneName
        if let timeZone {
            guard let zone = TimeZone(identifier: timeZone) else { return .failure(.timeZone(timeZone)) }
            chosenZone = zone
            name = timeZone
        }
        return .success(SimulatedDevice(locale: chosenLocale, timeZone: chosenZone, named: name))
    }

    /// Whether Foundation knows the locale `identifier` (`de_DE`, `de-DE`, `fr`).
    public static func isKnownLocale(_ identifier: String) -> Bool {
        let canonical = Locale.canonicalIdentifier(from: identifier)
        return Locale.availableIdentifiers.contains(canonical) || Locale.availableIdentifiers.contains(identifier)
    }

    /// An identifier Foundation does not know.
    public enum InvalidSetting: Error, Equatable {
        case locale(String)
        case timeZone(String)
    }
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
        case "regionCode": return locale.region.map { .some(.string($0.identifier)) } ?? Value.none
        case "currencyCode": return locale.currency.map { .some(.string($0.identifier)) } ?? Value.none
        case "region": return LocaleComponentObject.optional(locale.region.map { .region($0) })
        case "currency": return LocaleComponentObject.optional(locale.currency.map { .currency($0) })
        case "language": return .native(LocaleComponentObject(.language(locale.language)))
        case "currencySymbol": return locale.currencySymbol.map { .some(.string($0)) } ?? Value.none
        case "groupingSeparator": return locale.groupingSeparator.map { .some(.string($0)) } ?? Value.none
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
