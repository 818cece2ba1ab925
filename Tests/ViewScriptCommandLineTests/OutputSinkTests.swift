#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import ViewScriptCommandLine
import ViewScriptRuntime

@Suite struct OutputSinkTests {
    @Test func aPipeIsNotATerminalAndReceivesEveryByte() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let sink = FileDescriptorOutput(descriptor: descriptors[1])
        #expect(!sink.isTerminal)
        sink.write("é 日本\n")
        sink.write("")
        close(descriptors[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self) == "é 日本\n")
    }

    @Test func capturedOutputKeepsEverythingInOrder() {
        let sink = CapturedOutput(isTerminal: true)
        sink.write("a")
        sink.write("b\n")
        #expect(sink.text == "ab\n")
        #expect(sink.isTerminal)
    }

    @Test func commandsRunOnTheRequestedStack() {
        let depth = runOnLargeStack(stackSize: 16 << 20) { () -> Int in
            func recurse(_ n: Int) -> Int { n == 0 ? 0 : 1 + recurse(n - 1) }
            return recurse(10_000)
        }
        #expect(depth == 10_000)
    }
}
