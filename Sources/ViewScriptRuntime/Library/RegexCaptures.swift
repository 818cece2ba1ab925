/// The captures of a regex literal as swiftc types its output: each group `( )` and named
/// group `(?<name> )`, in order, optional when the group (or one around it) is quantified by
/// `?`, `*` or `{0,...}`, or stands in a branch of an alternation `|`. Recorded from swiftc
/// (`print(type(of: /(\d+)-(?<w>\w+)/))` prints `Regex<(Substring, Substring, w: Substring)>`;
/// `/(a)|(b)/` gives `Regex<(Substring, Optional<Substring>, Optional<Substring>)>`; `/abc/`
/// gives `Regex<Substring>`; `Regex("...")` is `Regex<AnyRegexOutput>`).
struct RegexCaptures {
    struct Capture {
        var name: String?
        var isOptional = false
    }

    private(set) var captures: [Capture] = []

    init(pattern: String) {
        struct Group { var capture: Int?; var first: Int; var alternates = false }
        var stack: [Group] = []
        var topAlternates = false
        let characters = Array(pattern)
        var index = 0
        func optionalize(_ range: Range<Int>) {
            for i in range where i < captures.count { captures[i].isOptional = true }
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 1
            case "[":
                index = Self.endOfClass(characters, from: index)
            case "(":
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                var group = Group(capture: nil, first: captures.count)
                if next != "?" {
                    group.capture = captures.count
                    captures.append(Capture())
                } else if let name = Self.groupName(characters, at: index + 2) {
                    group.capture = captures.count
                    captures.append(Capture(name: name))
                }
                stack.append(group)
            case ")":
                guard let group = stack.popLast() else { break }
                if group.alternates { optionalize((group.first + (group.capture == nil ? 0 : 1))..<captures.count) }
                if Self.quantifierAllowsZero(characters, after: index) { optionalize(group.first..<captures.count) }
            case "|":
                if stack.isEmpty { topAlternates = true } else { stack[stack.count - 1].alternates = true }
            default:
                break
            }
            index += 1
        }
        if topAlternates { optionalize(0..<captures.count) }
    }

    /// `Regex<Substring>` or `Regex<(Substring, Substring, name: Optional<Substring>)>`.
    var outputType: RuntimeType {
        let substring = RuntimeType.named("Substring", [])
        guard !captures.isEmpty else { return substring }
        return .tuple([substring] + captures.map { $0.isOptional ? .optional(substring) : substring },
                      labels: [nil] + captures.map(\.name))
    }

    /// The index of the `]` that closes the class opened at `start`.
    private static func endOfClass(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        var depth = 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return index
    }

    /// The name of `(?<name>`, `(?P<name>` or `(?'name'` whose name starts at `index`; nil
    /// for other `(?` groups (lookarounds, option groups, non-capturing groups).
    private static func groupName(_ characters: [Character], at index: Int) -> String? {
        var index = index
        if index < characters.count, characters[index] == "P" { index += 1 }
        guard index < characters.count, characters[index] == "<" || characters[index] == "'" else { return nil }
        let close: Character = characters[index] == "<" ? ">" : "'"
        var name = ""
        index += 1
        while index < characters.count, characters[index] != close {
            guard characters[index].isLetter || characters[index].isNumber || characters[index] == "_" else { return nil }
            name.append(characters[index])
            index += 1
        }
        return name.isEmpty ? nil : name
    }

    /// Whether the group closed at `index` is quantified so that it may match zero times.
    private static func quantifierAllowsZero(_ characters: [Character], after index: Int) -> Bool {
        guard index + 1 < characters.count else { return false }
        switch characters[index + 1] {
        case "?", "*": return true
        case "{":
            let rest = characters[(index + 2)...].prefix { $0 != "}" }
            return rest.first == "," || rest.first == "0" && (rest.count == 1 || rest.dropFirst().first == ",")
        default: return false
        }
    }
}
