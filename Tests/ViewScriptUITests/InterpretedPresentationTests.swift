import Foundation
import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The behaviour samples of navigation and presentation, step by step as their scenarios go.
@Suite struct InterpretedPresentationTests {
    static func sample(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Samples/behaviours/" + name), encoding: .utf8)
    }

    @Test("B30: link destinations are made with the link, rendered only when pushed")
    func eagerDestination() throws {
        let app = try InterpretedApp(try Self.sample("B30-eager-navigationlink-destination.view"), root: "ContentView()")
        #expect(app.output() == ["ContentView body, count = 0", "DetailView(A) init", "DetailView(B) init"])
        try app.tap("Increment")
        #expect(app.output() == ["ContentView body, count = 1", "DetailView(A) init", "DetailView(B) init"])
        try app.tap("Open A")
        #expect(app.output() == ["DetailView(A) body", "DetailView(A) onAppear"])
        #expect(app.graph.visibleTexts == ["Detail A"])
        try app.back()
        #expect(app.output() == ["DetailView(A) onDisappear"])
        try app.tap("Open B")
        #expect(app.output() == ["DetailView(B) body", "DetailView(B) onAppear"])
    }

    @Test("B15: popping cancels the running task; a new push starts a new one")
    func taskCancelledOnPop() throws {
        let app = try InterpretedApp(try Self.sample("B15-task-cancelled-on-pop.view"), root: "ContentView()")
        try app.tap("Open Detail")
        #expect(app.output() == ["Detail onAppear", "task started"])
        try app.advance(seconds: 1)
        try app.back()
        #expect(app.output() == ["Detail onDisappear", "sleep threw CancellationError()", "Task.isCancelled = true"])
        #expect(app.graph.visibleTexts == ["Open Detail"])
        try app.advance(seconds: 2)
        #expect(app.output() == [])
        try app.tap("Open Detail")
        try app.advance(seconds: 2)
        #expect(app.output() == ["Detail onAppear", "task started", "slept 2 s", "Task.isCancelled = false"])
    }

    @Test("B31: a new item while presented dismisses, calls onDismiss, presents again")
    func sheetItemReplacement() throws {
        let app = try InterpretedApp(try Self.sample("B31-sheet-item-replacement.view"), root: "ContentView()")
        try app.tap("Show Apple")
        #expect(app.output() == ["Apple sheet onAppear"])
        #expect(app.graph.visibleTexts == ["Sheet: Apple"])
        try app.tap("Show Banana")
        #expect(app.output() == ["Apple sheet onDisappear", "onDismiss", "Banana sheet onAppear"])
        #expect(app.graph.visibleTexts == ["Sheet: Banana"])
        try app.dismiss()
        #expect(app.output() == ["Banana sheet onDisappear", "onDismiss"])
        #expect(app.graph.visibleTexts == [])
        #expect(throws: ViewGraphError.nothingToDismiss) { try app.dismiss() }
    }

    @Test("B32: any alert button resets isPresented", arguments: ["Delete", "Keep"])
    func alertButtons(button: String) throws {
        let app = try InterpretedApp(try Self.sample("B32-alert-buttons-reset-binding.view"), root: "ContentView()")
        try app.tap("Remove File")
        #expect(app.output() == ["showAlert changed from false to true"])
        #expect(app.graph.visibleTexts == ["Delete Report.txt?"])
        #expect(throws: ViewGraphError.noSuchControl("Remove File", candidates: ["Delete", "Keep"])) { try app.tap("Remove File") }
        try app.tap(button)
        #expect(app.output() == ["\(button) tapped", "showAlert changed from true to false"])
        #expect(app.graph.visibleTexts == ["Report.txt"])
        try app.tap("Remove File")
        #expect(app.output() == ["showAlert changed from false to true"])
    }

    @Test("B32: the Alert(title:dismissButton:) form sets the item back to nil")
    func alertItem() throws {
        let app = try InterpretedApp(try Self.sample("B32-alert-item-reset-to-nil.view"), root: "ContentView()")
        try app.tap("Save")
        #expect(app.output() == ["error is nil: false"])
        #expect(app.graph.visibleTexts == ["Disk full"])
        try app.tap("OK")
        #expect(app.output() == ["OK tapped", "error is nil: true"])
        #expect(app.graph.visibleTexts == [])
    }

