import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The visibility index (`VisibilityIndex.swift`): finding a tap's target and listing what is
/// on screen visit the nodes near the viewport, as many at 4,000 rows as at 400. Counts only,
/// never times.
@Suite struct VisibilityIndexTests {
    private func tickView(rows: Int) -> String {
        """
        struct TickBenchmark: View {
            @State var tick = 0
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Ticks: \\(tick)")
                        Button("Tick") { tick += 1 }
                        ForEach(0..<\(rows)) { index in
                            if index == 5 {
                                Text("Shows tick \\(tick)")
                            } else {
                                Text("Row \\(index)")
                            }
                        }
                    }
                }
            }
        }

        """
    }

    /// The nodes a tap and a listing of the screen visit, and what is on screen after.
    private func visits(rows: Int) throws -> (tap: Int, listing: Int, texts: [String]) {
        let (graph, interpreter) = try InterpretedViewTests().mount(tickView(rows: rows), root: "TickBenchmark()")
        defer { interpreter.executor.shutdown() }
        graph.isLogging = false
        try graph.tap("Tick")
        let beforeTap = graph.statistics.visibilityVisits
        try graph.tap("Tick")
        let tap = graph.statistics.visibilityVisits - beforeTap
        let beforeListing = graph.statistics.visibilityVisits
        let texts = graph.visibleTexts
        return (tap, graph.statistics.visibilityVisits - beforeListing, texts)
    }

    @Test func aTapVisitsAsManyNodesAtTenTimesTheRows() throws {
        let small = try visits(rows: 400)
        let large = try visits(rows: 4_000)
        #expect(small.tap == large.tap)
        #expect(small.listing == large.listing)
        #expect(small.tap < 200)
        #expect(small.texts == large.texts)
        #expect(Array(large.texts.prefix(7)) == ["Ticks: 2", "Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Shows tick 2"])
    }

    /// Rows scrolled into view are found, and those scrolled out are not listed.
    @Test func scrolledRowsAreFoundByTheIndex() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(tickView(rows: 2_000), root: "TickBenchmark()")
        defer { interpreter.executor.shutdown() }
        graph.isLogging = false
        try graph.scroll(toText: "Row 1500")
        let texts = graph.visibleTexts
        #expect(texts.contains("Row 1500"))
        #expect(!texts.contains("Row 0"))
        #expect(!texts.contains("Ticks: 0"))
        #expect(texts.count < 40)
    }
}
