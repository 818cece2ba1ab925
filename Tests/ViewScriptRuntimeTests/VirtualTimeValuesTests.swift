import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `Date` follows the virtual clock and `UUID` the seeded generator: the same every run.
@Suite struct VirtualTimeValuesTests {
    func output(_ source: String) -> String {
        let outcome = ScriptRunner.run(SourceFile(path: "time.swift", text: source))
        #expect(outcome.error == nil)
        return outcome.output
    }

    @Test func dateStartsAtTheSimulationEpochAndFollowsTheVirtualClock() {
        let text = output("let d = Date()\nprint(d)\nsleep(90061)\nprint(Date(), Date().timeIntervalSince(d))\n")
        #expect(text == "2024-01-01 00:00:00 +0000\n2024-01-02 01:01:01 +0000 90061.0\n")
    }

    @Test func taskSleepMovesDatesWithoutRealTime() {
        let text = output("let d = Date()\ntry await Task.sleep(nanoseconds: 2_500_000_000)\nprint(Date().timeIntervalSince(d))\n")
        #expect(text == "2.5\n")
    }

    @Test func uuidsAreVersion4AndTheSameEveryRun() {
        let source = "let a = UUID()\nlet b = UUID()\nprint(a.uuidString, a.uuidString == b.uuidString)\n"
        let first = output(source)
        #expect(first == output(source))
        let uuid = first.split(separator: " ")[0]
        #expect(uuid.count == 36)
        #expect(uuid.split(separator: "-")[2].hasPrefix("4"))
        #expect(first.hasSuffix(" false\n"))
    }
}
