/// `.toolbar(.hidden, for: .tabBar)` (iOS 18: `.toolbarVisibility(.hidden, for: .tabBar)`).
/// SwiftUI: "The preferred visibility flows up to the nearest container that renders a bar.
/// This could be a NavigationView or TabView in iOS" (Apple, `toolbar(_:for:)`). So the tab
/// bar is hidden while a view on screen in the selected tab asks for it: a detail view pushed
/// in the tab's navigation stack hides it, and popping that view shows it again. While it is
/// hidden, its items are neither visible nor hittable. As for the navigation bar, the first
/// such modifier met walking down from the tab wins (the outer one of a chain); views of
/// covered navigation levels, hidden rows, presentations and nested tab views do not count.
extension ViewGraph {
    /// Whether a tab view's bar is hidden by what its selected tab shows.
    func isTabBarHidden(_ tabView: ViewNode) -> Bool {
        guard let selected = tabView.children.first(where: \.isRowVisible) else { return false }
        var hidden: Bool?
        func walk(_ node: ViewNode) {
            guard hidden == nil, node.kind != .tabView, !node.isPresentationContent, !node.key.isToolbarItems else { return }
            if node !== selected, !node.isRowVisible { return }
            if case .modified(_, .bar(.visibility(let visibility))) = node.element, visibility.tabBar {
                hidden = visibility.hidden
                return
            }
            for child in node.shownChildren { walk(child) }
        }
        walk(selected)
        return hidden ?? false
    }

    /// The texts of a tab view's bar (its tabs' titles and badges), none while it is hidden.
    func tabBarTitles(of node: ViewNode) -> [String] {
        node.kind == .tabView && !isTabBarHidden(node) ? node.tabTitles : []
    }
}
