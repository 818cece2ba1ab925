import Foundation
import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The seeds of `lifecycle-logs-ko.txt` and `state-injection-sheet.txt` and the navigation
/// behaviours, run by the interpreter and shown by the graph.
@Suite struct InterpretedNavigationTests {
    /// A seed sample's code (its comments included, as it is checked in).
    static func seed(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Samples/seeds/" + path), encoding: .utf8)
    }

    @Test("B11: push shows the child then hides the parent; pop the reverse; NavigationView appears once")
    func navigationSeed() throws {
        let app = try InterpretedApp(try Self.seed("lifecycle-logs-ko/Navigation.view"), root: "ContentView()")
        // B1's order: the outermost appearing view first, then the views inside it.
        #expect(app.output() == ["[NavigationView] onAppear", "[Content] onAppear"])
        try app.tap("Go To SubView")
        #expect(app.output() == ["[SubView] onAppear", "[Content] onDisappear"])
        #expect(app.graph.visibleTexts == ["Hello, world!"])
        try app.back()
        #expect(app.output() == ["[Content] onAppear", "[SubView] onDisappear"])
        #expect(app.graph.visibleTexts == ["Content View", "Go To SubView"])
    }

    @Test("B12: switching tabs: the shown tab appears, the left one disappears")
    func tabBarSeed() throws {
        let app = try InterpretedApp(try Self.seed("lifecycle-logs-ko/TabBar.view"), root: "ContentView()")
        #expect(app.output() == ["[SubView1] onAppear"])
        try app.tap("SubView2")
        #expect(app.output() == ["[SubView2] onAppear", "[SubView1] onDisappear"])
        #expect(app.graph.visibleTexts == ["SubView2"])
        try app.tap("SubView1")
        #expect(app.output() == ["[SubView1] onAppear", "[SubView2] onDisappear"])
    }

    @Test("B13: a full-screen cover neither hides nor shows the covered view")
    func fullScreenCoverSeed() throws {
        let app = try InterpretedApp(try Self.seed("lifecycle-logs-ko/FullScreenCover.view"), root: "ContentView()")
        #expect(app.output() == ["[ContentView] onAppear"])
        try app.tap("Show Alert")
        #expect(app.output() == [])
        #expect(app.graph.visibleTexts == [])
        #expect(throws: ViewGraphError.noSuchControl("Show Alert", candidates: [])) { try app.tap("Show Alert") }
        try app.dismiss()
        #expect(app.output() == [])
        #expect(app.graph.visibleTexts == ["ContentView"])
    }

    @Test("B14, B19: the task starts after onAppear although written first")
    func taskAndOnAppearSeed() throws {
        let app = try InterpretedApp(try Self.seed("lifecycle-logs-ko/TaskAndOnAppear.view"), root: "ContentView()")
        #expect(app.output() == ["[Content] onAppear", "[Content] task"])
    }

    @Test("B16, B23: task(id:) restarts on every change, cancelling a run still sleeping")
    func taskIDSeed() throws {
        let app = try InterpretedApp(try Self.seed("lifecycle-logs-ko/TaskID.view"), root: "TaskView()")
        #expect(app.output() == ["[OnAppearView] start onAppear"])
        try app.advance(seconds: 2)
        #expect(app.output() == ["[OnAppearView] finish onAppear"])
        try app.tap("Toggle")
        #expect(app.output() == ["[OnAppearView] start onAppear"])
        try app.advance(seconds: 1)
        try app.tap("Toggle")
        #expect(app.output() == ["[OnAppearView] finish onAppear", "[OnAppearView] start onAppear"])
        try app.advance(seconds: 2)
        #expect(app.output() == ["[OnAppearView] finish onAppear"])
    }

    @Test("B5: the sheet shows the value of the parent's last evaluation; its button reads the current one")
    func sheetStaleValue() throws {
        let app = try InterpretedApp(try Self.seed("state-injection-sheet/SheetStaleValue.view"), root: "ContentView()")
        try app.tap("Set n = 2")
        #expect(app.graph.visibleTexts == ["n = 1"])
        try app.tap("Close")
        #expect(app.output() == ["n in fullScreenCover is 2"])
        #expect(app.graph.visibleTexts == [])
    }

    @Test("B5: the sheet's closure is called only when presented", arguments: [
        ("state-injection-sheet/SheetInitMonitor.view", "AnalyticsView()", "n = 1"),
        ("state-injection-sheet/OriginalFullScreenCover.view", "ContentView()", "n = 1"),
        ("state-injection-sheet/Solution1OnChange.view", "ContentView()", "n = 2"),
        ("state-injection-sheet/Solution3Binding.view", "Solution3()", "n = 2"),
    ])
    func sheetFixes(path: String, root: String, shown: String) throws {
        let app = try InterpretedApp(try Self.seed(path), root: root)
        _ = app.output()
        try app.tap("Set n = 2")
        #expect(app.graph.visibleTexts == [shown])
    }

    @Test("B5 fix 4: a delayed update re-evaluates the parent, whose new closure shows n = 2")
    func sheetDelayedUpdate() throws {
        let app = try InterpretedApp(try Self.seed("state-injection-sheet/Solution4Delay.view"), root: "Solution4()")
        try app.tap("Set n = 2")
        #expect(app.graph.visibleTexts == ["n = 1"])
        try app.advance(seconds: 0.01)
        #expect(app.graph.visibleTexts == ["n = 2"])
    }

    @Test("SheetInitMonitor: the sheet view is made only when presented, after the parent's update")
    func sheetInitMonitor() throws {
        let app = try InterpretedApp(try Self.seed("state-injection-sheet/SheetInitMonitor.view"), root: "AnalyticsView()")
        #expect(app.output() == ["Parent View update"])
        try app.tap("Set n = 2")
        #expect(app.output() == ["sheet view init", "sheet view update"])
        try app.tap("Close")
        #expect(app.output() == ["n in fullScreenCover is 1"])
    }
}
