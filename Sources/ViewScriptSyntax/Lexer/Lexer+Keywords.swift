// Keyword lookup without allocating: the identifier's length and first byte narrow the
// candidates to one or two, whose bytes are then compared in place.
extension Lexer {
    /// The keyword spelled by the `length` bytes at `start`, if any.
    func keyword(at start: Int, length: Int) -> Keyword? {
        guard length >= 2, length <= 14 else { return nil }
        let first = buffer[start]
        switch length {
        case 2:
            switch first {
            case UInt8(ascii: "a"): return word(start, "as", .as)
            case UInt8(ascii: "d"): return word(start, "do", .do)
            case UInt8(ascii: "i"):
                switch buffer[start + 1] {
                case UInt8(ascii: "f"): return .if
                case UInt8(ascii: "n"): return .in
                case UInt8(ascii: "s"): return .is
                default: return nil
                }
            default: return nil
            }
        case 3:
            switch first {
            case UInt8(ascii: "A"): return word(start, "Any", .Any)
            case UInt8(ascii: "f"): return word(start, "for", .for)
            case UInt8(ascii: "l"): return word(start, "let", .let)
            case UInt8(ascii: "n"): return word(start, "nil", .nil)
            case UInt8(ascii: "t"): return word(start, "try", .try)
            case UInt8(ascii: "v"): return word(start, "var", .var)
            default: return nil
            }
        case 4:
            switch first {
            case UInt8(ascii: "c"): return word(start, "case", .case)
            case UInt8(ascii: "e"): return word(start, "else", .else) ?? word(start, "enum", .enum)
            case UInt8(ascii: "f"): return word(start, "func", .func)
            case UInt8(ascii: "i"): return word(start, "init", .`init`)
            case UInt8(ascii: "s"): return word(start, "self", .self)
            case UInt8(ascii: "S"): return word(start, "Self", .Self)
            case UInt8(ascii: "t"): return word(start, "true", .true)
            default: return nil
            }
        case 5:
            switch first {
            case UInt8(ascii: "b"): return word(start, "break", .break)
            case UInt8(ascii: "c"): return word(start, "catch", .catch) ?? word(start, "class", .class)
            case UInt8(ascii: "d"): return word(start, "defer", .defer)
            case UInt8(ascii: "f"): return word(start, "false", .false)
            case UInt8(ascii: "g"): return word(start, "guard", .guard)
            case UInt8(ascii: "i"): return word(start, "inout", .inout)
            case UInt8(ascii: "s"): return word(start, "super", .super)
            case UInt8(ascii: "t"): return word(start, "throw", .throw)
            case UInt8(ascii: "w"): return word(start, "where", .where) ?? word(start, "while", .while)
            default: return nil
            }
        case 6:
            switch first {
            case UInt8(ascii: "d"): return word(start, "deinit", .deinit)
            case UInt8(ascii: "i"): return word(start, "import", .import)
            case UInt8(ascii: "p"): return word(start, "public", .public)
            case UInt8(ascii: "r"): return word(start, "repeat", .repeat) ?? word(start, "return", .return)
            case UInt8(ascii: "s"):
                return word(start, "static", .static) ?? word(start, "struct", .struct) ?? word(start, "switch", .switch)
            case UInt8(ascii: "t"): return word(start, "throws", .throws)
            default: return nil
            }
        case 7:
            switch first {
            case UInt8(ascii: "d"): return word(start, "default", .default)
            case UInt8(ascii: "p"): return word(start, "private", .private)
            default: return nil
            }
        case 8:
            switch first {
            case UInt8(ascii: "c"): return word(start, "continue", .continue)
            case UInt8(ascii: "i"): return word(start, "internal", .internal)
            case UInt8(ascii: "o"): return word(start, "operator", .operator)
            case UInt8(ascii: "p"): return word(start, "protocol", .protocol)
            case UInt8(ascii: "r"): return word(start, "rethrows", .rethrows)
            default: return nil
            }
        case 9:
            switch first {
            case UInt8(ascii: "e"): return word(start, "extension", .extension)
            case UInt8(ascii: "s"): return word(start, "subscript", .subscript)
            case UInt8(ascii: "t"): return word(start, "typealias", .typealias)
            default: return nil
            }
        case 11:
            switch first {
            case UInt8(ascii: "f"): return word(start, "fallthrough", .fallthrough) ?? word(start, "fileprivate", .fileprivate)
            default: return nil
            }
        case 14:
            return first == UInt8(ascii: "a") ? word(start, "associatedtype", .associatedtype) : nil
        default:
            return nil
        }
    }

    /// `keyword` if the bytes at `start` spell `spelling` (whose length the caller checked).
    @inline(__always)
    private func word(_ start: Int, _ spelling: StaticString, _ keyword: Keyword) -> Keyword? {
        let pointer = spelling.utf8Start
        for index in 1..<spelling.utf8CodeUnitCount where buffer[start + index] != pointer[index] {
            return nil
        }
        return keyword
    }
}
