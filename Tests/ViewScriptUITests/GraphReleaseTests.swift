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

    /// `ViewNode.parent` is `unowned(unsafe)` (no side table), and never dangles: a removed
    /// subtree's top node keeps the node it was removed from alive, and a freed node leaves
    /// the children something else holds without a parent (as a weak reference would read).
    @Test func aRemovedSubtreeKeepsTheNodeItWasRemovedFromAlive() throws {
        var removedStack: ViewNode?, text: ViewNode?
        do {
            let root = UserView("Toggler", state: [StateDeclaration("shown") { .bool(true) }]) { view in
                let shown = view.state("shown")
                let detail: ViewElement = shown.value.asBool == true ? .vStack(.text("Detail"), .text("More")) : .empty
                return .vStack(.button("Hide") { shown.value = .bool(false) }, detail)
            }.element
            let graph = ViewGraph(root: root)
            try graph.mount()
            graph.root.forEachInSubtree { node in
                if text == nil, case .text("More") = node.element { text = node }
            }
            removedStack = text?.parent
            try graph.tap("Hide")
            #expect(graph.visibleTexts.isEmpty)
            #expect(removedStack?.isMounted == false)
        }
        #expect(text?.parent === removedStack)
        var path: [ViewNode] = []
        var node = removedStack
        while let current = node {
            path.append(current)
            node = current.parent
        }
        // The removed inner stack, then the outer stack it was removed from; the user view
        // above that was freed with the graph and let go of it.
        #expect(path.count == 2)
        #expect(path.last.map { if case .container(.vStack, _) = $0.element { true } else { false } } == true)
    }

    /// A node freed with children that something else still holds leaves them without a
    /// parent, as a weak reference would.
    @Test func aFreedParentLeavesItsHeldChildrenWithoutAParent() {
        var child: ViewNode?
        do {
            let parent = ViewNode(key: .content, parent: nil, element: .empty)
            let made = ViewNode(key: .content, parent: parent, element: .empty)
            parent.children = [made]
            child = made
            #expect(child?.parent === parent)
        }
        #expect(child?.parent == nil)
    }
}
