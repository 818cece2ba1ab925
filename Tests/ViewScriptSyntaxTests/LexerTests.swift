import Testing
@testable import ViewScriptSyntax

/// The tokens of a source text, with their spellings and the lexer's diagnostics.
struct LexedSource {
    let file: SourceFile
    let tokens: [Token]
    let diagnostics: [Diagnostic]

    init(_ text: String, literalStrings: Bool = false) {
        self.init(bytes: Array(text.utf8), literalStrings: literalStrings)
    }

    init(bytes: [UInt8], literalStrings: Bool = false, range: Range<Int>? = nil) {
        let file = SourceFile(path: "test.view", bytes: bytes)
        self.file = file
        (tokens, diagnostics) = file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, buffer: buffer, range: range ?? 0..<buffer.count)
            lexer.literalStrings = literalStrings
            var tokens: [Token] = []
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile || tokens.count > bytes.count + 2 { break }
            }
            return (tokens, lexer.diagnostics)
        }
    }

    /// Tokens other than the end of file.
    var significant: [Token] { tokens.filter { $0.kind != .endOfFile } }
    var kinds: [TokenKind] { significant.map(\.kind) }
    var texts: [String] { significant.map { file.text($0.range) } }
    /// `line:column message` for each diagnostic.
    var messages: [String] { diagnostics.map { "\($0.location) \($0.message.text)" } }

    func token(_ text: String) -> Token? { significant.first { file.text($0.range) == text } }
}

@Suite struct LexerTests {
    // MARK: Punctuation and simple tokens

