import Foundation

/// Date format styles: `.dateTime` and its fields, `formatted(date:time:)`, `.iso8601` and
/// `.relative(presentation:unitsStyle:)`, each Foundation's own style for the simulated device.
/// A relative date is relative to the virtual clock's now.
enum DateStyles {
    /// `date.ISO8601Format()`, `date.formatted(.iso8601)`.
    static func iso8601(secondsSince1970: Double) -> String {
        Date(timeIntervalSince1970: secondsSince1970).formatted(Date.ISO8601FormatStyle())
    }

    typealias Step = FormatStyleBridge.Step

    static func base(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil,
                     _ device: SimulatedDevice) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: device.locale, calendar: device.calendar, timeZone: device.timeZone)
    }

    static func formatted(_ date: Date, date dateStyle: Value, time timeStyle: Value, _ context: CallContext) throws -> String {
        date.formatted(base(date: try self.dateStyle(dateStyle, context), time: try self.timeStyle(timeStyle, context), context.interpreter.device))
    }

    static func dateStyle(_ value: Value, _ context: CallContext) throws -> Date.FormatStyle.DateStyle {
        switch value.symbolMember {
        case "omitted": return .omitted
        case "numeric": return .numeric
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        default: throw context.failure(.notSimulated("the date style \(context.interpreter.describeForMessage(value))"))
        }
    }

    static func timeStyle(_ value: Value, _ context: CallContext) throws -> Date.FormatStyle.TimeStyle {
        switch value.symbolMember {
        case "omitted": return .omitted
        case "shortened": return .shortened
        case "standard": return .standard
        case "complete": return .complete
        default: throw context.failure(.notSimulated("the time style \(context.interpreter.describeForMessage(value))"))
        }
    }

    static func format(_ date: Date, _ steps: [Step], _ context: CallContext) throws -> String {
        let root = steps[0]
        switch root.member {
        case "dateTime":
            var style = base(context.interpreter.device)
            for step in steps.dropFirst() { style = try apply(step, to: style, context) }
            return date.formatted(style)
        case "iso8601":
            guard steps.count == 1 else { throw FormatStyleBridge.unknown(steps[1], context) }
            return date.formatted(Date.ISO8601FormatStyle())
        case "relative":
            guard steps.count == 1 else { throw FormatStyleBridge.unknown(steps[1], context) }
            let presentation = try relativePresentation(root.argument("presentation"), context)
            let units = try relativeUnits(root.argument("unitsStyle"), context)
            return relative(date, presentation: presentation, units: units, locale: context.interpreter.device.locale, context)
        default:
            throw FormatStyleBridge.unknown(root, context)
        }
    }

    /// `date` relative to the virtual clock's now ("2 hours ago", "tomorrow").
    static func relative(_ date: Date, presentation: Date.RelativeFormatStyle.Presentation,
                         units: Date.RelativeFormatStyle.UnitsStyle, locale: Locale, _ context: CallContext) -> String {
        let now = Date(timeIntervalSince1970: DateObject.now(context.interpreter).secondsSince1970)
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units,
                                                     locale: locale, calendar: context.interpreter.device.calendar)
        return style.format(now)
    }

    static func relativePresentation(_ value: Value?, _ context: CallContext) throws -> Date.RelativeFormatStyle.Presentation {
        switch value?.symbolMember {
        case nil, "numeric": return .numeric
        case "named": return .named
        default: throw context.failure(.notSimulated("the relative presentation \(context.interpreter.describeForMessage(value!))"))
        }
    }

    static func relativeUnits(_ value: Value?, _ context: CallContext) throws -> Date.RelativeFormatStyle.UnitsStyle {
        switch value?.symbolMember {
        case nil, "wide": return .wide
        case "abbreviated": return .abbreviated
        case "narrow": return .narrow
        case "spellOut": return .spellOut
        default: throw context.failure(.notSimulated("the relative units style \(context.interpreter.describeForMessage(value!))"))
        }
    }

    /// One field of `.dateTime`: `.year()`, `.month(.wide)`, `.hour(.defaultDigits(amPM: .abbreviated))`.
    static func apply(_ step: Step, to style: Date.FormatStyle, _ context: CallContext) throws -> Date.FormatStyle {
        let option = step.arguments.first
        let name = option?.symbolMember
        func fail() -> RuntimeError {
            context.failure(.notSimulated(".\(step.member)(\(option.map { context.interpreter.describeForMessage($0) } ?? ""))"))
        }
        switch step.member {
        case "year":
            switch name {
            case nil, "defaultDigits": return style.year(.defaultDigits)
            case "twoDigits": return style.year(.twoDigits)
            default: throw fail()
            }
        case "month":
            switch name {
            case nil, "abbreviated": return style.month(.abbreviated)
            case "wide": return style.month(.wide)
            case "narrow": return style.month(.narrow)
            case "twoDigits": return style.month(.twoDigits)
            case "defaultDigits": return style.month(.defaultDigits)
            default: throw fail()
            }
        case "day":
            switch name {
            case nil, "defaultDigits": return style.day(.defaultDigits)
            case "twoDigits": return style.day(.twoDigits)
            default: throw fail()
            }
        case "weekday":
            switch name {
            case nil, "abbreviated": return style.weekday(.abbreviated)
            case "wide": return style.weekday(.wide)
            case "narrow": return style.weekday(.narrow)
            case "short": return style.weekday(.short)
            case "oneDigit": return style.weekday(.oneDigit)
            default: throw fail()
            }
        case "hour":
            guard let option else { return style.hour() }
            guard case .native(let symbol as SymbolValue) = option else { throw fail() }
            let amPM = try self.amPM(symbol.arguments.first, context)
            switch symbol.member {
            case "defaultDigits": return style.hour(.defaultDigits(amPM: amPM))
            case "twoDigits": return style.hour(.twoDigits(amPM: amPM))
            default: throw fail()
            }
        case "minute":
            switch name {
            case nil, "defaultDigits": return style.minute(.defaultDigits)
            case "twoDigits": return style.minute(.twoDigits)
            default: throw fail()
            }
        case "second":
            switch name {
            case nil, "defaultDigits": return style.second(.defaultDigits)
            case "twoDigits": return style.second(.twoDigits)
            default: throw fail()
            }
        case "era": return style.era()
        case "locale":
            guard let locale = try option?.foundationLocale(context) else { throw fail() }
            return style.locale(locale)
        default:
            throw fail()
        }
    }

    static func amPM(_ value: Value?, _ context: CallContext) throws -> Date.FormatStyle.Symbol.Hour.AMPMStyle {
        switch value?.symbolMember {
        case nil, "abbreviated": return .abbreviated
        case "omitted": return .omitted
        case "narrow": return .narrow
        case "wide": return .wide
        default: throw context.failure(.notSimulated("the amPM style \(context.interpreter.describeForMessage(value!))"))
        }
    }
}
