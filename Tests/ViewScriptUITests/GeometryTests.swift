import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The geometry model (README.md, "Layout model"): sizes, stacks, frames, scroll
/// containers, and what is visible and hittable, with element trees built in Swift.
@Suite("Geometry and visibility")
struct GeometryTests {
    private func frame(_ graph: ViewGraph, _ label: String) -> Rect? {
        var found: Rect?
        graph.visitPlaced { placement in
            if found == nil, placement.node.label == label { found = placement.frame }
        }
        return found
    }

    @Test("A VStack of texts: 20-point lines, 8 points apart, centered on the screen")
    func stackOfTexts() throws {
        let graph = ViewGraph(root: .vStack(.text("One"), .text("Three"), .button("Go") {}))
        try graph.mount()
        // Height 20 + 8 + 20 + 8 + 20 = 76, centered: top at (852 - 76) / 2 = 388.
        #expect(frame(graph, "One") == Rect(x: (393 - 27) / 2, y: 388, width: 27, height: 20))
        #expect(frame(graph, "Three") == Rect(x: (393 - 45) / 2, y: 416, width: 45, height: 20))
        #expect(frame(graph, "Go") == Rect(x: (393 - 18) / 2, y: 444, width: 18, height: 20))
        #expect(graph.visibleLabels == ["One", "Three", "Go"])
    }

    @Test("Spacers take what the stack has left; .frame and .padding size their content")
    func spacerFramePadding() throws {
        let graph = ViewGraph(root: .vStack(
            .text("Top"),
            .spacer,
            .text("Padded").modifier(.layout(.padding(EdgeInsets(all: 16)))),
            .text("Framed").modifier(.layout(.frame(Frame(height: 100))))))
        try graph.mount()
        // Fixed heights: 20 + (20 + 32) + 100, spacing 3 x 8: the spacer gets the rest.
        #expect(frame(graph, "Top")?.minY == Double(0))
        #expect(frame(graph, "Framed") == Rect(x: (393 - 54) / 2, y: 852 - 60, width: 54, height: 20))
        let padded = try #require(frame(graph, "Padded"))
        #expect(padded.minY == Double(20 + 8 + 656 + 8 + 16))
    }

    @Test("B9: eager ScrollView content is inserted and appears at once, but only what the viewport shows is visible")
    func scrollViewContent() throws {
        let trace = Trace()
        let top = row(0, trace: trace)
        let bottom = row(1, trace: trace)
        let graph = ViewGraph(root: .scrollView(top, .spacer.modifier(.layout(.minLength(2000))), bottom))
        try graph.mount()
        #expect(trace.take() == ["appear 0", "appear 1"])
        #expect(graph.visibleLabels == ["Row 0: 0", "Tap 0"])
        #expect(graph.hittableControls.map(\.label) == ["Tap 0"])
        #expect(throws: ViewGraphError.self) { try graph.tap("Tap 1") }

        try graph.scroll(toText: "Tap 1")
        #expect(graph.visibleLabels == ["Row 1: 0", "Tap 1"])
        #expect(trace.take() == [])
        try graph.tap("Tap 1")
        #expect(graph.visibleLabels.contains("Row 1: 1"))
        try graph.scroll(toText: "Row 0: 0")
        #expect(graph.visibleLabels == ["Row 0: 0", "Tap 0"])
        #expect(trace.take() == [])
    }

    @Test("Scrolling to a kept List row jumps to it: rows in between are not built")
    func scrollToKeptRow() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .list(.forEach(0..<200) { row($0, trace: trace) }))
        try graph.mount()
        _ = trace.take()
        try graph.scroll(toText: "Row 150: 0")
        let dragged = trace.take().filter { $0.hasPrefix("appear") }
        #expect(dragged.contains("appear 150"))
        #expect(dragged.contains("appear 60"))
        #expect(graph.visibleLabels.contains("Row 150: 0"))
        try graph.scroll(toText: "Row 0: 0")
        let appeared = trace.take().filter { $0.hasPrefix("appear") }
        #expect(appeared == (0..<20).map { "appear \($0)" })
    }

    @Test("B35: a LazyVGrid with adaptive 150-point columns has 2 per row on the phone; rows build as they come on screen")
    func lazyGrid() throws {
        let trace = Trace()
        let grid = ViewElement.container(.lazyVGrid, [.forEach(0..<200) { i in
            ViewElement.text("Cell \(i)").onAppear { trace("appear \(i)") }
        }]).modifier(.layout(.grid([GridItem(.adaptive(minimum: 150, maximum: .infinity))])))
        let graph = ViewGraph(root: .scrollView(grid))
        try graph.mount()
        // 852 / 44: grid rows 0...19, two cells each.
        #expect(trace.take() == (0..<40).map { "appear \($0)" })
        #expect(graph.visibleLabels.count == 40)
        #expect(frame(graph, "Cell 1")?.minX == Double(192.5 + 8))
        try graph.scroll(toText: "Cell 150")
        #expect(graph.visibleLabels.contains("Cell 150"))
        #expect(!graph.visibleLabels.contains("Cell 0"))
    }

    @Test("Grid columns: fixed and flexible items are one column each, adaptive ones fill the rest")
    func gridColumns() {
        #expect(GridItem.count(of: [GridItem(.adaptive(minimum: 150, maximum: .infinity))], in: 393, spacing: 8) == 2)
        #expect(GridItem.count(of: [GridItem(.adaptive(minimum: 80, maximum: .infinity))], in: 393, spacing: 8) == 4)
        #expect(GridItem.count(of: Array(repeating: GridItem(.flexible(minimum: 10, maximum: .infinity)), count: 3),
                               in: 393, spacing: 8) == 3)
        #expect(GridItem.count(of: [GridItem(.adaptive(minimum: 500, maximum: .infinity))], in: 393, spacing: 8) == 1)
    }
}
