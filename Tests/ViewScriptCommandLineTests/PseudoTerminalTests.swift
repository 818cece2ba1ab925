#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import ViewScriptRuntime
@testable import ViewScriptCommandLine

/// The REPL on a real pseudo-terminal: raw-mode line editing, the arrow keys, history and
/// multi-line input, typed key by key as a person would.
@Suite(.serialized) struct PseudoTerminalTests {
    /// A pseudo-terminal: the REPL reads and echoes on `follower`; the test types on
    /// `leader` and reads the echo there.
    final class PseudoTerminal: @unchecked Sendable {
        var leader: Int32 = -1
        var follower: Int32 = -1
        private var seen = ""

        init() throws {
            guard openpty(&leader, &follower, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
        }

        deinit {
            close(leader)
            close(follower)
        }

        /// Waits (at most 10 s) until the terminal has shown `text` since the last wait.
        func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if let range = seen.range(of: text) {
                    seen = String(seen[range.upperBound...])
                    return true
                }
                var poller = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 100) > 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(leader, &buffer, buffer.count)
                if count > 0 { seen += String(decoding: buffer[..<count], as: UTF8.self) }
            }
            return false
        }

        func type(_ keys: String) {
            var bytes = Array(keys.utf8)
            _ = write(leader, &bytes, bytes.count)
        }
    }

    @Test func theEditorMovesTheCursorAndWalksTheHistory() throws {
        let terminal = try PseudoTerminal()
        let editor = LineEditor(input: terminal.follower, output: FileDescriptorOutput(descriptor: terminal.follower))
        let lines = ResultBox()
        let thread = Thread {
            for _ in 0..<3 { lines.append(editor.readLine(prompt: "> ")) }
        }
        thread.stackSize = 8 << 20
        thread.start()
        // Each line is typed once the editor has accepted the one before ("\r\n") and
        // drawn its prompt again: keys typed earlier would meet the terminal between two
        // lines, in its ordinary (canonical) mode.
        #expect(terminal.waitFor("> "))
        terminal.type("tp\u{1B}[Da\r")            // Left, insert: "tap"
        #expect(terminal.waitFor("\r\n\r> "))
        terminal.type("xyz\u{7F}\u{7F}\u{1}b\r")  // Backspace twice, Home, insert: "bx"
        #expect(terminal.waitFor("\r\n\r> "))
        terminal.type("\u{1B}[A\u{1B}[A\u{1B}[B\r") // Up, Up, Down: the last line again
        #expect(lines.waitForCount(3))
        #expect(lines.values == ["tap", "bx", "bx"])
    }

    @Test func aWholeSessionWithMultiLineInput() throws {
        let terminal = try PseudoTerminal()
        let output = CapturedOutput(isTerminal: true)
        let error = CapturedOutput(isTerminal: true)
        let input = StandardInput(descriptor: terminal.follower, echo: FileDescriptorOutput(descriptor: terminal.follower))
        #expect(input.isTerminal)
        let done = ResultBox()
        let thread = Thread {
            let status = runOnLargeStack(stackSize: 64 << 20) {
                ViewScriptTool(standardOutput: output, standardError: error, environment: ["NO_COLOR": "1"],
                               standardInput: input).run(["repl"])
            }
            done.append("\(status)")
        }
        thread.start()
        #expect(terminal.waitFor("\rviewscript> "))
        for line in ["struct Hello: View {", "var body: some View {", "Text(\"hi\").onAppear { print(\"appeared\") }", "}", "}"] {
            terminal.type(line + "\r")
            #expect(terminal.waitFor("\r\n\r"))   // accepted; the next prompt follows
        }
        #expect(terminal.waitFor("viewscript> "))
        terminal.type("show Hello()\r")
        #expect(terminal.waitFor("\r\n\rviewscript> "))
        terminal.type("\u{1B}[A\r")                // Up: show Hello() again
        #expect(terminal.waitFor("\r\n\rviewscript> "))
        terminal.type("\u{4}")                     // Ctrl-D
        #expect(done.waitForCount(1))
        #expect(output.text.hasPrefix("ViewScript "))
        #expect(output.text.hasSuffix("appeared\nappeared\n"))
        #expect(error.text == "")
    }
}

/// Values handed from the REPL's thread to the test, with a wait.
final class ResultBox: @unchecked Sendable {
    private var items: [String?] = []
    private let condition = NSCondition()

    func append(_ value: String?) {
        condition.lock()
        items.append(value)
        condition.broadcast()
        condition.unlock()
    }

    var values: [String?] {
        condition.lock()
        defer { condition.unlock() }
        return items
    }

    func waitForCount(_ count: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(10)
        while items.count < count {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}
