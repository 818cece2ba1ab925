import ViewScriptRuntime
import ViewScriptSyntax

/// What a view contributes to the bar of its navigation level: `.navigationTitle`,
/// `.toolbar { }`, `.navigationBarItems`, `.navigationBarBackButtonHidden`. SwiftUI sends
/// these up to the nearest navigation container as preferences; the graph finds them in the
/// level's subtree when it needs them (`ViewGraph+NavigationBar.swift`).
public enum BarModifier {
    /// `.navigationTitle("T")`, `.navigationTitle(Text("T"))`, `.navigationBarTitle("T")`.
    case title(String)
    /// `.navigationBarBackButtonHidden(true)`.
    case backButtonHidden(Bool)
    /// `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`: no title, no
    /// items, no back button on screen.
    case barHidden(Bool)
    /// `.toolbar(.hidden, for: .tabBar)`, `.toolbarVisibility(.visible, for: .tabBar, .navigationBar)`:
    /// the visibility of the tab bar, and of the navigation bar when it is named too
    /// (ViewGraph+TabBarVisibility.swift).
    case visibility(BarVisibility)
    /// `.toolbar { }` and `.navigationBarItems(leading:trailing:)`: the items' views, in
    /// order. They become the modifier node's second child when the view is inside a
    /// navigation container, and are on screen (and hittable) in its bar.
    case items(ViewElement)
    /// `.toolbar(.hidden, for: .bottomBar)` / `.toolbar(.visible, for: .bottomBar)`: whether the
    /// level's bottom toolbar, and so its `.bottomBar` items, is on screen.
    case bottomBarHidden(Bool)
    /// Marks the content of `ToolbarItem(placement: .bottomBar)` (or a `ToolbarItemGroup`):
    /// on screen only while its level's bottom bar is shown.
    case bottomBarItem
    /// Marks the content of `ToolbarItem(placement: .keyboard)` (or a `ToolbarItemGroup`),
    /// written at the range: on screen only above the software keyboard, while a text field
    /// has focus (ViewGraph+Keyboard.swift).
    case keyboardItem(SourceRange?)

    var items: ViewElement? { if case .items(let items) = self { items } else { nil } }
}

/// A `.toolbar(_:for:)` naming the tab bar: which bars it hides or shows.
public struct BarVisibility: Equatable {
    public let hidden: Bool
    public let navigationBar: Bool
    public let tabBar: Bool
}
