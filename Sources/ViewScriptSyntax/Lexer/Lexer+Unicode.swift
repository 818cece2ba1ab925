// UTF-8 decoding and the Unicode ranges Swift allows in identifiers
// (The Swift Programming Language, Lexical Structure: identifier-head, identifier-character).
extension Lexer {
    // MARK: UTF-8

    /// The scalar encoded at `index` and its length in bytes, or nil if the bytes there are
    /// not well-formed UTF-8 (overlong forms, surrogates and values above U+10FFFF included).
    func decodeScalar(at index: Int) -> (UInt32, Int)? {
        Lexer.decodeScalar(buffer, at: index, end: endOffsetInt)
    }

    static func decodeScalar(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (UInt32, Int)? {
        guard index < end else { return nil }
        let lead = buffer[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
        default: return nil
        }
        guard index + length <= end else { return nil }
        let second = buffer[index + 1]
        guard second >= lowest, second <= highest else { return nil }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        scalar = scalar << 6 | UInt32(second & 0x3F)
        var position = index + 2
        while position < index + length {
            let byte = buffer[position]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
            position += 1
        }
        return (scalar, length)
    }

    // MARK: Identifier ranges

    /// identifier-head for scalars at or above U+0080 (ASCII is handled by byte tests).
    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return isIdentifierHeadByte(UInt8(scalar)) }
        switch scalar {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
             0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
             0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
             0x1E00...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
             0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
             0xFE47...0xFEFE, 0xFF00...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            return scalar & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// identifier-character: a head, a digit, or a combining mark.
    static func isIdentifierContinuation(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return isIdentifierByte(UInt8(scalar)) }
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return true
        default:
            return isIdentifierHead(scalar)
        }
    }

    /// Scalars that modify the character before them (combining marks, variation selectors,
    /// zero-width joiner): they stay with a stray character such as `❤️`.
    static func isModifier(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x200D, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0x1F3FB...0x1F3FF, 0xE0020...0xE007F:
            return true
        default:
            return false
        }
    }
}
