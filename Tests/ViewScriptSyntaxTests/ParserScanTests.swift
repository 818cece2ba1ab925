import Testing
@testable import ViewScriptSyntax

/// The byte scans that run before or beside the parse (the line table, the search for
/// `operator`, the function-reference lookahead) must give exactly what a plain reading gives.
@Suite struct ParserScanTests {
    /// Line starts found eight bytes at a time equal a byte-by-byte count, with newlines at
    /// every position of a word, next to `\r`, bytes with the high bit set and `\n + 0x80`.
    @Test func lineStartsMatchEveryNewline() {
        var random = SplitMix64(seed: 21)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x09, 0x8A, 0x0A, 0x00, 0xFF, 0x20, 0x61, 0x01, 0x0A]
        for length in 0..<70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                var expected: [SourceOffset] = [0]
                for (index, byte) in bytes.enumerated() where byte == 0x0A { expected.append(SourceOffset(index + 1)) }
                #expect(SourceFile(path: "t.view", bytes: bytes).lineStarts == expected, "\(bytes)")
            }
        }
    }

    /// The Horspool search for `operator` agrees with a plain search, at the start, the end,
    /// after partial matches and in words that only resemble it.
    @Test func operatorSearchFindsTheWordAnywhere() {
        let texts = ["", "operato", "operator", "xoperator", "operatorx", "opoperator", "ooperatorr", "operat0r",
                     "perator", "a operator b", "rotarepo", "operatooperator", "operaoperatortor", "o p e r a t o r"]
        var random = SplitMix64(seed: 5)
        var generated: [String] = []
        for _ in 0..<300 {
            let letters = Array("operatxo ")
            generated.append(String((0..<Int(random.next() % 24)).map { _ in letters[Int(random.next() % UInt64(letters.count))] }))
        }
        for text in texts + generated {
            let bytes = Array(text.utf8)
            let found = bytes.withUnsafeBufferPointer { Parser.mayDeclareOperators($0) }
            #expect(found == text.contains("operator"), "\(text)")
        }
    }

    /// Calls that look like references in their bytes, and references written unusually,
    /// parse as before: the byte check only rules out plain calls.
    @Test func functionReferencesAndCallsAreTold() {
        #expect(sexpr("add(_:to:)") == "add(_:to:)")
        #expect(sexpr("f( a:)") == "f(a:)")
        #expect(sexpr("f(a :)") == "f(a:)")
        #expect(sexpr("f(`default`:)") == "f(default:)")
        #expect(sexpr("x.f(a:b:)") == "(. x f(a:b:))")
        #expect(sexpr("f(a:b)") == "(call f a: b)")
        #expect(sexpr("f(a: b)") == "(call f a: b)")
        #expect(sexpr("f(a)") == "(call f a)")
        #expect(sexpr("f()") == "(call f)")
        // A stray byte the lexer skips (and reports) does not hide a reference.
        #expect(parseExpr("f(\u{01}a:)").0 == "f(a:)")
        #expect(parseExpr("f(a:\u{01}b:)").0 == "f(a:b:)")
    }
}
