/// A piece of a string literal: decoded text, or the source range of an interpolation's
/// expression (the bytes strictly between `\(` and its matching `)`), to be parsed.
public enum RawStringSegment: Sendable {
    case text(String)
    case interpolation(SourceRange)
}

/// A string literal split into segments. Text segments are never empty and never adjacent;
/// `""` has no segments.
public struct DecodedStringLiteral: Sendable {
    public var segments: [RawStringSegment]
    public var isMultiline: Bool
    public var isRaw: Bool
}

extension Lexer {
    /// Splits a `.stringLiteral` token into text and interpolations: decodes escapes, strips
    /// multi-line indentation (or, with `literal: true`, takes text as is — no escapes, no
    /// interpolation — but still strips indentation). Adds problems to `diagnostics`.
    public static func decodeStringLiteral(_ token: Token, in file: SourceFile, literal: Bool,
                                           diagnostics: inout [Diagnostic]) -> DecodedStringLiteral {
        var segments: [RawStringSegment] = []
        let form = decodeStringLiteral(token, in: file, literal: literal, diagnostics: &diagnostics, into: &segments)
        return DecodedStringLiteral(segments: segments, isMultiline: form.isMultiline, isRaw: form.isRaw)
    }

    /// `decodeStringLiteral`, the segments written to `segments`, which is emptied first and
    /// keeps its capacity: the expression parser decodes every literal into one array.
    static func decodeStringLiteral(_ token: Token, in file: SourceFile, literal: Bool, diagnostics: inout [Diagnostic],
                                    into segments: inout [RawStringSegment]) -> (isMultiline: Bool, isRaw: Bool) {
        segments.removeAll(keepingCapacity: true)
        return file.bytes.withUnsafeBufferPointer { buffer in
            let end = min(Int(token.range.end), buffer.count)
            let start = min(Int(token.range.start), end)
            var decoder = StringLiteralDecoder(file: file, buffer: buffer, start: start, end: end, literal: literal,
                                               segments: segments)
            segments = [] // the decoder's array is now the only reference: appending does not copy it
            let form = decoder.decode()
            segments = decoder.takeSegments()
            if !decoder.diagnostics.isEmpty { diagnostics += decoder.diagnostics }
            return form
        }
    }
}

/// Decodes one string literal token (see `Lexer.decodeStringLiteral`).
struct StringLiteralDecoder {
    let file: SourceFile
    let buffer: UnsafeBufferPointer<UInt8>
    /// The token's range.
    let start: Int
    let end: Int
    let literal: Bool
    var diagnostics: [Diagnostic] = []
    private var hashes = 0
    private var multiline = false
    private var segments: [RawStringSegment]
    /// Decoded bytes of the text segment being built.
    private var text: [UInt8] = []
    /// Text of the segment being built that is still a verbatim run of the source (not yet
    /// copied into `text`): most literals are one such run and become a `String` directly.
    private var run: Range<Int>?

