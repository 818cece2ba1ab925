import ViewScriptRuntime

/// `.colorScheme(_:)` and `.preferredColorScheme(_:)`.
///
/// `.colorScheme(.dark)` is `.environment(\.colorScheme, .dark)`: "Use `colorScheme(_:)` to set
/// the color scheme for the view to which you apply it and any subviews." (Apple,
/// View/colorScheme(_:)).
///
/// `.preferredColorScheme(_:)` is a preference, `PreferredColorSchemeKey` ("Don't use this key
/// directly. Instead, set a preferred color scheme for a view using the preferredColorScheme(_:)
/// view modifier", Apple, PreferredColorSchemeKey): it sets "a preferred color scheme for the
/// nearest enclosing presentation, like a popover, a sheet, or a window. The value that you set
/// overrides the user's Dark Mode selection for that presentation." (Apple,
/// View/preferredColorScheme(_:)). It changes what `\.colorScheme` reads in the whole
/// presentation, the view that set it included; when that new value reaches the readers (in
/// the pass that set it, or only in the next one, after a first evaluation with the device's
/// scheme) is up to the hosting window and no source says. So a presentation whose content
/// sets a scheme (not nil) and reads `\.colorScheme` from the device is a positioned "not
/// simulated yet" error (ViewGraph+PreferredColorScheme.swift); setting it without reading it,
/// the common case, only styles.
extension InterpretedViews {
    func colorSchemeModifier(_ name: String, _ arguments: [Value]) -> Modifier? {
        guard let argument = arguments.first else { return nil }
        if name == "colorScheme" {
            return Self.colorScheme(argument).map { .environment(.value("colorScheme"), $0) }
        }
        let interpreter = self.interpreter
        let range = self.range
        let key = PreferenceKeyType(type: .named("PreferredColorSchemeKey", []), defaultValue: { .none }) { value, next in
            if case .none = next { return }
            value = next
        }
        return .preference(PreferenceWriter(key: key, colorSchemeReadError: {
            interpreter.failure(.notSimulated("reading \\.colorScheme in a presentation whose content sets .preferredColorScheme (when the readers see the new scheme)"), at: range)
        }) { _, _ in argument })
    }

    /// `.light` / `.dark` as the device's scheme reads (`print(colorScheme)` writes `dark`).
    static func colorScheme(_ value: Value) -> Value? {
        let name: String
        switch value.unwrappedDeep ?? value {
        case .native(let symbol as SymbolValue): name = symbol.name
        case .native(let member as UnresolvedMember): name = member.name
        default: return nil
        }
        switch name.split(separator: ".").last.map(String.init) ?? name {
        case "light": return .native(SymbolValue("light"))
        case "dark": return .native(SymbolValue("dark"))
        default: return nil
        }
    }
}
