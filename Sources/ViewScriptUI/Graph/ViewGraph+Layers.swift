import ViewScriptRuntime

/// What is on screen for the user: the topmost layer. While a sheet, cover, alert or dialog
/// is up, its content is the topmost layer: only it is visible and hittable (the presenting
/// view stays on screen for the lifecycle, B13, but is covered). Otherwise the window is.
/// In a layer, a navigation stack shows its top level and a tab view its selected tab (the
/// others are off screen), and the tab bar's items are controls.
extension ViewGraph {
    /// The root of the topmost layer.
    var topLayer: ViewNode {
        guard let node = topPresentation(), node.children.count > 1 else { return root }
        return node.children[1]
    }

    /// Visits the on-screen nodes of the topmost layer in tree order, without the content of
    /// presentations (which form layers of their own).
    func visitTopLayer(_ body: (ViewNode) -> Void) {
        let layer = topLayer
        func visit(_ node: ViewNode) {
            guard node.isOnScreen, node === layer || !node.isPresentationContent else { return }
            // The root node holds the root view value too: its child is that view.
            if node.kind != .root { body(node) }
            for child in node.shownChildren { visit(child) }
        }
        visit(layer)
    }

    /// `back` in a scenario, the back button: pops the top level of the innermost navigation
    /// stack of the topmost layer that has something to pop, then renders. A top level that
    /// hides its back button has none to press (`ViewGraph+NavigationBar.swift`).
    public func back() throws {
        var innermost: ViewNode?
        visitTopLayer { node in
            if node.kind == .navigation, depth(of: node) > 0, node.depth > (innermost?.depth ?? -1) { innermost = node }
        }
        guard let stack = innermost else { throw ViewGraphError.nothingToGoBack }
        guard backButtonLabel(of: stack, topBar: topBar(of: stack)) != nil else { throw ViewGraphError.backButtonHidden }
        try perform { try pop(stack) }
    }
}

extension ViewNode {
    /// The children that may be on screen: for a navigation stack only its top level (a deep
    /// stack's covered levels are not walked).
    var shownChildren: Slice<NodeChildren> { kind == .navigation ? children.suffix(1) : children[...] }

    /// The tab items of a tab view: labels on screen, beside its selected tab.
    /// The texts of a tab bar: each tab's title, and its badge.
    var tabTitles: [String] {
        if kind == .tabView, case .tabView(let content) = element, !content.isPaged { content.tabs.flatMap { [$0.title] + ($0.badge.map { [$0] } ?? []) } } else { [] }
    }

    /// The content of a sheet, cover, alert or dialog.
    var isPresentationContent: Bool { if case .presentation = key { true } else { false } }
}
