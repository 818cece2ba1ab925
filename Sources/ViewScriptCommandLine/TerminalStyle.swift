/// ANSI styling, applied only when colours are on (see `TerminalStyle.usesColor`).
struct TerminalStyle: Sendable {
    enum Code: String, Sendable {
        case bold = "1"
        case red = "1;31"
        case magenta = "1;35"
        /// Bold black: the dark grey clang and swiftc use for `note:`.
        case dark = "1;30"
        case green = "1;32"
    }

    let isEnabled: Bool

    func apply(_ code: Code, _ text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[" + code.rawValue + "m" + text + "\u{1B}[0m"
    }

    /// Colours only for a terminal, and never when `NO_COLOR` is set to a non-empty value
    /// (https://no-color.org).
    static func usesColor(for sink: any OutputSink, environment: [String: String]) -> Bool {
        sink.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
