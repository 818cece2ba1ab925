import ViewScriptRuntime

/// `.labelsHidden()`: the controls below it (also in other views' bodies) do not draw their
/// labels: a `Toggle`'s, `Picker`'s, `Stepper`'s or `DatePicker`'s label is not on screen. The
/// label stays the control's accessibility label, so a step still finds the control by it
/// (`tap "Wi-Fi"`, `select "Large" in "Size"`), as a UI test does.
final class LabelsHiddenBox: NativeObject {
    /// The environment value the modifier sets for the bodies of views below it.
    static let environmentKey = EnvironmentKey.value("_labelsHidden")
    var runtimeType: RuntimeType { .named("LabelsHidden", []) }
    func describe() -> String { "labelsHidden" }
}

extension InterpretedViews {
    /// `.labelsHidden()`: the content with its controls' labels hidden.
    func labelsHidden(_ base: Value) throws -> ViewElement {
        var inner = self
        inner.context.labelsHidden = true
        return .modified(try inner.element(base), .environment(LabelsHiddenBox.environmentKey, .native(LabelsHiddenBox())))
    }

    /// A control's label views as drawn: hidden (in the hierarchy, not on screen) under
    /// `.labelsHidden()`.
    func drawnLabel(_ label: [ViewElement]) -> [ViewElement] {
        context.labelsHidden ? label.map { .modified($0, .hidden) } : label
    }

    /// A toggle under `.labelsHidden()`, or labelled by a Label drawn icon only (in a bar): the
    /// control alone, named by its label.
    func drawnToggle(_ label: String, isOn: Bool, iconOnly: Bool = false, flip: @escaping ViewAction) -> ViewElement {
        guard context.labelsHidden || iconOnly, !label.isEmpty else { return .toggle(label, isOn: isOn, flip: flip) }
        return .modified(.toggle("", isOn: isOn, flip: flip), .accessibilityLabel(label))
    }
}
