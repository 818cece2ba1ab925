// Identifiers, keywords, `_`, `$name`, `` `name` ``, `#name`.
extension Lexer {
    // MARK: Identifiers

    /// identifier -> identifier-head identifier-character*
    /// Keywords become `.keyword`, a lone `_` becomes `.wildcard`.
    mutating func lexIdentifierOrKeyword(at start: Int) -> TokenKind {
        offset = endOfIdentifier(from: start)
        let length = offset - start
        if length == 1, buffer[start] == UInt8(ascii: "_") { return .wildcard }
        if let keyword = keyword(at: start, length: length) { return .keyword(keyword) }
        return .identifier
    }

    /// The end of the identifier characters starting at `index` (which may be `index` itself).
    func endOfIdentifier(from index: Int) -> Int {
        var index = index
        let end = endOffsetInt
        while index < end {
            if index + 8 <= end {
                // Eight bytes at a time while they are ASCII identifier characters; an ASCII
                // byte that is not one ends the identifier.
                let run = Lexer.identifierRun(buffer, at: index)
                index += run
                if run == 8 { continue }
                guard buffer[index] >= 0x80 else { break }
            }
            let byte = buffer[index]
            if byte &- UInt8(ascii: "a") < 26 { // most identifier characters are lowercase letters
                index += 1
                continue
            }
            if byte < 0x80 {
                guard Lexer.isIdentifierByte(byte) else { break }
                index += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: index),
                      Lexer.isIdentifierContinuation(scalar) else { break }
                index += length
            }
        }
        return index
    }

    /// How many of the eight bytes at `index` (in bounds), from the first, are ASCII identifier
    /// characters (`isIdentifierByte`), tested in one word: a byte's high bit marks it. On
    /// bytes below 0x80, `x + (0x80 - lo)` sets the high bit when `x >= lo`, and no sum
    /// carries into the next byte; `| 0x20` maps `A`-`Z` onto `a`-`z` and nothing else onto them.
    @inline(__always)
    static func identifierRun(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let word = UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let high: UInt64 = 0x8080_8080_8080_8080
        let ascii = word & ~high
        let folded = ascii | 0x2020_2020_2020_2020
        let letter = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)  // a...z
        let digit = (ascii &+ 0x5050_5050_5050_5050) & ~(ascii &+ 0x4646_4646_4646_4646)    // 0...9
        let underscore = ~((ascii ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)        // _
        let accepted = (letter | digit | underscore) & ~word & high
        return (~accepted & high).trailingZeroBitCount / 8
    }

    /// Whether an identifier character (not only a head) starts at `index`.
    func isIdentifierCharacter(at index: Int) -> Bool {
        guard index < endOffsetInt else { return false }
        let byte = buffer[index]
        if byte < 0x80 { return Lexer.isIdentifierByte(byte) }
        guard let (scalar, _) = decodeScalar(at: index) else { return false }
        return Lexer.isIdentifierContinuation(scalar)
    }

    /// Whether an identifier can start at `index`.
    func isIdentifierHead(at index: Int) -> Bool {
        guard index < endOffsetInt else { return false }
        let byte = buffer[index]
        if byte < 0x80 { return Lexer.isIdentifierHeadByte(byte) }
        guard let (scalar, _) = decodeScalar(at: index) else { return false }
        return Lexer.isIdentifierHead(scalar)
    }

    @inline(__always)
    static func isIdentifierHeadByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `a`-`z`, `A`-`Z`, `_`, `0`-`9` (an ASCII identifier character), tested with two bit masks.
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let digits: UInt64 = 0x03FF_0000_0000_0000 // bytes 48...57
        let letters: UInt64 = 0x07FF_FFFE_87FF_FFFE // bytes 65...90, 95, 97...122, as bits 1...58
        if byte < 64 { return (digits >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (letters >> UInt64(byte - 64)) & 1 != 0 }
        return false
    }

    // MARK: Dollar identifiers

    /// dollar-identifier -> '$' decimal-digit+ | '$' identifier-character+
    mutating func lexDollarIdentifier(at start: Int) -> TokenKind {
        let end = endOfIdentifier(from: start + 1)
        guard end > start + 1 else {
            offset = start + 1
            report(.expectedDollarIdentifier, at: start, start + 1)
            return .unknown
        }
        offset = end
        return .dollarIdentifier
    }

    // MARK: Backtick identifiers

    /// escaped-identifier -> '`' any character except '`' and line breaks '`'
    mutating func lexBacktickIdentifier(at start: Int) -> TokenKind {
        let index = closingDelimiterOnLine(UInt8(ascii: "`"), after: start)
        guard index < endOffsetInt, buffer[index] == UInt8(ascii: "`"), index > start + 1 else {
            offset = start + 1
            report(.unterminatedBacktickIdentifier, at: start, start + 1)
            return .unknown
        }
        offset = index + 1
        return .identifier
    }

    // MARK: Pound

    /// pound-identifier -> '#' identifier ; raw-string-literal -> '#'+ '"' ...
    mutating func lexPound(at start: Int, _ flags: inout TokenFlags) -> TokenKind {
        var index = start
        while index < endOffsetInt, buffer[index] == UInt8(ascii: "#") { index += 1 }
        if index < endOffsetInt, buffer[index] == UInt8(ascii: "\"") {
            return lexStringLiteral(at: start, hashes: index - start, &flags)
        }
        if index < endOffsetInt, buffer[index] == UInt8(ascii: "/") { return lexExtendedRegexLiteral(at: start, hashes: index - start) }
        if isIdentifierHead(at: start + 1) {
            offset = endOfIdentifier(from: start + 1)
            return .poundIdentifier
        }
        offset = start + 1
        report(.expectedMacroIdentifier, at: start, start + 1)
        return .unknown
    }
}
