/// Where a decoration goes: `.overlay { }` in front of the modified view, `.background { }`
/// behind it, `.safeAreaInset(edge:) { }` along its top or bottom edge.
///
/// A decoration is a view of its own, a second child of the modifier beside the content: its
/// texts are on screen, its controls hittable, its `onAppear` runs when it appears, and it is
/// proposed the content's size, which it does not change (Apple, `overlay(_:alignment:)`: "the
/// original view continues to provide the layout characteristics for the resulting view").
public enum DecorationPlacement: Equatable, Sendable {
    case overlay
    case background
    /// Along the bottom edge (`.bottom`, the default) or the top one.
    case safeAreaInset(top: Bool)

    var name: String {
        switch self {
        case .overlay: "overlay"
        case .background: "background"
        case .safeAreaInset: "safeAreaInset"
        }
    }
}
