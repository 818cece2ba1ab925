import Foundation
import ViewScriptSyntax

/// `Text(value, format:)` and `Text(date, style:)`: the string SwiftUI shows, made by
/// Foundation's own formatters for the simulated device's locale (`en_US`) and time zone (UTC),
/// so it is the same on every machine. Times use the narrow no-break space (U+202F) before
/// "AM"/"PM", as Foundation and iOS 17 write them.
enum TextFormatting {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC")!

    /// The shown string, or a failure naming what is not simulated.
    static func text(_ value: Value, format: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> String {
        guard case .native(let style as SymbolValue) = format, let member = style.member else {
            throw interpreter.failure(.notSimulated("Text(_:format:) with \(try interpreter.describe(format))"), at: range)
        }
        if case .native(let date as DateObject) = value, member == "dateTime", style.arguments.isEmpty {
            // `Text(date, format: .dateTime)`: "1/1/2024, 9:30 AM".
            return Date(timeIntervalSince1970: date.secondsSince1970)
                .formatted(Date.FormatStyle(locale: locale, timeZone: timeZone))
        }
        let number: Double
        switch value {
        case .int(let int): number = Double(int)
        case .double(let double): number = double
        default: throw interpreter.failure(.notSimulated("Text(_:format: .\(member))"), at: range)
        }
        switch (member, style.labels) {
        case ("number", []):
            if case .int(let int) = value { return int.formatted(IntegerFormatStyle<Int>(locale: locale)) }
            return number.formatted(FloatingPointFormatStyle<Double>(locale: locale))
        case ("percent", []):
            // An integer is the percentage itself (3 shows "3%"), a floating-point value a fraction.
            if case .int(let int) = value { return int.formatted(IntegerFormatStyle<Int>.Percent(locale: locale)) }
            return number.formatted(FloatingPointFormatStyle<Double>.Percent(locale: locale))
        case ("currency", ["code"]):
            guard case .string(let code)? = style.arguments.first else { break }
            return number.formatted(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale))
        default:
            break
        }
        throw interpreter.failure(.notSimulated("Text(_:format: \(style.name))"), at: range)
    }

    /// `Text(date, style: .date)` shows the long date ("January 1, 2024"), `.time` the short
    /// time ("9:30 AM"). The styles that count (`.relative`, `.offset`, `.timer`) change by
    /// themselves every second and are not simulated.
    static func text(_ value: Value, style: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> String {
        guard case .native(let date as DateObject) = value, case .native(let symbol as SymbolValue) = style,
              let member = symbol.member, member == "date" || member == "time" else {
            throw interpreter.failure(.notSimulated("Text(_:style: \(try interpreter.describe(style)))"), at: range)
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = member == "date" ? .long : .none
        formatter.timeStyle = member == "time" ? .short : .none
        return formatter.string(from: Date(timeIntervalSince1970: date.secondsSince1970))
    }
}