    @Test func punctuation() {
        let lexed = LexedSource("( ) { } [ ] , : ; @ \\")
        #expect(lexed.kinds == [.leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
                                .comma, .colon, .semicolon, .atSign, .backslash])
    }

    @Test func endOfFileRepeatsForever() {
        let file = SourceFile(path: "t.view", text: "a")
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, buffer: buffer, range: 0..<1)
            #expect(lexer.next().kind == .identifier)
            for _ in 0..<3 {
                let token = lexer.next()
                #expect(token.kind == .endOfFile)
                #expect(token.range == SourceRange(1, 1))
            }
            #expect(lexer.endOffset == 1)
        }
    }

    @Test func skipToEndGivesEndOfFile() {
        let file = SourceFile(path: "t.view", text: "a b c")
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, buffer: buffer, range: 0..<5)
            _ = lexer.next()
            lexer.skipToEnd()
            #expect(lexer.next().kind == .endOfFile)
        }
    }

    @Test func subRangeIsLexedAlone() {
        let lexed = LexedSource(bytes: Array("\"a \\(x + 1) b\"".utf8), range: 5..<10)
        #expect(lexed.texts == ["x", "+", "1"])
        #expect(lexed.kinds == [.identifier, .binaryOperator, .integerLiteral])
        #expect(lexed.significant[0].isAtStartOfLine)
        #expect(lexed.tokens.last?.range == SourceRange(10, 10))
    }

    @Test func lexerCopiesAreIndependent() {
        let file = SourceFile(path: "t.view", text: "a b c")
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, buffer: buffer, range: 0..<5)
            _ = lexer.next()
            var copy = lexer
            #expect(file.text(copy.next().range) == "b")
            #expect(file.text(copy.next().range) == "c")
            #expect(file.text(lexer.next().range) == "b")
        }
    }

    // MARK: Trivia and flags

    @Test func flagsDescribeSurroundingTrivia() {
        let lexed = LexedSource("a b\n  c(d)")
        let flags = lexed.significant.map(\.flags)
        #expect(flags[0] == [.atStartOfLine, .trailingTrivia])
        #expect(flags[1] == [.leadingTrivia, .trailingTrivia])
        #expect(flags[2] == [.atStartOfLine, .leadingTrivia])
        #expect(flags[3] == [])
        #expect(flags[5] == [.trailingTrivia])
        #expect(lexed.tokens.last?.flags.contains(.atStartOfLine) == true)
    }

    @Test func commentsAreTrivia() {
        let lexed = LexedSource("a // line comment\n/* block /* nested */ still */ b /* x */c")
        #expect(lexed.texts == ["a", "b", "c"])
        #expect(lexed.significant[1].isAtStartOfLine)
        #expect(lexed.significant[2].flags.contains(.leadingTrivia))
        #expect(lexed.significant[1].flags.contains(.trailingTrivia))
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func blockCommentWithNewlineStartsLine() {
        let lexed = LexedSource("a /* one\ntwo */ b")
        #expect(lexed.significant[1].isAtStartOfLine)
    }

    @Test func commentRightAfterTokenIsTrailingTrivia() {
        let lexed = LexedSource("a// c\nb/* c */")
        #expect(lexed.significant.allSatisfy { $0.flags.contains(.trailingTrivia) })
    }

    @Test func unterminatedBlockComment() {
        let lexed = LexedSource("a\n  /* one /* two */\n b")
        #expect(lexed.texts == ["a"])
        #expect(lexed.messages == ["2:3 unterminated '/*' comment"])
    }

    @Test func byteOrderMarkIsSkipped() {
        let lexed = LexedSource(bytes: [0xEF, 0xBB, 0xBF] + Array("let x".utf8))
        #expect(lexed.kinds == [.keyword(.let), .identifier])
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.significant[0].isAtStartOfLine)
    }

    @Test func whitespaceKinds() {
        let lexed = LexedSource("a\tb\u{0C}c\r\nd\re")
        #expect(lexed.texts == ["a", "b", "c", "d", "e"])
        #expect(lexed.significant.map(\.isAtStartOfLine) == [true, false, false, true, true])
    }

    @Test func nonBreakingSpaceIsWhitespaceWithWarning() {
        let lexed = LexedSource("a\u{A0}b")
        #expect(lexed.texts == ["a", "b"])
        #expect(lexed.diagnostics.map(\.severity) == [.warning])
        #expect(lexed.messages == ["1:2 non-breaking space (U+00A0) used instead of regular space"])
    }

    // MARK: Identifiers and keywords

    @Test func identifiersAndWildcard() {
        let lexed = LexedSource("name _private x1 _ __ camelCase")
        #expect(lexed.kinds == [.identifier, .identifier, .identifier, .wildcard, .identifier, .identifier])
    }

    @Test func everyKeywordIsRecognised() {
        for keyword in Keyword.allCases {
            let lexed = LexedSource(keyword.rawValue)
            #expect(lexed.kinds == [.keyword(keyword)], "\(keyword)")
            let longer = LexedSource(keyword.rawValue + "x")
            #expect(longer.kinds == [.identifier], "\(keyword)x")
            let shorter = LexedSource(String(keyword.rawValue.dropLast()))
            #expect(shorter.kinds.first != .keyword(keyword))
        }
    }

    @Test func contextualWordsAreIdentifiers() {
        let lexed = LexedSource("mutating some get set willSet scenario show any open")
        #expect(lexed.kinds.allSatisfy { $0 == .identifier })
    }

    @Test func backtickIdentifiers() {
        let lexed = LexedSource("`default` `self`")
        #expect(lexed.kinds == [.identifier, .identifier])
        #expect(lexed.texts == ["`default`", "`self`"])
    }

    @Test func unterminatedBacktick() {
        let lexed = LexedSource("a `b\nc")
        #expect(lexed.kinds == [.identifier, .unknown, .identifier, .identifier])
        #expect(lexed.messages == ["1:3 expected '`' to end the identifier"])
    }

    @Test func dollarIdentifiers() {
        let lexed = LexedSource("$0 $12 $name $_x")
        #expect(lexed.kinds == Array(repeating: .dollarIdentifier, count: 4))
        #expect(lexed.texts == ["$0", "$12", "$name", "$_x"])
    }

    @Test func loneDollar() {
        let lexed = LexedSource("a $ b")
        #expect(lexed.kinds == [.identifier, .unknown, .identifier])
        #expect(lexed.messages == ["1:3 expected a name or number after '$'"])
    }

    @Test func unicodeIdentifiers() {
        let lexed = LexedSource("größe = café + 名前 + π + x̃ + 😀")
        #expect(lexed.texts == ["größe", "=", "café", "+", "名前", "+", "π", "+", "x̃", "+", "😀"])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func poundIdentifiers() {
        // `#if` and the other directives are not tokens: ConditionalCompilationTests.
        let lexed = LexedSource("#Preview #selector #available(iOS 17, *)")
        #expect(lexed.kinds.prefix(3) == [.poundIdentifier, .poundIdentifier, .poundIdentifier])
        #expect(lexed.texts.prefix(3) == ["#Preview", "#selector", "#available"])
    }

    @Test func lonePound() {
        let lexed = LexedSource("# x")
        #expect(lexed.kinds == [.unknown, .identifier])
        #expect(lexed.messages == ["1:1 expected a macro identifier"])
    }

    @Test func attributesAndKeyPaths() {
        let lexed = LexedSource("@State private var x = \\.self")
        #expect(lexed.kinds == [.atSign, .identifier, .keyword(.private), .keyword(.var), .identifier, .equal,
                                .backslash, .period, .keyword(.self)])
    }
}
