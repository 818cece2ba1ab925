import Foundation
import Testing
@testable import ViewScriptCommandLine

/// `--sources DIR`, `viewscript.json` and `viewscript previews`: an app's folder of `.swift`
/// files compiled with the `.view` files as one module.
@Suite struct SourcesCommandTests {
    /// A small app: a model, a view using it, and a private helper in each file.
    static func writeApp(_ folder: TemporaryDirectory) throws {
        try folder.write("App/Views/ListView.swift", """
        import SwiftUI

        struct ListView: View {
            @State private var items = Item.samples
            var body: some View {
                VStack {
                    ForEach(items) { item in Row(item: item) }
                    Button("Add") { items.append(Item(id: items.count + 1, title: "Bread")); print(items.count) }
                }
            }
        }

        private struct Row: View {
            let item: Item
            var body: some View { Text(item.title) }
        }

        #Preview {
            ListView()
        }

        #Preview("Toggle") {
            @Previewable @State var isOn = true
            Toggle("On", isOn: $isOn)
        }
        """)
        // Declared after its use, in another folder: order does not matter.
        try folder.write("App/Model/Item.swift", """
        struct Item: Identifiable {
            let id: Int
            var title: String
            static let samples = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]
        }

        private let secret = 42
        """)
        try folder.write("App/Package.swift", "this is not Swift")
        try folder.write("App/AppTests/ItemTests.swift", "this is not Swift either")
    }

    static let scenario = """
    scenario "adds" {
        show ListView()
        expect visible "Milk"
        tap "Add"
        expect \"\"\"
        3
        \"\"\"
        expect visible "Bread"
    }

    """

    @Test func declarationsAreVisibleAcrossFilesInAnyOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        let scenarios = try folder.write("Scenarios/list.view", Self.scenario)
        let run = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(run.error == "")
        #expect(run.output == "1 passed, 0 failed\n")
    }

    @Test func privateDeclarationsStayInTheirFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        let scenarios = try folder.write("Scenarios/row.view", """
        scenario "row" {
            show Row(item: Item(id: 1, title: "x"))
        }

        """)
        let run = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(run.output == "0 passed, 1 failed\n")
        #expect(run.error.hasPrefix("\(scenarios):2:10: error: cannot find 'Row' in scope"))

        try folder.write("Scenarios/row.view", "struct Uses: View {\n    var body: some View { Text(\"\\(secret)\") }\n}\n")
        let global = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(global.error.hasPrefix("\(scenarios):2:35: error: cannot find 'secret' in scope"))
    }

    @Test func eachFileSeesItsOwnPrivateTypeOfOneName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        // A second private `Row`, with other fields, beside another view.
        try folder.write("App/Views/Totals.swift", """
        import SwiftUI

        struct Totals: View {
            var body: some View { Row(count: 2) }
        }

        private struct Row: View {
            let count: Int
            var body: some View { Text("Total: \\(count)") }
        }

        private extension Row {
            var doubled: Int { count * 2 }
        }
        """)
        let scenarios = try folder.write("Scenarios/rows.view", """
        scenario "both rows" {
            show VStack { ListView(); Totals() }
            expect visible "Milk"
            expect visible "Total: 2"
        }

        """)
        let run = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(run.error == "")
        #expect(run.output == "1 passed, 0 failed\n")
    }

    @Test func onePrivateFunctionNameInTwoFilesIsNotSimulatedYet() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        try folder.write("App/A.swift", "private func helper() -> Int { 1 }\n")
        let other = try folder.write("App/B.swift", "private func helper() -> Int { 2 }\n")
        let scenarios = try folder.write("Scenarios/list.view", Self.scenario)
        let run = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(run.output == "0 passed, 1 failed\n")
        #expect(run.error.contains("\(other):1:14: error: private 'helper' declared in two files: separate private declarations of one name are not simulated by ViewScript yet"))
    }

    @Test func diagnosticsPointIntoTheRightFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        let broken = try folder.write("App/Views/Broken.swift", """
        struct Broken: View {
            let values: [Int] = []
            var body: some View { Text("\\(values[3])") }
        }
        """)
        let scenarios = try folder.write("Scenarios/broken.view", """
        scenario "traps" {
            show Broken()
        }

        """)
        let run = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(run.output == "0 passed, 1 failed\n")
        #expect(run.error.hasPrefix("\(broken):3:35: error: Fatal error: Index out of range"))
        #expect(run.error.contains("\(scenarios):2:5: note: while evaluating the body of 'Broken', during this step"))

        try folder.write("App/Views/Broken.swift", "struct Broken: View {\n    var body: some View { Text(missing) }\n}\n")
        let compile = runTool(["check", "--sources", folder.path + "/App", scenarios])
        #expect(compile.error.hasPrefix("\(broken):2:32: error: cannot find 'missing' in scope"))
    }

    @Test func aViewScriptJSONMakesAFolderAnApp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        try folder.write("viewscript.json", #"{"sources": ["App"], "previews": true}"#)
        try folder.write("Scenarios/list.view", Self.scenario)
        let run = runTool(["check", folder.path])
        #expect(run.error == "")
        // The scenario and the two previews.
        #expect(run.output == "3 passed, 0 failed\n")
    }

    @Test func aWrongFieldInViewScriptJSONIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        let configuration = try folder.write("viewscript.json", #"{"source": ["App"]}"#)
        try folder.write("Scenarios/list.view", Self.scenario)
        let run = runTool(["check", folder.path])
        #expect(run.status == .failure)
        #expect(run.error.contains("\(configuration):1:1: error: unknown field 'source' in viewscript.json; the fields are 'sources', "))
        try folder.write("viewscript.json", #"{"sources": "App"}"#)
        #expect(runTool(["check", folder.path]).error.contains("field 'sources' of viewscript.json must be an array of paths"))
    }

    @Test func previewsInAllFormsAreScenarios() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        try folder.write("App/Views/Cards.swift", """
        import SwiftUI
        struct Card: View { let title: String; var body: some View { Text(title) } }
        struct Cards_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Card(title: "One")
                    Card(title: "Two")
                }
            }
        }
        """)
        let run = runTool(["previews", folder.path + "/App", "--junit", folder.path + "/previews.xml",
                           "--timeline", folder.path + "/previews.html"])
        #expect(run.error == "")
        #expect(run.output == "4 passed, 0 failed\n")
        let junit = try String(contentsOfFile: folder.path + "/previews.xml", encoding: .utf8)
        let timeline = try String(contentsOfFile: folder.path + "/previews.html", encoding: .utf8)
        #expect(timeline.contains("ListView.swift: Toggle"))
        for name in ["ListView.swift: Preview", "ListView.swift: Toggle", "Cards.swift: Cards_Previews 1", "Cards.swift: Cards_Previews 2"] {
            #expect(junit.contains("name=\"\(name)\""), "\(name)")
        }
    }

    @Test func aFailingPreviewIsReportedAtItsFileAndLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.writeApp(folder)
        let file = try folder.write("App/Views/Crash.swift", """
        import SwiftUI
        struct Crash: View {
            var body: some View { Text("\\([1][2])") }
        }

        #Preview("Crashes") {
            Crash()
        }
        """)
        let run = runTool(["previews", folder.path + "/App"])
        #expect(run.status == .failure)
        #expect(run.output == "2 passed, 1 failed\n")
        #expect(run.error.hasPrefix("\(file):3:35: error: Fatal error: Index out of range"))
        #expect(run.error.contains("\(file):6:1: note: while evaluating the body of 'Crash', during this step"))
    }
}
