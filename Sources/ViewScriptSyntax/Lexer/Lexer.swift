// STUB: replaced by the lexer implementation.
public struct Lexer {
    let file: SourceFile
    let buffer: UnsafeBufferPointer<UInt8>
    var offset: Int
    let endOffsetInt: Int
    public var diagnostics: [Diagnostic] = []
    /// When true, string literals are lexed with no escapes and no interpolation (`expect """` blocks).
    public var literalStrings = false

    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.file = file
        self.buffer = buffer
        self.offset = range.lowerBound
        self.endOffsetInt = range.upperBound
    }

    public var endOffset: SourceOffset { SourceOffset(endOffsetInt) }

    mutating func next() -> Token {
        Token(kind: .endOfFile, range: SourceRange(endOffsetInt, endOffsetInt), flags: [.atStartOfLine])
    }

    mutating func skipToEnd() { offset = endOffsetInt }
}
