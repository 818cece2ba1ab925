import ViewScriptRuntime

/// `TabView`: one child per tab. Up to iOS 17 every tab is inserted when the tab view is, so
/// every tab's state lives from the start (B12); from iOS 18 a tab is inserted when it is
/// first selected (`IOSRelease.buildsTabsLazily`), and then kept. Only the selected tab is on
/// screen: switching shows the new tab (its views appear, its tasks start) and hides the old
/// one (its views disappear, its tasks are cancelled), on every switch (B12, B17), keeping
/// the state of both. As for every change, appearances are committed first.
extension ViewGraph {
    func reconcileTabs(_ node: ViewNode, _ content: TabViewContent) throws {
        let selected = try selectedTab(node, content)
        var old: [IdentityKey: ViewNode] = [:]
        for child in node.children { old[child.key] = child }
        var result: [ViewNode] = []
        for (index, tab) in content.tabs.enumerated() {
            let key = IdentityKey.index(index)
            let element = tab.content.normalized
            if let existing = old.removeValue(forKey: key) {
                if existing.isSameView(as: element) {
                    try fill(existing, with: element, isNew: false)
                    result.append(existing)
                    continue
                }
                remove(existing)
            }
            // iOS 18: a tab never selected is not built yet (a paged tab view keeps building every page).
            if release.buildsTabsLazily && !content.isPaged && index != selected { continue }
            result.append(try insert(element, key: key, parent: node, rowVisible: index == selected))
        }
        for child in old.values { remove(child) }
        node.children = NodeChildren(result)
        showSelectedTab(node, selected)
    }

    /// The selection binding changed (or a tab item was tapped): only visibility changes, and
    /// from iOS 18 a tab selected for the first time is built.
    func updateSelection(_ node: ViewNode, _ content: TabViewContent) throws {
        let selected = try selectedTab(node, content)
        if release.buildsTabsLazily, !content.isPaged, content.tabs.indices.contains(selected),
           !node.children.contains(where: { $0.key == .index(selected) }) {
            let built = try insert(content.tabs[selected].content.normalized, key: .index(selected), parent: node, rowVisible: false)
            let position = node.children.firstIndex { child in
                if case .index(let index) = child.key { return index > selected }
                return false
            } ?? node.children.endIndex
            node.children.insert(built, at: position)
        }
        showSelectedTab(node, selected)
    }

    /// The selected tab's position: the tab whose tag equals the `selection` binding's value
    /// (read as a dependency of the tab view), else the tab last tapped, else the first.
    private func selectedTab(_ node: ViewNode, _ content: TabViewContent) throws -> Int {
        if let selection = content.selection {
            let value = try withEvaluation(of: node) { try selection.get() }
            if let index = content.tabs.firstIndex(where: { $0.tag.map { $0 == value } ?? false }) { return index }
        }
        return content.tabs.indices.contains(node.selectedTab) ? node.selectedTab : 0
    }

    private func showSelectedTab(_ node: ViewNode, _ selected: Int) {
        for child in node.children {
            let isSelected = child.key == .index(selected)
            guard child.isRowVisible != isSelected else { continue }
            if child.isRowVisible { noteBand(of: child, began: false) }
            child.isRowVisible = isSelected
            if child.isRowVisible { noteBand(of: child, began: true) }
            refreshVisibility(child)
        }
    }

    /// A tap on the tab item at `index`: writes its tag to the `selection` binding, or selects
    /// it directly when there is no binding or the tab has no tag.
    func selectTab(_ node: ViewNode, _ index: Int) throws {
        guard case .tabView(let content) = node.element, content.tabs.indices.contains(index) else { return }
        if let selection = content.selection, let tag = content.tabs[index].tag {
            try selection.set(tag)
        } else {
            node.selectedTab = index
            markDirty(node)
        }
    }
}
