/// The string work programs do most, done without the standard library's general paths:
/// an `Int` in decimal (`String(i)`, `"\(i)"`) and the number of characters of a text.
/// Each answers exactly what the library does; only the cost differs.
enum FastText {
    /// `String(number)`: the digits written into a buffer on the stack and the
    /// `String` made once from it (a small string, not allocated, up to 15 bytes). `Int`'s
    /// `description` goes through a generic conversion that costs four times as much.
    static func decimal(_ number: Int) -> String {
        if number >= 0, number < smallDecimals.count { return smallDecimals[number] }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            let count = writeDecimal(number, into: buffer.baseAddress!)
            return string(UnsafeBufferPointer(start: buffer.baseAddress!, count: count))
        }
    }

    /// Writes `number` in decimal at `target`, which has room for 20 bytes (19 digits and a
    /// sign at most: `Int.min`), and answers how many it wrote.
    @inline(__always)
    static func writeDecimal(_ number: Int, into target: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = number.magnitude
        var digits = 0
        var rest = magnitude
        repeat {
            digits += 1
            rest /= 10
        } while rest != 0
        var count = 0
        if number < 0 {
            target[0] = 0x2D  // "-"
            count = 1
        }
        var position = count + digits
        count = position
        repeat {
            position -= 1
            let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
            target[position] = UInt8(truncatingIfNeeded: digit) &+ 0x30
            magnitude = quotient
        } while magnitude != 0
        return count
    }

    /// A `String` of `bytes`, which are valid UTF-8 (a third cheaper than
    /// `String(decoding:as:)`, which also prepares to repair them).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { target in
            _ = target.initialize(from: bytes)
            return bytes.count
        }
    }

    /// The numbers most converted, made once (small strings: no storage of their own). Making
    /// a `String` from bytes validates them, which is most of the cost of a short one.
    private static let smallDecimals: [String] = (0..<256).map { String($0) }

    /// `parts.joined(separator: separator)`: the UTF-8 of every part copied once into a string
    /// of the total length (the library's generic `joined` costs several hundred instructions
    /// a part, the bytes validated once at the end).
    /// The parts are strings and characters (the caller checked).
    static func join(_ parts: [Value], separator: String) -> String {
        guard !parts.isEmpty else { return "" }
        var length = separator.utf8.count * (parts.count - 1)
        for part in parts { length += text(part).utf8.count }
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { buffer in
            let target = buffer.baseAddress!
            var offset = copy(text(parts[0]), to: target)
            for index in 1..<parts.count {
                offset += copy(separator, to: target + offset)
                offset += copy(text(parts[index]), to: target + offset)
            }
            return offset
        }
    }

    @inline(__always)
    private static func text(_ part: Value) -> String {
        switch part {
        case .string(let string): return string
        case .character(let character): return String(character)
        default: return ""
        }
    }

    /// Copies the UTF-8 of `text` to `target`; its length.
    @inline(__always)
    private static func copy(_ text: String, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if let copied = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
            if let source = bytes.baseAddress { target.update(from: source, count: bytes.count) }
            return bytes.count
        }) {
            return copied
        }
        var text = text
        return text.withUTF8 { bytes in
            if let source = bytes.baseAddress { target.update(from: source, count: bytes.count) }
            return bytes.count
        }
    }

    /// `text.count`: a text of ASCII bytes without a carriage return has one `Character` per
    /// byte (only "\r\n" joins two ASCII bytes into one), so its count is its length in UTF-8,
    /// checked eight bytes at a time. Anything else is counted by the library, which walks
    /// grapheme boundaries (some 23 instructions a byte even for ASCII).
    static func count(_ text: String) -> Int {
        var text = text
        let simple = text.withUTF8 { isASCIIWithoutCarriageReturn(UnsafeRawBufferPointer($0)) }
        return simple ? text.utf8.count : text.count
    }

    private static func isASCIIWithoutCarriageReturn(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte of 0x80 or more, or (the bytes being ASCII) a byte equal to 0x0D: the
            // classic test for a zero byte, on the word with every 0x0D turned to zero.
            let matched = word ^ carriageReturns
            if (word | ((matched &- ones) & ~matched)) & high != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x80 || byte == 0x0D { return false }
            offset += 1
        }
        return true
    }
}
