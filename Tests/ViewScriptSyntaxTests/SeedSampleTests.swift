import Foundation
import Testing
@testable import ViewScriptSyntax

/// Issue 2's first acceptance line: every Swift snippet of the seed articles, kept unchanged in
/// `Samples/seeds/`, parses without a diagnostic.
@Suite("Seed samples")
struct SeedSampleTests {
    static let seedFiles: [URL] = PackagePaths.sampleFiles().filter { $0.path.contains("/Samples/seeds/") }

    /// The relative paths, as test arguments that read well in the test report.
    static let seedPaths: [String] = seedFiles.map { url in
        let path = url.path
        guard let range = path.range(of: "/Samples/") else { return path }
        return "Samples/" + path[range.upperBound...]
    }

    @Test("there are seed samples for the four articles with code")
    func seedFoldersArePresent() {
        let folders = Set(Self.seedPaths.map { $0.split(separator: "/")[2] })
        #expect(folders == ["lifecycle-logs-ko", "onappear-timing", "prepare-modifier", "state-injection-sheet"])
        #expect(Self.seedPaths.count >= 20)
    }

    @Test("the seed sample parses without diagnostics", arguments: seedPaths)
    func seedParses(_ relativePath: String) throws {
        let url = PackagePaths.root.appendingPathComponent(relativePath)
        let bytes = try [UInt8](Data(contentsOf: url))
        let file = SourceFile(path: relativePath, bytes: bytes)
        let result = runOnLargeStack { Parser.parse(file) }
        let messages = result.diagnostics.map { "\(relativePath):\($0.location): \($0.severity): \($0.message.text)" }
        #expect(messages.isEmpty, "\(messages.joined(separator: "\n"))")
        #expect(!result.syntax.declarations.isEmpty)
    }

    @Test("the seed sample's header names its source and its behaviours", arguments: seedPaths)
    func seedHeader(_ relativePath: String) throws {
        let url = PackagePaths.root.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("// Source: ") == true)
        for line in lines where line.hasPrefix("// Behaviour:") {
            let name = line.dropFirst("// Behaviour:".count).trimmingCharacters(in: .whitespaces)
            let number = name.hasPrefix("B") ? Int(name.dropFirst()) : nil
            #expect(number.map { (1...35).contains($0) } == true, "bad behaviour line: \(line)")
        }
    }
}
