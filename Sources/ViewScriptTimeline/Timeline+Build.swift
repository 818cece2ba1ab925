import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptUI

extension Timeline {
    /// Builds the timeline of a scenario from its trace (recorded with
    /// `TraceOptions(events: true)`).
    public init(name: String, trace: [TraceEntry]) {
        self.name = name
        var builder = Builder()
        for entry in trace { builder.add(entry, to: &self) }
        builder.finish(&self)
    }

    /// What building needs to remember: which lane an identity has, which spans and bands
    /// are open.
    struct Builder {
        var laneIndex: [ViewIdentity: Int] = [:]
        /// Open bands by presented identity and kind.
        var openBands: [String: Int] = [:]

        mutating func add(_ entry: TraceEntry, to timeline: inout Timeline) {
            switch entry.kind {
            case .tree:
                return
            case .event(.bodyReasons(_, let reasons)):
                // The tooltip of the body mark just added to the lane.
                guard let view = entry.view, let lane = laneIndex[view],
                      let mark = timeline.lanes[lane].marks.lastIndex(where: { $0.kind == .body }) else { return }
                timeline.lanes[lane].marks[mark].detail += "\nwhy: " + reasons.joined(separator: "; ")
                return
            default:
                break
            }
            let column = timeline.times.count
            timeline.times.append(entry.time)
            switch entry.kind {
            case .tree, .event(.bodyReasons):
                break
            case .step(let text):
                timeline.steps.append(Step(text: text, column: column))
            case .output(let line):
                timeline.outputs.append(Output(column: column, line: line))
                if !timeline.steps.isEmpty { timeline.steps[timeline.steps.count - 1].output.append(line) }
            case .trap(let message):
                timeline.trap = Output(column: column, line: message)
            case .event(let event):
                add(event, about: entry.view, at: column, to: &timeline)
            }
        }

        private mutating func add(_ event: LifecycleEvent, about view: ViewIdentity?, at column: Int,
                                  to timeline: inout Timeline) {
            if case .frame = event {
                timeline.frames.append(column)
                return
            }
            if case .presented(let band, let name) = event {
                openBands[bandKey(band, view)] = timeline.bands.count
                timeline.bands.append(Band(kind: band, name: name, identity: view, interval: Interval(start: column)))
                return
            }
            if case .unpresented(let band, _) = event {
                if let index = openBands.removeValue(forKey: bandKey(band, view)) { timeline.bands[index].interval.end = column }
                return
            }
            guard let view else {
                if let mark = Self.mark(for: event, at: column) { timeline.appMarks.append(mark) }
                return
            }
            let lane = self.lane(for: view, at: column, in: &timeline)
            if let mark = Self.mark(for: event, at: column) { timeline.lanes[lane].marks.append(mark) }
            switch event {
            case .stateCreated:
                timeline.lanes[lane].lifetimes.append(Interval(start: column))
            case .stateDestroyed:
                Self.close(&timeline.lanes[lane].lifetimes, at: column)
            case .appeared:
                timeline.lanes[lane].onScreen.append(Interval(start: column))
                if !timeline.lanes[lane].hasAppeared {
                    timeline.lanes[lane].hasAppeared = true
                    timeline.lanes[lane].orderPosition = view.position
                }
            case .disappeared:
                Self.close(&timeline.lanes[lane].onScreen, at: column)
            case .taskStarted(let name):
                timeline.lanes[lane].tasks.append(TaskSpan(name: name, start: column))
            case .taskCancelled:
                if let span = timeline.lanes[lane].tasks.lastIndex(where: { $0.end == nil && $0.cancelled == nil }) {
                    timeline.lanes[lane].tasks[span].cancelled = column
                }
            case .taskTurn(_, let turn, let serial):
                // A task's first turn names it: the oldest span of the lane not named yet.
                var tasks = timeline.lanes[lane].tasks
                guard let span = tasks.firstIndex(where: { $0.serial == serial })
                        ?? tasks.firstIndex(where: { $0.serial == nil && $0.end == nil }) else { return }
                tasks[span].serial = serial
                switch turn {
                case .resumed: tasks[span].running.append(Interval(start: column))
                case .suspended: Self.close(&tasks[span].running, at: column)
                case .finished:
                    Self.close(&tasks[span].running, at: column)
                    tasks[span].end = column
                }
                timeline.lanes[lane].tasks = tasks
            default:
                break
            }
        }

