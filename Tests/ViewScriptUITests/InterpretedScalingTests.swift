import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The work a tap causes in large interpreted trees (the shapes `viewscript-bench graph`
/// times): which bodies run, which nodes are made. Counts only, never times.
@Suite struct InterpretedScalingTests {
    @Test func aTapOnOneRowEvaluatesThatRowAlone() throws {
        let source = """
        struct Row: View {
            let index: Int
            @State private var isOn = false
            var body: some View {
                Button(isOn ? "On \\(index)" : "Row \\(index)") { isOn.toggle() }
            }
        }

        struct Tree: View {
            var body: some View {
                VStack {
                    ForEach(0..<2000) { Row(index: $0) }
                }
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "Tree()")
        defer { interpreter.executor.shutdown() }
        graph.isLogging = false
        #expect(graph.statistics.bodiesEvaluated == 2001)
        let created = graph.statistics.nodesCreated
        // The stack is taller than the screen and centred: the middle rows are on screen.
        try graph.tap("Row 1000")
        #expect(graph.statistics.bodiesEvaluated == 2002)
        #expect(graph.statistics.nodesCreated == created)
        #expect(graph.visibleLabels.contains("On 1000"))
        try graph.tap("On 1000")
        #expect(graph.statistics.bodiesEvaluated == 2003)
        #expect(graph.visibleLabels.contains("Row 1000"))
    }

    /// Tokamak's benchmark view (in a `ScrollView`, so the button is on screen): the parent
    /// reads `tick`, so its body runs again and every row is reconciled in place (no node
    /// made), the row that shows `tick` updated.
    @Test func aTickReevaluatesTheParentAndKeepsEveryRow() throws {
        let source = """
        struct TickBenchmark: View {
            @State var tick = 0
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Ticks: \\(tick)")
                        Button("Tick") { tick += 1 }
                        ForEach(0..<1000) { index in
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
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "TickBenchmark()")
        defer { interpreter.executor.shutdown() }
        graph.isLogging = false
        let created = graph.statistics.nodesCreated
        try graph.tap("Tick")
        try graph.tap("Tick")
        #expect(graph.statistics.bodiesEvaluated == 3)
        #expect(graph.statistics.nodesCreated == created)
        // An eager `ScrollView`: its top rows are on screen.
        let texts = graph.visibleTexts
        #expect(texts.first == "Ticks: 2")
        #expect(Array(texts.dropFirst().prefix(6)) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Shows tick 2"])
    }
}
