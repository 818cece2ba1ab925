/// The inline Markdown that SwiftUI's `Text` renders for a string literal (a
/// `LocalizedStringKey`), reduced to the text it shows: `**strong**` / `__strong__`,
/// `*emphasis*` / `_emphasis_`, `~~strikethrough~~`, `` `code` `` (shown as written),
/// `[title](url)` links (their title), `<https://...>` autolinks, and backslash escapes of
/// punctuation. Whitespace and line breaks are kept as written; block syntax (headings,
/// lists) is not Markdown for `Text` and stays as written. Foundation's
/// `AttributedString(markdown:)` is not in the Linux toolchain, so this is a small
/// CommonMark-style delimiter matcher: a run of `*`, `_` or `~` opens when a non-space
/// follows it and closes when a non-space precedes it (`_` not inside a word), and each
/// closer is paired with the nearest opener of the same character; unpaired delimiters are
/// text.
public enum InlineMarkdown {
    /// The text `markdown` shows.
    public static func render(_ markdown: String) -> String {
        var pieces = tokenize(Array(markdown))
        pairDelimiters(&pieces)
        return pieces.map(\.text).joined()
    }

    /// Whether `text` renders as written: ASCII without any of the characters the renderer
    /// reads (`\\`, `` ` ``, `[`, `<`, `*`, `_`, `~`).
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case 0x80...,
                 UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "<"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): false
            default: true
            }
        }
    }

    private enum Piece {
        case text(String)
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)

        var text: String {
            switch self {
            case .text(let text): text
            case .delimiter(let character, let count, _, _): String(repeating: character, count: count)
            }
        }
    }

    private static func tokenize(_ characters: [Character]) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        func flush() { if !text.isEmpty { pieces.append(.text(text)); text = "" } }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isASCII && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                text.append(characters[index + 1])
                index += 2
            case "`":
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                if let end = closingBackticks(characters, from: index + run, run: run) {
                    text += String(characters[(index + run)..<end])
                    index = end + run
                } else {
                    text += String(repeating: "`", count: run)
                    index += run
                }
            case "[":
                if let (title, end) = link(characters, at: index) {
                    flush()
                    var inner = tokenize(Array(title))
                    pairDelimiters(&inner)
                    pieces.append(.text(inner.map(\.text).joined()))
                    index = end
                } else {
                    text.append(character)
                    index += 1
                }
            case "<":
                if let close = characters[index...].firstIndex(of: ">"),
                   String(characters[(index + 1)..<close]).contains("://"), !characters[(index + 1)..<close].contains(" ") {
                    text += String(characters[(index + 1)..<close])
                    index = close + 1
                } else {
                    text.append(character)
                    index += 1
                }
            case "*", "_", "~":
                var run = 0
                while index + run < characters.count, characters[index + run] == character { run += 1 }
                let before: Character? = index > 0 ? characters[index - 1] : nil
                let after: Character? = index + run < characters.count ? characters[index + run] : nil
                var canOpen = after.map { !$0.isWhitespace } ?? false
                var canClose = before.map { !$0.isWhitespace } ?? false
                if character == "_" {
                    // `snake_case_name` stays as written: `_` does not open or close inside a word.
                    if let before, before.isLetter || before.isNumber { canOpen = false }
                    if let after, after.isLetter || after.isNumber { canClose = false }
                }
                flush()
                pieces.append(.delimiter(character, count: run, canOpen: canOpen, canClose: canClose))
                index += run
            default:
                text.append(character)
                index += 1
            }
        }
        flush()
        return pieces
    }

    /// Pairs closers with the nearest earlier opener of the same character, innermost first;
    /// paired delimiter characters are removed.
    private static func pairDelimiters(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard case .delimiter(let character, var closeCount, _, true) = pieces[closer] else {
                closer += 1
                continue
            }
            var opener = closer - 1
            while closeCount > 0, opener >= 0 {
                if case .delimiter(character, let openCount, true, let openerCloses) = pieces[opener], openCount > 0 {
                    let used: Int
                    if character == "~" {
                        guard openCount == closeCount, openCount <= 2 else { opener -= 1; continue }
                        used = openCount
                    } else {
                        used = min(openCount, closeCount) >= 2 ? 2 : 1
                    }
                    pieces[opener] = .delimiter(character, count: openCount - used, canOpen: true, canClose: openerCloses)
                    closeCount -= used
                    if openCount - used > 0 { continue }
                }
                opener -= 1
            }
            if case .delimiter(_, _, let canOpen, _) = pieces[closer] {
                pieces[closer] = .delimiter(character, count: closeCount, canOpen: canOpen, canClose: true)
            }
            closer += 1
        }
    }

    /// The index of the backtick run of length `run` that closes a code span, if any.
    private static func closingBackticks(_ characters: [Character], from start: Int, run: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            var length = 0
            while index + length < characters.count, characters[index + length] == "`" { length += 1 }
            if length == run { return index }
            index += length
        }
        return nil
    }

    /// `[title](destination)` at `start`: the title and the index after the `)`.
    private static func link(_ characters: [Character], at start: Int) -> (String, Int)? {
        var depth = 0
        var index = start
        var titleEnd: Int?
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { titleEnd = index }
            default: break
            }
            if titleEnd != nil { break }
            index += 1
        }
        guard let titleEnd, titleEnd + 1 < characters.count, characters[titleEnd + 1] == "(",
              let close = characters[(titleEnd + 1)...].firstIndex(of: ")") else { return nil }
        return (String(characters[(start + 1)..<titleEnd]), close + 1)
    }
}
