/// A byte offset into a source file. Files are capped well below 4 GiB (see `SourceFile.maximumSize`).
public typealias SourceOffset = UInt32

/// A half-open byte range `start..<end` in one source file.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceOffset
    public var end: SourceOffset

    public init(start: SourceOffset, end: SourceOffset) {
        self.start = start
        self.end = end
    }

    public init(_ start: Int, _ end: Int) {
        self.start = SourceOffset(truncatingIfNeeded: start)
        self.end = SourceOffset(truncatingIfNeeded: end)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var length: Int { Int(end) - Int(start) }
}

/// A 1-based line and column. Columns count UTF-8 bytes, as swiftc's do.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// One source file: its path as given, its bytes, and a table of line starts.
public final class SourceFile: Sendable {
    /// The largest file the front end reads (64 MiB); larger input is a diagnostic, not an attempt.
    public static let maximumSize = 64 << 20

    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line begins; `lineStarts[0] == 0`.
    public let lineStarts: [SourceOffset]
    /// The files a module joins into this one (`SourceFile(module:joining:)`), in order; empty
    /// for a plain file. A span into a joined file points into the part that holds it.
    public let parts: [SourceFilePart]

    public convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, parts: [])
    }

    private init(path: String, bytes: [UInt8], parts: [SourceFilePart]) {
        self.path = path
        self.bytes = bytes
        self.parts = parts
        self.lineStarts = bytes.withUnsafeBufferPointer { Self.lineStarts(of: $0) }
    }

    /// The offset of each line's first byte. Counts the line breaks first (eight bytes at a
    /// time), so the table is allocated once at its exact size, then fills it.
    private static func lineStarts(of buffer: UnsafeBufferPointer<UInt8>) -> [SourceOffset] {
        var count = 1
        forEachNewline(in: buffer) { _ in count += 1 }
        return [SourceOffset](unsafeUninitializedCapacity: count) { starts, filled in
            starts[0] = 0
            filled = 1
            forEachNewline(in: buffer) { index in
                starts[filled] = SourceOffset(truncatingIfNeeded: index + 1)
                filled += 1
            }
        }
    }

    /// Calls `body` with the index of every `\n`, in order, testing eight bytes at a time.
    @inline(__always)
    private static func forEachNewline(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        var index = 0
        while index + 8 <= count {
            // A newline is a zero byte of `word ^ newlines`; the "has a zero byte" test marks
            // every zero byte's high bit (and may mark a byte above one: each is checked).
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A
            var found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            while found != 0 {
                let byte = index + found.trailingZeroBitCount / 8
                if base[byte] == UInt8(ascii: "\n") { body(byte) }
                found &= found &- 1
            }
            index += 8
        }
        while index < count {
            if base[index] == UInt8(ascii: "\n") { body(index) }
            index += 1
        }
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Several files compiled as one module (`--sources`): their bytes one after the other,
    /// each part followed by a newline, so that no token spans two files.
    public convenience init(module path: String, joining files: [SourceFile]) {
        var bytes: [UInt8] = []
        var parts: [SourceFilePart] = []
        for file in files {
            parts.append(SourceFilePart(file: file, start: SourceOffset(bytes.count)))
            bytes += file.bytes
            bytes.append(UInt8(ascii: "\n"))
        }
        self.init(path: path, bytes: bytes, parts: parts)
    }

    /// The index of the part holding `offset` (nil for a plain file).
    public func partIndex(of offset: SourceOffset) -> Int? {
        guard !parts.isEmpty else { return nil }
        var low = 0
        var high = parts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if parts[mid].start <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte range of part `index` in this file (without its closing newline).
    public func range(ofPart index: Int) -> Range<Int> {
        let start = Int(parts[index].start)
        return start..<(start + parts[index].file.bytes.count)
    }

    /// The line and column of a byte offset (offsets past the end clamp to the end).
    public func location(of offset: SourceOffset) -> SourceLocation {
        let offset = min(offset, SourceOffset(bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: Int(offset - lineStarts[low]) + 1)
    }

    /// The text of a 1-based line, without its line terminator; invalid UTF-8 is repaired.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The source text of a range; invalid UTF-8 is repaired.
    public func text(_ range: SourceRange) -> String {
        let start = min(Int(range.start), bytes.count)
        let end = min(max(Int(range.end), start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A range in a particular file: where a diagnostic or a runtime event points.
public struct SourceSpan: Sendable {
    public let file: SourceFile
    public let range: SourceRange

    /// A span into a joined file (`SourceFile(module:joining:)`) points into the part that holds it.
    public init(file: SourceFile, range: SourceRange) {
        if let index = file.partIndex(of: range.start) {
            let part = file.parts[index]
            let end = max(range.start, min(range.end, part.start + SourceOffset(part.file.bytes.count)))
            self.file = part.file
            self.range = SourceRange(start: range.start - part.start, end: end - part.start)
        } else {
            self.file = file
            self.range = range
        }
    }

    public var start: SourceLocation { file.location(of: range.start) }
}

/// One file of a joined module file, and where its bytes start there.
public struct SourceFilePart: Sendable {
    public let file: SourceFile
    public let start: SourceOffset
}
