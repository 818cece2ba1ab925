import Foundation
import Testing
@testable import ViewScriptCommandLine

/// `run --timeline OUT.html` and the REPL's `:timeline OUT.html` write the page; the output
/// printed is the same as without it.
@Suite struct TimelineCommandTests {
    @Test func runWritesOnePageWithASectionPerScenario() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Counter.view", RunDisplayTests.source + """
        scenario "again" {
            show Counter()
        }

        """)
        let page = folder.path + "/out.html"
        let plain = runTool(["run", path])
        let run = runTool(["run", path, "--timeline", page])
        #expect(run.status == .success)
        #expect(run.output == plain.output)
        #expect(run.error == "")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"scenario\"").count == 3)
        #expect(html.contains("scenario &quot;counting&quot;") && html.contains("scenario &quot;again&quot;"))
        #expect(html.contains("<span class=\"name\">Counter</span>"))
    }

    @Test func anUnwritablePathIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Counter.view", RunDisplayTests.source)
        let run = runTool(["run", path, "--timeline", folder.path + "/missing/dir/out.html"])
        #expect(run.status == .failure)
        #expect(run.error.contains("cannot write"))
    }

    @Test func theTimelineOptionNeedsAValue() {
        let run = runTool(["run", "x.view", "--timeline"])
        #expect(run.status == .usage)
        #expect(run.error.contains("--timeline needs a value"))
    }

    @Test func theReplWritesTheTimelineOfItsApp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let page = folder.path + "/repl.html"
        let run = runTool(["repl"], input: ReplCommandTests.counter + """
        show Counter()
        tap "Add"
        :timeline \(page)

        """)
        #expect(run.status == .success)
        #expect(run.output == "body 0\nbody 1\ntimeline written to \(page)\n")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<span class=\"name\">Counter</span>"))
        #expect(html.contains("&#39;count&#39; of &#39;Counter&#39;: 0 → 1"))
        #expect(html.contains(">tap &quot;Add&quot;</text>"))
    }

    @Test func theReplNeedsAnAppForATimeline() {
        let run = runTool(["repl"], input: ":timeline /tmp/never.html\n")
        #expect(run.status == .failure)
        #expect(run.error == "error: no app is running: 'show' a view first\n")
    }
}
