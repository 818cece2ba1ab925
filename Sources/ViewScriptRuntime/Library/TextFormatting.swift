import Foundation
import ViewScriptSyntax

/// `Text(value, format:)` and `Text(date, style:)`: the string SwiftUI shows, made by
/// Foundation's own formatters for the simulated device's locale (`en_US`) and time zone (UTC),
/// so it is the same on every machine. Times use the narrow no-break space (U+202F) before
/// "AM"/"PM", as Foundation and iOS 17 write them.
enum TextFormatting {
    /// The shown string, or a failure naming what is not simulated.
    static func text(_ value: Value, format: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> String {
        try FormatStyleBridge.format(value, with: format, CallContext(interpreter: interpreter, range: range))
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
        formatter.locale = interpreter.device.locale
        formatter.timeZone = interpreter.device.timeZone
        formatter.dateStyle = member == "date" ? .long : .none
        formatter.timeStyle = member == "time" ? .short : .none
        return formatter.string(from: Date(timeIntervalSince1970: date.secondsSince1970))
    }
}
