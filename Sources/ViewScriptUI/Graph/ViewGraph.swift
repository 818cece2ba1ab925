import ViewScriptRuntime

/// The view graph of one app: the persistent render tree, the state it owns, and the one
/// render loop that keeps the tree in step with the state.
///
/// Work comes as events: `mount()` shows the root view, `perform(_:)` runs an action (a
/// tap) and renders, `scroll(to:)` moves the viewport. Each event's state writes are one
/// transaction; rendering then runs passes until nothing is invalidated any more (see
/// `ViewGraph+RenderLoop.swift`).
public final class ViewGraph {
    public let screen: Screen
    /// Where runtime warnings go, one line at a time, newline included (B33).
    public var output: (String) -> Void
    /// Every lifecycle event, in order (cleared by `takeLog()`).
    public private(set) var log: [LifecycleEvent] = []
    /// Off for benchmarks: nothing is appended to `log`.
    public var isLogging = true
    /// Receives every event as it happens, with the details only traces need (why a body
    /// ran, state values, the timeline's details) and the identity of the view it is about
    /// (nil for frames): `--trace`, `--explain` and the timeline set it.
    public var eventSink: ((LifecycleEvent, ViewIdentity?) -> Void)?
    /// Describes a value for `stateChanged` events (the interpreter's `describe`).
    public var describeValue: (Value) -> String = { $0.shortDescription }
    /// The iOS release simulated (`IOSRelease`): where SwiftUI's behaviour differs by release,
    /// the graph asks it (`TabView`'s lazy tabs).
    public var release = IOSRelease.standard
    /// Whether an `.environment(\.locale, ...)` was met: bodies then look their locale up
    /// (`InterpretedViews+TextLocale.swift`).
    public internal(set) var setsLocale = false
    public internal(set) var statistics = GraphStatistics()
    /// The program code running now (after an error: the code that threw).
    public internal(set) var phase: LifecyclePhase?
    /// A render that needs more passes than this stops with `ViewGraphError.tooManyPasses`:
    /// some state changes on every pass (React's "Too many re-renders" uses 25 too).
    public var passLimit = 25
    /// A node deeper than this ends the render with `ViewGraphError.tooDeep`.
    public var depthLimit = GraphLimits().viewDepth
    /// Passes that restart a task at one instant before it is a restart loop (ViewGraph+TaskRestarts.swift).
    public var taskRestartLimit = GraphLimits().taskRestarts
    /// The virtual time now, in nanoseconds (the app's clock): task restarts are counted per instant.
    public var virtualNow: () -> Int64 = { 0 }
    /// Task restarts at the current instant.
    var taskRestarts = TaskRestartCount()

    /// Applies `limits` (render passes, view depth, task restarts).
    public func apply(_ limits: GraphLimits) {
        passLimit = limits.renderPasses
        depthLimit = limits.viewDepth
        taskRestartLimit = limits.taskRestarts
    }

    /// The synthetic node above the root view; always on screen.
    let root: ViewNode
    /// The user view whose body is running, if any: reads are recorded for it.
    var currentEvaluation: ViewNode?
    /// Writes since the last flush (of the current event or render pass).
    var transaction = Transaction()
    /// Transactions closed by `withAnimation`, rendered one after the other (StagedTransactions.swift).
    var staged: [StagedTransaction] = []
    /// Views that read preferences, by node (ViewGraph+Preferences.swift).
    var preferenceWatches: [ObjectIdentifier: PreferenceWatch] = [:]
    /// One slot per `@AppStorage`/`@SceneStorage` key: its readers (ViewGraph+Storage.swift).
    var storageSlots: [StorageSlotKey: StateSlot] = [:]
    /// Reads through projected bindings and the values they gave (ViewGraph+BindingReads.swift).
    var bindingReads = BindingReads()
    /// The simulated device's color scheme, size classes and scene phase (ViewGraph+Device.swift).
    var device = DeviceEnvironment()
    /// Dirty nodes not yet evaluated (Preact's render queue, sorted by depth on each pass).
    var pending: [ViewNode] = []
    /// Lazy containers whose viewport moved.
    var pendingRelayout: [ViewNode] = []
    /// `ScrollViewProxy.scrollTo(_:)` calls made since the last render (`ViewGraph+ScrollReader`).
    var scrollRequests: [Value] = []
    /// Rows whose swipe actions a `swipe` step revealed (ViewGraph+ListEditing.swift).
    var revealedSwipeRows: [ViewNode] = []
    /// The text field typed into last, focused until it resigns (ViewGraph+Keyboard.swift).
    weak var keyboardField: ViewNode?
    /// What the current pass must do after reconciling.
    var commit = CommitList()
    /// Where the next layout phase starts (`ViewGraph+Layout.swift`).
    var layoutState = LayoutState()
    /// Who depends on which observed object (`ViewGraph+Observation.swift`).
    let observations = ObservationTable()
    /// The last control context worked out for a body (`BodyContext.controlContext`), and
    /// the count of changes to what such a context is read from: elements that set an
    /// environment value, present or navigate, and removals of nodes.
    var controlContextMemo: ControlContextMemo?
    var contextEpoch = 0
    var isRendering = false
    /// Bodies are being evaluated and reconciled (not committed): SwiftUI's "view update".
    var isUpdating = false
    /// Counts presentations, so that the last one presented is the topmost.
    var nextPresentationSerial = 0
    /// Numbers the tasks whose turns the event sink is told about (`LifecycleEvent.taskTurn`).
    var nextTaskSerial = 0
    /// The window's edit mode, where no `.environment(\.editMode, $mode)` gives one (ViewGraph+EditMode.swift).
    let editModeSlot = StateSlot(name: "editMode", ownerName: "the window", value: EditModeValue.value(.inactive))

