import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// Navigation stacks and tab views, with element trees built in Swift.
@Suite("Navigation and tabs")
struct NavigationTests {
    /// A level `n` with a counter, a link to level `n + 1`, lifecycle tracing, and a task that
    /// stays scheduled until cancelled.
    static func level(_ n: Int, trace: Trace, tasks: Box<Int>? = nil) -> ViewElement {
        UserView("Level", fields: [.init("n", .int(n))], state: [StateDeclaration("taps") { .int(0) }]) { view in
            let taps = view.state("taps")
            return .vStack(
                .text("Level \(n): \(taps.value.text)"),
                .button("Tap \(n)") { taps.value = .int(taps.value.asInt! + 1) },
                .navigationLink(NavigationLinkElement(title: "Next \(n)", label: .text("Next \(n)"),
                                                      target: .view(level(n + 1, trace: trace, tasks: tasks)))))
        }.element
            .onAppear { trace("appear \(n)") }
            .onDisappear { trace("disappear \(n)") }
            .task {
                tasks?.value = (tasks?.value ?? 0) + 1
                return TaskCancellation { tasks?.value = (tasks?.value ?? 0) - 1 }
            }
    }

    static func stack(trace: Trace, tasks: Box<Int>? = nil) -> ViewElement {
        ViewElement.navigation(NavigationContainer(root: level(0, trace: trace, tasks: tasks)))
            .onAppear { trace("stack appear") }
            .onDisappear { trace("stack disappear") }
    }

