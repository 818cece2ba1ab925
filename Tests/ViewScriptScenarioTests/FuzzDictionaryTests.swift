import Foundation
import Testing
@testable import ViewScriptRuntime

/// The fuzzer's dictionary (`Tests/Fuzz/viewscript.dict`) follows the surface: below its
/// hand-written part (keywords, punctuation, snippets) come every name of the SwiftUI
/// catalogue and every word of the scenario grammar, generated here. A new catalogue entry or
/// step word makes this test fail until `RECORD_SNAPSHOTS=1 swift test --filter
/// FuzzDictionaryTests` writes the dictionary again (that run fails too, by design).
@Suite struct FuzzDictionaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardized
    static let dictionary = root.appendingPathComponent("Tests/Fuzz/viewscript.dict")
    static let marker = "# Generated below by FuzzDictionaryTests from the catalogue and the scenario grammar; do not edit."

    /// The terminals of the scenario productions of the grammar (section 9 of the EBNF).
    static func scenarioWords() throws -> [String] {
        let grammar = try String(contentsOf: root.appendingPathComponent("Grammar/viewscript.ebnf"), encoding: .utf8)
        guard let start = grammar.range(of: "9. SCENARIOS") else { return [] }
        var words: [String] = []
        for line in grammar[start.upperBound...].split(separator: "\n") where !line.hasPrefix("(*") && !line.hasPrefix(" ") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 && part.allSatisfy({ $0.isLetter }) && !part.isEmpty {
                words.append(String(part))
            }
        }
        return words
    }

    /// Catalogue names (modifiers with their dot) and scenario words, once each, in order.
    static func generatedEntries(after handWritten: Set<String>) throws -> [String] {
        let names = Catalogue.entries.map { $0.kind == .modifier ? "." + $0.name : $0.name }
        var seen = handWritten
        return (try scenarioWords() + names.sorted()).filter { seen.insert($0).inserted }
    }

    static func quoted(_ word: String) -> String {
        "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func dictionaryCoversTheCatalogueAndTheSteps() throws {
        let text = try String(contentsOf: Self.dictionary, encoding: .utf8)
        let handWritten = text.components(separatedBy: Self.marker + "\n")[0]
        let handWrittenEntries = Set(handWritten.split(separator: "\n").filter { $0.hasPrefix("\"") }.map {
            String($0.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        })
        let generated = try Self.generatedEntries(after: handWrittenEntries).map(Self.quoted)
        let expected = handWritten + Self.marker + "\n" + generated.map { $0 + "\n" }.joined()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try expected.write(to: Self.dictionary, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.dictionary.path); run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(text == expected, "Tests/Fuzz/viewscript.dict is stale: RECORD_SNAPSHOTS=1 swift test --filter FuzzDictionaryTests")
        #expect(generated.contains("\"NavigationStack\"") || handWrittenEntries.contains("NavigationStack"))
        #expect(try Self.scenarioWords().contains("long"))
    }
}
