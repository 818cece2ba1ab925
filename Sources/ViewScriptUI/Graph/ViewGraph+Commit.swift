/// The commit of a render pass, after every body of the pass was evaluated (B1: evaluation
/// comes before any `onAppear`). In this order:
/// 1. `onChange` actions of values that changed, in tree order;
/// 2. appearances, in `ViewUnit.appearOrder`; within a view, modifiers innermost first
///    (`onAppear`, and `onChange(initial: true)` with old == new: SwiftUI makes its initial
///    call an appearance action, so it runs again when a pop or a tab switch shows the view
///    again, Samples/views/dataflow/onchange-initial-on-reappear.view);
/// 3. disappearances, in tree order; within a view, innermost first (`onDisappear`, and
///    running tasks are cancelled). Appearances come first, so when an identity is
///    replaced the new view's `onAppear` runs before the old view's `onDisappear` (B21);
///    then the `onDismiss` of presentations dismissed in the pass (after their content's
///    `onDisappear`, B31);
/// 4. (`renderFrame`, `ViewGraph+Platform.swift`: representables' controllers are told they
///    appear or disappear, a frame is counted;)
/// 5. tasks (`startTasks`): those whose `task(id:)` changed are cancelled and restarted, then
///    the tasks of the views that appeared start, after every `onAppear` (B14).
extension ViewGraph {
    /// Steps 1 to 3; returns the views that appeared, for `startTasks`.
    func runCommit() throws -> [ViewUnit] {
        if commit.segments > 1 {
            commit.appeared = Self.treeSorted(commit.appeared)
            commit.disappeared = Self.treeSorted(commit.disappeared)
        }
        let list = commit
        phase = .onChange
        for change in list.changes {
            if eventSink != nil, let lane = laneNode(of: ViewUnit.containing(change.node)) { emit(.changeActionRan(lane.name), about: lane) }
            try change.action(change.old, change.new)
        }

        // B39: a removal with the identity transition comes before the insertions.
        let removals = ViewUnit.units(of: list.disappeared)
        try runDisappear(removals.filter(\.removesBeforeInsertion))
        let appearing = ViewUnit.appearOrder(of: list.appeared)
        for (position, unit) in appearing.enumerated() {
            if isRecording { for node in unit.nodes where node.kind.isUser { record(.appeared(node.name), about: node) } }
            // The phase (read only while code runs, or after the loop) names the unit when one
            // of its actions runs, and the last unit: not every appearing row works out its name.
            var namesPhase = position == appearing.count - 1
            if namesPhase { phase = .onAppear(unit.name) }
            for node in unit.nodes.reversed() {
                switch node.element {
                case .modified(_, .onAppear(let action)):
                    if !namesPhase { phase = .onAppear(unit.name); namesPhase = true }
                    try action()
                case .modified(_, .onChange(let value, true, let action)):
                    if !namesPhase { phase = .onAppear(unit.name); namesPhase = true }
                    if eventSink != nil, let lane = laneNode(of: unit) { emit(.changeActionRan(lane.name), about: lane) }
                    try action(value, value)
                case .modified(_, .task):
                    commit.appearingTask = true
                default: break
                }
            }
        }

        try runDisappear(removals.filter { !$0.removesBeforeInsertion })

        for onDismiss in list.dismissals { try onDismiss() }

        return appearing
    }

    /// `onDisappear` actions of removed units (and their tasks cancelled), in order.
    func runDisappear(_ units: [ViewUnit]) throws {
        for (position, unit) in units.enumerated() {
            if isRecording { for node in unit.nodes where node.kind.isUser { record(.disappeared(node.name), about: node) } }
            // As for appearing units: named when an action runs, and the last one.
            var namesPhase = position == units.count - 1
            if namesPhase { phase = .onDisappear(unit.name) }
            for node in unit.nodes.reversed() {
                switch node.element {
                case .modified(_, .onDisappear(let action)):
                    if !namesPhase { phase = .onDisappear(unit.name); namesPhase = true }
                    try action()
                case .modified(_, .task):
                    if !namesPhase { phase = .onDisappear(unit.name); namesPhase = true }
                    commit.removedTask = true
                    cancelTask(of: node, unit: unit)
                default: break
                }
            }
        }
    }

    /// Step 5. A pass that cancels a task and starts one again is counted
    /// (`ViewGraph+TaskRestarts.swift`): a task whose runs keep doing so is a restart loop.
    func startTasks(_ appearing: [ViewUnit]) throws {
        var restart: TaskRestart?
        for node in commit.taskRestarts where node.isOnScreen {
            let unit = ViewUnit.containing(node)
            cancelTask(of: node, unit: unit)
            try startTask(of: node, unit: unit)
            if restart == nil { restart = TaskRestart(node: node, unit: unit, cause: .id) }
        }
        for unit in appearing where commit.appearingTask {
            for node in unit.nodes.reversed() where node.isOnScreen {
                guard try startTask(of: node, unit: unit), commit.removedTask, restart == nil else { continue }
                restart = TaskRestart(node: node, unit: unit, cause: .identity)
            }
        }
        phase = nil
        if let restart { try countTaskRestart(restart) }
    }

    /// Starts the node's `.task`; false when the node has none.
    @discardableResult
    private func startTask(of node: ViewNode, unit: ViewUnit) throws -> Bool {
        guard case .modified(_, .task(_, let action)) = node.element else { return false }
        record(.taskStarted(unit.name), about: laneNode(of: unit))
        phase = .startingTask(unit.name)
        let task = try action()
        node.runningTask = task
        observeTurns(of: task, unit: unit)
        return true
    }

    private func cancelTask(of node: ViewNode, unit: ViewUnit) {
        guard let task = node.runningTask else { return }
        node.runningTask = nil
        record(.taskCancelled(unit.name), about: laneNode(of: unit))
        task.cancel()
    }

    private static func treeSorted(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { ($0, $0.treePath) }.enumerated().sorted {
            [Int].treeOrder($0.element.1, $1.element.1) || ($0.element.1 == $1.element.1 && $0.offset < $1.offset)
        }.map(\.element.0)
    }
}
