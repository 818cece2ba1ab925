/// How many terminal columns a character takes, so that a caret lines up under it:
/// 2 for East Asian wide characters and emoji, 0 for marks and invisible format
/// characters, 1 otherwise. Control characters are shown as `�` (see `displayed(_:)`).
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if isControl(first) { return 1 }
        if character.unicodeScalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation
            || isWide(first.value) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    static func of<S: Sequence<Character>>(_ characters: S) -> Int {
        characters.reduce(0) { $0 + of($1) }
    }

    /// The character as shown in a source excerpt: control characters (other than tab)
    /// become `�`, so a file cannot send escape sequences to the terminal.
    static func displayed(_ character: Character) -> Character {
        guard character != "\t", let first = character.unicodeScalars.first, isControl(first) else { return character }
        return "\u{FFFD}"
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, the large blocks).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
