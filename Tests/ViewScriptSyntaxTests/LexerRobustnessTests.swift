import Foundation
import Testing
@testable import ViewScriptSyntax

/// Bad bytes become positioned diagnostics and `.unknown` tokens; no input crashes or hangs.
@Suite struct LexerRobustnessTests {
    // MARK: Invalid input

    @Test func invalidUTF8IsOneDiagnosticPerRun() {
        let lexed = LexedSource(bytes: Array("let a = ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" 1\nb ".utf8) + [0x80])
        #expect(lexed.kinds == [.keyword(.let), .identifier, .equal, .unknown, .integerLiteral, .identifier, .unknown])
        #expect(lexed.messages == ["1:9 invalid UTF-8 found in source file", "2:3 invalid UTF-8 found in source file"])
        #expect(lexed.significant[3].range == SourceRange(8, 11))
    }

    @Test func truncatedAndOverlongSequences() {
        // Overlong `/`, a surrogate, a value above U+10FFFF, a truncated 3-byte sequence.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let lexed = LexedSource(bytes: [0x61, 0x20] + bad)
            #expect(lexed.kinds == [.identifier, .unknown], "\(bad)")
            #expect(lexed.messages == ["1:3 invalid UTF-8 found in source file"], "\(bad)")
        }
    }

    @Test func invalidUTF8InsideIdentifierEndsIt() {
        let lexed = LexedSource(bytes: [0x61, 0x62, 0xFF, 0x63])
        #expect(lexed.kinds == [.identifier, .unknown, .identifier])
    }

    @Test func strayCharacters() {
        let lexed = LexedSource("let a = \u{7}\u{1} 1\nx “ y\n\0")
        #expect(lexed.kinds == [.keyword(.let), .identifier, .equal, .unknown, .integerLiteral,
                                .identifier, .unknown, .identifier, .unknown])
        #expect(lexed.messages == ["1:9 invalid character in source file", "2:3 invalid character in source file",
                                   "3:1 invalid character in source file"])
    }

    @Test func unicodeOperatorCharactersMakeOperators() {
        // swiftc: `x ❤️ y` is "cannot find operator '❤️' in scope"; `•` and `√` are operator heads.
        let lexed = LexedSource("x ❤️ y\na • b\n√x")
        #expect(lexed.kinds == [.identifier, .binaryOperator, .identifier, .identifier, .binaryOperator, .identifier,
                                .prefixOperator, .identifier])
        #expect(lexed.messages.isEmpty)
    }

    @Test func curlyQuotesAreInvalid() {
        let lexed = LexedSource("Text(“Hi”)")
        #expect(lexed.kinds == [.identifier, .leftParen, .unknown, .identifier, .unknown, .rightParen])
        #expect(lexed.messages == ["1:6 invalid character in source file", "1:11 invalid character in source file"])
    }

    @Test func invalidBytesInsideStringsAndComments() {
        let bytes = Array("s = \"a".utf8) + [0xFF] + Array("\" // c".utf8) + [0xFE, 0x0A] + Array("/* ".utf8) + [0xC0] + Array(" */ x".utf8)
        let lexed = LexedSource(bytes: bytes)
        // swiftc's lexer validates strings and comments too (Lexer.cpp, `lex_invalid_utf8`).
        #expect(lexed.kinds == [.identifier, .equal, .stringLiteral, .identifier])
        #expect(lexed.messages == ["1:7 invalid UTF-8 found in source file", "1:14 invalid UTF-8 found in source file",
                                   "2:4 invalid UTF-8 found in source file"])
    }

    // MARK: Samples

    @Test func samplesLexCleanly() throws {
        let files = PackagePaths.sampleFiles()
        #expect(!files.isEmpty)
        for url in files {
            let lexed = LexedSource(bytes: Array(try Data(contentsOf: url)))
            #expect(lexed.messages.isEmpty, "\(url.lastPathComponent)")
            var previous: Token?
            // `pick 2024-03-01T09:30 in "Date"`: the step reads the date as raw text, not tokens.
            var inPickedDate = false
            for token in lexed.significant {
                defer { previous = token }
                let text = lexed.file.text(token.range)
                if text == "pick" { inPickedDate = true; continue }
                if inPickedDate { inPickedDate = text != "in"; continue }
                // A suffixed number is a duration only right after the scenario step `advance`
                // (or the `after` of a `respond to` step).
                let isDuration = previous.map { ["advance", "after"].contains(lexed.file.text($0.range)) } ?? false
                let forbidden: TokenFlags = isDuration ? [.malformed] : [.malformed, .identifierSuffix]
                #expect(token.kind != .unknown && token.flags.isDisjoint(with: forbidden),
                        "\(url.lastPathComponent) \(lexed.file.location(of: token.range.start))")
                guard token.kind == .stringLiteral else { continue }
                var diagnostics: [Diagnostic] = []
                _ = Lexer.decodeStringLiteral(token, in: lexed.file, literal: false, diagnostics: &diagnostics)
                #expect(diagnostics.isEmpty, "\(url.lastPathComponent)")
            }
        }
    }

    // MARK: Random input

    @Test func randomBytesAlwaysReachEndOfFile() {
        var generator = SplitMix64(seed: 0x5EED_1E7E)
        let alphabet = Array("\"#\\()/*\n\r {}`$'.!?&=-<>_0123456789abexp\t".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xE2, 0x80, 0xF0]
        for round in 0..<2_000 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes: [UInt8] = (0..<count).map { _ in
                if round % 2 == 0 { return UInt8.random(in: 0...255, using: &generator) }
                return alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
            let lexed = LexedSource(bytes: bytes)
            #expect(lexed.tokens.last?.kind == .endOfFile, "round \(round): \(bytes)")
            var previousEnd: SourceOffset = 0
            for token in lexed.tokens {
                #expect(token.range.start >= previousEnd && token.range.end <= SourceOffset(count), "round \(round)")
                previousEnd = token.range.end
            }
            for token in lexed.tokens where token.kind == .stringLiteral {
                var diagnostics: [Diagnostic] = []
                _ = Lexer.decodeStringLiteral(token, in: lexed.file, literal: round % 3 == 0, diagnostics: &diagnostics)
            }
        }
    }

    @Test func randomSubRangesAlwaysReachEndOfFile() {
        var generator = SplitMix64(seed: 42)
        let source = Array("Text(\"a \\(x + \"b\\(y)\") c\") /* d */ 0x1p3 `e` #\"f\"# \"\"\"\n  g\n  \"\"\"".utf8)
        for _ in 0..<500 {
            let lower = Int.random(in: 0...source.count, using: &generator)
            let upper = Int.random(in: lower...source.count, using: &generator)
            let lexed = LexedSource(bytes: source, range: lower..<upper)
            #expect(lexed.tokens.last?.kind == .endOfFile)
            #expect(lexed.tokens.allSatisfy { Int($0.range.start) >= lower && Int($0.range.end) <= upper })
        }
    }
}
