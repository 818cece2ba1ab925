import ViewScriptRuntime

/// What one render pass noted while reconciling, to act on once every body of the pass
/// has been evaluated: views that came on screen, views that left it, `onChange` values
/// that changed, `task(id:)` ids that changed.
struct CommitList {
    struct Change {
        let node: ViewNode
        let old: Value
        let new: Value
        let action: ChangeAction
    }

    /// Nodes that came on screen, each segment in tree order (parents first).
    var appeared: [ViewNode] = []
    /// Nodes that left the screen (removed, or scrolled off), each segment in tree order.
    var disappeared: [ViewNode] = []
    var changes: [Change] = []
    var taskRestarts: [ViewNode] = []
    /// Whether a view with a `.task` left the screen in this pass (a restart, when another starts).
    var removedTask = false
    /// Whether a view that appeared in this pass has a `.task` (`startTasks` looks for them).
    var appearingTask = false
    /// Representables inserted, changed or removed (`ViewGraph+Platform.swift`).
    var platform = PlatformChanges()
    /// `onDismiss` actions of presentations dismissed in this pass.
    var dismissals: [ViewAction] = []
    /// How many separate subtrees the pass reconciled: with more than one, the lists are
    /// sorted into tree order before use.
    var segments = 0
}

/// The nodes that make one view on screen: the modifiers applied to it (outermost
/// first), then, through a user view, the modifiers and view of its body, down to the first
/// built-in view. `LayoutTest().onAppear { a }` whose body is `MyLayout { ... }.onAppear { b }`
/// is one unit of four nodes.
struct ViewUnit {
    /// The list the unit was found in, and the run of it that is the unit (no array of its
    /// own, and positions as two 32-bit ints, not an `ArraySlice`'s four words: a first render
    /// makes a unit or two for every row).
    private let list: [ViewNode]
    private let start: Int32, end: Int32

    private init(_ list: [ViewNode], _ range: Range<Int>) {
        self.list = list
        start = Int32(range.lowerBound)
        end = Int32(range.upperBound)
    }

    var nodes: ArraySlice<ViewNode> { list[Int(start)..<Int(end)] }

    var head: ViewNode { nodes[nodes.startIndex] }
    /// The user views in the unit, for the log.
    var userNodes: [ViewNode] { nodes.filter(\.kind.isUser) }
    /// For task events: the innermost user view's name, else the built-in view's kind
    /// (found without listing the user views: every appearing view asks it).
    var name: String { nodes.last(where: \.kind.isUser)?.name ?? nodes.last!.name }

    /// The whole unit `node` belongs to.
    static func containing(_ node: ViewNode) -> ViewUnit {
        var top = node
        while let parent = top.parent, parent.kind.isModifier || parent.kind.isUser { top = parent }
        var nodes = [top]
        while let last = nodes.last, last.kind.isModifier || last.kind.isUser, let child = last.children.first {
            nodes.append(child)
        }
        return ViewUnit(nodes, nodes.indices)
    }

    /// Groups nodes listed in tree order into units (runs of `nodes`).
    static func units(of nodes: [ViewNode]) -> [ViewUnit] {
        var units: [ViewUnit] = []
        units.reserveCapacity(unitCount(of: nodes))
        forEachUnit(of: nodes) { units.append($0) }
        return units
    }

    /// Whether the node at `index` belongs to the unit of the node before it (a modifier's or a
    /// user view's content).
    private static func continuesUnit(_ nodes: [ViewNode], _ index: Int) -> Bool {
        let last = nodes[index - 1]
        return nodes[index].parent === last && (last.kind.isModifier || last.kind.isUser)
    }

    /// How many units `units(of:)` finds: lists are made at their size, not grown by doubling.
    private static func unitCount(of nodes: [ViewNode]) -> Int {
        var count = nodes.isEmpty ? 0 : 1
        for index in nodes.indices where index > 0 && !continuesUnit(nodes, index) { count += 1 }
        return count
    }

    /// Calls `body` with each unit of `nodes`, in order, without making a list of them.
    private static func forEachUnit(of nodes: [ViewNode], _ body: (ViewUnit) -> Void) {
        var start = 0
        for index in nodes.indices where index > 0 && !continuesUnit(nodes, index) {
            body(ViewUnit(nodes, start..<index))
            start = index
        }
        if !nodes.isEmpty { body(ViewUnit(nodes, start..<nodes.count)) }
    }

    /// The order in which appearing views get `onAppear`: for every subtree that came on
    /// screen in this pass, its top view first, then the views inside it children before
    /// parents (post-order), siblings in tree order. This is the one order that agrees with
    /// the trace of B1 (`outer onAppear`, `helper onAppear`, `inner onAppear` for outer >
    /// inner > helper). Within one unit, the modifiers' actions run innermost first, that is
    /// in the order they are written (B19).
    ///
    /// A unit is the top of a subtree when its head's parent did not appear: the nodes that
    /// appeared are marked (`ViewNode.isAppearing`) while the order is worked out, instead of
    /// being put in a set.
    ///
    /// `nodes` are the nodes that appeared, in tree order; their units are found as the order is
    /// worked out (a first render of 100,000 rows makes no second list of them).
    static func appearOrder(of nodes: [ViewNode]) -> [ViewUnit] {
        for node in nodes { node.isAppearing = true }
        defer {
            for node in nodes { node.isAppearing = false }
        }
        var ordered: [ViewUnit] = []
        ordered.reserveCapacity(unitCount(of: nodes))
        var stack: [ViewUnit] = []
        func flush(above depth: Int) {
            while let top = stack.last, top.head.depth >= depth { ordered.append(stack.removeLast()) }
        }
        forEachUnit(of: nodes) { unit in
            let isTop = unit.head.parent.map { !$0.isAppearing } ?? true
            if isTop {
                flush(above: 0)
                ordered.append(unit)
            } else {
                flush(above: unit.head.depth)
                stack.append(unit)
            }
        }
        flush(above: 0)
        return ordered
    }
}
