import Testing
import ViewScriptRuntime
import ViewScriptTestSupport
@testable import ViewScriptUI

/// Incremental layout (`ViewGraph+StackLayout.swift`, `setNeedsLayout`): one `@Observable`
/// row model changed in an eager `ScrollView { VStack { ForEach } }` evaluates one body, lays
/// out and hit-tests as many nodes at 100,000 rows as at 1,000, and the rows below a row whose
/// height changed move without being measured again. Counts only, never times.
@Suite struct IncrementalLayoutTests {
    private func feed(rows: Int) -> String {
        """
        @Observable class RowModel {
            let index: Int
            var count = 0
            var lines = 1
            init(index: Int) { self.index = index }
        }

        struct RowView: View {
            let model: RowModel
            var body: some View {
                Text(model.lines == 1 ? "Item \\(model.index): \\(model.count)" : "Item \\(model.index)\\nlong")
            }
        }

        struct Feed: View {
            @State var models = (0..<\(rows)).map { RowModel(index: $0) }
            var body: some View {
                ScrollView {
                    VStack {
                        Button("Bump") { models[3].count += 1 }
                        Button("Grow") { models[3].lines = 2 }
                        ForEach(models, id: \\.index) { model in
                            RowView(model: model)
                        }
                    }
                }
            }
        }

        """
    }

    private struct Counts: Equatable {
        var bodies = 0, layoutVisits = 0, measured = 0, placed = 0, hitTestVisits = 0
    }

    /// What one tap did: bodies evaluated, layout visits, sizes measured, nodes placed, and
    /// the nodes the tap's hit test visited.
    private func tap(_ graph: ViewGraph, _ label: String) throws -> Counts {
        let before = graph.statistics
        let visitsBefore = graph.statistics.visibilityVisits
        try graph.tap(label)
        let after = graph.statistics
        return Counts(bodies: after.bodiesEvaluated - before.bodiesEvaluated, layoutVisits: after.layoutVisits - before.layoutVisits,
                      measured: after.nodesMeasured - before.nodesMeasured, placed: after.nodesPlaced - before.nodesPlaced,
                      hitTestVisits: after.visibilityVisits - visitsBefore)
    }

    private func frameOfText(_ graph: ViewGraph, _ text: String) -> Rect? {
        var found: ViewNode?
        graph.root.forEachInSubtree { node in
            if found == nil, case .text(let string) = node.element, string == text { found = node }
        }
        guard var node = found else { return nil }
        var frame = node.geometry.frame
        while let parent = node.parent {
            frame = frame.offsetBy(parent.geometry.frame.origin)
            node = parent
        }
        return frame
    }

    @Test func aTargetedUpdateCostsTheSameAtAHundredTimesTheRows() throws {
        var results: [Counts] = []
        for rows in [1_000, 100_000] {
            let (graph, interpreter) = try InterpretedViewTests().mount(feed(rows: rows), root: "Feed()")
            defer { interpreter.executor.shutdown() }
            graph.isLogging = false
            _ = try tap(graph, "Bump")
            let counts = try tap(graph, "Bump")
            #expect(graph.visibleTexts.contains("Item 3: 2"))
            results.append(counts)
        }
        #expect(results[0] == results[1])
        #expect(results[1].bodies == 1)
        #expect(results[1].layoutVisits < 40)
        #expect(results[1].measured < 20)
        #expect(results[1].placed < 20)
        #expect(results[1].hitTestVisits < 200)
    }

    @Test func rowsBelowAGrownRowMoveWithoutBeingMeasured() throws {
        var measured: [Int] = []
        for rows in [1_000, 20_000] {
            let (graph, interpreter) = try InterpretedViewTests().mount(feed(rows: rows), root: "Feed()")
            defer { interpreter.executor.shutdown() }
            graph.isLogging = false
            let below = try #require(frameOfText(graph, "Item 4: 0"))
            let last = try #require(frameOfText(graph, "Item \(rows - 1): 0"))
            let counts = try tap(graph, "Grow")
            #expect(counts.bodies == 1)
            let grown = try #require(frameOfText(graph, "Item 3\nlong"))
            #expect(grown.size.height == 2 * graph.screen.textHeight)
            // One line more above them: the rows below moved down by a line, same size.
            #expect(frameOfText(graph, "Item 4: 0") == below.offsetBy(Point(x: 0, y: graph.screen.textHeight)))
            #expect(frameOfText(graph, "Item \(rows - 1): 0") == last.offsetBy(Point(x: 0, y: graph.screen.textHeight)))
            measured.append(counts.measured)
        }
        #expect(measured[0] == measured[1])
        #expect(measured[0] < 20)
    }

    /// Issue 21's tap: a row whose label narrows ("Row 500" to "On 500") among rows as wide
    /// does not make the stack read every row's width again to find its own; only the last of
    /// the widest rows narrowing does.
    @Test func aRowThatNarrowsAmongRowsAsWideReadsNoOtherSize() throws {
        var results: [[Int]] = []
        for rows in [1_000, 100_000] {
            let (graph, interpreter) = try InterpretedViewTests().mount(BenchmarkPrograms.rowModelTree(rows: rows), root: "Tree()")
            defer { interpreter.executor.shutdown() }
            graph.isLogging = false
            try graph.scroll(toText: "Row \(rows / 2)")
            var rescanned: [Int] = []
            for label in ["Row \(rows / 2)", "On \(rows / 2)"] {
                let before = graph.statistics
                try graph.tap(label)
                rescanned.append(graph.statistics.stackSizesRescanned - before.stackSizesRescanned)
                #expect(graph.statistics.bodiesEvaluated - before.bodiesEvaluated == 1)
            }
            #expect(graph.visibleLabels.contains("Row \(rows / 2)"))
            results.append(rescanned)
        }
        #expect(results == [[0, 0], [0, 0]])
    }
}
