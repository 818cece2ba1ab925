import ViewScriptRuntime

/// `TabView { ... }` (optionally with `selection:`): every tab is inserted at once, so its state
/// lives from the start (B12, iOS 17); only the selected tab is on screen.
public struct TabViewContent {
    public struct Tab {
        /// The tab item's label text (`.tabItem { Label("Home", ...) }`, `Tab("Home", ...)`).
        public var title: String
        /// `.tag(x)` or `Tab(value: x)`: what `selection` holds when this tab is selected.
        public var tag: Value?
        public var content: ViewElement
        /// `.badge(_:)` on the tab's view: a text on the tab bar (nil: none, or a zero count).
        public var badge: String?

        public init(title: String, tag: Value? = nil, content: ViewElement) {
            self.title = title
            self.tag = tag
            self.content = content
        }
    }

    public var tabs: [Tab]
    public var selection: GraphBinding?
    /// `.tabViewStyle(.page)`: no tab bar; the titles are not on screen.
    public var isPaged = false

    public init(tabs: [Tab], selection: GraphBinding? = nil) {
        self.tabs = tabs
        self.selection = selection
    }
}
