/// Library types whose static members and implicit members only style or configure views
/// (`Color.red`, `Font.title`, `.leading`): they become `SymbolValue`s.
enum SwiftUINames {
    static let symbolTypes: Set<String> = [
        "Color", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "EdgeInsets", "Animation",
        "ButtonRole", "StrokeStyle", "ToolbarItemPlacement", "ColorScheme", "ScenePhase", "Angle", "UIColor", "UIFont", "GridItem",
        "Image", "Text", "ProposedViewSize", "CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSLayoutConstraint",
    ]
}