    static let values = """
    struct Level: View {
        let n: Int
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Level \\(n): \\(taps)")
                Button("Tap \\(n)") { taps += 1 }
                NavigationLink("Next from \\(n)", value: n + 1)
            }
            .onAppear { print("appear", n) }
            .onDisappear { print("disappear", n) }
        }
    }
    struct Stack: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("depth \\(path.count)")
                    NavigationLink("Start", value: 1)
                    NavigationLink("Text", value: "a")
                }
                .navigationDestination(for: Int.self) { n in
                    let _ = print("destination", n)
                    Level(n: n)
                }
            }
        }
    }

    """

    @Test("navigationDestination(for:) builds a level only when pushed; the path binding follows; lower levels keep state")
    func valueLinks() throws {
        let app = try InterpretedApp(Self.values, root: "Stack()")
        #expect(app.output() == [])
        try app.tap("Start")
        #expect(app.output() == ["destination 1", "appear 1"])
        try app.tap("Tap 1")
        // Stack reads the path, so it evaluates again: its new destination closure builds the
        // kept level again (closures never compare equal, B28), then the new one.
        try app.tap("Next from 1")
        #expect(app.output() == ["destination 1", "destination 2", "appear 2", "disappear 1"])
        #expect(app.graph.visibleTexts == ["Level 2: 0", "Next from 2"])
        try app.back()
        #expect(app.output() == ["destination 1", "appear 1", "disappear 2"])
        #expect(app.graph.visibleTexts == ["Level 1: 1", "Next from 1"])
        try app.back()
        #expect(app.graph.visibleTexts == ["depth 0", "Start", "Text"])
        #expect(throws: ViewGraphError.nothingToGoBack) { try app.back() }
        _ = app.output()
        try app.tap("Text")
        #expect(app.output() == ["[SwiftUI] A NavigationLink is presenting a value of type “String” but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The link cannot be activated."])
    }
}

/// The acceptance of issue 5: a program that pushes 1,000 levels and pops them all.
@Suite struct DeepNavigationTests {
    static let source = """
    struct Level: View {
        let n: Int
        @State private var visits = 0
        var body: some View {
            VStack {
                Text("Level \\(n)")
                NavigationLink("Next \\(n)") { Level(n: n + 1) }
            }
            .task {
                try? await Task.sleep(for: .seconds(60))
            }
        }
    }
    struct Root: View {
        var body: some View {
            NavigationStack { Level(n: 0) }
        }
    }

    """

    @Test("Pushing 1,000 interpreted levels, each with a running task, and popping them all ends with no task scheduled")
    func thousandInterpretedLevels() throws {
        let app = try InterpretedApp(Self.source, root: "Root()")
        app.graph.isLogging = false
        // How long this takes is measured by `viewscript-bench graph`, not here.
        for n in 0..<1_000 { try app.tap("Next \(n)") }
        #expect(app.graph.visibleTexts == ["Level 1000", "Next 1000"])
        // One task runs: the covered levels' tasks were cancelled when they disappeared.
        #expect(app.interpreter.executor.pendingTaskCount == 1)
        for _ in 0..<1_000 { try app.back() }
        #expect(app.graph.visibleTexts == ["Level 0", "Next 0"])
        #expect(app.interpreter.executor.pendingTaskCount == 1)
        try app.advance(seconds: 60)
        #expect(app.interpreter.executor.pendingTaskCount == 0)
        #expect(!app.interpreter.executor.hasPendingWork)
    }
}

/// `@Environment(\.dismiss)` in presented and pushed views.
@Suite struct EnvironmentDismissTests {
    static let source = """
    struct Detail: View {
        @Environment(\\.dismiss) private var dismiss
        let name: String
        var body: some View {
            Button("Close \\(name)") { dismiss() }
                .onDisappear { print("\\(name) onDisappear") }
        }
    }
    struct ContentView: View {
        @State private var showSheet = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Sheet") { showSheet = true }
                    NavigationLink("Push") { Detail(name: "pushed") }
                }
            }
            .sheet(isPresented: $showSheet, onDismiss: { print("onDismiss") }) {
                Detail(name: "sheet")
            }
        }
    }

    """

    @Test("dismiss() closes the sheet it is in, or pops the level it is in")
    func dismissAction() throws {
        let app = try InterpretedApp(Self.source, root: "ContentView()")
        try app.tap("Sheet")
        try app.tap("Close sheet")
        #expect(app.output() == ["sheet onDisappear", "onDismiss"])
        #expect(app.graph.visibleLabels.contains("Push"))
        try app.tap("Push")
        try app.tap("Close pushed")
        #expect(app.output() == ["pushed onDisappear"])
        #expect(app.graph.visibleLabels.contains("Push"))
    }
}
