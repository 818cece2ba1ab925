/// Text for HTML that is also well-formed XML (the timeline parses with an XML parser):
/// escapes the five characters XML gives a meaning.
enum Markup {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Characters XML 1.0 does not allow are shown as U+FFFD.
            case _ where character.value < 0x20 && character != "\n" && character != "\t" && character != "\r":
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A number for an SVG attribute: at most one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
