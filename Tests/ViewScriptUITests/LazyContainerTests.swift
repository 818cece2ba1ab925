import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

@Suite("Containers and the viewport")
struct LazyContainerTests {
    private func rows(_ count: Int, _ trace: Trace) -> ViewElement { .forEach(0..<count) { row($0, trace: trace) } }

    private func created(_ events: [String]) -> [String] { events.filter { $0.hasPrefix("state created Row") } }

    @Test("B9: a ScrollView inserts every child at once; scrolling makes nothing appear or disappear")
    func scrollViewIsEager() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .scrollView(.vStack(rows(50, trace))))
        try graph.mount()
        #expect(created(graph.events()).count == 50)
        #expect(trace.take() == (0..<50).map { "appear \($0)" })
        try graph.scroll(to: 1_000)
        try graph.scroll(to: 0)
        #expect(graph.events() == [])
        #expect(trace.lines == [])
    }

    @Test("B10: a List inserts visible rows only, calls onAppear/onDisappear on scrolling, keeps row state")
    func listIsLazyAndKeepsState() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .list(rows(100, trace)))
        try graph.mount()
        // 852 / 44: rows 0...19 meet the screen.
        #expect(created(graph.events()) == (0..<20).map { "state created Row#\($0)" })
        #expect(trace.take() == (0..<20).map { "appear \($0)" })
        try graph.tap("Tap 3")
        #expect(graph.visibleTexts.contains("Row 3: 1"))

        _ = graph.events()
        try graph.scroll(toRow: 50)
        let events = graph.events()
        #expect(created(events) == (50..<70).map { "state created Row#\($0)" })
        #expect(!events.contains { $0.hasPrefix("state destroyed") })
        #expect(trace.take() == (50..<70).map { "appear \($0)" } + (0..<20).map { "disappear \($0)" })

        try graph.scroll(to: 0)
        #expect(created(graph.events()) == [])
        #expect(trace.take() == (0..<20).map { "appear \($0)" } + (50..<70).map { "disappear \($0)" })
        #expect(graph.visibleTexts.contains("Row 3: 1"))
    }

    @Test("A List builds the rows of its own frame on the screen: given a height, or below other views")
    func listViewportIsItsFrame() throws {
        let trace = Trace()
        let short = ViewGraph(root: .vStack(.list(rows(100, trace)).modifier(.layout(.frame(Frame(height: 200)))), .spacer))
        try short.mount()
        // 200 / 44: rows 0...4 meet the list's frame.
        #expect(trace.take() == (0..<5).map { "appear \($0)" })
        let below = ViewGraph(root: .vStack(ViewElement.text("Header").modifier(.layout(.frame(Frame(height: 700)))), .list(rows(100, trace))))
        try below.mount()
        // The list gets 852 - 700 - 8 (spacing) = 144 points: rows 0...3.
        #expect(trace.take() == (0..<4).map { "appear \($0)" })
        try below.scroll(toRow: 10)
        #expect(below.visibleTexts.contains("Row 10: 0"))
        #expect(!below.visibleTexts.contains("Row 5: 0"))
    }

    @Test("A LazyVStack builds the rows of its ScrollView's frame on the screen")
    func lazyStackViewportIsTheScrollViewsFrame() throws {
        let trace = Trace()
        let scrollView = ViewElement.scrollView(.container(.lazyVStack, [rows(100, trace)])).modifier(.layout(.frame(Frame(height: 100))))
        let graph = ViewGraph(root: .vStack(scrollView, .spacer))
        try graph.mount()
        // 100 / 44: lines 0...2 meet the scroll view's frame.
        #expect(trace.take() == (0..<3).map { "appear \($0)" })
    }

    @Test("A List does not scroll past its last row")
    func listClampsScrolling() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .list(rows(30, trace)))
        try graph.mount()
        _ = trace.take()
        try graph.scroll(to: 100_000)
        // 30 rows are 1320 pt; the offset stops at 1320 - 852 = 468, row 10 is the first visible.
        #expect(trace.take() == (20..<30).map { "appear \($0)" } + (0..<10).map { "disappear \($0)" })
    }

    @Test("B35: a LazyVStack in a ScrollView builds rows as they come on screen and keeps their state")
    func lazyStackInScrollView() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .scrollView(.container(.lazyVStack, [rows(1_000, trace)])))
        try graph.mount()
        #expect(created(graph.events()).count == 20)
        try graph.scroll(toRow: 500)
        #expect(created(graph.events()) == (500..<520).map { "state created Row#\($0)" })
        try graph.scroll(toRow: 0)
        #expect(created(graph.events()) == [])
        #expect(trace.lines.suffix(40) == (0..<20).map { "appear \($0)" } + (500..<520).map { "disappear \($0)" })
    }

    /// An item `length` points long along `axis` that traces its appearance.
    private func item(_ index: Int, _ length: Double, along axis: Axis, _ trace: Trace) -> ViewElement {
        let frame = axis == .vertical ? Frame(height: length) : Frame(width: length, height: 160)
        return ViewElement.text("Item \(index)").modifier(.layout(.frame(frame))).onAppear { trace("appear \(index)") }
    }

    @Test("A LazyHStack builds the items whose measured widths meet the screen, not 44 points each")
    func lazyHStackMeasuresItems() throws {
        let trace = Trace()
        let stack = ViewElement.container(.lazyHStack, [.forEach(0..<8) { self.item($0, 260, along: .horizontal, trace) }])
            .modifier(.layout(.spacing(12)))
        let graph = ViewGraph(root: .scrollView(stack).modifier(.layout(.scrollAxis(.horizontal))))
        try graph.mount()
        // Items at 0 and 272 meet the 393-point screen; the third starts at 544.
        #expect(trace.take() == ["appear 0", "appear 1"])
        try graph.scroll(to: 400)
        // [400, 793) meets items 1 (272...532) and 2 (544...804).
        #expect(trace.take() == ["appear 2"])
    }

    @Test("A LazyVStack of tall rows builds the rows that fill the screen by their measured heights")
    func lazyVStackMeasuresRows() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .scrollView(.container(.lazyVStack, [.forEach(0..<100) { self.item($0, 300, along: .vertical, trace) }])))
        try graph.mount()
        // Rows 308 points apart: 0, 308 and 616 meet the 852-point screen.
        #expect(trace.take() == ["appear 0", "appear 1", "appear 2"])
    }

    @Test("Rows of a List whose data went away are removed, scrolled off or not")
    func removedDataRemovesKeptRows() throws {
        let trace = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("count") { .int(100) }]) { view in
            let count = view.state("count")
            return .list(.button("Shrink") { count.value = .int(5) }, rows(count.value.asInt!, trace))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        try graph.scroll(toRow: 40)
        try graph.scroll(to: 0)
        _ = graph.events()
        try graph.tap("Shrink")
        let destroyed = graph.events().filter { $0.hasPrefix("state destroyed") }
        // Row 0 is the button: rows 5...18 were on screen, 39...58 were built and kept off screen.
        #expect(destroyed == (5..<19).map { "state destroyed Row#\($0)" } + (39..<59).map { "state destroyed Row#\($0)" })
    }
}
