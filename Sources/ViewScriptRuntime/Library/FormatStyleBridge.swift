import Foundation

/// `value.formatted()`, `value.formatted(style)` and `Text(value, format:)`: a format style
/// written in the program (`.dateTime.year().month()`, `.number.precision(.fractionLength(2))`,
/// `.currency(code: "USD")`) is read as the chain of calls it is, rebuilt as Foundation's own
/// `FormatStyle` for the simulated device, and applied by Foundation: the text is Foundation's.
enum FormatStyleBridge {
    /// One call of a style chain: `.precision(.fractionLength(2))`.
    struct Step {
        let member: String
        let arguments: [Value]
        let labels: [String?]

        func argument(_ label: String?) -> Value? {
            labels.firstIndex(of: label).map { arguments[$0] }
        }
    }

    /// The calls of a style, the root first (`.number` then `.precision(...)`).
    static func steps(of value: Value) -> [Step]? {
        guard case .native(var symbol as SymbolValue) = value else { return nil }
        var steps: [Step] = []
        while true {
            guard let member = symbol.member ?? symbol.name.split(separator: ".").last.map(String.init) else { return nil }
            steps.append(Step(member: member, arguments: symbol.arguments, labels: symbol.labels))
            guard let base = symbol.base else { break }
            symbol = base
        }
        return steps.reversed()
    }

    /// `value.formatted()` (no style): a date's numeric date and short time, a number's
    /// default number style.
    static func formatted(_ value: Value, _ context: CallContext) throws -> String? {
        switch value {
        case .int(let int): return int.formatted(IntegerFormatStyle<Int>(locale: context.interpreter.device.locale))
        case .double(let double): return double.formatted(FloatingPointFormatStyle<Double>(locale: context.interpreter.device.locale))
        case .native(let decimal as DecimalObject):
            return decimal.decimal.formatted(Decimal.FormatStyle(locale: context.interpreter.device.locale))
        default:
            guard let date = value.foundationDate else { return nil }
            return date.formatted(DateStyles.base(date: .numeric, time: .shortened, context.interpreter.device))
        }
    }

    /// `value.formatted(style)` or `value.formatted(date:time:)`.
    static func formatted(_ value: Value, labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> String? {
        if arguments.isEmpty { return try formatted(value, context) }
        if labels == ["date", "time"], let date = value.foundationDate {
            return try DateStyles.formatted(date, date: arguments[0], time: arguments[1], context)
        }
        guard labels == [nil] else { return nil }
        return try format(value, with: arguments[0], context)
    }

    /// `value` formatted with the style `style`; a style the bridge does not know is a failure
    /// naming it.
    static func format(_ value: Value, with style: Value, _ context: CallContext) throws -> String {
        if case .native(let object as FormatStyleObject) = style { return try object.format(value, context) }
        guard let steps = steps(of: style), let root = steps.first else {
            throw context.failure(.notSimulated("the format style \(context.interpreter.describeForMessage(style))"))
        }
        if let date = value.foundationDate {
            return try DateStyles.format(date, steps, context)
        }
        switch value {
        case .array(let array): return try ListStyles.format(array, steps, context)
        case .int(let int): return try NumberStyles.format(int, steps, context)
        case .double(let double): return try NumberStyles.format(double, steps, context)
        case .native(let decimal as DecimalObject): return try NumberStyles.format(decimal.decimal, steps, context)
        default:
            throw context.failure(.notSimulated("formatting \(context.interpreter.runtimeType(of: value)) with .\(root.member)"))
        }
    }

    /// A failure for a call of a style chain that is not simulated.
    static func unknown(_ step: Step, _ context: CallContext) -> RuntimeError {
        context.failure(.notSimulated("the format style member '\(step.member)'"))
    }
}

/// A format style value built with an initializer (`Date.FormatStyle(date:time:)`,
/// `Date.RelativeFormatStyle(...)`): it formats values itself.
protocol FormatStyleObject: NativeObject {
    func format(_ value: Value, _ context: CallContext) throws -> String
}
