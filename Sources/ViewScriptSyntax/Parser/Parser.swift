/// Options of one parse.
public struct ParseOptions: Sendable {
    /// Brackets, blocks, closures and operator chains nested deeper than this are reported as
    /// "too deeply nested" instead of recursing further (swift-syntax uses 256, Lua 200).
    public var maximumNestingDepth: Int
    /// Parse a script, like swiftc's `main.swift`: statements may stand at the top level and
    /// run in order (the differential test programs, the REPL). A `.view` file does not allow them.
    public var allowsTopLevelStatements: Bool
    /// After this many errors the parser reports "too many errors" and skips the rest of
    /// the file (clang stops at 20 by default): a binary file gives a screenful, not 30,000.
    public var maximumErrorCount: Int

    public init(maximumNestingDepth: Int = 256, allowsTopLevelStatements: Bool = false,
                maximumErrorCount: Int = 100) {
        self.maximumNestingDepth = maximumNestingDepth
        self.allowsTopLevelStatements = allowsTopLevelStatements
        self.maximumErrorCount = maximumErrorCount
    }
}

/// The result of parsing one file: a tree (always, even for broken input) and diagnostics.
public struct ParseResult: Sendable {
    public let file: SourceFile
    public let syntax: SourceFileSyntax
    public let diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A recursive-descent parser for `.view` files. It never throws and never stops early:
/// an error becomes a diagnostic and an `.error` node, and parsing resumes at the next
/// statement or declaration. The grammar lives in one extension per area
/// (`Parser+Expressions.swift`, `Parser+Statements.swift`, ...).
public struct Parser {
    let file: SourceFile
    var lexer: Lexer
    /// The current token (never `.unknown`: those are skipped, the lexer reported them).
    var token: Token
    /// Where the previous token ended: "expected ..." errors at the end of a line point here.
    var previousTokenEnd: SourceOffset
    var diagnostics: [Diagnostic] = []
    let options: ParseOptions
    var nestingDepth: Int
    /// The start of the last reported error; a second error at the same place is a cascade.
    var lastErrorStart: SourceOffset?
    /// Set once the nesting limit was hit: the rest of the input is skipped.
    var abandoned = false
    /// When the number of diagnostics reaches this, `checkErrorLimit` counts the errors.
    var diagnosticCountToCheck: Int
    /// Interned names, shared with nested parsers.
    let names: NameTable
    /// The elements of the lists being parsed, shared with nested parsers.
    let scratch: ParserScratch
    /// The custom operators and precedence groups of the file, read before it is parsed.
    var operators: OperatorTable

    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: ParseOptions,
         nestingDepth: Int = 0, names: NameTable = NameTable(), scratch: ParserScratch = ParserScratch(),
         operators: OperatorTable = OperatorTable()) {
        self.file = file
        self.names = names
        self.scratch = scratch
        self.operators = operators
        self.options = options
        self.nestingDepth = nestingDepth
        self.diagnosticCountToCheck = options.maximumErrorCount
        self.lexer = Lexer(file: file, buffer: buffer, range: range)
        self.previousTokenEnd = SourceOffset(range.lowerBound)
        self.token = Token(kind: .endOfFile, range: SourceRange(range.lowerBound, range.lowerBound))
        self.token = nextSignificantToken()
    }

    /// Parses a whole file.
    public static func parse(_ file: SourceFile, options: ParseOptions = ParseOptions()) -> ParseResult {
        if !file.parts.isEmpty { return parseModule(file, options: options) }
        return file.bytes.withUnsafeBufferPointer { buffer in
            let operators = Parser.scanOperatorDeclarations(file, buffer, ranges: [0..<buffer.count])
            var parser = Parser(file: file, buffer: buffer, range: 0..<buffer.count, options: options, operators: operators)
            let syntax = parser.parseSourceFile()
            return ParseResult(file: file, syntax: syntax, diagnostics: parser.allDiagnostics())
        }
    }

    /// A joined file (`SourceFile(module:joining:)`): each part parsed on its own, as swiftc
    /// parses each file of a module, so that an unclosed brace in one never swallows the next.
    static func parseModule(_ file: SourceFile, options: ParseOptions) -> ParseResult {
        file.bytes.withUnsafeBufferPointer { buffer in
            var items: [TopLevelItem] = []
            var diagnostics: [Diagnostic] = []
            let operators = Parser.scanOperatorDeclarations(file, buffer, ranges: file.parts.indices.map { file.range(ofPart: $0) })
            for index in file.parts.indices {
                var parser = Parser(file: file, buffer: buffer, range: file.range(ofPart: index), options: options,
                                    operators: operators)
                items += parser.parseSourceFile().items
                diagnostics += parser.allDiagnostics()
            }
            return ParseResult(file: file, syntax: SourceFileSyntax(items: items, range: SourceRange(0, file.bytes.count)),
                               diagnostics: diagnostics)
        }
    }

    /// Lexer and parser diagnostics in source order (stable for equal positions).
    func allDiagnostics() -> [Diagnostic] {
        let merged = lexer.diagnostics + diagnostics
        return merged.enumerated().sorted {
            ($0.element.span.range.start, $0.offset) < ($1.element.span.range.start, $1.offset)
        }.map(\.element)
    }
}

