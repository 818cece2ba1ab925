import Foundation
import ViewScriptSyntax

/// `Duration` as a value: `.zero`, `+`, `-`, `*` and `/` by an integer, comparisons,
/// `components`, and `formatted(.time(pattern: .minuteSecond))` / `.hourMinuteSecond` of a
/// whole number of seconds ("1:05", "0:01:05", the largest unit taking the rest; `formatted()`
/// is `.hourMinuteSecond`), and `.units(allowed:width:maximumUnitCount:)`
/// (`DurationUnitsStyle.swift`). Other format styles and fractions of a second in a time
/// pattern are "not simulated yet".
extension DurationObject: NativeMembers {
    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard case .native(let a as DurationObject) = lhs else {
            if op == .multiply, case .int(let scale) = lhs, case .native(let b as DurationObject) = rhs {
                return .native(DurationObject(nanoseconds: b.nanoseconds * Int64(scale)))
            }
            return nil
        }
        if case .int(let scale) = rhs {
            switch op {
            case .multiply: return .native(DurationObject(nanoseconds: a.nanoseconds * Int64(scale)))
            case .divide where scale != 0: return .native(DurationObject(nanoseconds: a.nanoseconds / Int64(scale)))
            default: return nil
            }
        }
        guard case .native(let b as DurationObject) = rhs else { return nil }
        switch op {
        case .add: return .native(DurationObject(nanoseconds: a.nanoseconds + b.nanoseconds))
        case .subtract: return .native(DurationObject(nanoseconds: a.nanoseconds - b.nanoseconds))
        case .divide where b.nanoseconds != 0: return .double(Double(a.nanoseconds) / Double(b.nanoseconds))
        default: return op.compared(a.nanoseconds, b.nanoseconds)
        }
    }

    static func order(_ lhs: Value, _ rhs: Value) -> Int? {
        guard case .native(let a as DurationObject) = lhs, case .native(let b as DurationObject) = rhs else { return nil }
        return a.nanoseconds < b.nanoseconds ? -1 : (a.nanoseconds == b.nanoseconds ? 0 : 1)
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "components":
            let seconds = nanoseconds / 1_000_000_000
            let attoseconds = (nanoseconds % 1_000_000_000) * 1_000_000_000
            return .tuple(TupleValue([.sized(SizedInteger(width: .int64, truncating: Int(seconds))), .sized(SizedInteger(width: .int64, truncating: Int(attoseconds)))],
                                     labels: ["seconds", "attoseconds"]))
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "formatted" else { return nil }
        let style = arguments.values.first
        if let style, let units = try DurationUnitsStyle(style, context) {
            return .string(units.format(nanoseconds, locale: context.interpreter.device.locale))
        }
        // `formatted()`: "Formats self using the hour-minute-second time pattern" (Apple).
        guard let symbol = style.flatMap(Self.timePattern) ?? (arguments.values.isEmpty ? "hourMinuteSecond" : nil) else {
            throw context.failure(.notSimulated("Duration.formatted(\(arguments.values.isEmpty ? "" : "...")) other than .time(pattern: .minuteSecond or .hourMinuteSecond)"))
        }
        guard nanoseconds >= 0, nanoseconds % 1_000_000_000 == 0 else {
            throw context.failure(.notSimulated("Duration.formatted(.time(pattern:)) of a negative or fractional number of seconds"))
        }
        let total = Int(nanoseconds / 1_000_000_000)
        switch symbol {
        case "minuteSecond": return .string("\(total / 60):" + String(format: "%02d", total % 60))
        case "hourMinuteSecond":
            return .string("\(total / 3600):" + String(format: "%02d:%02d", total % 3600 / 60, total % 60))
        default:
            throw context.failure(.notSimulated("Duration.TimeFormatStyle.Pattern.\(symbol)"))
        }
    }

    /// `.time(pattern: .minuteSecond)` → "minuteSecond".
    private static func timePattern(_ style: Value) -> String? {
        let arguments: [Value]
        switch style {
        case .native(let member as UnresolvedMember) where member.name == "time": arguments = member.arguments?.values ?? []
        case .native(let symbol as SymbolValue) where symbol.member == "time": arguments = symbol.arguments
        default: return nil
        }
        return arguments.first?.optionName
    }
}
