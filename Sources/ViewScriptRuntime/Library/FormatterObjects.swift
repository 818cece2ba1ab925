import Foundation

/// `DateFormatter`, `ISO8601DateFormatter`, `NumberFormatter` and `RelativeDateTimeFormatter`:
/// a program's formatter remembers the properties set on it, and each call builds Foundation's
/// own formatter with them (locale `en_US` and time zone UTC unless the program sets others),
/// so its text is Foundation's. `RelativeDateTimeFormatter` (missing from Foundation on Linux)
/// is Foundation's relative date style, which writes the same text.
final class FormatterObject: NativeObject, NativeMembers, NativeSettableNames {
    enum Kind: String { case date = "DateFormatter", iso8601 = "ISO8601DateFormatter", number = "NumberFormatter",
                       relative = "RelativeDateTimeFormatter" }
    let kind: Kind
    private var properties: [String: Value] = [:]
    /// The names of the properties set, in the order they were last set: Foundation's
    /// formatter takes them in that order (a date style set after a date format replaces it,
    /// a number style resets the digits set before it; Programs/390).
    private var order: [String] = []

    init(_ kind: Kind) { self.kind = kind }

    var runtimeType: RuntimeType { .named(kind.rawValue, []) }
    func describe() -> String { "<\(kind.rawValue)>" }

