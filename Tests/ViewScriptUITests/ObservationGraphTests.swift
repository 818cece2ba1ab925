import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The graph's side of observation, with element trees built in Swift: holders of an object
/// and readers of an `@Observable` property are invalidated, nobody else.
@Suite struct ObservationGraphTests {
    /// An object of a class with one stored property (the graph needs only its identity).
    func makeObject() -> Instance {
        Instance(type: NominalType(kind: .classType, name: "Model", parent: nil, declaration: nil), fields: [.int(0)])
    }

    @Test func objectWillChangeInvalidatesHoldersOnly() throws {
        let model = makeObject()
        let trace = Trace()
        let holder = UserView("Holder", dynamicProperties: ["model"]) { context in
            context.observe(model, as: "model")
            trace("Holder body")
            return .text("holder")
        }
        let bystander = UserView("Bystander") { _ in
            trace("Bystander body")
            return .text("bystander")
        }
        let graph = ViewGraph(root: .vStack(holder.element, bystander.element))
        try graph.mount()
        #expect(trace.take() == ["Holder body", "Bystander body"])
        try graph.perform { graph.objectWillChange(model) }
        #expect(trace.take() == ["Holder body"])
        // A change nobody holds any more (the holder re-registered, so it still does).
        try graph.perform { graph.objectWillChange(makeObject()) }
        #expect(trace.take() == [])
    }

    @Test func observableReadsCountOnlyDuringABody() throws {
        let model = makeObject()
        let trace = Trace()
        var evaluations = 0
        let reader = UserView("Reader") { context in
            evaluations += 1
            // Only the first evaluation reads the property.
            if evaluations == 1 { context.graph.observableRead(model, property: 0) }
            trace("Reader body")
            return .button("Read") { context.graph.observableRead(model, property: 0) }
        }
        let graph = ViewGraph(root: reader.element)
        try graph.mount()
        #expect(trace.take() == ["Reader body"])
        try graph.perform { graph.observableWillSet(model, property: 0) }
        #expect(trace.take() == ["Reader body"])
        // The second evaluation read nothing, and the button's read is outside any body.
        try graph.tap("Read")
        try graph.perform { graph.observableWillSet(model, property: 0) }
        #expect(trace.take() == [])
    }
}
