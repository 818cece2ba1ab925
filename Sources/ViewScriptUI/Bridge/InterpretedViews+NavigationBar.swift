import ViewScriptRuntime

/// The modifiers that set a navigation level's bar (`BarModifier`): titles, toolbars, bar
/// items, the back button and the bar's visibility. Toolbar content was evaluated with the
/// view value (SwiftUI calls it at once); its `ToolbarItem`s and `ToolbarItemGroup`s become
/// their content's views.
extension InterpretedViews {
    /// The bar modifier `name` stands for, or nil when it is not one (or only styles, like
    /// `.navigationBarTitleDisplayMode`, `.toolbarBackground`).
    func barModifier(_ name: String, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> BarModifier? {
        switch name {
        case "navigationTitle", "navigationBarTitle":
            guard let title = arguments.first else { return nil }
            return .title(try titleText(title))
        case "navigationBarBackButtonHidden":
            return .backButtonHidden(arguments.first?.asBool ?? true)
        case "navigationBarHidden":
            return .barHidden(arguments.first?.asBool ?? true)
        case "navigationBarItems":
            let items = try arguments.indices.filter { labels[$0] == "leading" || labels[$0] == "trailing" }.map { try inBar.element(arguments[$0]) }
            return .items(.container(.group, items))
        case "toolbar":
            if let index = content.keys.sorted().first, let items = content[index] { return .items(try inBar.toolbarItems(items)) }
            return barVisibility(arguments, labels)
        case "toolbarVisibility": return barVisibility(arguments, labels)
        default:
            return nil
        }
    }

    /// A title given as a string, a `Text` or a `Binding<String>` (`.navigationTitle($name)`).
    private func titleText(_ value: Value) throws -> String {
        if case .native(let object) = value {
            if object is ViewValue { return labelText(try element(value)) ?? "" }
            if object is BindingObject { return try interpreter.describe(try interpreter.readBinding(value)) }
        }
        return try interpreter.describe(value)
    }

    /// `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for: .tabBar)`: the
    /// navigation bar, the tab bar or both hidden or shown (no bars named: `automatic`, which on
    /// iOS is the navigation bar). `.bottomBar` alone hides or shows the level's bottom
    /// toolbar (its `.bottomBar` items); hiding it with other bars, or hiding another bar, is
    /// refused by the interpreter (`Interpreter+NavigationBar.swift`); `.automatic` visibility
    /// sets nothing.
    private func barVisibility(_ arguments: [Value], _ labels: [String?]) -> BarModifier? {
        guard let visibility = arguments.first.flatMap(memberName), visibility == "hidden" || visibility == "visible" else { return nil }
        let bars = labels.firstIndex(of: "for").map { arguments[$0...].compactMap(memberName) } ?? []
        if bars == ["bottomBar"] { return .bottomBarHidden(visibility == "hidden") }
        let navigationBar = bars.isEmpty || bars.contains("navigationBar") || bars.contains("automatic")
        let tabBar = bars.contains("tabBar")
        guard navigationBar || tabBar else { return nil }
        if !tabBar { return .barHidden(visibility == "hidden") }
        return .visibility(BarVisibility(hidden: visibility == "hidden", navigationBar: navigationBar, tabBar: tabBar))
    }

    /// The items of `.toolbar { }`: each `ToolbarItem` or `ToolbarItemGroup` as its content,
    /// plain views as themselves, in order; `.bottomBar` and `.keyboard` items marked as such.
    private func toolbarItems(_ value: Value) throws -> ViewElement {
        guard case .native(let object) = value, let view = object as? ViewValue else { return try element(value) }
        switch view.kind {
        case .block(let items):
            return .container(.group, try items.map(toolbarItems))
        case .conditional(let branch, let content):
            return .conditional(branch: branch ?? -1, try content.map(toolbarItems))
        case .builtin(let name, let arguments, let labels, let content) where name == "ToolbarItem" || name == "ToolbarItemGroup":
            let views = try content.keys.sorted().compactMap { content[$0] }.map(element)
            let item = views.count == 1 ? views[0] : .container(.group, views)
            let placement = labels.firstIndex(of: "placement").flatMap { memberName(arguments[$0]) }
            switch placement {
            case "bottomBar": return .modified(item, .bar(.bottomBarItem))
            case "keyboard": return .modified(item, .bar(.keyboardItem(view.range)))
            default: return item
            }
        default:
            return try element(value)
        }
    }

    /// The member name of `.hidden`, `Visibility.hidden`, `ToolbarItemPlacement.keyboard`.
    private func memberName(_ value: Value) -> String? {
        switch value {
        case .native(let member as UnresolvedMember): member.name
        case .native(let symbol as SymbolValue): symbol.name.split(separator: ".").last.map(String.init)
        default: nil
        }
    }
}