        private func bandKey(_ band: PresentationBand, _ view: ViewIdentity?) -> String {
            "\(band)|\(view?.description ?? "")"
        }

        /// The lane of `view`, made (with the lanes of the views around it) the first time.
        private mutating func lane(for view: ViewIdentity, at column: Int, in timeline: inout Timeline) -> Int {
            if let index = laneIndex[view] { return index }
            let parent = view.parentView.map { lane(for: $0, at: column, in: &timeline) }
            let index = timeline.lanes.count
            timeline.lanes.append(Lane(identity: view, parent: parent, orderPosition: view.position, firstColumn: column))
            laneIndex[view] = index
            return index
        }

        private static func mark(for event: LifecycleEvent, at column: Int) -> Mark? {
            switch event {
            case .bodyEvaluated(let name): Mark(kind: .body, column: column, detail: "body \(name)")
            case .appeared(let name): Mark(kind: .appear, column: column, detail: "onAppear \(name)")
            case .disappeared(let name): Mark(kind: .disappear, column: column, detail: "onDisappear \(name)")
            case .changeActionRan(let name): Mark(kind: .onChange, column: column, detail: "onChange \(name)")
            case .stateChanged(let slot, let old, let new): Mark(kind: .stateWrite, column: column, detail: "\(slot): \(old) → \(new)")
            case .unreadWrite: Mark(kind: .unreadWrite, column: column, detail: event.description)
            case .warning(let message): Mark(kind: .warning, column: column, detail: message)
            default: nil
            }
        }

        private static func close(_ intervals: inout [Interval], at column: Int) {
            if let open = intervals.lastIndex(where: { $0.end == nil }) { intervals[open].end = column }
        }

        /// Orders lanes (tree order, children under their parent) and places task spans in rows.
        func finish(_ timeline: inout Timeline) {
            let lanes = timeline.lanes
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let (x, y) = (lanes[a], lanes[b])
                if x.orderPosition != y.orderPosition { return [Int].lexicographicallyPrecedes(x.orderPosition, y.orderPosition) }
                return x.firstColumn < y.firstColumn
            }
            var children = [[Int]](repeating: [], count: lanes.count)
            var roots: [Int] = []
            for (index, lane) in lanes.enumerated() {
                if let parent = lane.parent { children[parent].append(index) } else { roots.append(index) }
            }
            // Renumber in depth-first tree order.
            var order: [Int] = []
            func visit(_ index: Int) {
                order.append(index)
                for child in children[index].sorted(by: precedes) { visit(child) }
            }
            for root in roots.sorted(by: precedes) { visit(root) }
            var newIndex = [Int](repeating: 0, count: lanes.count)
            for (position, old) in order.enumerated() { newIndex[old] = position }
            timeline.lanes = order.map { old in
                var lane = lanes[old]
                lane.parent = lane.parent.map { newIndex[$0] }
                lane.children = children[old].sorted(by: precedes).map { newIndex[$0] }
                lane.tasks = Self.rowed(lane.tasks)
                return lane
            }
            timeline.rootLanes = roots.sorted(by: precedes).map { newIndex[$0] }
        }

        /// Gives each span the first row free at its start.
        private static func rowed(_ spans: [TaskSpan]) -> [TaskSpan] {
            var rowEnds: [Int] = []
            return spans.map { span in
                var span = span
                let end = span.end ?? Int.max
                if let row = rowEnds.firstIndex(where: { $0 < span.start }) {
                    span.row = row
                    rowEnds[row] = end
                } else {
                    span.row = rowEnds.count
                    rowEnds.append(end)
                }
                return span
            }
        }
    }
}

extension Array where Element == Int {
    static func lexicographicallyPrecedes(_ a: [Int], _ b: [Int]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }
}
