import ViewScriptRuntime

/// A view value: what one evaluation of a `body` (a `@ViewBuilder`) yields. It is
/// ephemeral: the view graph compares it with the previous one at the same identity and
/// keeps only what it needs (`ViewNode` is the persistent side).
///
/// Built in Swift by tests, and by the interpreter when it evaluates a `body`.
public indirect enum ViewElement {
    // MARK: Built-in leaf views
    case text(String)
    /// `Button`, `Link` and the other button-like controls: the label is a child view;
    /// `tap` by the label's text runs the action as one event (ButtonElement.swift).
    case button(ButtonElement)
    /// `Toggle(label, isOn: $flag)`: `tap` flips the binding.
    case toggle(String, isOn: Bool, flip: ViewAction)
    /// `TextField(title, text: $text)`: shows `text` (the title as placeholder when it is
    /// empty); `type "..." into "title"` replaces the text through `edit`.
    case textField(title: String, text: String, edit: TextEdit)
    case image(String)
    case color(String)
    /// `Circle()`, `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Capsule()`, `Ellipse()`, a
    /// program's `Shape`: fills the space offered, shows no text (`.fill`/`.stroke` only style).
    case shape(ShapeContent)
    case spacer
    case divider
    /// `EmptyView()`: takes an identity, shows nothing.
    case empty

    // MARK: Structure
    /// `VStack { a; b }`: child `i` has the structural identity "position `i`".
    case container(ContainerKind, [ViewElement])
    /// One branch of an `if`/`else`/`switch` (or optional content, `nil` when absent).
    /// Distinct branches are distinct identities: flipping removes one and inserts the other.
    case conditional(branch: Int, ViewElement?)
    /// `ForEach`: each element's identity is its id.
    case forEach(ForEachContent)
    /// `content.modifier`: the modifier wraps its content (`.id` gives it a new identity).
    case modified(ViewElement, Modifier)
    /// A user view (a struct conforming to `View`), not yet evaluated.
    case user(UserView)
    /// A custom `Layout` container with its subviews (structural identity, like a stack's).
    case layout(CustomLayout, [ViewElement])
    /// A `UIViewControllerRepresentable` / `UIViewRepresentable`: no body, a controller.
    case representable(Representable)

    // MARK: Navigation and tabs (Navigation.swift, TabViewContent.swift)
    /// `NavigationStack` / `NavigationView`: pushed levels on top of the root, only the top one
    /// on screen.
    case navigation(NavigationContainer)
    /// `NavigationLink`: its label is its content; tapping it pushes.
    case navigationLink(NavigationLinkElement)
    /// `TabView`: every tab lives from the start; the selected one is on screen.
    case tabView(TabViewContent)

    // MARK: Geometry (GeometryReaderContent.swift)
    /// `GeometryReader { proxy in ... }`: takes the space offered; its content is built in the
    /// layout phase from the reader's size and frame.
    case geometryReader(GeometryReaderContent)
    /// `ViewThatFits { a; b }`: every child is built; the first that fits is on screen.
    case viewThatFits(ViewThatFitsContent)
}

/// The containers the graph knows. Lazy ones insert only the rows in the viewport.
public enum ContainerKind: Equatable, Sendable {
    case vStack, hStack, zStack, group, list, scrollView, lazyVStack, lazyHStack, lazyVGrid, lazyHGrid
    /// `Label`: its icon and its title, side by side (laid out as an `HStack`).
    case label

    /// `List`, lazy stacks and lazy grids build rows as they come on screen and keep their state.
    public var isLazy: Bool { [.list, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid].contains(self) }
    /// `List` and `ScrollView` own a scroll offset (`ViewGraph.scroll(to:)`).
    public var isScrollable: Bool { self == .list || self == .scrollView }

    public var name: String {
        switch self {
        case .vStack: "VStack"
        case .hStack: "HStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .list: "List"
        case .scrollView: "ScrollView"
        case .lazyVStack: "LazyVStack"
        case .lazyHStack: "LazyHStack"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .label: "Label"
        }
    }
}

/// The data of a `ForEach`: ids by position, and the content for a position. Content is
/// produced on demand, so a lazy container over a million rows asks for the visible ones only.
public struct ForEachContent {
    public enum IDs {
        /// `ForEach(0..<n)`: the id of position `i` is `lowerBound + i`.
        case range(Range<Int>)
        /// `ForEach(items, id: \.key)`: one id per position.
        case values([Value])
    }

    public var ids: IDs
    /// `ForEach(0..<n)` without `id:`: the range is read once, when the node is inserted;
    /// later ranges are ignored (B29, `ForEach(_:content:)` "should only be used for
    /// constant data").
    public var readsRangeOnce = false
    /// The view for a position (0-based), called only when the graph needs that row.
    public var content: (Int) throws -> ViewElement

    public init(ids: IDs, content: @escaping (Int) throws -> ViewElement) {
        self.ids = ids
        self.content = content
    }

    public var count: Int {
        switch ids {
        case .range(let range): range.count
        case .values(let values): values.count
        }
    }

    public func id(at position: Int) -> Value {
        switch ids {
        case .range(let range): .int(range.lowerBound + position)
        case .values(let values): values[position]
        }
    }
}

extension ViewElement {
    /// `ForEach` over elements built in advance, each with its id.
    public static func forEach(elements: [(id: Value, element: ViewElement)]) -> ViewElement {
        .forEach(ForEachContent(ids: .values(elements.map(\.id))) { elements[$0].element })
    }

    /// `ForEach(range) { i in ... }`: the content gets the range's value, not the position.
    public static func forEach(_ range: Range<Int>, content: @escaping (Int) throws -> ViewElement) -> ViewElement {
        .forEach(ForEachContent(ids: .range(range)) { try content(range.lowerBound + $0) })
    }

    public static func vStack(_ children: ViewElement...) -> ViewElement { .container(.vStack, children) }
    public static func list(_ children: ViewElement...) -> ViewElement { .container(.list, children) }
    public static func scrollView(_ children: ViewElement...) -> ViewElement { .container(.scrollView, children) }
    public static func group(_ children: ViewElement...) -> ViewElement { .container(.group, children) }

    public func modifier(_ modifier: Modifier) -> ViewElement { .modified(self, modifier) }
    public func onAppear(_ action: @escaping ViewAction) -> ViewElement { .modified(self, .onAppear(action)) }
    public func onDisappear(_ action: @escaping ViewAction) -> ViewElement { .modified(self, .onDisappear(action)) }
    public func id(_ value: Value) -> ViewElement { .modified(self, .id(value)) }
    public func task(id: Value = .void, _ action: @escaping TaskAction) -> ViewElement {
        .modified(self, .task(id: id, action))
    }
    public func onChange(of value: Value, initial: Bool = false, _ action: @escaping ChangeAction) -> ViewElement {
        .modified(self, .onChange(of: value, initial: initial, action))
    }
}
