import Foundation
import ViewScriptRuntime

/// `Text(value, format:)` and `Text(date, style:)` format with the `\.locale` of their
/// environment, as SwiftUI's `Text` does: a body evaluated below `.environment(\.locale, ...)`
/// formats its texts with that locale (`Interpreter.textLocale`). A `Text` formatted in the
/// same body as the `.environment(\.locale, ...)` above it was formatted before the modifier
/// applied: a positioned "not simulated yet", never the device's locale in silence.
/// Source: Apple, Text.init(_:format:), https://developer.apple.com/documentation/swiftui/text/init(_:format:)
/// ("Use this initializer to create a text view that formats a value using a FormatStyle ...
/// using the locale of the environment"); Apple, EnvironmentValues.locale,
/// https://developer.apple.com/documentation/swiftui/environmentvalues/locale ("The current
/// locale that views should use.").
extension InterpretedViews {
    /// Runs a body with its environment's locale for formatted texts.
    static func withEnvironmentLocale<T>(_ interpreter: Interpreter, _ context: BodyContext, _ body: () throws -> T) rethrows -> T {
        guard context.graph.setsLocale else { return try body() }
        let saved = interpreter.textLocale
        interpreter.textLocale = context.environment(.value("locale"), for: "locale").flatMap(interpreter.foundationLocale)
        defer { interpreter.textLocale = saved }
        return try body()
    }

    /// `.environment(\.locale, ...)` on a view value holding a `Text` formatted in the same body.
    func checkLocaleEnvironment(_ base: Value, _ arguments: [Value]) throws {
        guard arguments.count == 2, case .keyPath(let path) = arguments[0], path.components.count == 1,
              case .property("locale") = path.components[0], Self.holdsFormattedText(base) else { return }
        throw interpreter.failure(.notSimulated("Text(_:format:) in the body that sets .environment(\\.locale, ...) on it"), at: range)
    }

    /// Whether a library view value, or one built in it, is a formatted `Text` (a program
    /// view's body is evaluated later, in its own environment).
    static func holdsFormattedText(_ value: Value) -> Bool {
        guard case .native(let view as ViewValue) = value else { return false }
        switch view.kind {
        case .builtin("Text", _, let labels, _): return labels == [TextFormatting.formattedLabel]
        case .builtin(_, let arguments, _, let content): return arguments.contains(where: holdsFormattedText) || content.values.contains(where: holdsFormattedText)
        case .modified(let base, _, let arguments, _, let content):
            return holdsFormattedText(base) || arguments.contains(where: holdsFormattedText) || content.values.contains(where: holdsFormattedText)
        case .block(let values): return values.contains(where: holdsFormattedText)
        case .conditional(_, let content): return content.map(holdsFormattedText) ?? false
        }
    }
}
