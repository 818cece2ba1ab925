import Foundation
import Testing
@testable import ViewScriptSyntax

/// Nothing a file contains may crash or hang the front end: mutated sample files
/// (deleted, duplicated, swapped and inserted bytes and tokens, invalid UTF-8) must always
/// produce a tree and in-bounds diagnostics.
@Suite struct ParserFuzzTests {
    static let iterations = 10_000

    /// Fragments that stress the lexer and parser's recovery.
    static let insertions: [[UInt8]] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\"\"\"\n", "\\(", "#\"", "\"#", "/*", "*/", "//",
        "let ", "var ", "case ", "func ", "struct ", "scenario \"x\" {", "expect \"\"\"\n", "@", "#", "$", "\\",
        "\\.", "?", "!", ".", "..<", "->", "<", ">", ">>", "&", "= ", ":", ",", ";", "\n", "0x", "1e", "2s",
        "in ", "if ", "switch x {", "`", "_", "ü", "😀",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0x00], [0x07], [0xF0, 0x9F]]

    static func corpus() -> [[UInt8]] {
        var files = PackagePaths.sampleFiles().compactMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) }
        files.append(Array("""
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Add") { count += 1 }
                }
                .onAppear { print("appear") }
            }
        }
        scenario "counts" {
            show ContentView()
            tap "Add"
            expect visible "Count: 1"
        }
        """.utf8))
        return files
    }

    static func mutate(_ input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let count = bytes.count
            let position = count == 0 ? 0 : Int.random(in: 0...count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where count > 0:  // delete a range
                let end = min(count, position + Int.random(in: 1...16, using: &random))
                bytes.removeSubrange(min(position, count)..<end)
            case 1:  // insert a fragment
                bytes.insert(contentsOf: insertions.randomElement(using: &random)!, at: position)
            case 2 where count > 0:  // duplicate a range
                let start = min(position, count - 1)
                let end = min(count, start + Int.random(in: 1...64, using: &random))
                bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 0...count, using: &random))
            case 3 where count > 0:  // replace a byte
                bytes[min(position, count - 1)] = UInt8.random(in: 0...255, using: &random)
            case 4 where count > 1:  // truncate
                bytes.removeSubrange(Int.random(in: 0..<count, using: &random)...)
            default:  // swap two ranges of lines
                var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                if lines.count > 1 {
                    lines.swapAt(Int.random(in: 0..<lines.count, using: &random),
                                 Int.random(in: 0..<lines.count, using: &random))
                    bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
                }
            }
        }
        return bytes
    }

    /// The limit catches a hang, not slowness: on 2 cores shared with builds, the 10,000
    /// parses of a debug build have taken 4 minutes of wall clock while other suites ran.
    @Test(.timeLimit(.minutes(8)))
    func mutatedSamplesNeverCrashOrHang() {
        let corpus = Self.corpus()
        let checked = runOnLargeStack { () -> Int in
            var random = SplitMix64(seed: 0x5EED_F00D)
            var checked = 0
            for iteration in 0..<Self.iterations {
                let original = corpus[iteration % corpus.count]
                let bytes = Self.mutate(original, using: &random)
                let file = SourceFile(path: "fuzz-\(iteration).view", bytes: bytes)
                let result = Parser.parse(file)
                let size = SourceOffset(bytes.count)
                let inBounds = result.diagnostics.allSatisfy { $0.span.range.start <= size && $0.span.range.end <= size }
                let covered = result.syntax.items.allSatisfy { item in
                    switch item {
                    case .declaration(let decl): return decl.range.end <= size
                    case .scenario(let scenario): return scenario.range.end <= size
                    case .statement(let statement): return statement.range.end <= size
                    }
                }
                if inBounds && covered { checked += 1 }
            }
            return checked
        }
        #expect(checked == Self.iterations)
    }
}
