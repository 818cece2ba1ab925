/// Where Swift applies `@ViewBuilder` to a closure argument, and whether SwiftUI calls that
/// closure at once (non-escaping content) or keeps it (escaping content). Only closures
/// given to library views and modifiers are decided here (their names and content from the
/// `Catalogue`); `body` and `@ViewBuilder` declarations of the program are builders by their
/// declaration.
enum ViewBuilderRules {
    /// Whether `name` is a library view, built by `Interpreter.makeView`.
    static func isView(_ name: String) -> Bool { Catalogue.view(name) != nil }

    /// Whether the closure argument with this label (`nil`: unlabelled or the first trailing
    /// closure) of `view`'s initializer is a view builder. `labels` are all the call's labels.
    static func isBuilder(view: String, label: String?, labels: [String?]) -> Bool {
        if let label, label.hasPrefix("on") || label == "action" || label == "perform" || label == "primaryAction" { return false }
        switch view {
        case "Button":
            // `Button("Add") { action }`: the unlabelled closure is the action, unless an
            // `action:` argument came first (`Button(action: f) { Text("Add") }`).
            return label == "label" || (label == nil && labels.contains("action"))
        case "Stepper":
            // `Stepper(value: $n) { Text("N") }`: the unlabelled closure is the label; after a
            // title it is `onEditingChanged` (`Stepper("N", value: $n) { editing in }`) or
            // `onIncrement` (`Stepper("N") { up } onDecrement: { down }`).
            if label == nil { return labels.filter { $0 == nil }.count == 1 && !labels.contains("onDecrement") }
            return label == "label"
        case "Slider":
            // `Slider(value: $v) { Text("Volume") }`: the unlabelled closure is the label.
            return label == "label" || label == "minimumValueLabel" || label == "maximumValueLabel"
                || (label == nil && !labels.contains("label"))
        case "TextField", "SecureField":
            return label == "label" || label == "prompt"
        default:
            return true
        }
    }

    /// Non-escaping content the view calls in its initializer (`VStack { }`); escaping
    /// content (`ForEach` rows, `GeometryReader`, a `DisclosureGroup`'s content, called when
    /// it expands) is called later, by the view graph (the bridge calls `DisclosureGroup`'s
    /// non-escaping label itself).
    static func isCalledAtOnce(view: String, parameterCount: Int) -> Bool {
        guard parameterCount == 0 else { return false }
        return !["ForEach", "GeometryReader", "DisclosureGroup"].contains(view)
    }

    /// The labels of a modifier's closure arguments that are view builders (`nil` unlabelled).
    static func modifierBuilders(_ name: String) -> Set<String?>? { Catalogue.modifier(name)?.content?.labels }

    /// Whether SwiftUI evaluates the modifier's content with the modified view (not when presented).
    static func isModifierContentCalledAtOnce(_ name: String) -> Bool {
        Catalogue.modifier(name)?.content?.evaluatedAtOnce == true
    }
}
