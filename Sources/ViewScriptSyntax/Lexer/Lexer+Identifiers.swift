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
