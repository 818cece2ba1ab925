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
        let parsed = Parser.parse(try Self.module(of: file))
        #expect(!parsed.hasErrors)
        let diagnostics = Compiler.compile(parsed).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message.text)" })")
    }

    /// A scenario file of an app under `Apps/NAME/` compiles with the app's `.swift` files, as
    /// its `viewscript.json` asks (`docs/apps.md`).
    static func module(of file: SourceFile) throws -> SourceFile {
        let components = file.path.split(separator: "/")
        guard components.count > 2, components[0] == "Apps" else { return file }
        let app = root.appendingPathComponent("Apps/" + components[1])
        let swiftFiles = (FileManager.default.enumerator(atPath: app.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try swiftFiles.map { name in
            SourceFile(path: name, text: try String(contentsOf: app.appendingPathComponent(name), encoding: .utf8))
        }
        return SourceFile(module: file.path, joining: [file] + sources)
    }
}
