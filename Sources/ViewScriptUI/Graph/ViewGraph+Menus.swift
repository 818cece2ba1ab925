/// Open menus (`Menu`, `.contextMenu`): a menu's items are a `.menu` presentation. Choosing an
/// item closes the whole menu, its submenus and the menus it was opened from alike.
extension ViewGraph {
    /// Closes every open menu (writes false to their bindings; the render that follows the
    /// action removes their items).
    func closeOpenMenus() throws {
        var open: [Presentation] = []
        root.forEachInSubtree { node in
            guard node.presented != nil, case .modified(_, .presentation(let presentation)) = node.element,
                  presentation.style == .menu else { return }
            open.append(presentation)
        }
        for presentation in open { try presentation.binding.set(.bool(false)) }
    }
}
