#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the REPL reads lines: a terminal with line editing, a pipe or file line by line,
/// or given lines in tests.
public protocol InputSource: AnyObject, Sendable {
    /// The next line without its newline, after showing `prompt` (on a terminal); nil at
    /// the end of the input.
    func readLine(prompt: String) -> String?
    var isTerminal: Bool { get }
}

/// Standard input: line editing on a terminal (`LineEditor`), plain lines otherwise.
public final class StandardInput: InputSource, @unchecked Sendable {
    public let isTerminal: Bool
    private let editor: LineEditor?

    /// `descriptor`: standard input by default; `echo`: where a terminal's line is drawn.
    public init(descriptor: Int32 = 0, echo: OutputSink = FileDescriptorOutput.standardOutput) {
        isTerminal = isatty(descriptor) == 1
        editor = isTerminal ? LineEditor(input: descriptor, output: echo) : nil
    }

    public func readLine(prompt: String) -> String? {
        if let editor { return editor.readLine(prompt: prompt) }
        return Swift.readLine(strippingNewline: true)
    }
}

/// Lines given in advance (tests).
public final class ScriptedInput: InputSource, @unchecked Sendable {
    private var lines: [String]
    public let isTerminal = false

    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
    }

    public func readLine(prompt: String) -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }
}
