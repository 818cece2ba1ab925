import ViewScriptRuntime

/// Custom styles and the built-in styles that change what is on screen.
///
/// `.buttonStyle(_:)`, `.labelStyle(_:)`, `.toggleStyle(_:)` (and the progress view and group
/// box styles) set a style for every control of that kind below them, also in the bodies of
/// other views (an environment value). A program's style (`struct Pressable: ButtonStyle`) is a
/// view of its own: its `makeBody(configuration:)` runs as a body (with `@Environment`, state
/// and the lifecycle of the views it returns), with a configuration holding the control's label
/// as real child views. Inside that body the style no longer applies, so a `Button(configuration)`
/// of a `PrimitiveButtonStyle` is a plain button. A built-in style only styles, except where it
/// changes what is drawn (`.iconOnly`, `.titleOnly`).
extension InterpretedViews {
    /// `.buttonStyle(Pressable())`, `.labelStyle(.iconOnly)`...: the content with the style set.
    func styled(_ base: Value, _ family: StyleFamily, _ arguments: [Value]) throws -> ViewElement {
        guard let style = arguments.first else { return try element(base) }
        let setting: StyleSetting
        if case .structValue(let value) = style, let conformance = StyleProtocol.conformance(of: value.type) {
            guard StyleFamily(conformance) == family else {
                throw interpreter.failure(.typeMismatch("'\(value.type.name)' is not a \(family.protocolNames)"), at: range)
            }
            setting = .custom(value, conformance)
        } else {
            setting = .builtIn(try builtInStyleName(style))
        }
        var inner = self
        inner.context.styles[family] = setting
        return .modified(try inner.element(base), .environment(family.environmentKey, .native(StyleBox(family, setting))))
    }

    /// `.iconOnly`, `IconOnlyLabelStyle()`, `.bordered`: the style's name, lowercased.
    private func builtInStyleName(_ style: Value) throws -> String {
        if case .native(let object) = style, let view = object as? ViewValue { return view.name.lowercased() }
        return try interpreter.describe(style).lowercased()
    }

    /// A program style's `makeBody(configuration:)` as a view: a body of its own, run again
    /// with each new configuration; inside it the style is reset to the automatic one.
    func styleView(_ style: StructValue, _ family: StyleFamily, configuration: NativeObject) -> ViewElement {
        let plan = wrapperPlan(style)
        let interpreter = self.interpreter
        let range = self.range
        var view = UserView(style.type.name, fields: plan.fields, state: plan.state, dynamicProperties: plan.dynamicProperties) { context in
            if interpreter.dependencies !== context.graph { interpreter.dependencies = context.graph }
            var views = InterpretedViews(interpreter: interpreter, at: range, context: context.controlContext)
            views.context.styles[family] = .builtIn("automatic")
            let live = try views.liveValue(style, context)
            let makeBody = try interpreter.getMember(.structValue(live), "makeBody", at: range)
            let body = try interpreter.callClosure(makeBody, [.native(configuration)], at: range)
            let reset = StyleBox(family, .builtIn("automatic"))
            return .modified(try views.element(body), .environment(family.environmentKey, .native(reset)))
        }
        view.hasModifierContent = true
        return .user(view)
    }

    // MARK: Buttons

    /// A `Button` under the button style in effect: a `ButtonStyle`'s body is the button's
    /// label (a tap anywhere on it runs the action); a `PrimitiveButtonStyle`'s body is shown
    /// instead of the button, and runs the action when it calls `configuration.trigger()`.
    func styledButton(_ button: ButtonElement) -> ViewElement {
        guard case .custom(let style, let conformance)? = context.styles[.button], case .button(let action) = button.kind else {
            return .button(button)
        }
        let label = StyleConfiguration.view(button.label)
        if conformance == .primitiveButton {
            let role = button.role.map { Value.some(.native(SymbolValue("ButtonRole.\($0)"))) } ?? .none
            let configuration = StyleConfiguration(.primitiveButton, ["label": label, "role": role], trigger: action, label: button.label)
            return styleView(style, .button, configuration: configuration)
        }
        var styled = button
        let role = button.role.map { Value.some(.native(SymbolValue("ButtonRole.\($0)"))) } ?? .none
        styled.label = styleView(style, .button, configuration: StyleConfiguration(.button, ["label": label, "isPressed": .bool(false), "role": role]))
        return .button(styled)
    }

    /// `Button(configuration)` in a `PrimitiveButtonStyle`'s body: a button with the
    /// configuration's label whose action is the trigger.
    func configurationButton(_ arguments: [Value]) -> ViewElement? {
        guard case .native(let configuration as StyleConfiguration)? = arguments.first, let trigger = configuration.trigger else { return nil }
        return .button(ButtonElement(label: configuration.labelElement ?? .empty, kind: .button(trigger)))
    }

    // MARK: Labels

    /// A `Label` (or a control's title with an icon) under the label style in effect.
    /// `.iconOnly` draws the icon only; the title stays the view's accessibility label, so a
    /// button labelled so is still found by its title. `.titleOnly` draws the title only.
    func styledLabel(icon: ViewElement, title: ViewElement) -> ViewElement {
        switch context.styles[.label] {
        case .custom(let style, _)?:
            let configuration = StyleConfiguration(.label, ["title": StyleConfiguration.view(title), "icon": StyleConfiguration.view(icon)])
            return styleView(style, .label, configuration: configuration)
        case .builtIn(let name)? where name.contains("icononly"):
            let icon = ViewElement.container(.label, [icon])
            return labelText(title).map { .modified(icon, .accessibilityLabel($0)) } ?? icon
        case .builtIn(let name)? where name.contains("titleonly"):
            return .container(.label, [title])
        default:
            return .container(.label, [icon, title])
        }
    }

    // MARK: Toggles

    /// A `Toggle` under a program's `ToggleStyle`: the style's body stands for the toggle;
    /// `configuration.isOn` reads and writes the toggle's binding. Built-in styles (`.switch`,
    /// `.button`, `.checkbox`) draw the same label and flip on a tap: `nil`.
    func styledToggle(binding: Value, label: ViewElement) -> ViewElement? {
        guard case .custom(let style, _)? = context.styles[.toggle] else { return nil }
        let configuration = StyleConfiguration(.toggle, ["label": StyleConfiguration.view(label)])
        configuration.binding = (interpreter, binding, range)
        return styleView(style, .toggle, configuration: configuration)
    }
}
