import Foundation
import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// `.interactiveDismissDisabled` refuses the `dismiss` step (a swipe down) of a sheet; the
/// sample Samples/views/presentations/interactive-dismiss-disabled.view, step by step.
@Suite struct PresentationDismissTests {
    static func sample(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Samples/views/presentations/" + name), encoding: .utf8)
    }

    @Test("a swipe down on a sheet with interactiveDismissDisabled is refused; the binding stays")
    func refusedSwipe() throws {
        let app = try InterpretedApp(try Self.sample("interactive-dismiss-disabled.view"), root: "ContentView()")
        try app.tap("New Account")
        try app.graph.type("Ada", into: "Name")
        try app.interpreter.executor.runUntilIdle()
        #expect(app.output() == ["showForm: true"])
        #expect(throws: ViewGraphError.interactiveDismissDisabled) { try app.dismiss() }
        #expect(app.output() == [])
        #expect(app.graph.visibleLabels.contains("Save"))
        try app.tap("Save")
        #expect(app.output() == ["showForm: false"])
        #expect(throws: ViewGraphError.nothingToDismiss) { try app.dismiss() }
    }

    @Test("interactiveDismissDisabled(false) lets the swipe dismiss")
    func allowedSwipe() throws {
        let app = try InterpretedApp(try Self.sample("interactive-dismiss-disabled.view"), root: "ContentView()")
        try app.tap("New Account")
        try app.dismiss()
        #expect(app.output() == ["showForm: true", "showForm: false"])
    }
}
