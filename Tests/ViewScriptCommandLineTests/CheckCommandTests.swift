import Foundation
import Testing
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
        #expect(run.output == "0 passed, 1 failed, 2 skipped\n")
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(folder.path)/Good.view: note: 2 scenarios not run: the interpreter is not built yet")
        #expect(lines.dropFirst().first?.hasPrefix("\(bad):2:") == true)
        #expect(lines.dropFirst().first?.contains(": error: ") == true)
    }

    @Test func filesThatParseAreSkippedForNow() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Good.view", Self.good)
        let run = runTool(["check", path])
        #expect(run.status == .success)
        #expect(run.output == "0 passed, 0 failed, 2 skipped\n")
        #expect(run.error == "\(path): note: 2 scenarios not run: the interpreter is not built yet\n")
    }

    @Test func aMissingPathIsAFailure() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let run = runTool(["check", folder.path + "/Missing"])
        #expect(run.status == .failure)
        #expect(run.output == "0 passed, 1 failed, 0 skipped\n")
        #expect(run.error == "\(folder.path)/Missing: error: no such file or directory\n")
    }

    @Test func aDirectoryWithoutViewFilesIsAWarning() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.makeDirectory("empty")
        let run = runTool(["check", folder.path + "/empty"])
        #expect(run.status == .success)
        #expect(run.output == "0 passed, 0 failed, 0 skipped\n")
        #expect(run.error == "\(folder.path)/empty: warning: no .view files found\n")
    }

    @Test func aFileNamedTwiceIsCheckedOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("A.view", "")
        let run = runTool(["check", path, folder.path, path])
        #expect(run.status == .success)
        #expect(run.output == "0 passed, 0 failed, 0 skipped\n")
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
        let failure = Diagnostic(DiagnosticMessage("expect-output", .error, "output differs"),
                                 at: SourceSpan(file: file, range: SourceRange(0, 0)))
        func scenario(_ status: CheckReport.ScenarioStatus) -> CheckReport.ScenarioResult {
            CheckReport.ScenarioResult(name: "s", range: SourceRange(0, 0), status: status)
        }
        var report = CheckReport()
        #expect(report.summary == "0 passed, 0 failed, 0 skipped")
        #expect(report.exitStatus == .success)
        report.files = [
            CheckReport.FileResult(path: "a.view", outcome: .checked([
                scenario(.passed), scenario(.passed), scenario(.failed([failure])), scenario(.skipped(reason: "r")),
            ])),
            CheckReport.FileResult(path: "b.view", outcome: .unparsable([])),
            CheckReport.FileResult(path: "c.view", outcome: .unreadable(FileProblem(path: "c.view", .noViewFiles))),
        ]
        #expect(report.summary == "2 passed, 3 failed, 1 skipped")
        #expect(report.exitStatus == .failure)
    }

    @Test func describingAFileGroupsSkippedScenariosByReason() {
        let file = SourceFile(path: "a.view", text: "x")
        let failure = Diagnostic(DiagnosticMessage("expect-output", .error, "output differs"),
                                 at: SourceSpan(file: file, range: SourceRange(0, 1)))
        let results: [CheckReport.ScenarioResult] = [
            .init(name: "1", range: SourceRange(0, 0), status: .skipped(reason: "no interpreter")),
            .init(name: "2", range: SourceRange(0, 0), status: .failed([failure])),
            .init(name: "3", range: SourceRange(0, 0), status: .skipped(reason: "uses UIKit")),
            .init(name: "4", range: SourceRange(0, 0), status: .skipped(reason: "no interpreter")),
            .init(name: "5", range: SourceRange(0, 0), status: .passed),
        ]
        let text = CheckCommand(paths: []).describe(CheckReport.FileResult(path: "a.view", outcome: .checked(results)),
                                                     DiagnosticRenderer(usesColor: false))
        #expect(text == """
        a.view:1:1: error: output differs
        x
        ^
        a.view: note: 2 scenarios not run: no interpreter
        a.view: note: 1 scenario not run: uses UIKit

        """)
    }
}
