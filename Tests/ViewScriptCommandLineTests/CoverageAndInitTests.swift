import Foundation
import Testing
@testable import ViewScriptCommandLine

/// `viewscript coverage` and `viewscript init` on small app folders.
@Suite struct CoverageAndInitTests {
    static func writeGappyApp(_ folder: TemporaryDirectory) throws {
        try folder.write("App/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup {
                    NotesView()
                        .equatable()
                }
            }
        }
        """)
        try folder.write("App/NotesView.swift", """
        import SwiftUI

        struct NotesView: View {
            let url = CLGeocoder()
            var body: some View {
                Text("Notes").equatable()
            }
        }
        """)
        try folder.write("App/Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"Row\") } }\n")
    }

    @Test func coverageNamesTheGapsWithTheirPositionsMostFrequentFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeGappyApp(folder)
        let app = folder.path + "/App"
        let run = runTool(["coverage", app])
        #expect(run.status == .failure)
        #expect(run.output == """
        'equatable' is not simulated by ViewScript yet (2)
          \(app)/NotesApp.swift:8:18
          \(app)/NotesView.swift:6:23
        'CLGeocoder' is not simulated by ViewScript yet (1)
          \(app)/NotesView.swift:4:15

        1 of 3 files use only simulated API

        """)
        let json = runTool(["coverage", "--format", "json", app])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["files"] as? Int == 3)
        #expect(object?["simulatedFiles"] as? Int == 1)
        #expect((object?["gaps"] as? [[String: Any]])?.first?["count"] as? Int == 2)
    }

    @Test func coverageOfTheSampleAppsFindsNoGap() {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples/Apps").standardized.path
        let run = runTool(["coverage", samples + "/Groceries", samples + "/Habits", samples + "/Journal"])
        #expect(run.status == .success)
        #expect(run.output.hasSuffix(" files use only simulated API\n"))
        #expect(!run.output.contains("not simulated"))
    }

    @Test func initWritesAStarterThatPassesCheckUnchanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Counter.swift", """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Counter")
                    Text("Tapped \\(count) times")
                    Button("Tap Me") { count += 1 }
                    if count > 3 { Text("Many") }
                }
            }
        }

        #Preview { CounterView() }
        """)
        let run = runTool(["init", folder.path])
        #expect(run.status == .success)
        let starter = try String(contentsOfFile: folder.path + "/Starter.view", encoding: .utf8)
        #expect(starter.contains("""
        scenario "CounterView shows its texts" {
            show CounterView()
            expect visible "Counter"
            expect visible "Tap Me"
        }
        """))
        // "Many" is not on screen at launch: left out.
        #expect(!starter.contains("Many"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/viewscript.json"))
        let check = runTool(["check", folder.path])
        #expect(check.output == "1 passed, 0 failed\n")
        #expect(runTool(["init", folder.path]).status == .failure)
    }

    @Test func runAndReplTakeSources() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("App/Greeting.swift", "struct Greeting: View { var body: some View { Text(\"Hi\").onAppear { print(\"appeared\") } } }\n")
        let scenarios = try folder.write("greeting.view", "scenario \"greets\" {\n    show Greeting()\n    expect visible \"Hi\"\n}\n")
        let run = runTool(["run", "--sources", folder.path + "/App", scenarios])
        #expect(run.output == "scenario \"greets\"\nappeared\n")
        let repl = runTool(["repl", "--sources", folder.path + "/App"], input: "show Greeting()\n")
        #expect(repl.output.contains("appeared"))
    }
}
