import Foundation
import ViewScriptSyntax

/// The text a `TextField(_:value:format:)` shows for its value, and the value it reads back
/// from what was typed, with Foundation's format styles for the simulated locale (`en_US`):
/// `.number`, `.percent` and `.currency(code:)`, for `Int`, `Double` and `Decimal` values.
public enum FormatInput {
    /// The text shown for `value`.
    public static func display(_ value: Value, format: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> String {
        guard let value = value.unwrappedDeep else { return "" }
        return try TextFormatting.text(value, format: format, interpreter, at: range)
    }

    /// The value `text` stands for, of the kind of `current` (an `Int` stays an `Int`); nil when
    /// the format cannot read it.
    public static func parse(_ text: String, format: Value, like current: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> Value? {
        guard case .native(let style as SymbolValue) = format, let member = style.member else {
            throw interpreter.failure(.notSimulated("TextField(_:value:format:) with \(try interpreter.describe(format))"), at: range)
        }
        let locale = interpreter.device.locale
        let isInteger: Bool = if case .int = current.unwrappedDeep ?? current { true } else { false }
        if (current.unwrappedDeep ?? current).isDecimal {
            return try parseDecimal(text, style, locale, interpreter, at: range).map { .native(DecimalObject($0)) }
        }
        let number: Double?
        switch (member, style.labels) {
        case ("number", []):
            if isInteger { return (try? Int(text, format: IntegerFormatStyle<Int>(locale: locale))).map(Value.int) }
            number = try? Double(text, format: FloatingPointFormatStyle<Double>(locale: locale))
        case ("percent", []):
            if isInteger { return (try? Int(text, format: IntegerFormatStyle<Int>.Percent(locale: locale))).map(Value.int) }
            number = try? Double(text, format: FloatingPointFormatStyle<Double>.Percent(locale: locale))
        case ("currency", ["code"]):
            guard case .string(let code)? = style.arguments.first else { fallthrough }
            number = try? Double(text, format: FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale))
        default:
            throw interpreter.failure(.notSimulated("TextField(_:value:format: \(style.name))"), at: range)
        }
        return number.map { isInteger ? .int(Int($0.rounded())) : .double($0) }
    }

    /// What `text` reads as with a `Decimal` format style (`.number`, `.percent`, `.currency(code:)`).
    private static func parseDecimal(_ text: String, _ style: SymbolValue, _ locale: Locale, _ interpreter: Interpreter,
                                     at range: SourceRange) throws -> Decimal? {
        switch (style.member, style.labels) {
        case ("number", []): return try? Decimal(text, format: Decimal.FormatStyle(locale: locale))
        case ("percent", []): return try? Decimal(text, format: Decimal.FormatStyle.Percent(locale: locale))
        case ("currency", ["code"]):
            guard case .string(let code)? = style.arguments.first else { break }
            return try? Decimal(text, format: Decimal.FormatStyle.Currency(code: code, locale: locale))
        default: break
        }
        throw interpreter.failure(.notSimulated("TextField(_:value:format: \(style.name))"), at: range)
    }
}
