/// The render loop: one loop for every event.
///
/// `render()` turns the writes of the event into dirty nodes, then runs passes until none
/// is left. A pass:
/// 1. evaluates the dirty bodies, outermost first, each at most once (a depth-sorted queue,
///    as in Preact): a body whose parent re-evaluates in the same pass is evaluated there
///    and skipped in the queue; a node dirtied after it was evaluated waits for the next pass;
/// 2. reconciles what they produced, and lazy containers whose viewport moved; makes and
///    updates representables' controllers (`ViewGraph+Platform.swift`);
/// 3. lays out what changed (`ViewGraph+Layout.swift`);
/// 4. commits (`ViewGraph+Commit.swift`): `onChange` actions, `onAppear`, `onDisappear`,
///    renders the frame (representables' `viewWillAppear`...), then tasks start;
/// 5. flushes the pass's own writes (made by bodies, `onAppear`, `onChange`): the nodes that
///    read changed state are dirty for the next pass.
/// Transactions closed by `withAnimation { }` (`StagedTransactions.swift`, B38) are rendered
/// one after the other, each until it settles and with its own frame.
/// After `passLimit` passes with work still left, rendering stops with
/// `ViewGraphError.tooManyPasses`, naming the state changed in the last pass.
extension ViewGraph {
    /// Renders what changed in an event (a step's tap, a push, a pop), then scrolls as
    /// `ScrollViewProxy.scrollTo` asked (each scroll renders again). An event starts the count
    /// of task restarts afresh (ViewGraph+TaskRestarts.swift): pushing a level cancels the
    /// covered level's task and starts the new one's, once per event.
    public func render() throws {
        taskRestarts = TaskRestartCount(instant: virtualNow())
        try renderAfterJob()
    }

    /// Renders what a job of the app's executor changed (a task's turn, a timer): task
    /// restarts go on counting, since a restart loop runs as task turns.
    public func renderAfterJob() throws {
        try renderPasses()
        dropKeyboardFieldOffScreen()
        try performScrollRequests()
    }

    private func renderPasses() throws {
        if isRendering { throw ViewGraphError.reentrantRender }
        isRendering = true
        defer { isRendering = false }
        stageCurrentTransaction()
        _ = flush()
        var passes = 0
        var lastChanges: [String] = []
        repeat {
            let first = passes
            while !pending.isEmpty || !pendingRelayout.isEmpty {
                if passes == passLimit {
                    throw ViewGraphError.tooManyPasses(limit: passLimit, states: lastChanges)
                }
                passes += 1
                lastChanges = try runPass()
            }
            if passes > first { emit(.frame, about: nil) }
            guard nextStagedTransaction() else { break }
            _ = flush()
        } while true
    }

    /// Whether state changed outside a render (a task wrote it) and a render is due.
    public var needsRender: Bool { !transaction.isEmpty || !staged.isEmpty || !pending.isEmpty || !pendingRelayout.isEmpty }

    /// Whether `render()` (or `renderAfterJob()`) would do anything if called now: a render is due, a scroll was
    /// asked for, a binding read by a body is re-read (its getter may run code), or a render
    /// is running (another one throws). When false, the executor may skip it between two
    /// turns of a yielding task.
    public var renderHasWork: Bool {
        needsRender || !scrollRequests.isEmpty || !bindingReads.entries.isEmpty || isRendering
    }

    func markDirty(_ node: ViewNode) {
        guard !node.isDirty else { return }
        node.isDirty = true
        pending.append(node)
    }

    /// One pass; returns the names of the state and observed objects it changed.
    private func runPass() throws -> [String] {
        statistics.passes += 1
        commit = CommitList()
        let stagedBefore = staged.count
        let queue = pending.enumerated().sorted {
            ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
        }.map(\.element)
        pending = []
        isUpdating = true
        defer { isUpdating = false }
        for node in queue where node.isDirty && node.isMounted {
            commit.segments += 1
            try evaluate(node)
        }
        let moved = pendingRelayout
        pendingRelayout = []
        for node in moved where node.isMounted {
            commit.segments += 1
            try reconcileLazy(node)
        }
        isUpdating = false
        try updatePlatformViews()
        try layOut()
        try resolvePreferenceDecorations()
        let appearing = try runCommit()
        try runPreferenceActions()
        try checkPreferredColorSchemeReaders()
        try renderFrame(appeared: commit.appeared, disappeared: commit.disappeared)
        try startTasks(appearing)
        stageCurrentTransaction(since: stagedBefore)
        return flush()
    }

    /// Ends the current transaction (made current by `nextStagedTransaction`, which flushes it): readers of changed state become dirty (readers of
    /// observed objects were marked when the objects changed).
    private func flush() -> [String] {
        let finished = transaction
        transaction = Transaction()
        let changed = finished.changedSlots
        for slot in changed {
            let readers = slot.takeReaders()
            if readers.isEmpty, eventSink != nil { emit(.unreadWrite(slot.displayName), about: slot.owner) }
            for node in readers { markDirty(node) }
        }
        checkBindingReads()
        return changed.map(\.displayName) + finished.observedWrites
    }
}
