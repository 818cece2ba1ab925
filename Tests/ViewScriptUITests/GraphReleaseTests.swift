import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// What the fuzzer's leak checks found (Tests/Fuzz): a node's state slots and readers refer
/// back to the node; the graph must still be freed with its nodes once nobody holds it.
@Suite struct GraphReleaseTests {
    @Test func nodesReadingTheirOwnStateAreFreedWithTheGraph() throws {
        weak var weakGraph: ViewGraph?
        weak var weakNode: ViewNode?
        do {
            let root = UserView("Counter", state: [StateDeclaration("n") { .int(1) }]) { view in
                let n = view.state("n")
                return .vStack(.text("n = \(n.value.text)"), .button("Add") { n.value = .int(n.value.asInt! + 1) })
            }.element
            let graph = ViewGraph(root: root)
            try graph.mount()
            try graph.tap("Add")
            #expect(graph.visibleTexts == ["n = 2"])
            weakGraph = graph
            weakNode = graph.root.children.first
            #expect(weakNode != nil)
        }
        #expect(weakNode == nil)
        #expect(weakGraph == nil)
    }
}
