import ViewScriptRuntime

/// A node of the render tree: the persistent side of a view. It lives from its insertion
/// to its removal, and so does its state. It keeps the last view value it was given, to
/// compare the next one with.
final class ViewNode {
    // The stored properties are declared in an order that leaves little padding between them
    // (Swift lays a class's fields out in declaration order, each small one in the bytes left
    // after the one before): a 100,000-row tree has 300,000 nodes.
    let key: IdentityKey
    private let storedDepth: Int32
    let kind: NodeKind
    /// The axis along which the children's extents are ordered, if they are (found with the
    /// extent): the visibility walk finds the children near the viewport by binary search.
    var orderedChildAxis: Axis?
    /// False once removed from the tree (a removed node in the dirty queue is skipped).
    var isMounted = true
    /// In the tree and not in a lazy row scrolled off screen.
    var isOnScreen = false
    /// False for a lazy container's row outside the viewport, a navigation level covered by
    /// another, a tab that is not selected: the node keeps its state but is not on screen.
    var isRowVisible = true
    /// Marks the nodes that appeared while the commit works out their order (`ViewUnit.appearOrder`).
    var isAppearing = false
    /// A user view that needs its body evaluated in the current or next pass.
    var isDirty = false
    /// The node whose `children` hold this one. Not `weak` (a weak reference gives the node it
    /// names a side table, and every load of it is an atomic call): a node never outlives its
    /// parent, because the parent holds it in `children` while it is in the tree, a removed
    /// subtree's top node holds its parent strongly (`retainedParent`, set by `remove`), and a
    /// node being freed sets the `parent` of the children it still holds to nil (`deinit`), as
    /// a weak reference would read. Children are only ever dropped through `remove`.
    unowned(unsafe) var parent: ViewNode?
    /// The last view value (normalized) this node was reconciled with.
    var element: ViewElement
    /// Children in tree order. Changing them makes the visibility index of this node and
    /// its ancestors stale (`VisibilityIndex.swift`).
    var children = NodeChildren() {
        didSet { invalidateExtent() }
    }
    /// What observation tables and reader lists hold instead of the node, with what the node
    /// keeps as a view that is evaluated (`NodeHandle`): made when the node is first evaluated
    /// or first reads something. Most nodes (a button, a text) never are, and have none.
    private var handle: NodeHandle?
    /// The visibility index: the area this node and everything below it can show in, in its
    /// parent's content coordinates (`nil`: stale, computed again when next asked), kept in
    /// single precision rounded outwards (`PackedExtent`).
    private var packedExtent = PackedExtent()
    var cachedExtent: Rect? {
        get { packedExtent.rect }
        set { packedExtent = PackedExtent(newValue) }
    }
    /// The fields few nodes use (`ViewNode+RareFields.swift`), made when one is first set.
    var rare: NodeRareFields?

    /// Distance from the root: the dirty queue evaluates shallower nodes first.
    var depth: Int { Int(storedDepth) }

    // MARK: Evaluated views (kept in the handle)
    /// `@State` storage, in declaration order; created at insertion, dropped at removal.
    var state: [StateSlot] {
        get { handle?.state ?? [] }
        set { if handle != nil || !newValue.isEmpty { readerHandle.state = newValue } }
    }
    /// Counts evaluations: a read recorded in an older evaluation is stale.
    var evaluation: Int {
        get { handle?.evaluation ?? 0 }
        set { readerHandle.evaluation = newValue }
    }
    /// What changed since the last evaluation (for `_printChanges`), and what the running
    /// or last evaluation was for.
    var pendingChanges: BodyChanges {
        get { handle?.pendingChanges ?? BodyChanges() }
        _modify { yield &readerHandle.pendingChanges }
    }
    var evaluationChanges: BodyChanges {
        get { handle?.evaluationChanges ?? BodyChanges() }
        _modify { yield &readerHandle.evaluationChanges }
    }


    // MARK: Layout (ViewGraph+Layout.swift)
    /// Frame, size cache and layout state.
    var geometry = NodeGeometry()
    /// The position in the parent's children when last looked up (`treePath` checks it and
    /// looks again when the children changed), so changing a long list of children does not
    /// renumber it. (Last: it fills the end of the geometry's last eight bytes.)
    private var storedIndex: Int32 = 0

    init(key: IdentityKey, parent: ViewNode?, element: ViewElement, kind: NodeKind? = nil) {
        self.key = key
        self.parent = parent
        self.storedDepth = (parent?.storedDepth ?? -1) + 1
        self.kind = kind ?? NodeKind(element)
        self.element = element
    }

    deinit {
        // First: nothing reads this node through its handle once it is being freed (freeing
        // its fields may run a program's `deinit`, which may change what others read).
        handle?.node = nil
        // The handle may outlive the node in the tables that name it: its state goes now, as
        // the node's own fields would.
        if let handle, !handle.state.isEmpty { handle.state = [] }
        for child in children where child.parent === self { child.parent = nil }
    }

    /// The node's handle, made on first use.
    var readerHandle: NodeHandle {
        if let handle { return handle }
        let made = NodeHandle(self)
        handle = made
        return made
    }

    var indexInParent: Int {
        guard let siblings = parent?.children else { return 0 }
        let cached = Int(storedIndex)
        if siblings.indices.contains(cached), siblings[cached] === self { return cached }
        let found = siblings.firstIndex { $0 === self } ?? 0
        storedIndex = Int32(truncatingIfNeeded: found)
        return found
    }
    /// For traces and errors: the user view's type name, with the id that tells
    /// `ForEach` rows apart (`Row#3`); the kind for other nodes. Worked out when asked (only
    /// traces, errors and the phase of running code ask): a node keeps no string of its own.
    var name: String {
        switch kind {
        case .root: return "root"
        case .user:
            let typeName = element.kindName
            return shownID.map { "\(typeName)#\($0.shortDescription)" } ?? typeName
        default: return element.kindName
        }
    }
    /// The nearest `ForEach` or `.id` value at or above this node, below its user view (found
    /// from the keys up the tree, which never change).
    var shownID: Value? {
        var node = self
        while true {
            if let id = node.key.shownID { return id }
            guard let parent = node.parent, !parent.kind.isUser else { return nil }
            node = parent
        }
    }

    var userView: UserView? { element.userView }

    /// Whether `element` is a value of the view this node is: of the same kind and, for a
    /// program view, a custom layout, a representable or an `AnyView`, of the same type.
    func isSameView(as element: ViewElement) -> Bool {
        guard kind == NodeKind(element) else { return false }
        switch (self.element, element) {
        case (.user(let a), .user(let b)): return a.typeName == b.typeName
        case (.layout(let a, _), .layout(let b, _)): return a.typeName == b.typeName
        case (.representable(let a), .representable(let b)): return a.typeName == b.typeName
        case (.modified(_, .erasedType(let a)), .modified(_, .erasedType(let b))): return a == b
        default: return true
        }
    }

    /// The path of child positions from the root: tree order is the order of these paths.
    var treePath: [Int] {
        var path: [Int] = []
        var node: ViewNode? = self
        while let current = node, current.parent != nil {
            path.append(current.indexInParent)
            node = current.parent
        }
        return path.reversed()
    }

    /// Calls `body` for this node and every node below it, parents before children.
    func forEachInSubtree(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachInSubtree(body) }
    }
}

extension Array where Element == Int {
    /// Lexicographic order of tree paths: an ancestor comes before its descendants.
    static func treeOrder(_ a: [Int], _ b: [Int]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }
}
