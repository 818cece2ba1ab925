import ViewScriptSyntax

/// `EnvironmentValues` as a program's own keys see it: `self[ThemeKey.self]` in a computed
/// property of `extension EnvironmentValues` gives the key's `defaultValue` (SwiftUI gives the
/// default when no ancestor set the value), and `@Entry var name = value` declares a key
/// whose default is `value`. What ancestors set is the view graph's (`.environment(\.name, x)`).
/// Source: Apple, EnvironmentKey.defaultValue,
///         https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
///         ("The default value for the environment key."); Apple, Entry(),
///         https://developer.apple.com/documentation/swiftui/entry()
///         ("Creates an environment values, transaction, container values, or focused values entry.").
public final class EnvironmentValuesObject: NativeObject {
    public init() {}
    public var runtimeType: RuntimeType { .named("EnvironmentValues", []) }
    public func describe() -> String { "EnvironmentValues()" }

    /// `self[Key.self]`: the key's default value.
    func value(for key: Value, _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        guard case .type(let type) = key else {
            throw interpreter.failure(.typeMismatch("EnvironmentValues is subscripted with a key type"), at: range)
        }
        return try interpreter.staticMember(type, "defaultValue", at: range)
    }
}

extension Interpreter {
    /// The default of the program's environment key `name` (`@Entry` or a computed property
    /// over an `EnvironmentKey`), nil when the program declares no such key.
    public func environmentDefault(_ name: String, at range: SourceRange) throws -> Value? {
        guard let holder = program.builtinExtensions["EnvironmentValues"] else { return nil }
        if let index = holder.fieldIndex[name] {
            let property = holder.storedProperties[index]
            guard let initializer = property.initializer else { return Value.none }
            var value = try evaluateFieldInitializer(initializer, of: holder, selfValue: nil, at: range)
            if let declared = property.type { value = coerce(value, to: declared) }
            return value
        }
        guard let getter = holder.lookupComputed(name)?.getter else { return nil }
        return try invoke(getter, arguments: [], captures: [], selfValue: .native(EnvironmentValuesObject()), at: range).result
    }
}

/// `.dark == .dark`, `ColorScheme.dark == .dark`: a library symbol without arguments (an
/// environment value such as `ColorScheme.dark`, `ScenePhase.active`) is equal to another of
/// the same member name.
extension SymbolValue: NativeEquatable {
    public func isEqual(to other: NativeObject) -> Bool {
        if let member = other as? UnresolvedMember { return member.isEqual(to: self) }  // SymbolEquality.swift
        guard let other = other as? SymbolValue else { return false }
        // `ButtonRole.destructive == .destructive`: the type is the one both sides have.
        return SymbolValue.lastComponent(of: other.name) == SymbolValue.lastComponent(of: name) && arguments.isEmpty && other.arguments.isEmpty && base == nil && other.base == nil
    }

    public var hashKey: Int { SymbolValue.lastComponent(of: name).hashValue }
}
