import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// Sheets, covers and alerts, with element trees built in Swift.
@Suite("Presentations")
struct PresentationTests {
    /// A view presenting `content(item)` with `trigger`, tracing its own lifecycle.
    static func presenting(_ style: Presentation.Style, trace: Trace, state initial: Value,
                           trigger: @escaping (GraphBinding) -> Presentation.Trigger,
                           content: @escaping (Value) -> ViewElement) -> ViewElement {
        UserView("Host", state: [StateDeclaration("shown") { initial }]) { view in
            let shown = view.state("shown")
            let binding = GraphBinding(get: { shown.value }, set: { shown.value = $0 })
            return ViewElement.vStack(
                .text("Host"),
                .button("Show") { shown.value = initial == .bool(false) ? .bool(true) : .some(.int(1)) },
                .button("Next") { shown.value = .some(.int(2)) })
                .onAppear { trace("host appear") }
                .onDisappear { trace("host disappear") }
                .modifier(.presentation(Presentation(style, trigger: trigger(binding), onDismiss: { trace("onDismiss") }) { item in
                    trace("content \(item.text)")
                    return content(item)
                }))
        }.element
    }

    static func content(_ trace: Trace) -> (Value) -> ViewElement {
        { item in
            ViewElement.vStack(.text("Sheet \(item.text)"))
                .onAppear { trace("sheet appear \(item.text)") }
                .onDisappear { trace("sheet disappear \(item.text)") }
        }
    }

    @Test("B5, B13: content is built only when presented; the host neither disappears nor appears again")
    func sheet() throws {
        let trace = Trace()
        let graph = ViewGraph(root: Self.presenting(.sheet, trace: trace, state: .bool(false), trigger: { .isPresented($0) },
                                                    content: Self.content(trace)))
        try graph.mount()
        #expect(trace.take() == ["host appear"])
        try graph.tap("Show")
        #expect(trace.take() == ["content void", "sheet appear void"])
        #expect(graph.visibleTexts == ["Sheet void"])
        #expect(graph.hittableControls.isEmpty)
        try graph.dismiss()
        #expect(trace.take() == ["sheet disappear void", "onDismiss"])
        #expect(graph.visibleTexts == ["Host"])
        #expect(throws: ViewGraphError.nothingToDismiss) { try graph.dismiss() }
    }

    @Test("B31: a new item dismisses (onDismiss) and presents again")
    func itemReplacement() throws {
        let trace = Trace()
        let graph = ViewGraph(root: Self.presenting(.sheet, trace: trace, state: .none, trigger: { .item($0, id: { $0 }) },
                                                    content: Self.content(trace)))
        try graph.mount()
        try graph.perform {}
        _ = trace.take()
        try graph.tap("Show")
        #expect(trace.take() == ["content 1", "sheet appear 1"])
        // The sheet covers the host: drive the host's state directly.
        let host = try #require(graph.root.children.first)
        try graph.perform { StateReference(graph: graph, slot: host.state[0]).value = .some(.int(2)) }
        #expect(trace.take() == ["sheet disappear 1", "onDismiss", "content 2", "sheet appear 2"])
        #expect(graph.visibleTexts == ["Sheet 2"])
    }

    @Test("B32: any button of an alert runs its action, then resets the binding")
    func alert() throws {
        let trace = Trace()
        let graph = ViewGraph(root: Self.presenting(.alert, trace: trace, state: .bool(false), trigger: { .isPresented($0) }) { _ in
            .vStack(.text("Delete?"), .button("Delete") { trace("delete") }, .button("Cancel") { trace("cancel") })
        })
        try graph.mount()
        try graph.tap("Show")
        #expect(graph.hittableControls.map(\.label) == ["Delete", "Cancel"])
        _ = trace.take()
        try graph.tap("Cancel")
        #expect(trace.take() == ["cancel", "onDismiss"])
        #expect(graph.visibleTexts == ["Host"])
    }

    @Test("An alert without buttons gets OK")
    func alertWithoutButtons() throws {
        let trace = Trace()
        let graph = ViewGraph(root: Self.presenting(.alert, trace: trace, state: .bool(false), trigger: { .isPresented($0) }) { _ in
            .text("Saved")
        })
        try graph.mount()
        try graph.tap("Show")
        try graph.tap("OK")
        #expect(graph.visibleTexts == ["Host"])
    }
}