    static let settable: [Kind: Set<String>] = [
        .date: ["dateStyle", "timeStyle", "dateFormat", "locale", "timeZone"],
        .iso8601: ["timeZone", "formatOptions"],
        .number: ["numberStyle", "minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits", "currencyCode",
                  "locale", "usesGroupingSeparator", "currencySymbol", "maximumSignificantDigits", "minimumSignificantDigits"],
        .relative: ["unitsStyle", "dateTimeStyle", "locale"],
    ]

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        guard Self.settable[kind]?.contains(name) == true else { return nil }
        if let value = properties[name] { return value }
        switch name {
        case "locale": return .native(LocaleObject(locale(context)))
        case "timeZone": return .native(TimeZoneObject(timeZone(context)))
        case "dateFormat": return .string(try dateFormatter(context).dateFormat ?? "")
        case "minimumFractionDigits": return .int(try numberFormatter(context).minimumFractionDigits)
        case "maximumFractionDigits": return .int(try numberFormatter(context).maximumFractionDigits)
        case "usesGroupingSeparator": return .bool(try numberFormatter(context).usesGroupingSeparator)
        case "formatOptions": return .array(ArrayValue([.native(SymbolValue("withInternetDateTime", member: "withInternetDateTime"))]))
        default: return nil
        }
    }

    func canSet(_ name: String) -> Bool { Self.settable[kind]?.contains(name) == true }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        order.removeAll { $0 == name }
        order.append(name)
        return try properties.modifyProperty(name, body)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (kind, name, arguments.labels) {
        case (.date, "string", ["from"]):
            guard let date = values[0].foundationDate else { return nil }
            return .string(try dateFormatter(context).string(from: date))
        case (.date, "date", ["from"]):
            guard let text = values[0].asString else { return nil }
            return optionalDate(try dateFormatter(context).date(from: text))
        case (.iso8601, "string", ["from"]):
            guard let date = values[0].foundationDate else { return nil }
            return .string(try isoFormatter(context).string(from: date))
        case (.iso8601, "date", ["from"]):
            guard let text = values[0].asString else { return nil }
            return optionalDate(try isoFormatter(context).date(from: text))
        case (.number, "string", ["from"]), (.number, "string", ["for"]):
            let formatter = try numberFormatter(context)
            let text: String?
            switch values[0].unwrappedNumber {
            case .int(let int)?: text = formatter.string(from: NSNumber(value: int))
            case .double(let double)?: text = formatter.string(from: NSNumber(value: double))
            default:
                guard case .native(let decimal as DecimalObject)? = values[0].unwrappedDeep else { text = nil; break }
                text = formatter.string(from: NSDecimalNumber(decimal: decimal.decimal))
            }
            return text.map { .some(.string($0)) } ?? Value.none
        case (.number, "number", ["from"]):
            guard let text = values[0].asString, let number = try numberFormatter(context).number(from: text) else { return Value.none }
            return .some(.native(NumberObject(number.doubleValue)))
        case (.relative, "localizedString", ["for", "relativeTo"]):
            guard let date = values[0].foundationDate, let reference = values[1].foundationDate else { return nil }
            return .string(try relative(date, to: reference, context))
        case (.relative, "localizedString", ["fromTimeInterval"]):
            guard let seconds = values[0].numberAsDouble else { return nil }
            let reference = Date(timeIntervalSince1970: 0)
            return .string(try relative(reference.addingTimeInterval(seconds), to: reference, context))
        default:
            return nil
        }
    }

    /// A date formatter's `date(from:)` and `string(from:)` for JSON's `.formatted` date strategy.
    func parseDate(_ text: String, _ context: CallContext) throws -> Value? {
        guard kind == .date || kind == .iso8601 else { return nil }
        let date = kind == .date ? try dateFormatter(context).date(from: text) : try isoFormatter(context).date(from: text)
        return date.map { .date(secondsSince1970: $0.timeIntervalSince1970) }
    }

    func dateText(_ date: Date, _ context: CallContext) throws -> String {
        kind == .iso8601 ? try isoFormatter(context).string(from: date) : try dateFormatter(context).string(from: date)
    }

    private func optionalDate(_ date: Date?) -> Value {
        date.map { .some(.date(secondsSince1970: $0.timeIntervalSince1970)) } ?? Value.none
    }

    private func locale(_ context: CallContext) -> Locale {
        if case .native(let locale as LocaleObject)? = properties["locale"]?.unwrappedDeep { return locale.locale }
        return context.interpreter.device.locale
    }

    private func timeZone(_ context: CallContext) -> TimeZone {
        if case .native(let zone as TimeZoneObject)? = properties["timeZone"]?.unwrappedDeep { return zone.timeZone }
        return context.interpreter.device.timeZone
    }

    private func dateFormatter(_ context: CallContext) throws -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale(context)
        formatter.timeZone = timeZone(context)
        formatter.calendar = context.interpreter.device.calendar
        for name in order {
            switch (name, properties[name]) {
            case ("dateStyle", let style?): if let style = style.symbolMember { formatter.dateStyle = try Self.dateStyle(style, context) }
            case ("timeStyle", let style?): if let style = style.symbolMember { formatter.timeStyle = try Self.dateStyle(style, context) }
            case ("dateFormat", .string(let format)?): formatter.dateFormat = format
            // Setting the locale or time zone again makes the formatter take its styles anew.
            case ("locale", _): formatter.locale = locale(context)
            case ("timeZone", _): formatter.timeZone = timeZone(context)
            default: break
            }
        }
        return formatter
    }

    static func dateStyle(_ name: String, _ context: CallContext) throws -> DateFormatter.Style {
        switch name {
        case "none": return .none
        case "short": return .short
        case "medium": return .medium
        case "long": return .long
        case "full": return .full
        default: throw context.failure(.notSimulated("DateFormatter.Style.\(name)"))
        }
    }

    /// `ISO8601DateFormatter`'s time zone is GMT unless set ("The default time zone is GMT").
    /// Foundation's ISO 8601 formatter with the program's time zone and `formatOptions`
    /// (`[.withInternetDateTime, .withFractionalSeconds]` writes and reads milliseconds).
    private func isoFormatter(_ context: CallContext) throws -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        if case .native(let zone as TimeZoneObject)? = properties["timeZone"]?.unwrappedDeep { formatter.timeZone = zone.timeZone }
        if let options = properties["formatOptions"] {
            var set: ISO8601DateFormatter.Options = []
            for name in options.optionNames {
                guard let option = Self.isoOptions[name] else {
                    throw context.failure(.notSimulated("the ISO 8601 option .\(name)"))
                }
                set.insert(option)
            }
            if case .array = options {} else if options.optionName == nil {
                throw context.failure(.notSimulated("ISO8601DateFormatter.formatOptions of this form"))
            }
            formatter.formatOptions = set
        }
        return formatter
    }

    static let isoOptions: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    private func numberFormatter(_ context: CallContext) throws -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale(context)
        for name in order {
            guard let value = properties[name] else { continue }
            try apply(name, value, to: formatter, context)
        }
        return formatter
    }

    /// One property of a number formatter, set as the program set it.
    private func apply(_ name: String, _ value: Value, to formatter: NumberFormatter, _ context: CallContext) throws {
        if name == "locale" { formatter.locale = locale(context) }
        if name == "numberStyle", let style = value.symbolMember {
            switch style {
            case "none": formatter.numberStyle = .none
            case "decimal": formatter.numberStyle = .decimal
            case "currency": formatter.numberStyle = .currency
            case "percent": formatter.numberStyle = .percent
            case "scientific": formatter.numberStyle = .scientific
            case "spellOut": formatter.numberStyle = .spellOut
            case "ordinal": formatter.numberStyle = .ordinal
            case "currencyCode": formatter.numberStyle = .currencyISOCode
            default: throw context.failure(.notSimulated("NumberFormatter.Style.\(style)"))
            }
        }
        switch (name, value) {
        case ("minimumFractionDigits", .int(let n)): formatter.minimumFractionDigits = n
        case ("maximumFractionDigits", .int(let n)): formatter.maximumFractionDigits = n
        case ("minimumIntegerDigits", .int(let n)): formatter.minimumIntegerDigits = n
        case ("maximumSignificantDigits", .int(let n)):
            formatter.usesSignificantDigits = true
            formatter.maximumSignificantDigits = n
        case ("minimumSignificantDigits", .int(let n)):
            formatter.usesSignificantDigits = true
            formatter.minimumSignificantDigits = n
        case ("currencyCode", .string(let code)): formatter.currencyCode = code
        case ("currencySymbol", .string(let symbol)): formatter.currencySymbol = symbol
        case ("usesGroupingSeparator", .bool(let flag)): formatter.usesGroupingSeparator = flag
        default: break
        }
    }

    private func relative(_ date: Date, to reference: Date, _ context: CallContext) throws -> String {
        // `RelativeDateTimeFormatter.UnitsStyle` names ICU's widths differently from the format style's.
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch properties["unitsStyle"]?.symbolMember {
        case nil, "full": units = .wide
        case "spellOut": units = .spellOut
        case "short": units = .abbreviated
        case "abbreviated": units = .narrow
        case let other?: throw context.failure(.notSimulated("RelativeDateTimeFormatter.UnitsStyle.\(other)"))
        }
        let presentation = try DateStyles.relativePresentation(properties["dateTimeStyle"], context)
        return Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units, locale: locale(context),
                                                calendar: context.interpreter.device.calendar).format(reference)
    }
}

/// `NSNumber` from `NumberFormatter.number(from:)`: its `doubleValue`, `intValue`.
final class NumberObject: NativeObject, NativeMembers {
    let value: Double
    init(_ value: Double) { self.value = value }
    var runtimeType: RuntimeType { .named("NSNumber", []) }
    func describe() -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "doubleValue": .double(value)
        case "intValue", "integerValue": .int(Int(value))
        case "boolValue": .bool(value != 0)
        case "stringValue": .string(describe())
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

extension Value {
    /// An `Int` or `Double`, also inside an optional or an `NSNumber`.
    var unwrappedNumber: Value? {
        switch self {
        case .int, .double: return self
        case .some(let wrapped): return wrapped.unwrappedNumber
        case .native(let number as NumberObject): return .double(number.value)
        default: return nil
        }
    }
}
