import Foundation

/// `Locale.current.region`, `.currency`, `.language`, `.language.languageCode`, `.language.script`:
/// Foundation's own values (iOS 16's `Locale.Region`, `Locale.Currency`, `Locale.Language`...),
/// printed and compared as Foundation does them (`print(locale.region!)` shows `DE`).
final class LocaleComponentObject: NativeObject, NativeMembers {
    enum Component: Hashable {
        case region(Locale.Region)
        case currency(Locale.Currency)
        case language(Locale.Language)
        case languageCode(Locale.LanguageCode)
        case script(Locale.Script)
    }
    let component: Component
    init(_ component: Component) { self.component = component }

    /// `type(of:)` names a nested type by its own name, as swiftc prints it (`Region`).
    var runtimeType: RuntimeType {
        switch component {
        case .region: return .named("Region", [])
        case .currency: return .named("Currency", [])
        case .language: return .named("Language", [])
        case .languageCode: return .named("LanguageCode", [])
        case .script: return .named("Script", [])
        }
    }

    func describe() -> String {
        switch component {
        case .region(let region): return String(describing: region)
        case .currency(let currency): return String(describing: currency)
        case .language(let language): return String(describing: language)
        case .languageCode(let code): return String(describing: code)
        case .script(let script): return String(describing: script)
        }
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch (component, name) {
        case (.region(let region), "identifier"): return .string(region.identifier)
        case (.currency(let currency), "identifier"): return .string(currency.identifier)
        case (.languageCode(let code), "identifier"): return .string(code.identifier)
        case (.script(let script), "identifier"): return .string(script.identifier)
        case (.language(let language), "languageCode"): return Self.optional(language.languageCode.map(Component.languageCode))
        case (.language(let language), "region"): return Self.optional(language.region.map(Component.region))
        case (.language(let language), "script"): return Self.optional(language.script.map(Component.script))
        case (.language(let language), "minimalIdentifier"): return .string(language.minimalIdentifier)
        case (.language(let language), "maximalIdentifier"): return .string(language.maximalIdentifier)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    /// An optional component as a value: `nil`, or `Optional(component)`.
    static func optional(_ component: Component?) -> Value {
        component.map { .some(.native(LocaleComponentObject($0))) } ?? Value.none
    }
}

extension LocaleComponentObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool { (other as? LocaleComponentObject)?.component == component }
    var hashKey: Int { component.hashValue }
}