    /// `segments` is the (empty) array to append the segments to.
    init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int, literal: Bool,
         segments: [RawStringSegment]) {
        self.segments = segments
        self.file = file
        self.buffer = buffer
        self.start = start
        self.end = end
        self.literal = literal
    }

    /// Decodes the literal into `segments`; returns its form.
    mutating func decode() -> (isMultiline: Bool, isRaw: Bool) {
        let scanner = StringScanner(buffer: buffer, end: end)
        guard let opening = scanner.openingDelimiter(at: start) else { return (false, false) }
        hashes = opening.hashes
        multiline = opening.multiline
        let contentEnd = closingDelimiterStart(contentStart: opening.contentStart) ?? end
        if multiline {
            decodeMultiline(contentStart: opening.contentStart, contentEnd: contentEnd)
        } else {
            decodeContent(from: opening.contentStart, to: contentEnd, indentation: nil)
        }
        flushText()
        return (multiline, hashes > 0)
    }

    /// The segments decoded, moved out of the decoder.
    mutating func takeSegments() -> [RawStringSegment] {
        let taken = segments
        segments = []
        return taken
    }

    /// Where the closing delimiter begins, if the token ends with one after its content.
    private func closingDelimiterStart(contentStart: Int) -> Int? {
        let length = (multiline ? 3 : 1) + hashes
        let closing = end - length
        guard closing >= contentStart else { return nil }
        let scanner = StringScanner(buffer: buffer, end: end)
        guard buffer[closing] == UInt8(ascii: "\""),
              scanner.closingDelimiterEnd(at: closing, hashes: hashes, multiline: multiline) == end else { return nil }
        return closing
    }

    // MARK: Multi-line literals

    /// The first line break (after `"""`) and the last one (before the closing delimiter) are
    /// not content; the closing delimiter's indentation is removed from every line.
    private mutating func decodeMultiline(contentStart: Int, contentEnd: Int) {
        let openingLineEnd = StringScanner.endOfLine(buffer, from: contentStart, end: contentEnd)
        guard openingLineEnd < contentEnd else { return }
        let bodyStart = afterLineBreak(openingLineEnd)
        var bodyEnd = contentEnd
        var indentation = contentEnd..<contentEnd
        if contentEnd < end { // closed: the indentation is what precedes the delimiter on its line
            var lineStart = contentEnd
            while lineStart > contentStart, StringLiteralDecoder.isSpace(buffer[lineStart - 1]) { lineStart -= 1 }
            if lineStart > contentStart, buffer[lineStart - 1] == UInt8(ascii: "\n") || buffer[lineStart - 1] == UInt8(ascii: "\r") {
                indentation = lineStart..<contentEnd
                bodyEnd = lineStart - 1
                if buffer[bodyEnd] == UInt8(ascii: "\n"), bodyEnd > contentStart, buffer[bodyEnd - 1] == UInt8(ascii: "\r") {
                    bodyEnd -= 1
                }
            }
        }
        guard bodyStart <= bodyEnd else { return }
        decodeContent(from: bodyStart, to: bodyEnd, indentation: indentation)
    }

    /// The offset after the line break at `index` (`\n`, `\r` or `\r\n`).
    private func afterLineBreak(_ index: Int) -> Int {
        if buffer[index] == UInt8(ascii: "\r"), index + 1 < end, buffer[index + 1] == UInt8(ascii: "\n") {
            return index + 2
        }
        return index + 1
    }

    /// Removes `indentation` from the line starting at `index`; returns where its text begins.
    private mutating func stripIndentation(_ indentation: Range<Int>, lineStart index: Int, limit: Int) -> Int {
        var position = index
        var matched = indentation.lowerBound
        while matched < indentation.upperBound, position < limit, buffer[position] == buffer[matched] {
            position += 1
            matched += 1
        }
        if matched == indentation.upperBound { return position }
        let lineEnd = StringScanner.endOfLine(buffer, from: position, end: limit)
        var blank = true
        for offset in position..<lineEnd where !StringLiteralDecoder.isSpace(buffer[offset]) {
            blank = false
            break
        }
        if blank { return lineEnd }
        report(.insufficientIndentation, at: index, index)
        return position
    }

    // MARK: Content

    /// Decodes `from..<to`. With an indentation (multi-line), strips it at each line start
    /// and turns every line break into `\n`.
    private mutating func decodeContent(from contentStart: Int, to contentEnd: Int, indentation: Range<Int>?) {
        var index = contentStart
        var atLineStart = indentation != nil
        while index < contentEnd {
            if atLineStart, let indentation {
                atLineStart = false
                index = stripIndentation(indentation, lineStart: index, limit: contentEnd)
                continue
            }
            let byte = buffer[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                emit(UInt8(ascii: "\n"))
                index = min(afterLineBreak(index), contentEnd)
                atLineStart = true
            case UInt8(ascii: "\\") where !literal:
                guard StringScanner(buffer: buffer, end: contentEnd).hashesMatch(from: index + 1, count: hashes),
                      index + 1 + hashes < contentEnd else {
                    emit(byte)
                    index += 1
                    continue
                }
                index = decodeEscape(backslash: index, escaped: index + 1 + hashes, contentEnd: contentEnd,
                                     atLineStart: &atLineStart)
            default:
                let runStart = index
                index += 1
                while index < contentEnd {
                    let next = buffer[index]
                    if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") || next == UInt8(ascii: "\\") { break }
                    index += 1
                }
                emitRun(runStart..<index)
            }
        }
    }

    /// Decodes the escape whose backslash is at `backslash`; returns where decoding resumes.
    private mutating func decodeEscape(backslash: Int, escaped: Int, contentEnd: Int, atLineStart: inout Bool) -> Int {
        switch buffer[escaped] {
        case UInt8(ascii: "0"): emit(0)
        case UInt8(ascii: "\\"): emit(UInt8(ascii: "\\"))
        case UInt8(ascii: "t"): emit(UInt8(ascii: "\t"))
        case UInt8(ascii: "n"): emit(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): emit(UInt8(ascii: "\r"))
        case UInt8(ascii: "\""): emit(UInt8(ascii: "\""))
        case UInt8(ascii: "'"): emit(UInt8(ascii: "'"))
        case UInt8(ascii: "u"):
            return decodeUnicodeEscape(backslash: backslash, brace: escaped + 1, contentEnd: contentEnd)
        case UInt8(ascii: "("):
            return decodeInterpolation(from: escaped + 1, contentEnd: contentEnd)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            guard multiline else {
                report(.invalidEscape, at: backslash, escaped)
                return escaped
            }
            // A backslash at the end of a line joins it with the next one.
            atLineStart = true
            return min(afterLineBreak(escaped), contentEnd)
        default:
            report(.invalidEscape, at: backslash, escaped + 1)
            return escaped
        }
        return escaped + 1
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
    private mutating func decodeUnicodeEscape(backslash: Int, brace: Int, contentEnd: Int) -> Int {
        guard brace < contentEnd, buffer[brace] == UInt8(ascii: "{") else {
            report(.unicodeEscapeBraces, at: backslash, brace)
            return brace
        }
        var index = brace + 1
        var value: UInt32 = 0
        while index < contentEnd, Lexer.isDigit(buffer[index], radix: 16), index - brace <= 9 {
            value = value << 4 | UInt32(StringLiteralDecoder.hexValue(buffer[index]))
            index += 1
        }
        let digits = index - brace - 1
        guard digits >= 1, digits <= 8 else {
            report(.unicodeEscapeDigits, at: backslash, index)
            return index
        }
        guard index < contentEnd, buffer[index] == UInt8(ascii: "}") else {
            report(.unicodeEscapeClosingBrace, at: index, index)
            return index
        }
        if let scalar = Unicode.Scalar(value) {
            appendUTF8(scalar.value)
        } else {
            report(.invalidUnicodeScalar, at: backslash, index + 1)
        }
        return index + 1
    }

    /// `\( ... )`: records the expression's range; returns the offset after the `)`.
    private mutating func decodeInterpolation(from expressionStart: Int, contentEnd: Int) -> Int {
        let scanner = StringScanner(buffer: buffer, end: contentEnd)
        let expressionEnd: Int
        let resume: Int
        switch scanner.skipInterpolation(from: expressionStart, allowsNewlines: multiline, depth: 1) {
        case .closed(let parenthesis):
            expressionEnd = parenthesis
            resume = parenthesis + 1
        case .unterminated, .tooDeep:
            // The lexer reported it; the rest of the literal is the expression.
            expressionEnd = contentEnd
            resume = contentEnd
        }
        flushText()
        segments.append(.interpolation(SourceRange(expressionStart, expressionEnd)))
        return resume
    }

    // MARK: Helpers

    private mutating func flushText() {
        if let run, text.isEmpty {
            self.run = nil
            segments.append(.text(String(decoding: UnsafeBufferPointer(rebasing: buffer[run]), as: UTF8.self)))
            return
        }
        copyRun()
        guard !text.isEmpty else { return }
        segments.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    /// Appends one decoded byte to the text segment being built.
    private mutating func emit(_ byte: UInt8) {
        copyRun()
        text.append(byte)
    }

    /// Appends source bytes taken as they are (no escapes, no line breaks) to the text segment.
    private mutating func emitRun(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if run == nil, text.isEmpty {
            run = range
            return
        }
        copyRun()
        text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// Moves a pending verbatim run into `text`.
    private mutating func copyRun() {
        guard let pending = run else { return }
        run = nil
        text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[pending]))
    }

    /// Appends the UTF-8 encoding of a valid scalar.
    private mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            emit(UInt8(value))
        case 0x80..<0x800:
            emit(UInt8(0xC0 | value >> 6))
            emit(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            emit(UInt8(0xE0 | value >> 12))
            emit(UInt8(0x80 | value >> 6 & 0x3F))
            emit(UInt8(0x80 | value & 0x3F))
        default:
            emit(UInt8(0xF0 | value >> 18 & 0x07))
            emit(UInt8(0x80 | value >> 12 & 0x3F))
            emit(UInt8(0x80 | value >> 6 & 0x3F))
            emit(UInt8(0x80 | value & 0x3F))
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: byte - UInt8(ascii: "A") + 10
        }
    }

    private mutating func report(_ message: DiagnosticMessage, at start: Int, _ end: Int) {
        let range = SourceRange(start, max(start, end))
        diagnostics.append(Diagnostic(message, at: SourceSpan(file: file, range: range)))
    }
}
