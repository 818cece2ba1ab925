import ViewScriptRuntime

/// The navigation bar of each navigation stack: its top level's title, that level's toolbar
/// items, and a back button when a level is pushed.
///
/// SwiftUI sends `.navigationTitle` and `.toolbar` up to the nearest navigation container as
/// preferences, so a title set deep inside a level's content is that level's title. A
/// `.preference` closer to the container replaces what its content set, so of two titles
/// in one level the outer one wins; of two siblings ViewScript takes the first in tree order
/// (both: the first title modifier met in a walk from the level down). Outside any
/// navigation container (also inside a sheet or cover without a stack of its own) there is
/// no bar: the title is not shown and the toolbar's items are not built.
///
/// The items of a `.toolbar { }` are the modifier node's second child (`.toolbarItems`),
/// built with the modified view: they appear and disappear with their level (a push hides
/// them, a pop shows them again), are on screen in the bar (not scrolled or clipped with the
/// content), and their controls are hittable.
extension ViewGraph {
    /// A level's bar, as its subtree sets it.
    struct NavigationBar {
        var title: String?
        var backButtonHidden = false
        var isHidden = false
        var isBottomBarHidden = false
    }

    /// The navigation stack whose bar shows what `node` sets: the nearest stack above it, not
    /// past the content of a presentation.
    func barHost(of node: ViewNode) -> ViewNode? {
        var current = node
        while !current.isPresentationContent, let parent = current.parent {
            if parent.kind == .navigation { return parent }
            current = parent
        }
        return nil
    }

    /// Builds, updates or removes the toolbar items of a bar modifier: they exist only when
    /// the modified view is inside a navigation container.
    func updateBarItems(_ node: ViewNode, _ bar: BarModifier) throws {
        let host = bar.items == nil ? nil : barHost(of: node)
        if let items = bar.items, host == nil { try refuseKeyboardItemsOutsideStack(items) }
        let items = bar.items.flatMap { host == nil ? nil : $0.normalized }
        let existing = node.children.count > 1 ? node.children[1] : nil
        if let existing, let items, existing.isSameView(as: items) {
            try fill(existing, with: items, isNew: false)
            return
        }
        if let existing {
            remove(existing)
            node.children.removeSubrange(1...)
        }
        guard let items, !node.children.isEmpty else { return }
        node.children.append(try insert(items, key: .toolbarItems, parent: node))
    }

    /// The bar a level of a stack sets: the first title, back-button and bar-hiding modifiers
    /// met walking its subtree in tree order (tabs not selected, rows off screen, nested
    /// stacks, presentations and toolbar items are not walked).
    func bar(of level: ViewNode) -> NavigationBar {
        var bar = NavigationBar()
        var sawBackButton = false
        var sawHidden = false
        var sawBottomBar = false
        func walk(_ node: ViewNode) {
            guard node.kind != .navigation else { return }
            if node !== level, !node.isRowVisible || node.isPresentationContent || node.key.isToolbarItems { return }
            if case .modified(_, .bar(let modifier)) = node.element {
                switch modifier {
                case .title(let title): if bar.title == nil { bar.title = title }
                case .backButtonHidden(let hidden) where !sawBackButton: (sawBackButton, bar.backButtonHidden) = (true, hidden)
                case .barHidden(let hidden) where !sawHidden: (sawHidden, bar.isHidden) = (true, hidden)
                case .visibility(let visibility) where visibility.navigationBar && !sawHidden: (sawHidden, bar.isHidden) = (true, visibility.hidden)
                case .bottomBarHidden(let hidden) where !sawBottomBar: (sawBottomBar, bar.isBottomBarHidden) = (true, hidden)
                default: break
                }
            }
            for child in node.children { walk(child) }
        }
        walk(level)
        return bar
    }

    /// The bar of a stack's top level.
    func topBar(of stack: ViewNode) -> NavigationBar {
        stack.children.last.map { bar(of: $0) } ?? NavigationBar()
    }

    /// The back button's label when the stack has a pushed level whose bar shows it: the
    /// title of the level below, or "Back" when that level has none (UIKit's
    /// `UINavigationItem.title`: "If the value of this property is nil, the system uses the
    /// string “Back” as the text of the back button").
    func backButtonLabel(of stack: ViewNode, topBar: NavigationBar) -> String? {
        guard stack.children.count > 1, !topBar.backButtonHidden, !topBar.isHidden else { return nil }
        let title = bar(of: stack.children[stack.children.count - 2]).title ?? ""
        return title.isEmpty ? "Back" : title
    }

    /// The labels a stack's bar shows: the back button's, then the title.
    func barLabels(of node: ViewNode) -> [String] {
        guard node.kind == .navigation else { return [] }
        let top = topBar(of: node)
        guard !top.isHidden else { return [] }
        return [backButtonLabel(of: node, topBar: top), top.title].compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// The back button of a stack's bar, as a control that pops like `back`.
    func backButtonControl(of stack: ViewNode) -> Control? {
        guard let label = backButtonLabel(of: stack, topBar: topBar(of: stack)) else { return nil }
        return Control(label: label) { [unowned self, unowned stack] in try pop(stack) }
    }

    /// For `--tree`: the stack's bar, as ` [bar: back "A", title "B"]`.
    func barSummary(of stack: ViewNode) -> String {
        let top = topBar(of: stack)
        if top.isHidden { return "  [bar hidden]" }
        var parts: [String] = []
        if let back = backButtonLabel(of: stack, topBar: top) { parts.append("back \"\(back)\"") }
        if let title = top.title { parts.append("title \"\(title)\"") }
        return parts.isEmpty ? "" : "  [bar: " + parts.joined(separator: ", ") + "]"
    }
}
