import Foundation

/// `duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated, maximumUnitCount: 2))`:
/// Foundation's own `Duration.UnitsFormatStyle` in the device's locale ("1 hr, 5 min"). The
/// defaults are Foundation's (hours, minutes and seconds, abbreviated, no maximum count); the
/// other parameters (`zeroValueUnits:`, `valueLength:`, `fractionalPart:`) are "not simulated
/// yet". Programs/391.
/// Source: Apple, Duration.UnitsFormatStyle,
///         https://developer.apple.com/documentation/swift/duration/unitsformatstyle
///         ("A format style that shows durations in terms of the largest units first").
struct DurationUnitsStyle {
    private let allowed: Set<Duration.UnitsFormatStyle.Unit>
    private let width: Duration.UnitsFormatStyle.UnitWidth
    private let maximumUnitCount: Int?

    /// The style `.units(...)` names, or nil when `style` is another one.
    init?(_ style: Value, _ context: CallContext) throws {
        let arguments: [Value], labels: [String?]
        switch style {
        case .native(let member as UnresolvedMember) where member.name == "units":
            arguments = member.arguments?.values ?? []
            labels = member.arguments?.labels ?? []
        case .native(let symbol as SymbolValue) where symbol.member == "units":
            arguments = symbol.arguments
            labels = symbol.labels
        default:
            return nil
        }
        var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
        var width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated
        var maximumUnitCount: Int?
        for (label, value) in zip(labels, arguments) {
            switch label {
            case "allowed"?:
                allowed = []
                for name in value.optionNames {
                    guard let unit = Self.unit(name) else {
                        throw context.failure(.notSimulated("Duration.UnitsFormatStyle.Unit.\(name)"))
                    }
                    allowed.insert(unit)
                }
            case "width"?:
                guard let name = value.optionName, let chosen = Self.width(name) else {
                    throw context.failure(.notSimulated("this Duration.UnitsFormatStyle width"))
                }
                width = chosen
            case "maximumUnitCount"?:
                guard case .int(let count) = value.unwrappedDeep ?? value else { return nil }
                maximumUnitCount = count
            default:
                throw context.failure(.notSimulated("Duration.formatted(.units(\(label ?? "_"):))"))
            }
        }
        self.allowed = allowed
        self.width = width
        self.maximumUnitCount = maximumUnitCount
    }

    func format(_ nanoseconds: Int64, locale: Locale) -> String {
        let seconds = nanoseconds / 1_000_000_000
        let duration = Duration.seconds(seconds) + Duration.nanoseconds(nanoseconds % 1_000_000_000)
        return duration.formatted(Duration.UnitsFormatStyle(allowedUnits: allowed, width: width,
                                                            maximumUnitCount: maximumUnitCount).locale(locale))
    }

    private static func unit(_ name: String) -> Duration.UnitsFormatStyle.Unit? {
        switch name {
        case "weeks": .weeks
        case "days": .days
        case "hours": .hours
        case "minutes": .minutes
        case "seconds": .seconds
        case "milliseconds": .milliseconds
        case "microseconds": .microseconds
        case "nanoseconds": .nanoseconds
        default: nil
        }
    }

    private static func width(_ name: String) -> Duration.UnitsFormatStyle.UnitWidth? {
        switch name {
        case "wide": .wide
        case "abbreviated": .abbreviated
        case "condensedAbbreviated": .condensedAbbreviated
        case "narrow": .narrow
        default: nil
        }
    }
}
