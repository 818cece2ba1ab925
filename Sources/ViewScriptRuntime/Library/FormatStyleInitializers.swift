import Foundation

/// Format styles written with their type name: `Date.FormatStyle(date: .abbreviated, time: .shortened)`,
/// `Date.FormatStyle.dateTime.year()`, `IntegerFormatStyle<Int>.number`,
/// `FloatingPointFormatStyle<Double>.Percent()`... The static chains are the implicit-member
/// chains they spell (`.dateTime.year()`), and an initializer builds Foundation's own style
/// for the simulated device (its locale, calendar and time zone unless the call names others).
/// Source: Apple, Date.FormatStyle, https://developer.apple.com/documentation/foundation/date/formatstyle
/// ("init(date:time:locale:calendar:timeZone:capitalizationContext:)").
enum FormatStyleInitializers {
    /// The nested style types of `Date` (`Date.FormatStyle`), as types.
    static func staticMember(_ type: RuntimeType, _ name: String) -> Value? {
        guard case .named(let typeName, _) = type else { return nil }
        switch (typeName, name) {
        case ("Date", "FormatStyle"), ("Date", "ISO8601FormatStyle"), ("Date", "RelativeFormatStyle"):
            return .type(.named("Date.\(name)", []))
        case ("Date.FormatStyle", "dateTime"), ("Date.ISO8601FormatStyle", "iso8601"),
             ("IntegerFormatStyle", "number"), ("FloatingPointFormatStyle", "number"), ("Decimal.FormatStyle", "number"),
             ("IntegerFormatStyle", "percent"), ("FloatingPointFormatStyle", "percent"):
            return .native(SymbolValue(".\(name)", member: name))
        default:
            return nil
        }
    }

    /// `Date.FormatStyle(date:time:...)`, `IntegerFormatStyle<Int>.Currency(code:)`,
    /// `FloatingPointFormatStyle<Double>.Percent()`, `IntegerFormatStyle<Int>()`.
    static func callStatic(_ type: RuntimeType, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard case .named(let typeName, _) = type else { return nil }
        switch (typeName, name) {
        case ("Date", "FormatStyle"), ("Date.FormatStyle", "init"):
            return .native(try DateFormatStyleObject(arguments, context))
        case ("Date", "ISO8601FormatStyle") where arguments.values.isEmpty:
            return .native(SymbolValue(".iso8601", member: "iso8601"))
        case ("Date", "RelativeFormatStyle") where arguments.labels.allSatisfy({ $0 == "presentation" || $0 == "unitsStyle" }):
            return .native(SymbolValue(".relative(...)", arguments: arguments.values, labels: arguments.labels, member: "relative"))
        case ("IntegerFormatStyle", "init"), ("FloatingPointFormatStyle", "init"):
            guard arguments.values.isEmpty else { return try locale(arguments, "number", context) }
            return .native(SymbolValue(".number", member: "number"))
        case ("IntegerFormatStyle", "Percent"), ("FloatingPointFormatStyle", "Percent"):
            return try locale(arguments, "percent", context)
        case ("IntegerFormatStyle", "Currency"), ("FloatingPointFormatStyle", "Currency"):
            guard let code = arguments.labels.firstIndex(of: "code") else { return nil }
            let currency = SymbolValue(".currency(...)", arguments: [arguments.values[code]], labels: ["code"], member: "currency")
            return try locale(arguments, currency, context)
        default:
            return nil
        }
    }

    /// The style `root` followed by `.locale(locale)` when the call gives one.
    private static func locale(_ arguments: CallArguments, _ root: String, _ context: CallContext) throws -> Value {
        try locale(arguments, SymbolValue(".\(root)", member: root), context)
    }

    private static func locale(_ arguments: CallArguments, _ root: SymbolValue, _ context: CallContext) throws -> Value {
        guard let index = arguments.labels.firstIndex(of: "locale") else { return .native(root) }
        return .native(SymbolValue("\(root.name).locale(...)", arguments: [arguments.values[index]], labels: [nil],
                                   member: "locale", base: root))
    }
}

/// `Date.FormatStyle(date:time:locale:calendar:timeZone:)`: Foundation's style, with the device's
/// locale, calendar and time zone where the call names none; `.locale(_:)` gives a copy in another locale.
final class DateFormatStyleObject: NativeObject, NativeMembers, FormatStyleObject {
    let style: Date.FormatStyle

    init(_ style: Date.FormatStyle) { self.style = style }

    convenience init(_ arguments: CallArguments, _ context: CallContext) throws {
        let device = context.interpreter.device
        var date: Date.FormatStyle.DateStyle?
        var time: Date.FormatStyle.TimeStyle?
        var locale = device.locale
        var timeZone = device.timeZone
        for (label, value) in zip(arguments.labels, arguments.values) {
            switch label {
            case "date": date = try DateStyles.dateStyle(value, context)
            case "time": time = try DateStyles.timeStyle(value, context)
            case "locale":
                guard let given = try value.foundationLocale(context) else { throw ScalarArguments.mismatch(value, "Locale", context) }
                locale = given
            case "timeZone":
                guard case .native(let zone as TimeZoneObject) = value else { throw ScalarArguments.mismatch(value, "TimeZone", context) }
                timeZone = zone.timeZone
            case "calendar": break  // the simulated device's calendar is the only one (Gregorian)
            default: throw context.failure(.notSimulated("Date.FormatStyle(\(arguments.labelText))"))
            }
        }
        self.init(Date.FormatStyle(date: date, time: time, locale: locale, calendar: device.calendar, timeZone: timeZone))
    }

    var runtimeType: RuntimeType { .named("Date.FormatStyle", []) }
    func describe() -> String { "FormatStyle" }

    func format(_ value: Value, _ context: CallContext) throws -> String {
        guard let date = value.foundationDate else {
            throw context.failure(.notSimulated("formatting \(context.interpreter.runtimeType(of: value)) with Date.FormatStyle"))
        }
        return date.formatted(style)
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("locale", [nil]):
            guard let locale = try arguments.values[0].foundationLocale(context) else { return nil }
            return .native(DateFormatStyleObject(style.locale(locale)))
        case ("format", [nil]):
            return .string(try format(arguments.values[0], context))
        default:
            return nil
        }
    }
}

extension Value {
    /// A `Locale`: `Locale(identifier:)`, `Locale.current`, or the one `@Environment(\.locale)` gives.
    func foundationLocale(_ context: CallContext) throws -> Locale? {
        guard case .native(let object) = self else { return nil }
        if let locale = object as? LocaleObject { return locale.locale }
        guard case .named("Locale", _) = object.runtimeType, let members = object as? NativeMembers,
              case .string(let identifier)? = try members.property("identifier", context) else { return nil }
        return Locale(identifier: identifier)
    }
}
