import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

@Suite("Scaling")
struct ScalingTests {
    @Test("A List over 1,000,000 rows builds only the visible ones")
    func millionRowList() throws {
        let trace = Trace()
        let graph = ViewGraph(root: .list(.forEach(0..<1_000_000) { row($0, trace: trace) }))
        graph.isLogging = false
        try graph.mount()
        // Each row is 6 nodes (onDisappear, onAppear, Row, HStack, Text, and the Button, which
        // shows its title itself); 20 rows are visible; plus the List (a lazy container
        // flattens its ForEach into rows).
        #expect(graph.statistics.nodesCreated == 1 + 20 * 6)
        #expect(graph.statistics.bodiesEvaluated == 20)
        // Clamped at the end: rows 999,980...999,999 come on screen.
        try graph.scroll(toRow: 999_990)
        #expect(graph.statistics.nodesCreated == 1 + 40 * 6)
    }

    @Test("Changing state read by one row of a 100,000-row tree evaluates that row alone")
    func oneRowOfHundredThousand() throws {
        let target = Box<StateReference>()
        let root = UserView("ContentView") { _ in
            .vStack(.forEach(0..<100_000) { index in
                UserView("Row", fields: [.init("index", .int(index))], state: [StateDeclaration("on") { .bool(false) }]) { view in
                    if index == 54_321 { target.value = view.state("on") }
                    return .text(view["on"].asBool! ? "on" : "off")
                }.element
            })
        }.element
        let graph = ViewGraph(root: root)
        graph.isLogging = false
        try graph.mount()
        #expect(graph.statistics.bodiesEvaluated == 100_001)
        let created = graph.statistics.nodesCreated
        try graph.perform { target.value!.value = .bool(true) }
        #expect(graph.statistics.bodiesEvaluated == 100_002)
        #expect(graph.statistics.nodesCreated == created)
    }
}
