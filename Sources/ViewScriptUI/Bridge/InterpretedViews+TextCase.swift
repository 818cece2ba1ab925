import ViewScriptRuntime

/// `.textCase(.uppercase)`, `.textCase(.lowercase)`, `.textCase(nil)`: the `Text`s below the
/// modifier (also in other views' bodies, and the titles of buttons, labels and toggles, which
/// are `Text`s) are displayed in that case, which is what `expect visible` sees and what a
/// `tap` names. `nil` displays the text as written, also under an outer `.textCase`.
enum TextCaseSetting: Equatable {
    case uppercase, lowercase, asWritten

    /// The environment value the modifier sets for the bodies of views below it.
    static let environmentKey = EnvironmentKey.value("_textCase")

    func apply(_ text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .asWritten: text
        }
    }
}

/// A text case as an environment value (found by `BodyContext.controlContext`).
final class TextCaseBox: NativeObject {
    let setting: TextCaseSetting
    init(_ setting: TextCaseSetting) { self.setting = setting }
    var runtimeType: RuntimeType { .named("Text.Case", []) }
    func describe() -> String { "\(setting)" }
}

extension InterpretedViews {
    /// `.textCase(_:)`: the content with the case set.
    func textCase(_ base: Value, _ arguments: [Value]) throws -> ViewElement {
        let setting: TextCaseSetting
        switch arguments.first {
        case nil, .none?: setting = .asWritten
        case .some(let value):
            let name = try interpreter.describe(value.unwrappedOptional ?? value)
            if name.hasSuffix("uppercase") { setting = .uppercase }
            else if name.hasSuffix("lowercase") { setting = .lowercase }
            else if name == "nil" { setting = .asWritten }
            else { throw interpreter.failure(.notSimulated("textCase(\(name))"), at: range) }
        }
        var inner = self
        inner.context.textCase = setting
        return .modified(try inner.element(base), .environment(TextCaseSetting.environmentKey, .native(TextCaseBox(setting))))
    }

    /// A `Text`'s string as displayed under the text case in effect.
    func displayed(_ text: String) -> String {
        context.textCase?.apply(text) ?? text
    }
}