// MARK: - Tokens

extension Parser {
    mutating func nextSignificantToken() -> Token {
        var next = lexer.next()
        while next.kind == .unknown { next = lexer.next() }
        return next
    }

    /// Moves to the next token.
    mutating func advance() {
        guard token.kind != .endOfFile else { return }
        previousTokenEnd = token.range.end
        token = nextSignificantToken()
        if diagnostics.count + lexer.diagnostics.count >= diagnosticCountToCheck { checkErrorLimit() }
    }

    /// Counts the errors so far (warnings, such as non-breaking spaces, do not count); at the
    /// limit reports "too many errors" once and skips the rest of the input.
    mutating func checkErrorLimit() {
        guard !abandoned else { return }
        let total = diagnostics.count + lexer.diagnostics.count
        let errors = diagnostics.count { $0.severity == .error } + lexer.diagnostics.count { $0.severity == .error }
        guard errors >= options.maximumErrorCount else {
            diagnosticCountToCheck = total + (options.maximumErrorCount - errors)
            return
        }
        let here = SourceRange(start: token.range.start, end: token.range.start)
        diagnostics.append(Diagnostic(.tooManyErrors(limit: options.maximumErrorCount),
                                      at: SourceSpan(file: file, range: here)))
        abandonInput()
    }

    /// Consumes and returns the current token.
    @discardableResult
    mutating func consumeToken() -> Token {
        let current = token
        advance()
        return current
    }

    func at(_ kind: TokenKind) -> Bool { token.kind == kind }

    func at(_ keyword: Keyword) -> Bool { token.kind == .keyword(keyword) }

    /// Whether the current token is the identifier `word` (a contextual keyword such as `mutating`).
    func atContextual(_ word: StaticString) -> Bool {
        token.kind == .identifier && tokenText(token, equals: word)
    }

    /// Consumes the current token if it is of `kind`.
    mutating func consume(_ kind: TokenKind) -> Token? {
        guard token.kind == kind else { return nil }
        return consumeToken()
    }

    mutating func consume(_ keyword: Keyword) -> Token? { consume(.keyword(keyword)) }

    mutating func consumeContextual(_ word: StaticString) -> Token? {
        atContextual(word) ? consumeToken() : nil
    }

    /// Whether a `:` follows the current token: `outer:` labels a statement, `label:` an
    /// argument. Reads the bytes past spaces and tabs, which is cheaper than lexing ahead;
    /// where a comment or a line break comes first, `acrossLines` looks ahead with the lexer
    /// (argument labels), else the answer is no (a statement label is on its statement's line).
    func colonFollowsToken(acrossLines: Bool = false) -> Bool {
        let bytes = lexer.buffer
        let end = min(bytes.count, Int(lexer.endOffset))
        var index = Int(token.range.end)
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < end else { return false }
        switch bytes[index] {
        case UInt8(ascii: ":"): return true
        case UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return acrossLines && peek().kind == .colon
        default: return false
        }
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token {
        var copy = lexer
        var next = copy.next()
        while next.kind == .unknown { next = copy.next() }
        return next
    }

    /// The source text of a token.
    func text(_ token: Token) -> String { lexer.text(Int(token.range.start), Int(token.range.end)) }

    func tokenText(_ token: Token, equals word: StaticString) -> Bool {
        let length = token.range.length
        guard length == word.utf8CodeUnitCount else { return false }
        let bytes = lexer.buffer
        let start = Int(token.range.start)
        guard start >= 0, start + length <= bytes.count else { return false }
        let pointer = word.utf8Start
        for index in 0..<length where bytes[start + index] != pointer[index] { return false }
        return true
    }

    /// An identifier (or `$name`, keyword used as a name) from a token, backticks stripped.
    func identifier(_ token: Token) -> Identifier {
        Parser.identifier(token, in: lexer.buffer, names: names)
    }

    /// `identifier(_:)` from the bytes and the name table alone: a method that only reads them
    /// need not copy the parser, whose fields a mutating caller may be changing.
    static func identifier(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>, names: NameTable) -> Identifier {
        var start = Int(token.range.start)
        var end = Int(token.range.end)
        if end - start >= 2, end <= bytes.count, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            guard bytes[start + 1] < 0x80, bytes[end - 2] < 0x80 else {
                // Non-ASCII next to a backtick may join it in one Character: compare as Swift does.
                var name = text(start, end, in: bytes)
                if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 {
                    name = String(name.dropFirst().dropLast())
                }
                return Identifier(name, range: token.range)
            }
            start += 1
            end -= 1
        }
        guard start <= end, end <= bytes.count else { return Identifier(text(start, end, in: bytes), range: token.range) }
        return Identifier(names.name(bytes, start, end), range: token.range)
    }

    /// `Lexer.text`: the text of the bytes `start..<end` (clamped); invalid UTF-8 is repaired.
    private static func text(_ start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let lower = min(max(start, 0), bytes.count)
        let upper = min(max(end, lower), bytes.count)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }

