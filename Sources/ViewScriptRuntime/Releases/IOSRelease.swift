import ViewScriptSyntax

/// The iOS release whose documented behaviour is simulated: `--ios 16|17|18`, `// ios: 18` at
/// the top of a `.view` file, `"ios": 18` in `viewscript.json` (default 17).
///
/// It is a value handed down (the compiler keeps it in `Program.release`), never a global.
/// Each behaviour that differs between releases is one property below, and everything that
/// differs reads it there; what a name needs is data in its catalogue entry
/// (`Catalogue.Entry.introduced`, `Catalogue.Entry.newForms`). docs/simulation.md, "iOS
/// releases", lists every difference with its source.
public enum IOSRelease: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case iOS16 = 16
    case iOS17 = 17
    case iOS18 = 18

    /// What ViewScript simulates when nothing says otherwise.
    public static let standard = IOSRelease.iOS17

    public static func < (lhs: IOSRelease, rhs: IOSRelease) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `iOS 17.0`, as swiftc names a release in availability messages.
    public var description: String { "iOS \(rawValue).0" }

    /// The releases as the command line lists them: `16, 17 or 18`.
    public static var choices: String {
        let numbers = allCases.map { String($0.rawValue) }
        return numbers.dropLast().joined(separator: ", ") + " or " + numbers.last!
    }

    // MARK: Behaviour that differs

    /// `TabView` builds a tab (its state, its `onAppear`) when it is first selected, from
    /// iOS 18; before, every tab's state is created with the tab view (B12).
    public var buildsTabsLazily: Bool { self >= .iOS18 }

    /// `#available(iOS major, *)`: a release counts with all its updates (`--ios 17` answers
    /// `#available(iOS 17.4, *)` with true).
    public func satisfies(major: Int) -> Bool { rawValue >= major }

    // MARK: The `// ios: N` line

    /// What the `// ios: N` line among a file's leading comments says.
    public enum Declaration: Equatable, Sendable {
        case release(IOSRelease)
        /// A release ViewScript does not simulate, with the number's range.
        case unsupported(String, SourceRange)
    }

    /// The `// ios: N` line among the comment lines that open `file` (blank lines allowed), if any.
    public static func declaration(in file: SourceFile) -> Declaration? {
        let bytes = file.bytes
        var offset = 0
        while offset < bytes.count {
            var end = offset
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = String(decoding: bytes[offset..<end], as: UTF8.self)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed == "\r" {
                offset = end + 1
                continue
            }
            guard trimmed.hasPrefix("//") else { return nil }
            let comment = trimmed.dropFirst(2).drop { $0 == " " }
            if comment.lowercased().hasPrefix("ios:") {
                let value = comment.dropFirst(4).trimmingSpaces
                let start = offset + line.utf8.count - trimmed.utf8.count + (trimmed.utf8.count - comment.utf8.count) + 4
                    + (comment.dropFirst(4).utf8.count - comment.dropFirst(4).drop { $0 == " " }.utf8.count)
                if let number = Int(value), let release = IOSRelease(rawValue: number) { return .release(release) }
                return .unsupported(String(value), SourceRange(start, start + value.utf8.count))
            }
            offset = end + 1
        }
        return nil
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self.drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
