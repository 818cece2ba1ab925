/// Where Swift applies `@ViewBuilder` to a closure argument, and whether SwiftUI calls that
/// closure at once (non-escaping content) or keeps it (escaping content). Only closures
/// given to library views and modifiers are decided here; `body` and `@ViewBuilder`
/// declarations of the program are builders by their declaration.
enum ViewBuilderRules {
    /// Library views whose initializers take content closures.
    static let views: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "List", "ForEach", "ScrollView", "Group", "Section", "Form", "NavigationStack", "NavigationView",
        "NavigationLink", "TabView", "Tab", "Button", "Toggle", "Label", "Menu", "GeometryReader", "ViewThatFits",
        "DisclosureGroup", "ControlGroup", "Picker", "Link", "ShareLink", "Text", "Image", "Spacer", "Divider",
        "Color", "EmptyView", "AnyView", "TextField", "SecureField", "Slider", "Stepper", "ProgressView",
        "DatePicker", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape", "ScrollViewReader", "ContentUnavailableView",
        "LabeledContent", "GroupBox", "ToolbarItem", "ToolbarItemGroup", "Alert",
    ]

    /// Whether the closure argument with this label (`nil`: unlabelled or the first trailing
    /// closure) of `view`'s initializer is a view builder. `labels` are all the call's labels.
    static func isBuilder(view: String, label: String?, labels: [String?]) -> Bool {
        if let label, label.hasPrefix("on") || label == "action" || label == "perform" || label == "primaryAction" { return false }
        switch view {
        case "Button":
            // `Button("Add") { action }`: the unlabelled closure is the action, unless an
            // `action:` argument came first (`Button(action: f) { Text("Add") }`).
            return label == "label" || (label == nil && labels.contains("action"))
        case "Slider", "Stepper", "TextField", "SecureField":
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

    /// Modifiers whose closure arguments (by label, `nil` unlabelled) are view builders.
    static let modifierBuilders: [String: Set<String?>] = [
        "sheet": [nil, "content"], "fullScreenCover": [nil, "content"], "popover": [nil, "content"],
        "overlay": [nil, "content"], "background": [nil, "content"], "toolbar": [nil, "content"],
        "tabItem": [nil, "label"], "contextMenu": [nil, "menuItems", "preview"], "navigationDestination": [nil, "destination"],
        "safeAreaInset": [nil, "content"], "alert": [nil, "actions", "message"], "confirmationDialog": [nil, "actions", "message"],
        "swipeActions": [nil, "content"], "mask": [nil], "badge": [], "searchable": [], "inspector": [nil, "content"],
    ]

    /// Modifier content SwiftUI evaluates with the modified view (not when presented).
    static let modifiersCalledAtOnce: Set<String> = ["overlay", "background", "toolbar", "tabItem", "safeAreaInset", "mask", "swipeActions", "contextMenu"]
}
