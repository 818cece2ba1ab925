import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViewScriptRuntime
import ViewScriptScenario
import ViewScriptSyntax
@testable import ViewScriptCommandLine

@Suite struct CheckCommandTests {
    static let good = """
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Add") { count += 1 }
        }
    }

    scenario "starts at zero" {
        show Counter()
        expect visible "Add"
    }

    scenario "adds" {
        show Counter()
        tap "Add"
    }

    """

    static let bad = "struct Broken {\n    var x = (1, 2\n}\n"

    @Test func aFileThatDoesNotParseCountsAsOneFailedScenario() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Good.view", Self.good)
        let bad = try folder.write("sub/Bad.view", Self.bad)
        try folder.write("notes.txt", "not a view file")
        try folder.write(".hidden/Skipped.view", Self.bad)
        let run = runTool(["check", folder.path])
        #expect(run.status == .failure)
        #expect(run.output == "2 passed, 1 failed\n")
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(bad):2:") == true)
        #expect(lines.first?.contains(": error: ") == true)
    }

    @Test func scenariosRunAndPass() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Good.view", Self.good)
        let run = runTool(["check", path])
        #expect(run.status == .success)
        #expect(run.output == "2 passed, 0 failed\n")
        #expect(run.error == "")
    }

    @Test func aFailedOutputExpectationShowsADiff() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Hello.view", """
        struct Hello: View {
            var body: some View {
                Text("hi").onAppear { print("appeared"); print("again") }
            }
        }

        scenario "hello" {
            show Hello()
            expect \"\"\"
                appeared
                once
                \"\"\"
        }

        """)
        let run = runTool(["check", path])
        #expect(run.status == .failure)
        #expect(run.output == "0 passed, 1 failed\n")
        #expect(run.error == """
        \(path):9:5: error: the output does not match the expectation
            expect \"\"\"
            ^~~~~~~~~~
        --- expected
        +++ actual
         appeared
        -once
        +again

        """)
    }

    @Test func aFilterRunsTheMatchingScenariosOnly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Good.view", Self.good)
        let run = runTool(["check", "--filter", "adds", path])
        #expect(run.output == "1 passed, 0 failed\n")
    }

    @Test func junitHasOneTestCasePerScenario() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let good = try folder.write("Good.view", Self.good)
        let bad = try folder.write("Bad.view", Self.bad)
        let xmlPath = folder.path + "/report.xml"
        let run = runTool(["check", "--junit", xmlPath, good, bad])
        #expect(run.output == "2 passed, 1 failed\n")
        let xml = try String(contentsOfFile: xmlPath, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"viewscript check\" tests=\"3\" failures=\"1\">\n"))
        #expect(xml.contains("<testsuite name=\"\(good)\" tests=\"2\" failures=\"0\" errors=\"0\">\n    <testcase classname=\"\(good)\" name=\"starts at zero\"/>\n"))
        #expect(xml.contains("<testcase classname=\"\(bad)\" name=\"(file)\">\n      <failure message=\"\(bad):2:"))
        #expect(try XMLDocument(xmlString: xml).rootElement()?.elements(forName: "testsuite").count == 2)
        #expect(JUnitReport.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;\u{FFFD}")
    }

    @Test func passingUnparsableAndTrappingFilesAreAllReported() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a/Good.view", Self.good.components(separatedBy: "scenario \"adds\"")[0])
        let bad = try folder.write("b/Bad.view", Self.bad)
        let trapping = try folder.write("c/Trap.view", """
        struct Words: View {
            @State private var words: [String] = []
            var body: some View { Text(words[0]) }
        }
        scenario "first word" {
            show Words()
        }

        """)
        let run = runTool(["check", folder.path + "/a", folder.path + "/b", folder.path + "/c"])
        #expect(run.status == .failure)
        #expect(run.output == "1 passed, 2 failed\n")
        #expect(run.error.contains("\(bad):2:"))
        #expect(run.error.contains("\(trapping):3:32: error: Fatal error: Index out of range"))
        #expect(run.error.contains("note: the app trapped here and the scenario has no 'expect crash'"))
    }

    @Test func theReportIsTheSameForAnyNumberOfWorkers() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples").path
        let one = runTool(["check", "--jobs", "1", samples])
        let many = runTool(["check", "--jobs", "8", samples])
        let again = runTool(["check", samples])
        #expect(one.output == many.output && one.error == many.error)
        #expect(again.output == one.output && again.error == one.error)
        #expect(one.output.hasSuffix(" failed\n"))
    }

    /// `check`'s workers are libdispatch's threads, whose stack depends on the process (a
    /// small `ulimit -s` made `check --jobs 2` crash on this file): each file is parsed on a
    /// stack of its own, so here, on a worker with 256 KiB, it is still a diagnostic.
    @Test func aFileNestedToTheParsersLimitIsADiagnosticOnAWorkerWithASmallStack() {
        let deep = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/deep/trailing-closures.view").path
        let result = runOnLargeStack(stackSize: 256 << 10) { CheckCommand(paths: []).check(deep) }
        guard case .rejected(let diagnostics) = result.outcome else {
            Issue.record("expected the nesting limit's diagnostic, got \(result.outcome)")
            return
        }
        #expect(diagnostics.map(\.message.text).contains { $0.hasPrefix("too deeply nested") })
    }

    @Test func aMissingPathIsAFailure() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let run = runTool(["check", folder.path + "/Missing"])
        #expect(run.status == .failure)
        #expect(run.output == "0 passed, 1 failed\n")
        #expect(run.error == "\(folder.path)/Missing: error: no such file or directory\n")
    }

    @Test func aDirectoryWithoutViewFilesIsAWarning() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.makeDirectory("empty")
        let run = runTool(["check", folder.path + "/empty"])
        #expect(run.status == .success)
        #expect(run.output == "0 passed, 0 failed\n")
        #expect(run.error == "\(folder.path)/empty: warning: no .view files found\n")
    }

    @Test func aFileNamedTwiceIsCheckedOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("A.view", "")
        let run = runTool(["check", path, folder.path, path])
        #expect(run.status == .success)
        #expect(run.output == "0 passed, 0 failed\n")
        #expect(run.error == "")
    }

    // MARK: Finding files

    @Test func directoriesAreSearchedRecursivelyInByteOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for name in ["b.view", "a/z.view", "a/b/c.view", "a.view", "B.view", "x.swift", ".git/h.view", "c/.d.view"] {
            try folder.write(name, "")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.view",
                                                   withDestinationPath: folder.path + "/a.view")
        let found = ViewFileFinder().find(folder.path + "/")
        #expect(found.problems.isEmpty)
        #expect(found.files == ["B.view", "a/b/c.view", "a/z.view", "a.view", "b.view", "link.view"].map {
            folder.path + "/" + $0
        })
    }

    // MARK: The report

    @Test func theReportCountsScenariosAndFiles() {
        let file = SourceFile(path: "a.view", text: "")
        let failure = ScenarioFailure(Diagnostic(DiagnosticMessage("expect-output", .error, "output differs"),
                                                 at: SourceSpan(file: file, range: SourceRange(0, 0))))
        func scenario(_ status: ScenarioReport.Status) -> ScenarioReport {
            ScenarioReport(name: "s", range: SourceRange(0, 0), status: status)
        }
        var report = CheckReport()
        #expect(report.summary == "0 passed, 0 failed")
        #expect(report.exitStatus == .success)
        report.files = [
            CheckReport.FileResult(path: "a.view", outcome: .checked([
                scenario(.passed), scenario(.passed), scenario(.failed([failure])),
            ])),
            CheckReport.FileResult(path: "b.view", outcome: .rejected([])),
            CheckReport.FileResult(path: "c.view", outcome: .unreadable(FileProblem(path: "c.view", .noViewFiles))),
        ]
        #expect(report.summary == "2 passed, 3 failed")
        #expect(report.exitStatus == .failure)
    }
}
