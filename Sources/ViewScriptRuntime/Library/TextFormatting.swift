import Foundation
import ViewScriptSyntax

/// `Text(value, format:)` and `Text(date, style:)`: the string SwiftUI shows, made by
/// Foundation's own formatters for the simulated device's locale (`en_US`; the environment's
/// `\.locale` when an ancestor sets another) and time zone (UTC),
/// so it is the same on every machine. Times use the narrow no-break space (U+202F) before
/// "AM"/"PM", as Foundation and iOS 17 write them.
public enum TextFormatting {
    /// The shown string, or a failure naming what is not simulated.
    static func text(_ value: Value, format: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> String {
        try withTextLocale(interpreter) { try FormatStyleBridge.format(value, with: format, CallContext(interpreter: interpreter, range: range)) }
    }

    /// The label of a `Text` view value made by `Text(_:format:)` or `Text(_:style:)`.
    public static let formattedLabel = "formatted"

    /// `body` with the device's locale replaced by the body's environment's (`textLocale`).
    static func withTextLocale<T>(_ interpreter: Interpreter, _ body: () throws -> T) rethrows -> T {
        guard let locale = interpreter.textLocale, locale != interpreter.device.locale else { return try body() }
        let device = interpreter.device
        interpreter.device = SimulatedDevice(locale: locale, timeZone: device.timeZone, named: device.timeZoneName)
        defer { interpreter.device = device }
        return try body()
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
        formatter.locale = interpreter.textLocale ?? interpreter.device.locale
        formatter.timeZone = interpreter.device.timeZone
        formatter.dateStyle = member == "date" ? .long : .none
        formatter.timeStyle = member == "time" ? .short : .none
        return formatter.string(from: Date(timeIntervalSince1970: date.secondsSince1970))
    }
}

extension Interpreter {
    /// A `Locale` value of the program (`Locale(identifier: "de_DE")`) as Foundation's.
    public func foundationLocale(_ value: Value) -> Locale? {
        try? value.foundationLocale(CallContext(interpreter: self, range: SourceRange(start: 0, end: 0)))
    }
}
