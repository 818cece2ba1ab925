import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

@Suite("State and dependencies")
struct StateDependencyTests {
    /// `n` set by a button; the body reads `n` only when `readsN`.
    private func counter(readsN: Bool) -> ViewElement {
        UserView("ContentView", state: [StateDeclaration("n") { .int(1) }, StateDeclaration("show") { .bool(false) }]) { view in
            let n = view.state("n")
            let label = readsN ? "n = \(n.value.text)" : "show = \(view["show"].text)"
            return .vStack(.text(label), .button("Set n") { n.value = .int(n.value.asInt! + 1) })
        }.element
    }

    @Test("B4: changing state the body never read does not evaluate it again")
    func unreadStateDoesNotEvaluate() throws {
        let graph = ViewGraph(root: counter(readsN: false))
        try graph.mount()
        #expect(graph.events() == ["state created ContentView", "body ContentView", "appear ContentView"])
        try graph.tap("Set n")
        try graph.tap("Set n")
        #expect(graph.events() == [])
        #expect(graph.visibleTexts == ["show = false"])
    }

    @Test("B4: once the body reads the state, every change evaluates it")
    func readStateEvaluates() throws {
        let graph = ViewGraph(root: counter(readsN: true))
        try graph.mount()
        _ = graph.events()
        try graph.tap("Set n")
        #expect(graph.events() == ["body ContentView"])
        #expect(graph.visibleTexts == ["n = 2"])
        try graph.tap("Set n")
        #expect(graph.events() == ["body ContentView"])
    }

    @Test("Writes in one event are coalesced; writing the old value back invalidates nothing")
    func transactionCoalesces() throws {
        let graph = ViewGraph(root: counter(readsN: true))
        let n = Box<StateReference>()
        try graph.mount()
        try graph.perform {}
        _ = graph.events()
        let root = graph.root.children[0]
        n.value = BodyContext(graph: graph, node: root).state("n")
        try graph.perform {
            n.value!.value = .int(5)
            n.value!.value = .int(6)
        }
        #expect(graph.events() == ["body ContentView"])
        try graph.perform {
            n.value!.value = .int(7)
            n.value!.value = .int(6)
        }
        #expect(graph.events() == [])
    }

    @Test("B25: state is created from the first view value; later initial values are ignored")
    func laterInitialValuesIgnored() throws {
        let initialCalls = Box<Int>()
        initialCalls.value = 0
        let root = UserView("Parent", state: [StateDeclaration("count") { .int(0) }]) { view in
            let count = view.state("count")
            let seed = count.value
            let child = UserView("Child", fields: [.init("seed", seed)], state: [StateDeclaration("value") {
                initialCalls.value! += 1
                return seed
            }]) { child in .text("seed \(child.field("seed")!.text), value \(child["value"].text)") }
            return .vStack(.button("Bump") { count.value = .int(count.value.asInt! + 5) }, child.element)
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(graph.visibleTexts == ["seed 0, value 0"])
        try graph.tap("Bump")
        try graph.tap("Bump")
        #expect(graph.visibleTexts == ["seed 10, value 0"])
        #expect(initialCalls.value == 1)
    }

    @Test("B28: a child's body runs again only when its fields differ; closures never compare equal")
    func bodyRunsOnlyForNewInput() throws {
        let trace = Trace()
        let root = UserView("Parent", state: [StateDeclaration("count") { .int(0) }]) { view in
            let count = view.state("count")
            trace("Parent body")
            let fixed = UserView("Fixed", fields: [.init("title", .string("fixed"))]) { _ in .text("fixed") }
            let counting = UserView("Counting", fields: [.init("count", count.value)]) { v in .text(v.field("count")!.text) }
            let closure = Value.function(Function(builtin: "onTap") { _, _ in .void })
            let holding = UserView("HoldsClosure", fields: [.init("onTap", closure)]) { _ in .text("closure") }
            return .vStack(.button("Bump") { count.value = .int(count.value.asInt! + 1) },
                           fixed.element, counting.element, holding.element)
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        _ = graph.events()
        try graph.tap("Bump")
        #expect(graph.events() == ["body Parent", "body Counting", "body HoldsClosure"])
        #expect(trace.lines == ["Parent body", "Parent body"])
        #expect(graph.visibleTexts == ["fixed", "1", "closure"])
    }

    @Test("Field comparison: structural for values, never equal for closures")
    func viewInputComparison() {
        let f = Value.function(Function(builtin: "f") { _, _ in .void })
        #expect(Value.array(ArrayValue([.int(1), .string("a")])).isSameViewInput(as: .array(ArrayValue([.int(1), .string("a")]))))
        #expect(!f.isSameViewInput(as: f))
        #expect(!Value.some(.tuple(TupleValue([f]))).isSameViewInput(as: .some(.tuple(TupleValue([f])))))
        let a = UserView("V", fields: [.init("x", .int(1)), .init("y", .int(2))]) { _ in .empty }
        let b = UserView("V", fields: [.init("x", .int(1)), .init("y", .int(3))]) { _ in .empty }
        #expect(b.changedFields(since: a) == ["y"])
    }

    @Test("B33: writing state while a body runs prints the runtime warning and is dropped; an action's write is not")
    func writeDuringEvaluationWarns() throws {
        let printed = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("flag") { .bool(false) }]) { view in
            let flag = view.state("flag")
            let seen = flag.value
            flag.value = .bool(true)
            return .vStack(.text("flag \(flag.value == .bool(true))"), .button("Set") { flag.value = seen })
        }.element
        let graph = ViewGraph(root: root) { printed($0) }
        try graph.mount()
        #expect(printed.take() == ["[SwiftUI] Modifying state during view update, this will cause undefined behavior.\n"])
        #expect(graph.events().contains(.init(describing: LifecycleEvent.warning(
            "[SwiftUI] Modifying state during view update, this will cause undefined behavior."))))
        #expect(graph.visibleTexts == ["flag false"])
        try graph.tap("Set")
        #expect(printed.lines == [])
    }

    @Test("Reads inside actions record nothing")
    func actionReadsRecordNothing() throws {
        let root = UserView("ContentView", state: [StateDeclaration("secret") { .int(0) }]) { view in
            let secret = view.state("secret")
            return .button("Peek") { secret.value = .int(secret.value.asInt! + 1) }
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        _ = graph.events()
        try graph.tap("Peek")
        try graph.tap("Peek")
        #expect(graph.events() == [])
    }
}
