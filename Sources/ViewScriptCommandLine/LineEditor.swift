#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Line editing on a terminal, written by hand (no packages): the terminal is put in raw
/// mode for the time of one line. Keys: printable characters insert; Backspace, Delete;
/// Left/Right, Home/End (and Ctrl-A/Ctrl-E) move; Up/Down walk the history; Ctrl-U clears
/// the line; Ctrl-C abandons it; Ctrl-D on an empty line ends the input; Enter accepts.
final class LineEditor: @unchecked Sendable {
    private let input: Int32
    private let output: OutputSink
    private(set) var history: [String] = []

    /// `input`: the terminal's file descriptor; `output`: where the line is echoed.
    init(input: Int32 = 0, output: OutputSink) {
        self.input = input
        self.output = output
    }

    func readLine(prompt: String) -> String? {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return Swift.readLine() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &original) }

        var state = EditState()
        var historyIndex = history.count
        var draft: [Character] = []
        redraw(prompt, state)
        while let key = readKey() {
            switch key {
            case .enter:
                output.write("\r\n")
                let line = String(state.buffer)
                if !line.isEmpty && history.last != line { history.append(line) }
                return line
            case .endOfInput:
                if state.buffer.isEmpty {
                    output.write("\r\n")
                    return nil
                }
                state.deleteForward()
            case .interrupt:
                output.write("^C\r\n")
                state = EditState()
                historyIndex = history.count
            case .character(let character): state.insert(character)
            case .backspace: state.deleteBackward()
            case .delete: state.deleteForward()
            case .left: state.cursor = max(0, state.cursor - 1)
            case .right: state.cursor = min(state.buffer.count, state.cursor + 1)
            case .home: state.cursor = 0
            case .end: state.cursor = state.buffer.count
            case .clearLine: state = EditState()
            case .up:
                guard historyIndex > 0 else { break }
                if historyIndex == history.count { draft = state.buffer }
                historyIndex -= 1
                state = EditState(Array(history[historyIndex]))
            case .down:
                guard historyIndex < history.count else { break }
                historyIndex += 1
                state = EditState(historyIndex == history.count ? draft : Array(history[historyIndex]))
            case .ignored: break
            }
            redraw(prompt, state)
        }
        return nil
    }

    /// Rewrites the line: carriage return, prompt, text, clear to the end, cursor placed.
    private func redraw(_ prompt: String, _ state: EditState) {
        let tail = state.buffer.count - state.cursor
        output.write("\r" + prompt + String(state.buffer) + "\u{1B}[K" + (tail > 0 ? "\u{1B}[\(tail)D" : ""))
    }

    private enum Key {
        case character(Character), enter, backspace, delete, left, right, up, down, home, end
        case clearLine, interrupt, endOfInput, ignored
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 13, 10: return .enter
        case 127, 8: return .backspace
        case 1: return .home
        case 5: return .end
        case 3: return .interrupt
        case 4: return .endOfInput
        case 21: return .clearLine
        case 27:
            guard let next = readByte(), next == UInt8(ascii: "[") || next == UInt8(ascii: "O"),
                  let code = readByte() else { return .ignored }
            switch code {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            case UInt8(ascii: "3"): _ = readByte(); return .delete
            default: return .ignored
            }
        case 0..<32: return .ignored
        default:
            // A UTF-8 sequence: its lead byte says how many continuation bytes follow.
            var bytes = [byte]
            let extra = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : byte >= 0xC0 ? 1 : 0
            for _ in 0..<extra { if let more = readByte() { bytes.append(more) } }
            return String(decoding: bytes, as: UTF8.self).first.map { .character($0) } ?? .ignored
        }
    }
}

/// The line being edited and the cursor in it.
struct EditState: Equatable {
    var buffer: [Character]
    var cursor: Int

    init(_ buffer: [Character] = []) {
        self.buffer = buffer
        cursor = buffer.count
    }

    mutating func insert(_ character: Character) {
        buffer.insert(character, at: cursor)
        cursor += 1
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        buffer.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < buffer.count else { return }
        buffer.remove(at: cursor)
    }
}
