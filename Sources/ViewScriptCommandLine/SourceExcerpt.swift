import ViewScriptSyntax

/// The two lines under a diagnostic's header: the source line, and a caret line that puts
/// `^` under the start of the range and `~` under the rest of it on that line. The caret
/// line copies the tabs of the source line so that it lines up in any tab width, and counts
/// wide and combining characters by their display width (columns in the header count bytes).
struct SourceExcerpt: Equatable {
    /// The source line as shown (control characters replaced, very long lines cut).
    let line: String
    /// Spaces and tabs up to the caret.
    let indent: String
    /// `^` followed by `~` for the rest of the range on this line.
    let marker: String

    /// Lines longer than this many bytes are shown as a window around the caret.
    static let maximumLineLength = 512
    static let windowBefore = 80
    static let windowLength = 240

    init(span: SourceSpan) {
        let file = span.file
        let bytes = file.bytes
        let lineNumber = file.location(of: span.range.start).line
        let lineStart = Int(file.lineStarts[lineNumber - 1])
        var lineEnd = lineNumber < file.lineStarts.count ? Int(file.lineStarts[lineNumber]) - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }

        let caret = min(max(Int(span.range.start), lineStart), lineEnd)
        var windowStart = lineStart
        var windowEnd = lineEnd
        if lineEnd - lineStart > Self.maximumLineLength {
            windowStart = max(lineStart, caret - Self.windowBefore)
            while windowStart > lineStart, Self.isContinuation(bytes[windowStart]) { windowStart -= 1 }
            windowEnd = min(lineEnd, windowStart + Self.windowLength)
            while windowEnd < lineEnd, windowEnd > caret, Self.isContinuation(bytes[windowEnd]) { windowEnd -= 1 }
        }
        let rangeEnd = min(max(Int(span.range.end), caret), windowEnd)
        let leading = windowStart > lineStart ? "..." : ""
        let trailing = windowEnd < lineEnd ? "..." : ""

        let shown = String(decoding: bytes[windowStart..<windowEnd], as: UTF8.self)
        line = leading + String(shown.map(DisplayWidth.displayed)) + trailing

        var indent = String(repeating: " ", count: leading.count)
        for character in String(decoding: bytes[windowStart..<caret], as: UTF8.self) {
            indent += character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(character))
        }
        self.indent = indent

        let underlined = String(decoding: bytes[caret..<rangeEnd], as: UTF8.self)
        let width = underlined.reduce(0) { $0 + ($1 == "\t" ? 1 : DisplayWidth.of($1)) }
        marker = "^" + String(repeating: "~", count: max(0, width - 1))
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
