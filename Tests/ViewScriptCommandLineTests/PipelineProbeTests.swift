import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptCommandLine

/// The fuzz target's probe over its committed inputs, in process: each returns, with every
/// diagnostic inside the file. `Tests/Fuzz/corpus` is the fuzz corpus; `Tests/Fuzz/deep` holds
/// inputs nested to the parser's limit, which must fit `PipelineProbe.parseStackSize`.
/// `Tests/Fuzz/fuzz.sh replay` runs the same inputs (and the samples) under AddressSanitizer
/// and LeakSanitizer.
@Suite struct PipelineProbeTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// Paths relative to `Tests/Fuzz`.
    static func inputs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzz.appendingPathComponent(folder).path)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }
    }

    static let corpus = inputs(in: "corpus")
    static let deep = inputs(in: "deep")

    @Test func theInputsAreThere() {
        #expect(Self.corpus.count > 100, "no fuzz corpus in \(Self.fuzz.path)")
        #expect(Self.deep.count >= 5, "no deep inputs in \(Self.fuzz.path)")
    }

    @Test(arguments: corpus + deep) func everyDiagnosticOfAnInputIsInsideIt(_ input: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fuzz.appendingPathComponent(input)))
        #expect(PipelineProbe().run(bytes, path: input) == [])
    }

    @Test func aSpanPastTheEndOfTheFileIsMisplaced() {
        let file = SourceFile(path: "a.view", text: "let")
        #expect(PipelineProbe.outside(file, SourceSpan(file: file, range: SourceRange(0, 3)), "fits") == [])
        #expect(PipelineProbe.outside(file, SourceSpan(file: file, range: SourceRange(2, 4)), "past")
                == [PipelineProbe.Misplaced(start: 2, end: 4, fileSize: 3, message: "past")])
        #expect(PipelineProbe.outside(file, SourceSpan(file: file, range: SourceRange(2, 1)), "reversed").count == 1)
    }
}
