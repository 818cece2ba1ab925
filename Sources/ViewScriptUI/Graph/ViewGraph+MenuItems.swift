/// Choosing an item of an open menu closes the menu, whatever view the item sits in: a
/// `Toggle` (built by its own body) or a `Button` inside a custom view in `Menu { }` or
/// `.contextMenu { }`. Apple, MenuActionDismissBehavior.automatic: "In most cases, the default
/// behavior is enabled", and .enabled: "Always dismiss the presented menu after performing an
/// action." (https://developer.apple.com/documentation/swiftui/menuactiondismissbehavior).
/// Buttons written directly in the items are also wrapped when the menu is built
/// (`ViewGraph+Presentation.swift`); closing twice is closing once.
extension ViewGraph {
    /// Whether `node` lies in the items of an open menu (the nearest presentation above it is
    /// a `.menu`).
    func isMenuItem(_ node: ViewNode) -> Bool {
        var child = node
        var ancestor = node.parent
        while let current = ancestor {
            if child.isPresentationContent {
                if case .modified(_, .presentation(let presentation)) = current.element { return presentation.style == .menu }
                return false
            }
            child = current
            ancestor = current.parent
        }
        return false
    }

    /// `action`, then every open menu closes, when `node` is a menu item.
    func closingMenus(after action: @escaping ViewAction, of node: ViewNode) -> ViewAction {
        guard isMenuItem(node) else { return action }
        return { [unowned self] in
            try action()
            try closeOpenMenus()
        }
    }
}
