import Testing
import ViewScriptUI
@testable import ViewScriptTimeline

/// The timeline's model, built from the trace of a known app: lanes in tree order, lifetimes,
/// marks, task spans with their turns and cancellation, presentations, steps and output.
@Suite struct TimelineTests {
    static let source = """
    struct Row: View {
        let n: Int
        var body: some View { Text("row \\(n)") }
    }

    struct Detail: View {
        var body: some View {
            Text("Detail")
                .task {
                    print("task started")
                    try? await Task.sleep(for: .seconds(2))
                    print("task woke")
                }
        }
    }

    struct ContentView: View {
        @State private var showDetail = false
        @State private var count = 0
        @State private var sheet = false
        var body: some View {
            VStack {
                ForEach(0..<2, id: \\.self) { n in Row(n: n) }
                if showDetail { Detail() }
                Button("Toggle") { showDetail.toggle() }
                Button("Add") { count += 1 }
                Button("Sheet") { sheet = true }
                Text("count \\(count)")
            }
            .onChange(of: count) { print("count changed") }
            .sheet(isPresented: $sheet) { Row(n: 9) }
        }
    }

    scenario "cancelled" {
        show ContentView()
        tap "Toggle"
        advance 1s
        tap "Toggle"
        tap "Add"
        tap "Sheet"
        dismiss
    }

    scenario "finished" {
        show ContentView()
        tap "Toggle"
        advance 3s
    }

    """

    static func lane(_ timeline: Timeline, _ name: String) -> Timeline.Lane? {
        timeline.lanes.first { $0.name == name }
    }

    @Test func lanesAreViewIdentitiesInTreeOrderUnderTheirParents() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        #expect(timeline.lanes.map(\.name) == ["ContentView", "Row#0", "Row#1", "Detail", "Row"])
        #expect(timeline.lanes.map(\.path) == ["ContentView", "ContentView/0/element 0/Row#0", "ContentView/0/element 1/Row#1",
                                               "ContentView/1/branch 0/Detail", "ContentView/presentation 0/Row"])
        #expect(timeline.rootLanes == [0])
        #expect(timeline.lanes[0].children == [1, 2, 3, 4])
        #expect(timeline.lanes.dropFirst().allSatisfy { $0.parent == 0 })
    }

    @Test func lifetimesAndOnScreenSpansFollowCreationAndAppearance() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        let root = try #require(Self.lane(timeline, "ContentView"))
        #expect(root.lifetimes.count == 1 && root.lifetimes[0].end == nil)
        #expect(root.onScreen.count == 1 && root.onScreen[0].end == nil)
        let detail = try #require(Self.lane(timeline, "Detail"))
        let life = try #require(detail.lifetimes.first)
        let shown = try #require(detail.onScreen.first)
        #expect(detail.lifetimes.count == 1 && detail.onScreen.count == 1)
        // Created, then on screen; removed (state destroyed while reconciling), then the
        // disappearance is committed.
        #expect(life.start < shown.start)
        let destroyed = try #require(life.end)
        let disappeared = try #require(shown.end)
        #expect(destroyed < disappeared)
        #expect(detail.marks.map(\.kind) == [.body, .appear, .disappear])
    }

    @Test func marksCarryBodyReasonsStateWritesAndOnChange() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        let root = try #require(Self.lane(timeline, "ContentView"))
        let bodies = root.marks.filter { $0.kind == .body }
        #expect(bodies.first?.detail == "body ContentView\nwhy: first evaluation")
        #expect(bodies.dropFirst().allSatisfy { $0.detail.contains("why: _") })
        let writes = root.marks.filter { $0.kind == .stateWrite }.map(\.detail)
        #expect(writes == ["'showDetail' of 'ContentView': false → true", "'showDetail' of 'ContentView': true → false",
                           "'count' of 'ContentView': 0 → 1", "'sheet' of 'ContentView': false → true",
                           "'sheet' of 'ContentView': true → false"])
        #expect(root.marks.filter { $0.kind == .onChange }.count == 1)
        // The onChange mark comes before the line its action printed.
        let change = try #require(root.marks.first { $0.kind == .onChange })
        let printed = try #require(timeline.outputs.first { $0.line == "count changed" })
        #expect(change.column < printed.column)
    }

    @Test func aCancelledTaskSpanHasItsTurnsItsCancellationAndItsEnd() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        let detail = try #require(Self.lane(timeline, "Detail"))
        #expect(detail.tasks.count == 1)
        let task = try #require(detail.tasks.first)
        let cancelled = try #require(task.cancelled)
        let end = try #require(task.end)
        // First turn (prints, sleeps); the cancellation wakes it: a second turn that ends it.
        #expect(task.running.count == 2)
        #expect(task.start < task.running[0].start)
        #expect(cancelled < task.running[1].start)
        #expect(task.running[1].end == end)
        // The sleep is a gap of a second between the turns.
        let gapStart = try #require(task.running[0].end)
        #expect(timeline.times[task.running[1].start] - timeline.times[gapStart] == 1_000_000_000)
    }

    @Test func aTaskThatFinishesIsNotCancelled() throws {
        let timeline = try #require(timelines(of: Self.source).last)
        let task = try #require(Self.lane(timeline, "Detail")?.tasks.first)
        #expect(task.cancelled == nil)
        let end = try #require(task.end)
        #expect(timeline.times[end] == 2_000_000_000)
        #expect(task.running.count == 2)
    }

    @Test func aSheetIsABandFromPresentationToDismissal() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        #expect(timeline.bands.map(\.label) == ["sheet Row"])
        let band = try #require(timeline.bands.first)
        let sheetRow = try #require(Self.lane(timeline, "Row"))
        #expect(band.interval.end != nil)
        #expect(band.interval.start <= sheetRow.lifetimes[0].start)
    }

    @Test func stepsHoldTheOutputTheyPrintedAndFramesAreRecorded() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        #expect(timeline.steps.map(\.text) == ["show ContentView()", "tap \"Toggle\"", "advance 1s", "tap \"Toggle\"",
                                               "tap \"Add\"", "tap \"Sheet\"", "dismiss"])
        #expect(timeline.steps.map(\.output) == [[], ["task started"], [], ["task woke"], ["count changed"], [], []])
        #expect(!timeline.frames.isEmpty)
        #expect(timeline.trap == nil)
        // Columns follow the trace: times never go back.
        #expect(zip(timeline.times, timeline.times.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aTrapIsPlacedAtItsColumn() throws {
        let source = """
        struct Boom: View {
            @State private var items: [Int] = []
            var body: some View {
                Button("Boom") { print(items[3]) }
            }
        }
        scenario "trap" {
            show Boom()
            tap "Boom"
            expect crash "Index out of range"
        }
        """
        let timeline = try #require(timelines(of: source).first)
        let trap = try #require(timeline.trap)
        #expect(trap.line.contains("Index out of range"))
        #expect(trap.column > timeline.steps[1].column)
    }

    @Test func theLayoutSpreadsAnInstantBySequenceAndGapsGrowWithTime() throws {
        let timeline = try #require(timelines(of: Self.source).first)
        let layout = TimelineLayout(timeline)
        #expect(zip(layout.x, layout.x.dropFirst()).allSatisfy { $0 < $1 })
        #expect(TimelineLayout.gap(forNanoseconds: 0) == 0)
        #expect(TimelineLayout.gap(forNanoseconds: 1_000_000) < TimelineLayout.gap(forNanoseconds: 1_000_000_000))
        #expect(layout.instants.count == Set(timeline.times).count)
    }
}