    /// Consumes the current token and returns it as an identifier (`identifier(consumeToken())`
    /// without copying the parser to evaluate the call).
    mutating func consumeIdentifier() -> Identifier {
        let current = consumeToken()
        return Parser.identifier(current, in: lexer.buffer, names: names)
    }

    /// The range from `start` to the end of the previous token.
    func range(from start: SourceOffset) -> SourceRange {
        SourceRange(start: start, end: max(start, previousTokenEnd))
    }
}

// MARK: - Lookahead

extension Parser {
    /// A saved position for speculative parsing.
    struct Checkpoint {
        fileprivate let lexer: Lexer
        fileprivate let token: Token
        fileprivate let previousTokenEnd: SourceOffset
        fileprivate let diagnosticCount: Int
        fileprivate let lastErrorStart: SourceOffset?
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(lexer: lexer, token: token, previousTokenEnd: previousTokenEnd,
                   diagnosticCount: diagnostics.count, lastErrorStart: lastErrorStart)
    }

    /// Returns to a checkpoint, dropping diagnostics reported since.
    mutating func restore(_ checkpoint: Checkpoint) {
        lexer = checkpoint.lexer
        token = checkpoint.token
        previousTokenEnd = checkpoint.previousTokenEnd
        diagnostics.removeSubrange(checkpoint.diagnosticCount...)
        lastErrorStart = checkpoint.lastErrorStart
    }
}

// MARK: - Diagnostics and recovery

extension Parser {
    /// Reports an error unless it repeats the position of the previous one (a cascade).
    mutating func report(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = []) {
        if message.severity == .error {
            if lastErrorStart == range.start { return }
            lastErrorStart = range.start
        }
        diagnostics.append(Diagnostic(message, at: SourceSpan(file: file, range: range), notes: notes))
    }

    /// Where an "expected ..." error points: the end of the previous token when the current
    /// one starts a new line or is the end of the file, else the current token (swiftc's rule).
    var expectedLocation: SourceRange {
        if token.isAtStartOfLine || token.kind == .endOfFile {
            return SourceRange(start: previousTokenEnd, end: previousTokenEnd)
        }
        return SourceRange(start: token.range.start, end: token.range.start)
    }

    /// Consumes a token of `kind`, or reports `message` at `expectedLocation` and returns nil.
    mutating func expect(_ kind: TokenKind, _ message: DiagnosticMessage, notes: [DiagnosticNote] = []) -> Token? {
        if let found = consume(kind) { return found }
        report(message, at: expectedLocation, notes: notes)
        return nil
    }

    /// A note pointing at an opening delimiter (`to match this '('`).
    func matchingNote(_ opener: Token, _ spelling: String) -> DiagnosticNote {
        DiagnosticNote("to match this opening '\(spelling)'", at: SourceSpan(file: file, range: opener.range))
    }

    /// Skips tokens (keeping brackets balanced) until the start of a new line, a `;`, or a
    /// closing `}` of the enclosing block. Never consumes that `}`.
    mutating func skipToStatementBoundary() {
        var depth = 0
        var first = true
        while !at(.endOfFile) {
            if depth == 0 && !first && (token.isAtStartOfLine || at(.semicolon)) { break }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { break }
                depth -= 1
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            default: break
            }
            first = false
            advance()
        }
        _ = consume(.semicolon)
    }

    /// Guards a parse loop: returns true while the loop moves forward. If an iteration did not
    /// consume anything (a parser bug), skips one token so the loop cannot spin forever.
    mutating func madeProgress(since offset: inout SourceOffset?) -> Bool {
        defer { offset = token.range.start }
        guard let previous = offset, previous == token.range.start, !at(.endOfFile) else { return true }
        assertionFailure("parser made no progress at offset \(previous)")
        advance()
        return false
    }
}

// MARK: - Nesting limit

extension Parser {
    /// Runs `body` one nesting level deeper. Past `maximumNestingDepth` it reports
    /// "too deeply nested" once, abandons the rest of the input and returns `fallback`,
    /// so no input can overflow the stack.
    mutating func nested<T>(_ fallback: @autoclosure () -> T, _ body: (inout Parser) -> T) -> T {
        if abandoned { return fallback() }
        guard nestingDepth < options.maximumNestingDepth else {
            report(.tooDeeplyNested(limit: options.maximumNestingDepth), at: token.range)
            abandonInput()
            return fallback()
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        return body(&self)
    }

    /// Counts one more level for chains that build deep trees without recursion
    /// (`a + b + c ...`, `x.a.b.c ...`). Returns false once the limit is reached.
    mutating func chainLink(_ count: inout Int) -> Bool {
        count += 1
        guard !abandoned else { return false }
        if nestingDepth + count / 4 >= options.maximumNestingDepth {
            report(.tooDeeplyNested(limit: options.maximumNestingDepth), at: token.range)
            abandonInput()
            return false
        }
        return true
    }

    mutating func abandonInput() {
        abandoned = true
        lexer.skipToEnd()
        previousTokenEnd = token.range.start
        token = Token(kind: .endOfFile, range: SourceRange(start: lexer.endOffset, end: lexer.endOffset))
    }
}
