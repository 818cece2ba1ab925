import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptCommandLine

@Suite struct ParseCommandTests {
    @Test func aFileThatParsesExitsZeroAndPrintsNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Good.view", "struct Counter: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        let run = runTool(["parse", path])
        #expect(run.status == .success)
        #expect(run.output == "")
        #expect(run.error == "")
    }

    @Test func aFileThatDoesNotParsePrintsItsDiagnostics() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Stale.view", """
        struct Stale: View {
            var body: some View {
                Text("Count: \\(count)"
            }
        }

        """)
        let run = runTool(["parse", path])
        #expect(run.status == .failure)
        #expect(run.output == "")
        #expect(run.error == #"""
        \#(path):3:31: error: expected ')' in expression list
                Text("Count: \(count)"
                                      ^
        \#(path):3:13: note: to match this opening '('
                Text("Count: \(count)"
                    ^

        """#)
    }

    @Test func missingFilesAndDirectoriesAreErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let run = runTool(["parse", folder.path + "/Missing.view", folder.path])
        #expect(run.status == .failure)
        #expect(run.output == "")
        #expect(run.error == "\(folder.path)/Missing.view: error: no such file or directory\n"
                + "\(folder.path): error: is a directory\n")
    }

    @Test func aFileLargerThanTheLimitIsNotRead() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Huge.view", "")
        // A sparse file: one byte over the limit, without writing 64 MiB.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(SourceFile.maximumSize + 1))
        try handle.close()
        let run = runTool(["parse", path])
        #expect(run.status == .failure)
        #expect(run.error == "\(path):1:1: error: file too large: 67108865 bytes; the limit is 67108864 bytes (64 MiB)\n")
    }

    @Test func theLoaderReadsUpToItsLimit() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("Ten.view", "0123456789")
        let loader = SourceLoader(maximumSize: 10)
        #expect(try loader.load(path).get().bytes.count == 10)
        let smaller = SourceLoader(maximumSize: 9)
        #expect(throws: FileProblem.self) { try smaller.load(path).get() }
    }

    @Test func dumpPrintsTheTree() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("One.view", "let answer = 42\n")
        let run = runTool(["parse", "--dump", path])
        #expect(run.status == .success)
        #expect(run.output == """
        SourceFile
        └─ VariableDecl let answer @1:1
           └─ IntegerLiteral 42 @1:14

        """)
    }

    @Test func dumpingSeveralFilesNamesEach() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let first = try folder.write("A.view", "")
        let second = try folder.write("B.view", "")
        let run = runTool(["parse", "--dump", first, folder.path + "/Missing.view", second])
        #expect(run.status == .failure)
        #expect(run.output == "==> \(first) <==\nSourceFile\n\n==> \(second) <==\nSourceFile\n")
        #expect(run.error == "\(folder.path)/Missing.view: error: no such file or directory\n")
    }

    // MARK: Colour

    @Test func coloursOnlyOnATerminalWithoutNoColor() throws {
        let missing = ["parse", "/nonexistent/Missing.view"]
        #expect(runTool(missing).error == "/nonexistent/Missing.view: error: no such file or directory\n")
        #expect(runTool(missing, terminal: true).error
                == "\u{1B}[1m/nonexistent/Missing.view: \u{1B}[0m\u{1B}[1;31merror: \u{1B}[0m"
                + "\u{1B}[1mno such file or directory\u{1B}[0m\n")
        #expect(runTool(missing, environment: ["NO_COLOR": ""], terminal: true).error.contains("\u{1B}["))
        #expect(!runTool(missing, environment: ["NO_COLOR": "1"], terminal: true).error.contains("\u{1B}"))
    }
}
