import Foundation

/// The Markdown of a guide as a terminal shows it: tables as two aligned columns, paragraphs
/// wrapped at 80 columns, code spans and emphasis as their text, links as their quoted text.
enum PlainText {
    static let width = 80
    static let firstColumn = 30

    static func render(_ markdown: String) -> String {
        var output: [String] = []
        var paragraph: [String] = []
        var tableRow = 0
        var headers: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            output += wrap(inline(paragraph.joined(separator: " ")), indent: "")
            paragraph = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("|") {
                flush()
                tableRow += 1
                let cells = Self.cells(line)
                if tableRow == 1 { headers = cells }
                // The header row and the `| --- |` row are Markdown's, not the reader's.
                guard tableRow > 2, cells.count >= 2 else { continue }
                // Past two columns, each cell is named by its column: `16: error; 17: yes`.
                let meaning = cells.count == 2 ? cells[1]
                    : zip(headers.dropFirst(), cells.dropFirst()).map { "\($0): \($1)" }.joined(separator: "; ")
                output += row(inline(cells[0]), inline(meaning))
                continue
            }
            tableRow = 0
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
                if output.last != "" { output.append("") }
            } else if line.hasPrefix("- ") {
                flush()
                paragraph = [line]
            } else {
                paragraph.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        flush()
        while output.last == "" { output.removeLast() }
        return output.joined(separator: "\n") + "\n"
    }

    /// A table row's cells; `\|` is a bar inside a cell.
    static func cells(_ line: String) -> [String] {
        let marker = "\u{1}"
        return line.replacingOccurrences(of: "\\|", with: marker).split(separator: "|")
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: marker, with: "|") }
            .filter { !$0.isEmpty }
    }

    static func row(_ name: String, _ meaning: String) -> [String] {
        let indent = String(repeating: " ", count: firstColumn + 2)
        var lines = wrap(meaning, indent: indent)
        let head = "  " + name
        if head.count < firstColumn + 1 {
            lines[0] = head.padding(toLength: firstColumn + 2, withPad: " ", startingAt: 0) + lines[0].dropFirst(indent.count)
        } else {
            lines.insert(head, at: 0)
        }
        return lines
    }

    /// Words filled into lines of at most `width` columns after `indent`.
    static func wrap(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            if current.count > indent.count && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        lines.append(current)
        return lines
    }

    /// Code spans, emphasis and links as their text.
    static func inline(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "[", let close = text[index...].firstIndex(of: "]"),
               text.index(after: close) < text.endIndex, text[text.index(after: close)] == "(",
               let end = text[close...].firstIndex(of: ")") {
                // A link is its text, quoted: the section to look for on the page.
                result += "\"" + inline(String(text[text.index(after: index)..<close])) + "\""
                index = text.index(after: end)
                continue
            }
            if text[index...].hasPrefix("**") {
                index = text.index(index, offsetBy: 2)
                continue
            }
            if character != "`" { result.append(character) }
            index = text.index(after: index)
        }
        return result
    }
}