    @Test("B11: push shows the child, then hides the parent; pop shows the parent, then removes the child")
    func pushAndPop() throws {
        let trace = Trace()
        let graph = ViewGraph(root: Self.stack(trace: trace))
        try graph.mount()
        #expect(trace.take() == ["stack appear", "appear 0"])
        try graph.tap("Tap 0")
        _ = graph.events()
        try graph.tap("Next 0")
        #expect(trace.take() == ["appear 1", "disappear 0"])
        #expect(graph.events() == ["state created Level", "body Level", "appear Level", "disappear Level",
                                   "task cancelled Level", "task started Level"])
        #expect(graph.visibleTexts == ["Level 1: 0", "Next 1"])
        try graph.back()
        #expect(trace.take() == ["appear 0", "disappear 1"])
        #expect(graph.events() == ["state destroyed Level", "appear Level", "disappear Level", "task cancelled Level",
                                   "task started Level"])
        // The lower level kept its state; the stack never disappeared.
        #expect(graph.visibleTexts == ["Level 0: 1", "Next 0"])
        #expect(throws: ViewGraphError.nothingToGoBack) { try graph.back() }
    }

    @Test("A popped level is destroyed: pushing it again starts from its initial state")
    func popDestroysState() throws {
        let trace = Trace()
        let graph = ViewGraph(root: Self.stack(trace: trace))
        try graph.mount()
        try graph.tap("Next 0")
        try graph.tap("Tap 1")
        #expect(graph.visibleTexts.first == "Level 1: 1")
        try graph.back()
        try graph.tap("Next 0")
        #expect(graph.visibleTexts.first == "Level 1: 0")
    }

    @Test("Pushing 1,000 levels and popping them all does constant work per level and leaves no task running")
    func thousandLevels() throws {
        let trace = Trace()
        let tasks = Box<Int>()
        let graph = ViewGraph(root: Self.stack(trace: trace, tasks: tasks))
        graph.isLogging = false
        try graph.mount()
        for n in 0..<1_000 { try graph.tap("Next \(n)") }
        #expect(graph.visibleTexts.first == "Level 1000: 0")
        #expect(tasks.value == 1)
        for _ in 0..<1_000 { try graph.back() }
        #expect(graph.visibleTexts.first == "Level 0: 0")
        #expect(tasks.value == 1)
        #expect(graph.root.children.first?.children.first?.children.count == 1)
        // The work per push and pop does not grow with the depth: each push evaluates the one
        // new body and creates its nodes (nine, and the level's `dismiss` environment); pops
        // evaluate nothing.
        #expect(graph.statistics.bodiesEvaluated == 1 + 1_000)
        #expect(graph.statistics.nodesCreated == 3 + 1_001 * 9 + 1_000)
        // Every level appeared once and disappeared when covered, then again on the way back.
        #expect(trace.lines.count == 2 + 4 * 1_000)
    }

    @Test("A path binding drives the levels: values are built through navigationDestination(for:)")
    func pathBinding() throws {
        let trace = Trace()
        let path = Box<[Value]>()
        path.value = []
        var built: [Int] = []
        let root = UserView("Root", state: [StateDeclaration("path") { .array(ArrayValue([])) }]) { view in
            let state = view.state("path")
            let binding = GraphBinding(get: { state.value }, set: { state.value = $0 })
            let destination = NavigationDestination(accepts: { $0.asInt != nil }) { value in
                built.append(value.asInt!)
                return .text("Value \(value.asInt!)").onAppear { trace("appear \(value.asInt!)") }
                    .onDisappear { trace("disappear \(value.asInt!)") }
            }
            return .navigation(NavigationContainer(root: .vStack(
                .button("Push 1 2 3") { state.value = .array(ArrayValue([.int(1), .int(2), .int(3)])) },
                .navigationLink(NavigationLinkElement(title: "Go 7", label: .text("Go 7"), target: .value(.int(7), typeName: "Int"))))
                .modifier(.navigationDestination(destination)), path: binding))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        try graph.tap("Push 1 2 3")
        // All three levels are built (their state exists); only the top one is on screen.
        #expect(built == [1, 2, 3])
        #expect(trace.take() == ["appear 3"])
        #expect(graph.visibleTexts == ["Value 3"])
        try graph.back()
        #expect(trace.take() == ["appear 2", "disappear 3"])
        try graph.back()
        try graph.back()
        #expect(graph.visibleTexts == ["Go 7"])
        _ = trace.take()
        try graph.tap("Go 7")
        #expect(trace.take() == ["appear 7"])
    }

    @Test("B12: every tab lives from the start; appearance follows the selected tab on every switch")
    func tabs() throws {
        let trace = Trace()
        func tab(_ name: String) -> ViewElement {
            UserView(name, state: [StateDeclaration("taps") { .int(0) }]) { view in
                let taps = view.state("taps")
                return .vStack(.text("\(name) \(taps.value.text)"),
                               .button("Tap \(name)") { taps.value = .int(taps.value.asInt! + 1) })
            }.element
                .onAppear { trace("appear \(name)") }
                .onDisappear { trace("disappear \(name)") }
                .task { trace("task \(name)"); return TaskCancellation { trace("cancel \(name)") } }
        }
        let graph = ViewGraph(root: .tabView(TabViewContent(tabs: [
            .init(title: "One", content: tab("A")), .init(title: "Two", content: tab("B")),
        ])))
        try graph.mount()
        #expect(graph.events().filter { $0.hasPrefix("state") } == ["state created A", "state created B"])
        #expect(trace.take() == ["appear A", "task A"])
        try graph.tap("Tap A")
        try graph.tap("Two")
        #expect(trace.take() == ["appear B", "disappear A", "cancel A", "task B"])
        #expect(graph.visibleTexts == ["B 0"])
        #expect(graph.visibleLabels.contains("One"))
        try graph.tap("One")
        #expect(trace.take() == ["appear A", "disappear B", "cancel B", "task A"])
        #expect(graph.visibleTexts == ["A 1"])
    }

    @Test("TabView(selection:) reads and writes the binding; tags pick the tab")
    func tabSelection() throws {
        let root = UserView("Root", state: [StateDeclaration("tab") { .string("b") }]) { view in
            let tab = view.state("tab")
            return .tabView(TabViewContent(tabs: [
                .init(title: "A", tag: .string("a"), content: .text("first")),
                .init(title: "B", tag: .string("b"), content: .vStack(.text("second"), .button("Go to A") { tab.value = .string("a") })),
            ], selection: GraphBinding(get: { tab.value }, set: { tab.value = $0 })))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(graph.visibleTexts == ["second"])
        try graph.tap("Go to A")
        #expect(graph.visibleTexts == ["first"])
        try graph.tap("B")
        #expect(graph.visibleTexts == ["second"])
    }
}
