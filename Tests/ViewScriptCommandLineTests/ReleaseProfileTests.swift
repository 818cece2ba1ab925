import Foundation
import Testing
@testable import ViewScriptCommandLine

/// `--ios 16|17|18`, `// ios: N` and `viewscript.json`'s `ios`: the release whose documented
/// behaviour is simulated (docs/simulation.md, "iOS releases").
@Suite struct ReleaseProfileTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/views/releases").path

    /// The acceptance test: one file, the differences each release documents.
    @Test func theSameFilePrintsWhatDiffersUnderIOS17AndIOS18() {
        let file = Self.samples + "/release-differences.view"
        let seventeen = runTool(["run", "--ios", "17", file])
        #expect(seventeen.status == .success, "\(seventeen.error)")
        #expect(seventeen.output == """
        scenario "launch, then the second tab"
        Inbox created
        Home onAppear, before iOS 18
        Inbox onAppear
        Home onAppear, before iOS 18
        Inbox onAppear

        """)
        // The file states iOS 17's output, so its expectations fail under iOS 18; what it
        // printed is iOS 18's: the second tab's state starts when it is first selected.
        let eighteen = runTool(["run", file, "--ios", "18"])
        #expect(eighteen.status == .failure)
        #expect(eighteen.output == """
        scenario "launch, then the second tab"
        Home onAppear, iOS 18 or newer
        Inbox created
        Inbox onAppear
        Home onAppear, iOS 18 or newer
        Inbox onAppear

        """)
        #expect(runTool(["run", file]).output == seventeen.output, "iOS 17 is the default")
    }

    static let newAPIs = """
    @Observable final class Store { var count = 0 }
    struct Empty: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { ContentUnavailableView("None", systemImage: "tray") }
            }
        }
    }
    scenario "s" { show Empty() }

    """

    @Test func namesNewerThanTheReleaseAreSwiftcsAvailabilityErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("New.view", Self.newAPIs)
        let sixteen = runTool(["check", "--ios", "16", path])
        #expect(sixteen.status == .failure)
        #expect(sixteen.error.contains("New.view:1:2: error: 'Observable' is only available in iOS 17.0 or newer"))
        #expect(sixteen.error.contains("New.view:5:13: error: 'Tab' is only available in iOS 18.0 or newer"))
        #expect(sixteen.error.contains("New.view:5:49: error: 'ContentUnavailableView' is only available in iOS 17.0 or newer"))
        let seventeen = runTool(["check", path])
        #expect(seventeen.error.contains("'Tab' is only available in iOS 18.0 or newer"))
        #expect(!seventeen.error.contains("'Observable'") && !seventeen.error.contains("'ContentUnavailableView'"))
        let eighteen = runTool(["check", path, "--ios", "18"])
        #expect(eighteen.status == .success, "\(eighteen.error)")
        #expect(eighteen.output == "1 passed, 0 failed\n")
    }

    @Test func theNewFormsOfOnChangeNeedIOS17() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Change.view", """
        struct V: View {
            @State private var on = false
            var body: some View {
                Toggle("On", isOn: $on)
                    .onChange(of: on, initial: true) { print("on is \\(on)") }
            }
        }
        scenario "s" { show V() }

        """)
        let sixteen = runTool(["check", path, "--ios", "16"])
        #expect(sixteen.status == .failure)
        #expect(sixteen.error.contains("error: 'onChange(of:initial:_:)' is only available in iOS 17.0 or newer"))
        #expect(runTool(["run", path]).output == "scenario \"s\"\non is false\n")
    }

    @Test func modifiersNewerThanTheReleaseAreSwiftcsAvailabilityErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Bars.view", """
        struct V: View {
            var body: some View {
                NavigationStack { Text("a").navigationTitle("Title").toolbarVisibility(.hidden, for: .tabBar) }
            }
        }
        struct S: View {
            var body: some View { NavigationStack { Text("b").navigationSubtitle("Subtitle") } }
        }
        scenario "visibility" { show V() }
        scenario "subtitle" { show S() }

        """)
        let seventeen = runTool(["check", path])
        #expect(seventeen.error.contains("Bars.view:3:62: error: 'toolbarVisibility' is only available in iOS 18.0 or newer"))
        #expect(seventeen.error.contains("Bars.view:7:55: error: 'navigationSubtitle' is only available in iOS 26.0 or newer"))
        // iOS 26 is later than every simulated release: the subtitle is an error under each.
        let eighteen = runTool(["check", path, "--ios", "18"])
        #expect(eighteen.output == "1 passed, 1 failed\n")
        #expect(eighteen.error.contains("'navigationSubtitle' is only available in iOS 26.0 or newer"))
    }

    @Test func navigationDestinationWithAnItemNeedsIOS17() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Item.view", """
        struct V: View {
            @State private var item: Int?
            var body: some View {
                NavigationStack { Button("Open") { item = 3 }.navigationDestination(item: $item) { Text("Item \\($0)") } }
            }
        }
        scenario "s" { show V(); tap "Open"; expect visible "Item 3"; back; expect visible "Open" }

        """)
        let sixteen = runTool(["check", path, "--ios", "16"])
        #expect(sixteen.error.contains("error: 'navigationDestination(item:destination:)' is only available in iOS 17.0 or newer"))
        #expect(runTool(["check", path]).output == "1 passed, 0 failed\n")
    }

    @Test func theFilesOwnLineWinsOverTheOption() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Own.view", "// ios: 18\n" + Self.newAPIs)
        #expect(runTool(["check", "--ios", "16", path]).output == "1 passed, 0 failed\n")
        let wrong = try folder.write("Wrong.view", "// ios: 15\nscenario \"s\" { }\n")
        let run = runTool(["check", wrong])
        #expect(run.status == .failure)
        #expect(run.error.contains("Wrong.view:1:9: error: iOS '15' is not simulated by ViewScript; the releases are 16, 17 or 18"))
    }

    @Test func viewscriptJSONNamesTheReleaseOfAnApp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try folder.write("App/viewscript.json", #"{ "ios": 18 }"#)
        let path = try folder.write("App/New.view", Self.newAPIs)
        #expect(runTool(["check", path]).output == "1 passed, 0 failed\n")
        #expect(runTool(["check", path, "--ios", "17"]).status == .failure, "--ios wins over viewscript.json")
    }

    @Test func theOptionTakesASimulatedRelease() {
        for command in ["run", "check", "previews", "repl"] {
            let run = runTool([command, "--ios", "15", "x"])
            #expect(run.status == .usage)
            #expect(run.error.contains("error: --ios needs 16, 17 or 18"), "\(command)")
            #expect(runTool([command, "--help"]).output.contains("--ios 16|17|18"), "\(command)")
        }
    }
}
