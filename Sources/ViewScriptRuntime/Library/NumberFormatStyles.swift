import Foundation

/// Number format styles: `.number`, `.percent` and `.currency(code:)` with `.precision(...)`,
/// `.grouping(...)`, `.notation(...)`, `.rounded(rule:)` and `.locale(...)`, each Foundation's
/// own style (`IntegerFormatStyle` for an `Int`, `FloatingPointFormatStyle` for a `Double`).
enum NumberStyles {
    typealias Step = FormatStyleBridge.Step

    static func format(_ value: Int, _ steps: [Step], _ context: CallContext) throws -> String {
        let locale = context.interpreter.device.locale
        let root = steps[0]
        let rest = steps.dropFirst()
        switch root.member {
        case "number": return try configured(IntegerFormatStyle<Int>(locale: locale), rest, context).format(value)
        case "percent": return try configured(IntegerFormatStyle<Int>.Percent(locale: locale), rest, context).format(value)
        case "currency":
            return try configured(IntegerFormatStyle<Int>.Currency(code: try code(root, context), locale: locale), rest, context)
                .format(value)
        default: throw FormatStyleBridge.unknown(root, context)
        }
    }

    static func format(_ value: Double, _ steps: [Step], _ context: CallContext) throws -> String {
        let locale = context.interpreter.device.locale
        let root = steps[0]
        let rest = steps.dropFirst()
        switch root.member {
        case "number": return try configured(FloatingPointFormatStyle<Double>(locale: locale), rest, context).format(value)
        case "percent": return try configured(FloatingPointFormatStyle<Double>.Percent(locale: locale), rest, context).format(value)
        case "currency":
            return try configured(FloatingPointFormatStyle<Double>.Currency(code: try code(root, context), locale: locale),
                                  rest, context).format(value)
        default: throw FormatStyleBridge.unknown(root, context)
        }
    }

    static func format(_ value: Decimal, _ steps: [Step], _ context: CallContext) throws -> String {
        let locale = context.interpreter.device.locale
        let root = steps[0]
        let rest = steps.dropFirst()
        switch root.member {
        case "number": return try configured(Decimal.FormatStyle(locale: locale), rest, context).format(value)
        case "percent": return try configured(Decimal.FormatStyle.Percent(locale: locale), rest, context).format(value)
        case "currency":
            return try configured(Decimal.FormatStyle.Currency(code: try code(root, context), locale: locale), rest, context)
                .format(value)
        default: throw FormatStyleBridge.unknown(root, context)
        }
    }

    static func code(_ step: Step, _ context: CallContext) throws -> String {
        guard case .string(let code)? = step.argument("code") else { throw FormatStyleBridge.unknown(step, context) }
        return code
    }

    static func configured<Style: ConfigurableNumberStyle>(_ style: Style, _ steps: ArraySlice<Step>,
                                                           _ context: CallContext) throws -> Style {
        var style = style
        for step in steps {
            let option = step.arguments.first
            switch (step.member, option?.symbolMember) {
            case ("precision", _):
                style = style.precision(try precision(option, step, context))
            case ("grouping", "never"): style = style.grouping(.never)
            case ("grouping", "automatic"): style = style.grouping(.automatic)
            case ("locale", _):
                guard let locale = try option?.foundationLocale(context) else { throw FormatStyleBridge.unknown(step, context) }
                style = style.locale(locale)
            case ("rounded", _) where step.labels.allSatisfy({ $0 == "rule" }):
                let rule: FloatingPointRoundingRule
                switch option?.symbolMember {
                case nil, "toNearestOrEven": rule = .toNearestOrEven
                case "toNearestOrAwayFromZero": rule = .toNearestOrAwayFromZero
                case "up": rule = .up
                case "down": rule = .down
                case "towardZero": rule = .towardZero
                case "awayFromZero": rule = .awayFromZero
                default: throw FormatStyleBridge.unknown(step, context)
                }
                style = style.rounded(rule: rule)
            case ("notation", let notation?):
                guard let styled = style.notation(named: notation) else { throw FormatStyleBridge.unknown(step, context) }
                style = styled
            default:
                throw FormatStyleBridge.unknown(step, context)
            }
        }
        return style
    }

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`, `.integerLength(2)`.
    static func precision(_ value: Value?, _ step: Step, _ context: CallContext) throws -> NumberFormatStyleConfiguration.Precision {
        guard case .native(let symbol as SymbolValue)? = value, let argument = symbol.arguments.first else {
            throw FormatStyleBridge.unknown(step, context)
        }
        switch (symbol.member, argument) {
        case ("fractionLength", .int(let length)) where length >= 0: return .fractionLength(length)
        case ("fractionLength", .range(let range)):
            guard let bounds = closedBounds(range) else { break }
            return .fractionLength(bounds)
        case ("significantDigits", .int(let digits)) where digits > 0: return .significantDigits(digits)
        case ("significantDigits", .range(let range)):
            guard let bounds = closedBounds(range), bounds.lowerBound > 0 else { break }
            return .significantDigits(bounds)
        case ("integerLength", .int(let length)) where length >= 0: return .integerLength(length)
        default: break
        }
        throw context.failure(.notSimulated(".precision(\(context.interpreter.describeForMessage(value!)))"))
    }

    static func closedBounds(_ range: RangeValue) -> ClosedRange<Int>? {
        guard case .int(let low)? = range.lower, case .int(let high)? = range.upper, low >= 0 else { return nil }
        switch range.kind {
        case .closed where high >= low: return low...high
        case .halfOpen where high > low: return low...(high - 1)
        default: return nil
        }
    }
}

/// What the number styles of Foundation have in common (each has these members itself).
protocol ConfigurableNumberStyle: FormatStyle where FormatOutput == String {
    func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ group: NumberFormatStyleConfiguration.Grouping) -> Self
    func locale(_ locale: Locale) -> Self
    func rounded(rule: FloatingPointRoundingRule) -> Self
    /// `.notation(.compactName)` / `.scientific`, for the styles that have one.
    func notation(named name: String) -> Self?
}

extension ConfigurableNumberStyle {
    func notation(named name: String) -> Self? { nil }
}

/// The notation `.notation(.scientific)` names on a number format style.
func numberNotation(named name: String) -> NumberFormatStyleConfiguration.Notation? {
    switch name {
    case "compactName": .compactName
    case "scientific": .scientific
    case "automatic": .automatic
    default: nil
    }
}

extension IntegerFormatStyle: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
    func notation(named name: String) -> Self? { numberNotation(named: name).map { notation($0) } }
}
extension IntegerFormatStyle.Percent: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
}
extension IntegerFormatStyle.Currency: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
}
extension FloatingPointFormatStyle: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
    func notation(named name: String) -> Self? { numberNotation(named: name).map { notation($0) } }
}
extension FloatingPointFormatStyle.Percent: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
}
extension FloatingPointFormatStyle.Currency: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
}
extension Decimal.FormatStyle: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
    func notation(named name: String) -> Self? { numberNotation(named: name).map { notation($0) } }
}
extension Decimal.FormatStyle.Percent: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
}
extension Decimal.FormatStyle.Currency: ConfigurableNumberStyle {
    func rounded(rule: FloatingPointRoundingRule) -> Self { rounded(rule: rule, increment: nil) }
}
