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

    /// The controls of the topmost layer, in tree order: buttons, navigation links, tab items.
    func topLayerControls() -> [Control] {
        var controls: [Control] = []
        visitTopLayer { node in
            switch node.element {
            case .button(let title, let action):
                controls.append(Control(label: title, action: action))
            case .navigationLink(let link) where node.kind == .navigationLink:
                controls.append(Control(label: link.title) { [unowned self] in try push(node) })
            case .tabView(let content) where node.kind == .tabView:
                for (index, tab) in content.tabs.enumerated() {
                    controls.append(Control(label: tab.title) { [unowned self] in try selectTab(node, index) })
                }
            default:
                break
            }
        }
        return controls
    }

    /// `back` in a scenario, the back button: pops the top level of the innermost navigation
    /// stack of the topmost layer that has something to pop, then renders.
    public func back() throws {
        var innermost: ViewNode?
        visitTopLayer { node in
            if node.kind == .navigation, depth(of: node) > 0, node.depth > (innermost?.depth ?? -1) { innermost = node }
        }
        guard let stack = innermost else { throw ViewGraphError.nothingToGoBack }
        try perform { try pop(stack) }
    }
}

extension ViewGraph {
    /// `@Environment(\.dismiss)` called by a view: the nearest presentation or pushed level
    /// holding it goes away: a sheet's or cover's binding becomes false (or nil), a pushed
    /// level is popped with the levels above it. Elsewhere it does nothing, as in SwiftUI.
    /// Called from an action: the render that follows the action shows the result.
    func dismiss(from node: ViewNode) {
        var current: ViewNode? = node
        while let child = current, let parent = child.parent {
            if child.isPresentationContent, case .modified(_, .presentation(let presentation)) = parent.element {
                try? presentation.binding.set(Self.dismissedValue(presentation))
                return
            }
            if parent.kind == .navigation, child !== parent.children.first {
                try? popLevels(parent, from: child.indexInParent - 1)
                return
            }
            current = parent
        }
    }
}

extension ViewNode {
    /// The children that may be on screen: for a navigation stack only its top level (a deep
    /// stack's covered levels are not walked).
    var shownChildren: ArraySlice<ViewNode> { kind == .navigation ? children.suffix(1) : children[...] }

    /// The tab items of a tab view: labels on screen, beside its selected tab.
    var tabTitles: [String] {
        if kind == .tabView, case .tabView(let content) = element { content.tabs.map(\.title) } else { [] }
    }

    /// The content of a sheet, cover, alert or dialog.
    var isPresentationContent: Bool { if case .presentation = key { true } else { false } }
}
