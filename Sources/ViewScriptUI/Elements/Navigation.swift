import ViewScriptRuntime

/// `NavigationStack { root }` (optionally with `path:`) or `NavigationView { root }`. The graph
/// keeps the pushed levels on the node (`NavigationState`); only the top level is on screen.
public struct NavigationContainer {
    /// `NavigationView` (true) or `NavigationStack`: the same lifecycle, a different name.
    public var isNavigationView: Bool
    public var root: ViewElement
    /// `NavigationStack(path: $values)`: the values pushed through `navigationDestination(for:)`.
    public var path: GraphBinding?
    /// `NavigationSplitView` collapsed on an iPhone: the columns after the sidebar (the root),
    /// each pushed by the selection of the `List` in the column before it. Empty for a stack.
    public var splitColumns: [ViewElement] = []

    public init(root: ViewElement, path: GraphBinding? = nil, isNavigationView: Bool = false) {
        self.root = root
        self.path = path
        self.isNavigationView = isNavigationView
    }

    var name: String { !splitColumns.isEmpty ? "NavigationSplitView" : isNavigationView ? "NavigationView" : "NavigationStack" }
}

/// `NavigationLink`: a control, tappable by its title, that pushes onto the enclosing stack.
public struct NavigationLinkElement {
    public enum Target {
        /// `NavigationLink(destination: D())`, `NavigationLink { D() } label: { }`: the view value
        /// was made when the link was (B30); it is rendered only when pushed.
        case view(ViewElement)
        /// `NavigationLink(value: v)`: pushed through the stack's `navigationDestination(for:)`.
        /// `typeName` is the value's type as Swift prints it, for the warning when none matches.
        case value(Value, typeName: String)
    }

    /// The label's text: what a tap names.
    public var title: String
    public var label: ViewElement
    public var target: Target

    public init(title: String, label: ViewElement, target: Target) {
        self.title = title
        self.label = label
        self.target = target
    }
}

/// `.navigationDestination(for: T.self) { value in ... }`: how a stack builds the level of a
/// pushed value of type `T`. Built only when pushed (the closure is kept, not called).
public struct NavigationDestination {
    public var accepts: (Value) -> Bool
    public var content: (Value) throws -> ViewElement

    public init(accepts: @escaping (Value) -> Bool, content: @escaping (Value) throws -> ViewElement) {
        self.accepts = accepts
        self.content = content
    }
}
