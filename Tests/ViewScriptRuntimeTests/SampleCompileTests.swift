import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Every sample and seed snippet compiles without a diagnostic: every name it uses is
/// known, before any of its scenarios runs.
@Suite struct SampleCompileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    static let samples: [String] = {
        (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".view") }.sorted()
    }()

    @Test func thereAreSamples() { #expect(Self.samples.count >= 40) }

    @Test(arguments: samples)
    func compilesWithoutDiagnostics(_ path: String) throws {
        let file = SourceFile(path: path, text: try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))
        let parsed = Parser.parse(file)
        #expect(!parsed.hasErrors)
        let diagnostics = Compiler.compile(parsed).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message.text)" })")
    }
}
