import Foundation
import Testing

/// The recorded outputs are what swiftc gives: when a Swift compiler is installed, every
/// program is compiled and run again and compared with its `.expected` file.
@Suite struct SwiftcRecheckTests {
    static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    // About 250 programs compiled one after another: minutes on a loaded machine.
    @Test(.enabled(if: swiftc != nil, "swiftc is not installed"), .timeLimit(.minutes(10)))
    func expectedOutputsAreSwiftcs() throws {
        let script = DifferentialTests.directory.appendingPathComponent("record-expected.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("ok (check)"))
    }
}
