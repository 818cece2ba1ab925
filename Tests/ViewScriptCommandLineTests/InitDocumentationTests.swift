import Foundation
import Testing
@testable import ViewScriptCommandLine

/// docs/apps.md shows a whole `init` session on a copy of the Habits app (a copy, since `init`
/// writes files): the test runs it and requires the page to show exactly what it printed.
@Suite struct InitDocumentationTests {
    @Test func theInitSessionOfTheAppsPageIsWhatTheToolPrints() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/MyHabits"
        try FileManager.default.copyItem(atPath: DocumentationTests.root.appendingPathComponent("Samples/Apps/Habits/Sources").path,
                                         toPath: app)
        let initRun = runTool(["init", app])
        #expect(initRun.status == .success)
        let starter = try String(contentsOfFile: app + "/Starter.view", encoding: .utf8)
        let check = runTool(["check", app])
        #expect(check.status == .success)
        let tail = starter.split(separator: "\n", omittingEmptySubsequences: false).dropLast().suffix(7).joined(separator: "\n")
        let session = """
        $ cp -r Samples/Apps/Habits/Sources MyHabits && viewscript init MyHabits
        \(initRun.output.replacingOccurrences(of: folder.path + "/", with: ""))$ tail -7 MyHabits/Starter.view
        \(tail)
        $ viewscript check MyHabits
        \(check.output)
        """
        let page = try String(contentsOf: DocumentationTests.root.appendingPathComponent("docs/apps.md"), encoding: .utf8)
        #expect(page.contains("```\n" + session + "```\n"), "docs/apps.md's init session differs from what the tool prints:\n\(session)")
    }
}
