import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// The navigation bar of interpreted code: titles and toolbar items of the top level, the back
/// button, and what is not simulated (Samples/views/navigation-bar has the scenarios).
@Suite struct InterpretedNavigationBarTests {
    static let mail = """
    struct Detail: View {
        var body: some View {
            ScrollView { Text("Detail body").navigationTitle("Detail") }
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share") { print("share") } } }
        }
    }
    struct Mail: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Body")
                        .toolbar { Button("Add") { print("add") } }
                        .onTapGesture { print("body tapped") }
                    NavigationLink("Open") { Detail() }
                }
                .navigationTitle("Inbox")
            }
        }
    }
    """

    @Test("a toolbar button in a stack is hittable; the title is a label, not a control")
    func toolbarButtonIsHittable() throws {
        let app = try InterpretedApp(Self.mail, root: "Mail()")
        #expect(app.graph.visibleLabels == ["Inbox", "Body", "Add", "Open"])
        // The tap gesture of the content does not reach the bar's items.
        #expect(app.graph.hittableControls.map(\.label) == ["Body", "Add", "Open"])
        try app.tap("Add")
        #expect(app.output() == ["add"])
    }

    @Test("a push replaces title and items; the back button carries the previous title and pops")
    func pushAndPop() throws {
        let app = try InterpretedApp(Self.mail, root: "Mail()")
        try app.tap("Open")
        #expect(app.graph.visibleLabels == ["Inbox", "Detail", "Detail body", "Share"])
        #expect(app.graph.hittableControls.map(\.label) == ["Inbox", "Share"])
        try app.tap("Inbox")
        #expect(app.graph.visibleLabels.first == "Inbox")
        #expect(app.graph.hittableControls.map(\.label).contains("Add"))
    }

    @Test("--tree shows the bar of each stack and marks toolbar items")
    func treeShowsTheBar() throws {
        let app = try InterpretedApp(Self.mail, root: "Mail()")
        try app.tap("Open")
        let tree = app.graph.dump { "\($0)" }
        #expect(tree.contains("NavigationStack  [bar: back \"Inbox\", title \"Detail\"]"))
        #expect(tree.contains("[toolbar] Button \"Share\""))
    }

    @Test("back refuses when the top level hides its back button")
    func backWithHiddenBackButton() throws {
        let source = """
        struct Locked: View {
            var body: some View { Text("Locked").navigationBarBackButtonHidden() }
        }
        struct Root: View {
            var body: some View { NavigationStack { NavigationLink("Go") { Locked() } } }
        }
        """
        let app = try InterpretedApp(source, root: "Root()")
        try app.tap("Go")
        #expect(app.graph.visibleLabels == ["Locked"])
        #expect(throws: ViewGraphError.backButtonHidden) { try app.back() }
    }

    @Test("overflow placements, and keyboard items outside a stack, are errors, not missing items",
          arguments: [
              ("Text(\"a\").toolbar { ToolbarItem(placement: .keyboard) { Button(\"Done\") { } } }",
               "'ToolbarItemPlacement.keyboard outside a navigation container' is not simulated by ViewScript yet"),
              ("NavigationStack { Text(\"a\").toolbar { ToolbarItemGroup(placement: .secondaryAction) { Button(\"Sort\") { } } } }",
               "'ToolbarItemPlacement.secondaryAction' is not simulated by ViewScript yet"),
          ])
    func unsupportedPlacements(body: String, message: String) throws {
        let source = """
        struct V: View {
            var body: some View { \(body) }
        }
        """
        #expect { _ = try InterpretedApp(source, root: "V()") } throws: { ($0 as? RuntimeError)?.message == message }
    }

    @Test("keyboard items are on screen and hittable only while a text field has focus")
    func keyboardItems() throws {
        let source = """
        struct V: View {
            @State private var text = ""
            @FocusState private var focused: Bool
            var body: some View {
                NavigationStack {
                    TextField("Name", text: $text)
                        .focused($focused)
                        .toolbar { ToolbarItem(placement: .keyboard) { Button("Done") { focused = false } } }
                }
            }
        }
        """
        let app = try InterpretedApp(source, root: "V()")
        #expect(!app.graph.hittableControls.map(\.label).contains("Done"))
        try app.graph.type("Ann", into: "Name")
        #expect(app.graph.hittableControls.map(\.label).contains("Done"))
        try app.tap("Done")
        #expect(!app.graph.visibleLabels.contains("Done"))
    }

    @Test("hiding the bottom bar hides its items; hiding the navigation bar hides title and items")
    func barVisibility() throws {
        let hidden = """
        struct V: View {
            var body: some View {
                NavigationStack { Text("a").navigationTitle("T").toolbar { Button("B") { } }.toolbar(.hidden, for: .navigationBar) }
            }
        }
        """
        let app = try InterpretedApp(hidden, root: "V()")
        #expect(app.graph.visibleLabels == ["a"])
        // The bottom bar alone: its `.bottomBar` items leave the screen; other items stay.
        let bottomBar = """
        struct V: View {
            var body: some View {
                NavigationStack {
                    Text("a")
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Button("Low") { } }
                            ToolbarItem(placement: .topBarTrailing) { Button("High") { } }
                        }
                        .toolbar(.hidden, for: .bottomBar)
                }
            }
        }
        """
        let bottom = try InterpretedApp(bottomBar, root: "V()")
        #expect(bottom.graph.visibleLabels == ["a", "High"])
        #expect(bottom.graph.hittableControls.map(\.label) == ["High"])
        // Naming the bottom bar with another bar is still refused.
        let both = """
        struct V: View {
            var body: some View { NavigationStack { Text("a").toolbar(.hidden, for: .bottomBar, .navigationBar) } }
        }
        """
        #expect { _ = try InterpretedApp(both, root: "V()") } throws: {
            ($0 as? RuntimeError)?.message == "'toolbar(.hidden, for: .bottomBar)' is not simulated by ViewScript yet"
        }
        // The tab bar (ViewGraph+TabBarVisibility.swift): hidden while the tab shows the view.
        let tabBar = """
        struct V: View {
            var body: some View {
                TabView {
                    NavigationStack { Text("a").toolbar(.hidden, for: .tabBar) }.tabItem { Text("One") }
                    Text("b").tabItem { Text("Two") }
                }
            }
        }
        """
        let tabs = try InterpretedApp(tabBar, root: "V()")
        #expect(tabs.graph.visibleLabels == ["a"])
        #expect(tabs.graph.hittableControls.isEmpty)
    }
}
