import Testing
@testable import ViewScriptSyntax

/// The shortcuts taken for speed (interned names, verbatim string runs, word-at-a-time
/// indentation skipping) must give exactly what the plain code gives.
@Suite struct ParserFastPathTests {
    // MARK: Name table

    /// Every name the table returns equals decoding its bytes, across growth, collisions,
    /// lengths around the 8- and 15-byte boundaries, non-ASCII and names near the end.
    @Test func nameTableReturnsTheDecodedText() {
        var text = ""
        var ranges: [Range<Int>] = []
        var random = SplitMix64(seed: 7)
        for index in 0..<3000 {
            let length = 1 + Int(random.next() % 20)
            var name = ""
            for position in 0..<length {
                let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789")
                name.append(position == 0 && index % 97 == 0 ? "é" : letters[Int(random.next() % UInt64(letters.count))])
            }
            let start = text.utf8.count
            text += name
            ranges.append(start..<text.utf8.count)
            text += index % 3 == 0 ? "\n" : " "
        }
        let bytes = Array(text.utf8)
        let table = NameTable(capacity: 8)
        bytes.withUnsafeBufferPointer { buffer in
            for _ in 0..<2 { // the second pass reads interned names
                for range in ranges {
                    let expected = String(decoding: bytes[range], as: UTF8.self)
                    #expect(table.name(buffer, range.lowerBound, range.upperBound) == expected)
                }
            }
            // Names that differ only in their last bytes or their length stay apart.
            let similar = Array("padding1 padding2 padding padding12345678 padding12345679".utf8)
            similar.withUnsafeBufferPointer { buffer in
                var start = 0
                for word in ["padding1", "padding2", "padding", "padding12345678", "padding12345679"] {
                    let end = start + word.utf8.count
                    #expect(table.name(buffer, start, end) == word)
                    start = end + 1
                }
            }
        }
    }

    @Test func identifiersKeepTheirSpellingAndLoseBackticks() {
        #expect(sexpr("`default` + veryLongIdentifierNameBeyondFifteen + `x y`")
            == "(+ (+ default veryLongIdentifierNameBeyondFifteen) x y)")
        #expect(sexpr("a1.b_2.c") == "(. (. a1 b_2) c)")
    }

    // MARK: String literals

    @Test func stringTextIsDecodedAcrossRunsAndEscapes() {
        let literals: [(String, String)] = [
            (#""plain text""#, "plain text"),
            (#""tab\there""#, "tab\there"),
            (#""\u{1F600} smile""#, "\u{1F600} smile"),
            (#""ends with escape\n""#, "ends with escape\n"),
            (#""back\\slash""#, "back\\slash"),
        ]
        for (source, expected) in literals {
            let file = SourceFile(path: "t.view", text: source)
            let token = Token(kind: .stringLiteral, range: SourceRange(0, file.bytes.count))
            var diagnostics: [Diagnostic] = []
            let decoded = Lexer.decodeStringLiteral(token, in: file, literal: false, diagnostics: &diagnostics)
            #expect(diagnostics.isEmpty)
            guard decoded.segments.count == 1, case .text(let text) = decoded.segments[0] else {
                Issue.record("\(source): \(decoded.segments)")
                continue
            }
            #expect(text == expected)
        }
    }

    // MARK: Trivia

    /// Long indentation (skipped eight bytes at a time) ends at the right byte, with any
    /// remainder and at the very end of the input.
    @Test func indentationOfEveryLengthIsSkipped() {
        for width in 0..<20 {
            let source = "a\n" + String(repeating: " ", count: width) + "b" + String(repeating: " ", count: width)
            let lexed = LexedSource(source)
            #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
            let second = lexed.tokens[1]
            #expect(Int(second.range.start) == 2 + width)
            #expect(second.isAtStartOfLine)
            #expect(second.flags.contains(.leadingTrivia))
            #expect(second.flags.contains(.trailingTrivia)) // spaces or the end of the input
        }
    }
}
