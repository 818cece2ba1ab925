import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

@Suite("Identity and state lifetime")
struct IdentityLifetimeTests {
    /// `@State var count = 0`, a "Count" button, and `onAppear` tracing.
    private func child(_ name: String = "Child", trace: Trace) -> ViewElement {
        UserView(name, state: [StateDeclaration("count") { .int(0) }]) { view in
            let count = view.state("count")
            return .vStack(.text("\(name) \(count.value.text)"),
                           .button("Count") { count.value = .int(count.value.asInt! + 1) })
        }.element.onAppear { trace("\(name) onAppear") }.onDisappear { trace("\(name) onDisappear") }
    }

    @Test("B7: state lives from insertion to removal; onAppear never comes before state creation")
    func stateLifetime() throws {
        let trace = Trace()
        let graph = ViewGraph(root: toggling { child(trace: trace) })
        try graph.mount()
        #expect(graph.events() == ["state created ContentView", "body ContentView", "state created Child",
                                   "body Child", "appear ContentView", "appear Child"])
        try graph.tap("Count")
        try graph.tap("Count")
        #expect(graph.visibleTexts == ["Child 2"])
        _ = graph.events()
        try graph.tap("Toggle")
        #expect(graph.events() == ["body ContentView", "state destroyed Child", "disappear Child"])
        try graph.tap("Toggle")
        #expect(graph.events() == ["body ContentView", "state created Child", "body Child", "appear Child"])
        #expect(graph.visibleTexts == ["Child 0"])
        #expect(trace.lines == ["Child onAppear", "Child onDisappear", "Child onAppear"])
    }

    @Test("B8: if/else creates and destroys its branches on every flip, even of the same type")
    func ifElseBranches() throws {
        let trace = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("flag") { .bool(true) }]) { view in
            let flag = view.state("flag")
            let on = flag.value.asBool!
            return .vStack(.button("Flip") { flag.value = .bool(!flag.value.asBool!) },
                           .conditional(branch: on ? 0 : 1, child(trace: trace)))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        try graph.tap("Count")
        #expect(graph.visibleTexts == ["Child 1"])
        _ = graph.events()
        try graph.tap("Flip")
        #expect(graph.events() == ["body ContentView", "state destroyed Child", "state created Child", "body Child",
                                   "appear Child", "disappear Child"])
        #expect(graph.visibleTexts == ["Child 0"])
        try graph.tap("Count")
        try graph.tap("Flip")
        #expect(graph.visibleTexts == ["Child 0"])
    }

    @Test("B21: when .id changes, the new view's onAppear runs before the old view's onDisappear")
    func newIdentityFirst() throws {
        let trace = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("id") { .int(0) }, StateDeclaration("shown") { .bool(true) }]) { view in
            let id = view.state("id"), shown = view.state("shown")
            let current = id.value.asInt!
            let content = ViewElement.text("x")
                .onAppear { trace("A\(current)") }
                .onDisappear { trace("D\(current)") }
                .id(.int(current))
            return .vStack(.button("Flip") { id.value = .int(id.value.asInt! + 1) },
                           .button("Remove") { shown.value = .bool(false) },
                           .conditional(branch: 0, shown.value.asBool! ? content : nil))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        try graph.tap("Flip")
        try graph.tap("Remove")
        #expect(trace.lines == ["A0", "A1", "D0", "D1"])
    }

    @Test("B24: a modifier on a Group applies to each view it produces")
    func groupModifierPerView() throws {
        let trace = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("loggedIn") { .bool(false) }]) { view in
            let loggedIn = view.state("loggedIn")
            let on = loggedIn.value.asBool!
            let group = ViewElement.group(.conditional(branch: on ? 0 : 1, .text(on ? "Home" : "Login")))
            return .vStack(.button("Flip") { loggedIn.value = .bool(!on) },
                           group.onAppear { trace("appear \(on ? "Home" : "Login")") })
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        try graph.tap("Flip")
        try graph.tap("Flip")
        #expect(trace.lines == ["appear Login", "appear Home", "appear Login"])
    }

    @Test("ForEach ids are identities: reordering keeps state, a new id starts fresh")
    func forEachIdentity() throws {
        let trace = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("ids") { .array(ArrayValue([.int(1), .int(2)])) }]) { view in
            let ids = view.state("ids")
            let elements = ids.value.asArray!.elements.map { (id: $0, element: row($0.asInt!, trace: trace)) }
            return .vStack(.button("Reverse and add") {
                ids.value = .array(ArrayValue([.int(3)] + ids.value.asArray!.elements.reversed()))
            }, .forEach(elements: elements))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        try graph.tap("Tap 2")
        _ = graph.events()
        try graph.tap("Reverse and add")
        #expect(graph.events() == ["body ContentView", "state created Row#3", "body Row#3", "appear Row#3"])
        #expect(graph.visibleTexts == ["Row 3: 0", "Row 2: 1", "Row 1: 0"])
    }
}
