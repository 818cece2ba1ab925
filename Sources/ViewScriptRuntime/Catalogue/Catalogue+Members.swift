/// The static members of SwiftUI's value types, from Apple's documentation of each type
/// (https://developer.apple.com/documentation/swiftui/color, .../font, .../font/weight,
/// .../animation, .../edge/set, .../alignment, ...): a member not listed (`Color.mintt`,
/// `Font.titel`, `.foregroundStyle(.redd)`) is swiftc's "type 'Color' has no member 'mintt'".
/// Listed members are styling values (`Catalogue+Types.swift`); nested type names are listed
/// so `Font.Weight.bold` reads through `Font`.
extension Catalogue {
    static let staticMembers: [String: Set<String>] = {
        let colors: Set<String> = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
                                   "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
                                   "Resolved", "RGBColorSpace"]
        let textStyles: Set<String> = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                                       "footnote", "caption", "caption2", "extraLargeTitle", "extraLargeTitle2"]
        let edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]
        // `ShapeStyle`'s static members where `Self` is a concrete style (`.tint`, `.secondary`,
        // `.ultraThinMaterial`, `.linearGradient(...)`), for implicit members of style parameters.
        let shapeStyles = colors.union(materials).union([
            "tertiary", "quaternary", "quinary", "tint", "foreground", "background", "selection", "separator", "placeholder",
            "link", "fill", "windowBackground", "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient",
            "conicGradient", "image", "color", "shadow", "hierarchical",
        ])
        return [
            "Color": colors,
            "Font": textStyles.union(["system", "custom", "Weight", "Design", "Width", "TextStyle", "Leading", "Resolved"]),
            "Font.TextStyle": textStyles,
            "Font.Weight": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"],
            "Font.Design": ["default", "serif", "rounded", "monospaced"],
            "Font.Width": ["compressed", "condensed", "standard", "expanded"],
            "Animation": ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring", "interpolatingSpring",
                          "bouncy", "smooth", "snappy", "timingCurve"],
            "Edge": edges.union(["Set"]),
            "Edge.Set": edges.union(["all", "horizontal", "vertical"]),
            "Alignment": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                          "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
                          "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline"],
            "HorizontalAlignment": ["leading", "center", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"],
            "VerticalAlignment": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
            "TextAlignment": ["leading", "center", "trailing"],
            "ContentMode": ["fit", "fill"],
            "Axis": ["horizontal", "vertical", "Set"],
            "UnitPoint": ["zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                          "bottomLeading", "bottomTrailing"],
            "ColorScheme": ["light", "dark"],
            "Visibility": ["automatic", "visible", "hidden"],
            "ScenePhase": ["active", "inactive", "background"],
            "Material": materials,
            "ControlSize": ["mini", "small", "regular", "large", "extraLarge"],
            "SubmitLabel": ["done", "go", "send", "join", "route", "search", "return", "next", "continue"],
            "ButtonRole": ["destructive", "cancel", "close", "confirm"],
            "ShapeStyle": shapeStyles,
        ]
    }()

    /// The type of a style parameter of a modifier (`.font(_:)` takes a `Font`), by modifier
    /// and argument label, so an implicit member there is checked against its members.
    static let styleParameters: [String: [String?: String]] = [
        "font": [nil: "Font"], "fontWeight": [nil: "Font.Weight"], "fontDesign": [nil: "Font.Design"],
        "fontWidth": [nil: "Font.Width"], "foregroundStyle": [nil: "ShapeStyle"], "foregroundColor": [nil: "Color"],
        "tint": [nil: "ShapeStyle"], "fill": [nil: "ShapeStyle"], "stroke": [nil: "ShapeStyle"],
        "animation": [nil: "Animation"], "padding": [nil: "Edge.Set"], "edgesIgnoringSafeArea": [nil: "Edge.Set"],
        "ignoresSafeArea": ["edges": "Edge.Set"], "frame": ["alignment": "Alignment"],
        "multilineTextAlignment": [nil: "TextAlignment"], "aspectRatio": ["contentMode": "ContentMode"],
        "preferredColorScheme": [nil: "ColorScheme"], "controlSize": [nil: "ControlSize"], "submitLabel": [nil: "SubmitLabel"],
    ]

    /// Whether `member` is a static member of the SwiftUI value type `type`; nil when the
    /// catalogue has no member list for the type.
    public static func hasStaticMember(_ type: String, _ member: String) -> Bool? {
        guard let members = staticMembers[type] else { return nil }
        return member == "init" || member == "self" || members.contains(member)
    }

    /// The SwiftUI type of the argument labelled `label` of the modifier `name`, when it is a
    /// style value with a member list.
    public static func styleParameterType(_ name: String, label: String?) -> String? {
        styleParameters[name]?[label]
    }
}
