import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Every program of `Programs/` runs under ViewScript and prints what the swiftc-compiled
/// binary printed (`NNN-name.expected`, recorded by `record-expected.sh`); a program that
/// trapped must trap with the same message, at the same line, after the same output.
@Suite struct DifferentialTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Programs")

    static let programs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    struct Expectation {
        var output: String
        var trapMessage: String?
        var trapLine: Int?

        init(_ text: String) {
            var lines = text.components(separatedBy: "\n")
            var output: [String] = []
            var index = 0
            while index < lines.count {
                let line = lines[index]
                if line.hasPrefix("TRAP: ") { trapMessage = String(line.dropFirst(6)) }
                else if line.hasPrefix("TRAP-STACK: ") {
                    trapLine = line.dropFirst(12).split(separator: " ").first.flatMap { Int($0.split(separator: ":")[0]) }
                } else if line.hasPrefix("TRAP-LINE: ") {
                } else { output.append(line) }
                index += 1
            }
            lines = output
            self.output = lines.joined(separator: "\n")
        }
    }

    @Test(arguments: programs)
    func program(_ name: String) throws {
        // VIEWSCRIPT_STRICT=1 reports known failures as failures (to see which now pass).
        if let reason = KnownFailures.programs[name], ProcessInfo.processInfo.environment["VIEWSCRIPT_STRICT"] == nil {
            withKnownIssue("outside the subset: \(reason)", isIntermittent: true) { try check(name) }
        } else if Sanitizers.thread, let reason = KnownFailures.underThreadSanitizer[name] {
            withKnownIssue("deeper than ThreadSanitizer's shadow call stack: \(reason)", isIntermittent: true) { try check(name) }
        } else {
            try check(name)
        }
    }

    @Test func mostProgramsPass() {
        #expect(Self.programs.count >= 85)
        #expect(Self.programs.count - KnownFailures.programs.count >= 80)
    }

    func check(_ name: String) throws {
        let source = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let expectedText = try String(contentsOf: Self.directory.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".expected")), encoding: .utf8)
        let expected = Expectation(expectedText)
        let file = SourceFile(path: name, text: source)
        let outcome = ScriptRunner.run(file)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.location): \($0.message.text)" })")
        var output = outcome.output
        if let trap = expected.trapMessage {
            if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
            #expect(output == expected.output.replacingOccurrences(of: "\n$", with: "", options: .regularExpression) + (expected.output.isEmpty ? "" : "\n")
                    || output + "\n" == expected.output || output == expected.output)
            #expect(outcome.error?.message == trap)
            if let line = expected.trapLine, let error = outcome.error {
                #expect(file.location(of: error.range.start).line == line)
            }
        } else {
            #expect(output == expected.output)
            #expect(outcome.error == nil, "\(outcome.error.map { "\(file.location(of: $0.range.start)): \($0.message)" } ?? "")")
        }
    }
}
