import ViewScriptRuntime

/// The fields of a node that few nodes use (a navigation stack's levels, a presentation, a
/// task, a scroll offset...), kept apart: a 100,000-row tree has 300,000 nodes, and these
/// made each of them about a third larger. Made when one of them is first set to something
/// other than its initial value; reading one of a node without them gives that value.
final class NodeRareFields {
    /// Set when this node's subtree is removed (`ViewGraph.remove`): keeps the parent alive
    /// for as long as anything still holds the removed node, so `parent` never dangles.
    var retainedParent: ViewNode?
    /// While stale: the last extent, kept for a node with ordered children, and the children
    /// that changed since (`VisibilityIndex.swift` checks them alone).
    var keptExtent: Rect?
    var staleChildren: [ViewNode] = []
    /// An environment modifier's readers: the bodies that read its value.
    var environmentReaders = Readers()
    /// A started `.task`'s cancellation, while it may run.
    var runningTask: TaskCancellation?
    /// A navigation stack's pushed levels.
    var navigation: NavigationState?
    /// A `TabView` without a `selection` binding: the selected tab's position.
    var selectedTab = 0
    /// A presenting modifier's presentation while it is up.
    var presented: PresentedContent?
    /// A link, `navigationDestination` or presenting modifier that a pushed level was built
    /// from: when it gets a new view value, that level is built again.
    var isLevelSource = false
    /// A scroll container's distance scrolled from the top (the leading edge for a horizontal
    /// one), in points.
    var scrollOffset = 0.0
    /// A row's `.swipeActions` are on screen (a `swipe` step revealed them).
    var revealsSwipeActions = false
    /// A `.searchable` view's search interaction is active (its field was typed into):
    /// `\.isSearching` is true in its content.
    var isSearchActive = false
    /// A representable's controller, once made.
    var platform: PlatformHost?
    /// Position of a lazy container's row.
    var rowIndex = 0
}

extension ViewNode {
    /// The rare fields, made if the node has none yet.
    var rareFields: NodeRareFields {
        if let rare { return rare }
        let made = NodeRareFields()
        rare = made
        return made
    }

    var retainedParent: ViewNode? {
        get { rare?.retainedParent }
        set { if newValue != nil || rare != nil { rareFields.retainedParent = newValue } }
    }

    var keptExtent: Rect? {
        get { rare?.keptExtent }
        set { if newValue != nil || rare != nil { rareFields.keptExtent = newValue } }
    }

    var staleChildren: [ViewNode] {
        get { rare?.staleChildren ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareFields.staleChildren = newValue } }
        _modify { yield &rareFields.staleChildren }
    }

    var environmentReaders: Readers {
        get { rare?.environmentReaders ?? Readers() }
        set { rareFields.environmentReaders = newValue }
        _modify { yield &rareFields.environmentReaders }
    }

    var runningTask: TaskCancellation? {
        get { rare?.runningTask }
        set { if newValue != nil || rare != nil { rareFields.runningTask = newValue } }
    }

    var navigation: NavigationState? {
        get { rare?.navigation }
        set { if newValue != nil || rare != nil { rareFields.navigation = newValue } }
    }

    var selectedTab: Int {
        get { rare?.selectedTab ?? 0 }
        set { if newValue != 0 || rare != nil { rareFields.selectedTab = newValue } }
    }

    var presented: PresentedContent? {
        get { rare?.presented }
        set { if newValue != nil || rare != nil { rareFields.presented = newValue } }
    }

    var isLevelSource: Bool {
        get { rare?.isLevelSource ?? false }
        set { if newValue || rare != nil { rareFields.isLevelSource = newValue } }
    }

    var scrollOffset: Double {
        get { rare?.scrollOffset ?? 0 }
        set { if newValue != 0 || rare != nil { rareFields.scrollOffset = newValue } }
    }

    var revealsSwipeActions: Bool {
        get { rare?.revealsSwipeActions ?? false }
        set { if newValue || rare != nil { rareFields.revealsSwipeActions = newValue } }
    }

    var isSearchActive: Bool {
        get { rare?.isSearchActive ?? false }
        set { if newValue || rare != nil { rareFields.isSearchActive = newValue } }
    }

    var platform: PlatformHost? {
        get { rare?.platform }
        set { if newValue != nil || rare != nil { rareFields.platform = newValue } }
    }

    var rowIndex: Int {
        get { rare?.rowIndex ?? 0 }
        set { if newValue != 0 || rare != nil { rareFields.rowIndex = newValue } }
    }
}
