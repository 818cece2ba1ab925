import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

@Suite("The render loop")
struct RenderLoopTests {
    @Test("B1 order: every body is evaluated before any onAppear; the appearing subtree's top view first, then children before parents")
    func appearOrder() throws {
        let trace = Trace()
        let layoutTest = UserView("LayoutTest") { _ in
            trace("outer evaluate")
            let inner = ViewElement.container(.zStack, [.image("helper").onAppear { trace("helper onAppear") }])
            trace("inner evaluate")
            return ViewElement.container(.zStack, [inner.onAppear { trace("inner onAppear") }])
                .onAppear { trace("outer onAppear") }
        }
        let graph = ViewGraph(root: layoutTest.element)
        try graph.mount()
        #expect(trace.lines == ["outer evaluate", "inner evaluate", "outer onAppear", "helper onAppear", "inner onAppear"])
    }

    @Test("B19, B14: onAppear and onChange(initial:) in written order, then the task")
    func modifierOrderOnOneView() throws {
        let trace = Trace()
        let root = ViewElement.text("x")
            .onAppear { trace("onAppear") }
            .onChange(of: .int(1), initial: true) { old, new in trace("onChange \(old.text) \(new.text)") }
            .task { trace("task"); return .none }
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(trace.lines == ["onAppear", "onChange 1 1", "task"])
    }

    @Test("B22: onChange is not called for the initial value, is called for a change made in onAppear, gets (old, new)")
    func onChangeAfterOnAppear() throws {
        let trace = Trace()
        let root = UserView("ContentView", state: [StateDeclaration("value") { .int(0) }]) { view in
            let value = view.state("value")
            return ViewElement.text("value \(value.value.text)")
                .onChange(of: value.value) { old, new in trace("changed \(old.text) -> \(new.text)") }
                .onAppear { value.value = .int(1) }
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(trace.lines == ["changed 0 -> 1"])
        #expect(graph.visibleTexts == ["value 1"])
        #expect(graph.statistics.passes == 2)
    }

    @Test("B2: a List over an empty array fills in the pass after onAppear wrote the array")
    func onAppearRunsAnotherPass() throws {
        let root = UserView("ContentView", state: [StateDeclaration("words") { .array(ArrayValue([])) }]) { view in
            let words = view.state("words")
            let elements = words.value.asArray!.elements.map { (id: $0, element: ViewElement.text($0.text)) }
            return ViewElement.list(.forEach(elements: elements)).onAppear {
                words.value = .array(ArrayValue([.string("Hello"), .string("World")]))
            }
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(graph.visibleTexts == ["Hello", "World"])
        #expect(graph.events() == ["state created ContentView", "body ContentView", "appear ContentView", "body ContentView"])
    }

    @Test("task(id:) starts after appearing, restarts when the id changes, is cancelled on disappearing")
    func taskLifecycle() throws {
        let trace = Trace()
        let content = UserView("Loader", fields: [], state: [StateDeclaration("id") { .int(0) }]) { view in
            let id = view.state("id")
            let current = id.value.asInt!
            return ViewElement.button("Next") { id.value = .int(current + 1) }
                .task(id: .int(current)) {
                    trace("start \(current)")
                    return TaskCancellation { trace("cancel \(current)") }
                }
        }.element
        let graph = ViewGraph(root: toggling { content })
        try graph.mount()
        try graph.tap("Next")
        try graph.tap("Toggle")
        #expect(trace.lines == ["start 0", "cancel 0", "start 1", "cancel 1"])
        #expect(graph.events().filter { $0.hasPrefix("task") } ==
                ["task started Loader", "task cancelled Loader", "task started Loader", "task cancelled Loader"])
    }

    @Test("A render that keeps invalidating itself stops after 25 passes, naming the state")
    func runawayPasses() throws {
        let root = UserView("Looper", state: [StateDeclaration("count") { .int(0) }]) { view in
            let count = view.state("count")
            return ViewElement.text("\(count.value.text)")
                .onChange(of: count.value) { _, new in count.value = .int(new.asInt! + 1) }
                .onAppear { count.value = .int(1) }
        }.element
        let graph = ViewGraph(root: root)
        #expect(throws: ViewGraphError.tooManyPasses(limit: 25, states: ["'count' of 'Looper'"])) { try graph.mount() }
        #expect(graph.statistics.passes == 25)
        #expect(ViewGraphError.tooManyPasses(limit: 25, states: ["'count' of 'Looper'"]).description ==
                "too many render passes (25): 'count' of 'Looper' changed on every pass")
    }

    @Test("A task whose every start changes its own id is a restart loop: it stops at the limit of restarts at one instant, naming the view")
    func taskRestartLoop() throws {
        let starts = Trace()
        let root = UserView("Looper", state: [StateDeclaration("id") { .int(0) }]) { view in
            let id = view.state("id")
            let current = id.value.asInt!
            return ViewElement.text("\(current)").task(id: .int(current)) {
                starts("start \(current)")
                id.value = .int(current + 1)
                return .none
            }
        }.element
        let graph = ViewGraph(root: root)
        graph.apply(GraphLimits(renderPasses: 100, taskRestarts: 10))
        do {
            try graph.mount()
            Issue.record("expected a restart loop")
        } catch let error as ViewGraphError {
            #expect(error.description.hasPrefix("this '.task(id:)' was cancelled and started again more than 10 times without virtual time passing"))
            #expect(error.description.contains("each of its runs changes its 'id' in 'Looper'"))
        }
        // The first start, then 11 restarts: the 11th is over the limit.
        #expect(starts.lines.count == 12)
    }

    @Test("Task restarts are counted from each event on, at one instant: taps (a push, a pop) and later instants start afresh; job renders go on counting")
    func taskRestartsPerEventAndInstant() throws {
        var now: Int64 = 0
        let state = Box<StateReference>()
        let root = UserView("Ticker", state: [StateDeclaration("id") { .int(0) }]) { view in
            let id = view.state("id")
            state.value = id
            let current = id.value.asInt!
            return ViewElement.button("Next") { id.value = .int(current + 1) }.task(id: .int(current)) { .none }
        }.element
        let graph = ViewGraph(root: root)
        graph.apply(GraphLimits(taskRestarts: 3))
        graph.virtualNow = { now }
        try graph.mount()
        for _ in 0..<10 { try graph.tap("Next") }
        func bump() { state.value!.value = .int(state.value!.value.asInt! + 1) }
        now += 1_000_000
        for _ in 0..<3 {
            bump()
            try graph.renderAfterJob()
        }
        now += 1_000_000
        for _ in 0..<3 {
            bump()
            try graph.renderAfterJob()
        }
        bump()
        #expect(throws: ViewGraphError.self) { try graph.renderAfterJob() }
    }

    @Test("Bodies are evaluated outermost first, each once per pass")
    func outermostFirstOncePerPass() throws {
        let child = Box<StateReference>()
        let root = UserView("Parent", state: [StateDeclaration("a") { .int(0) }]) { view in
            let a = view.state("a")
            let inner = UserView("Child", fields: [.init("a", a.value)], state: [StateDeclaration("b") { .int(0) }]) { v in
                child.value = v.state("b")
                return .text("\(v.field("a")!.text) \(v["b"].text)")
            }
            return .vStack(.button("Both") {
                child.value!.value = .int(1)
                a.value = .int(1)
            }, inner.element)
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        _ = graph.events()
        try graph.tap("Both")
        #expect(graph.events() == ["body Parent", "body Child"])
        #expect(graph.visibleTexts == ["1 1"])
        #expect(graph.statistics.passes == 2)
    }
}
