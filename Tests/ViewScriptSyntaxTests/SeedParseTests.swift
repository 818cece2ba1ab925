import Foundation
import Testing
@testable import ViewScriptSyntax

/// Every `.view` file under `Samples/` parses with no diagnostic, and its tree is well formed:
/// top-level items in source order, inside the file, with scenarios named. Also the nesting
/// limit on a SwiftUI-shaped file.
@Suite struct SeedParseTests {
    /// Paths relative to the package root, so the test report reads well.
    static let samplePaths: [String] = PackagePaths.sampleFiles().map { url in
        let path = url.path
        guard let range = path.range(of: "/Samples/") else { return path }
        return "Samples/" + path[range.upperBound...]
    }

    @Test func samplesFolderExists() {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: PackagePaths.samples.path, isDirectory: &isDirectory)
        #expect(exists && isDirectory.boolValue)
    }

    @Test(arguments: samplePaths)
    func sampleParsesCleanly(_ relativePath: String) throws {
        let url = PackagePaths.root.appendingPathComponent(relativePath)
        let file = SourceFile(path: relativePath, bytes: try [UInt8](Data(contentsOf: url)))
        let result = runOnLargeStack { Parser.parse(file) }
        let lines = result.diagnostics.map { "\(relativePath):\($0.location): \($0.message.text)" }
        #expect(lines.isEmpty, "\(lines.joined(separator: "\n"))")
        #expect(!result.syntax.items.isEmpty)

        var previousEnd: SourceOffset = 0
        for item in result.syntax.items {
            let range: SourceRange
            switch item {
            case .declaration(let declaration):
                range = declaration.range
                if case .error = declaration.kind { Issue.record("an error declaration in \(relativePath)") }
            case .scenario(let scenario):
                range = scenario.range
                #expect(!scenario.name.isEmpty)
            case .statement(let statement):
                range = statement.range
                Issue.record("a top-level statement in \(relativePath), which is not a script")
            }
            #expect(range.start >= previousEnd && range.start <= range.end && range.end <= SourceOffset(file.bytes.count))
            previousEnd = range.end
        }
    }

    @Test func deeplyNestedViewBuilderGivesOneError() {
        let depth = 20_000
        let source = "struct Deep: View {\n    var body: some View {\n"
            + String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n"
            + String(repeating: "}\n", count: depth) + "    }\n}\n"
        let result = runOnLargeStack { Parser.parse(SourceFile(path: "deep.view", text: source)) }
        #expect(result.diagnostics.map(\.id) == ["too-deeply-nested"])
        #expect(result.diagnostics.first?.message.text.hasPrefix("too deeply nested") == true)
    }

    @Test func deeplyNestedTypesGiveOneError() {
        let depth = 20_000
        let source = String(repeating: "struct A {\n", count: depth) + String(repeating: "}\n", count: depth)
        let result = runOnLargeStack { Parser.parse(SourceFile(path: "deep.view", text: source)) }
        #expect(result.diagnostics.map(\.id) == ["too-deeply-nested"])
    }
}
