import ViewScriptRuntime

/// `.tabViewStyle(.page)` / `PageTabViewStyle()`: the tab view shows one page and no tab bar,
/// so its tab titles are neither visible nor tappable; pages change through the selection
/// binding (a swipe has no scenario step). Other styles keep the tab bar.
extension InterpretedViews {
    func tabViewStyle(_ base: Value, _ arguments: [Value]) throws -> ViewElement {
        var name = ""
        if let style = arguments.first { name = try interpreter.describe(style).lowercased() }
        let element = try self.element(base)
        guard name.contains("page") else { return element }
        return try paged(element)
    }

    /// The style reaches the tab views below (a view without one is unchanged); tab views in
    /// the bodies of other views below are not reached: that is an error, not a tab bar.
    private func paged(_ element: ViewElement) throws -> ViewElement {
        switch element {
        case .tabView(var content):
            content.isPaged = true
            return .tabView(content)
        case .container(let kind, let children): return .container(kind, try children.map(paged))
        case .modified(let content, let modifier): return .modified(try paged(content), modifier)
        case .conditional(let branch, let content): return .conditional(branch: branch, try content.map(paged))
        case .user:
            throw interpreter.failure(.notSimulated("tabViewStyle(.page) on a view whose body holds the TabView"), at: range)
        default: return element
        }
    }
}