    public init(root element: ViewElement, screen: Screen = .phone, output: @escaping (String) -> Void = { _ in }) {
        self.screen = screen
        self.output = output
        root = ViewNode(key: .content, parent: nil, element: element, kind: .root)
        root.isOnScreen = true
    }

    // MARK: Events

    /// A render that failed part-way can leave removed nodes in their parents' `children`
    /// (`remove` runs before the parent's new list is set), where a removed node and its
    /// parent hold each other (`ViewNode.retainedParent`): they are let go here.
    deinit {
        root.forEachInSubtree { node in
            if node.children.contains(where: { !$0.isMounted }) { node.children.removeAll { !$0.isMounted } }
        }
    }

    /// Inserts the root view: evaluates it and shows it (the first event of an app).
    public func mount() throws {
        markDirty(root)
        try render()
    }

    /// Runs one event (an action, a timer, a task resuming) and renders its changes: the
    /// writes it makes are one transaction.
    public func perform(_ event: () throws -> Void) throws {
        try event()
        phase = nil
        try render()
    }

    /// Scrolls the first scroll container (`List` or `ScrollView`, in tree order) so that
    /// `offset` points of its content are above its top edge, at most to the end of its
    /// content (its last row, or the end of the laid-out `ScrollView` content).
    public func scroll(to offset: Double) throws {
        guard let container = firstOnScreen(where: { node -> ViewNode? in
            if case .container(let kind) = node.kind, kind.isScrollable { node } else { nil }
        }) else { throw ViewGraphError.nothingToScroll }
        try setScrollOffset(container, min(max(0, offset), maximumScrollOffset(of: container)))
    }

    /// Scrolls so that lazy row `row` is at the top of the screen.
    public func scroll(toRow row: Int) throws { try scroll(to: Double(row) * screen.rowHeight) }

    // MARK: Inspection

    /// Returns the log and starts a new one.
    public func takeLog() -> [LifecycleEvent] {
        defer { log = [] }
        return log
    }

    /// Whether `record` keeps or sends events: callers that would work out a node's name for
    /// an event ask first.
    var isRecording: Bool { isLogging || eventSink != nil }

    func record(_ event: LifecycleEvent, about node: ViewNode? = nil) {
        if isLogging { log.append(event) }
        emit(event, about: node)
    }

    // MARK: State access

    func read(_ slot: StateSlot) -> Value {
        if let node = currentEvaluation { slot.recordRead(by: node) }
        return slot.value
    }

    /// A read through a `StateSnapshot`: the owner's injected value while views are updated.
    func readSnapshot(_ slot: StateSlot, _ snapshot: Value, owner: ViewNode) -> Value {
        guard isUpdating || currentEvaluation != nil, owner.isMounted else { return slot.value }
        slot.recordRead(by: owner)
        return snapshot
    }

    /// A write made while a body is evaluated is reported and dropped: the stored value
    /// stays, nothing is invalidated (B33; OpenSwiftUI's `StoredLocation.set` begins with
    /// `guard !isUpdating else { Log.runtimeIssues(...); return }`).
    func write(_ slot: StateSlot, _ value: Value) {
        if currentEvaluation != nil {
            warn("Modifying state during view update, this will cause undefined behavior.")
            return
        }
        transaction.recordWrite(to: slot, replacing: slot.value)
        if eventSink != nil {
            emit(.stateChanged(slot.displayName, old: describeValue(slot.value), new: describeValue(value)), about: slot.owner)
        }
        slot.value = value
    }

    /// A SwiftUI runtime warning (B33), printed as SwiftUI logs it.
    func warn(_ message: String) {
        let line = "[SwiftUI] " + message
        record(.warning(line), about: currentEvaluation)
        output(line + "\n")
    }

    // MARK: Tree walks

    /// Visits on-screen nodes in tree order, without toolbar items (they are in the bar, not
    /// in the view's content).
    func visit(_ node: ViewNode, _ body: (ViewNode) -> Void) {
        guard node.isOnScreen else { return }
        body(node)
        for child in node.children where !child.key.isToolbarItems { visit(child, body) }
    }

    func firstOnScreen<T>(where match: (ViewNode) -> T?) -> T? {
        func search(_ node: ViewNode) -> T? {
            guard node.isOnScreen else { return nil }
            if let found = match(node) { return found }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        return search(root)
    }

    /// The lazy containers whose viewport is `container`'s: itself if it is a `List`, the
    /// lazy stacks inside it (not inside a nested scroll container) otherwise.
    func lazyContainers(scrolledBy container: ViewNode) -> [ViewNode] {
        if case .container(.list) = container.kind { return [container] }
        var found: [ViewNode] = []
        func search(_ node: ViewNode) {
            for child in node.children {
                if case .container(let kind) = child.kind {
                    if kind.isLazy { found.append(child) }
                    if kind.isScrollable || kind.isLazy { continue }
                }
                search(child)
            }
        }
        search(container)
        return found
    }
}
