import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The layout phase and representables (B1, B18), with element trees built in Swift.
@Suite("The layout phase")
struct LayoutPhaseTests {
    /// A layout that logs its calls and returns a fixed size, placing nothing (the article's
    /// `MyLayout`).
    private func logging(_ name: String, _ trace: Trace, size: Size = Size(width: 100, height: 100),
                         _ children: [ViewElement]) -> ViewElement {
        .layout(CustomLayout("MyLayout", fields: [.init("name", .string(name))], sizeThatFits: { _, _, _ in
            trace("\(name) layout")
            return size
        }, placeSubviews: { _, _, _, _ in trace("\(name) place") }), children)
    }

    /// A representable whose calls and controller callbacks go to `trace`.
    private func helper(_ trace: Trace, name: String = "helper", value: Int = 0) -> ViewElement {
        .representable(Representable("ViewHelper", fields: [.init("value", .int(value))], calls: .init(make: {
            trace("\(name) make")
            return (.string("controller"), .void)
        }, update: { _, _ in trace("\(name) update") }, sizeThatFits: { _, _, _ in
            trace("\(name) layout")
            return Size(width: 50, height: 50)
        }, lifecycle: { _, event in trace("\(name) \(event.rawValue)") }, dismantle: { _, _ in trace("\(name) dismantle") })))
    }

    @Test("B1: evaluate outermost first, lay out parent before child, onAppear, then render")
    func phaseOrder() throws {
        let trace = Trace()
        let root = UserView("LayoutTest") { _ in
            trace("outer evaluate")
            trace("inner evaluate")
            return self.logging("outer", trace, [
                self.logging("inner", trace, [
                    self.helper(trace).onAppear { trace("helper onAppear") },
                ]).onAppear { trace("inner onAppear") },
            ]).onAppear { trace("outer onAppear") }
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(trace.take() == [
            "outer evaluate", "inner evaluate",
            "helper make", "helper loadView", "helper viewDidLoad", "helper update",
            "outer layout", "outer place", "inner layout", "inner place", "helper layout",
            "outer onAppear", "helper onAppear", "inner onAppear",
            "helper viewWillAppear", "helper viewDidAppear",
        ])
    }

    @Test("A trap in a body leaves out layout and onAppear (B2)")
    func trapBeforeLayout() throws {
        struct Trap: Error {}
        let trace = Trace()
        let root = UserView("Words") { _ in
            throw Trap()
        }.element
        let graph = ViewGraph(root: logging("outer", trace, [root.onAppear { trace("onAppear") }]))
        #expect(throws: Trap.self) { try graph.mount() }
        #expect(trace.take() == [])
    }

    @Test("A layout is asked again only after something inside it changed")
    func layoutRunsWhenContentChanges() throws {
        let trace = Trace()
        let root = UserView("Counter", state: [StateDeclaration("count") { .int(0) }, StateDeclaration("other") { .int(0) }]) { view in
            let count = view.state("count")
            let other = view.state("other")
            _ = other.value
            return self.logging("outer", trace, [
                .text("Count: \(count.value.text)"),
                .button("Add") { count.value = .int(count.value.asInt! + 1) },
                .button("Other") { other.value = .int(other.value.asInt! + 1) },
            ])
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        #expect(trace.take() == ["outer layout", "outer place"])
        try graph.tap("Other")
        #expect(trace.take() == [])
        try graph.tap("Add")
        #expect(trace.take() == ["outer layout", "outer place"])
    }

    @Test("Unplaced subviews sit at the layout's center with its proposal; placed ones where placed")
    func customPlacement() throws {
        let layout = CustomLayout("Corner", sizeThatFits: { proposal, _, _ in
            proposal.replacingUnspecified(by: Size(width: 10, height: 10))
        }, placeSubviews: { bounds, _, subviews, _ in
            subviews[0].place(at: Point(x: bounds.minX + 10, y: bounds.minY + 30), proposal: .unspecified)
        })
        let graph = ViewGraph(root: .layout(layout, [.text("Placed"), .text("Centered")]))
        try graph.mount()
        let placed = try #require(node(graph, labelled: "Placed"))
        let centered = try #require(node(graph, labelled: "Centered"))
        #expect(placed.geometry.frame == Rect(x: 10, y: 30, width: 54, height: 20))
        #expect(centered.geometry.frame == Rect(x: (393 - 72) / 2, y: (852 - 20) / 2, width: 72, height: 20))
    }

    @Test("B18: a representable is made once, updated when its inputs change, dismantled when removed")
    func representableLifecycle() throws {
        let trace = Trace()
        let root = UserView("Host", state: [StateDeclaration("value") { .int(0) }, StateDeclaration("show") { .bool(true) }]) { view in
            let value = view.state("value")
            let show = view.state("show")
            return .vStack(
                .button("Change") { value.value = .int(1) },
                .button("Hide") { show.value = .bool(false) },
                .conditional(branch: 0, show.value.asBool! ? self.helper(trace, value: value.value.asInt!)
                    .onAppear { trace("onAppear") }.onDisappear { trace("onDisappear") } : nil))
        }.element
        let graph = ViewGraph(root: root)
        try graph.mount()
        // The VStack asks its size for several proposals (its flexibility, then its share).
        let first = trace.take()
        #expect(first.filter { $0 != "helper layout" } == ["helper make", "helper loadView", "helper viewDidLoad", "helper update",
                                                           "onAppear", "helper viewWillAppear", "helper viewDidAppear"])
        #expect(first.firstIndex(of: "helper layout") == 4)
        #expect(first.lastIndex(of: "helper layout").map { $0 < first.firstIndex(of: "onAppear")! } == true)
        try graph.tap("Change")
        let changed = trace.take()
        #expect(changed.first == "helper update")
        #expect(changed.dropFirst().allSatisfy { $0 == "helper layout" } && changed.count > 1)
        try graph.tap("Hide")
        #expect(trace.take() == ["onDisappear", "helper viewWillDisappear", "helper viewDidDisappear", "helper dismantle"])
    }

    private func node(_ graph: ViewGraph, labelled label: String) -> ViewNode? {
        var found: ViewNode?
        graph.visit(graph.root) { if $0.label == label, found == nil { found = $0 } }
        return found
    }
}
