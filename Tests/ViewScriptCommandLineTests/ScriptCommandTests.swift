import Testing
@testable import ViewScriptCommandLine

@Suite struct ScriptCommandTests {
    @Test func printsTheProgramsOutputAndExitsZero() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("hello.swift", "let names = [\"a\", \"b\"]\nprint(names.map { $0.uppercased() }, 0.1 + 0.2)\n")
        let run = runTool(["script", file])
        #expect(run.status == .success)
        #expect(run.output == "[\"A\", \"B\"] 0.30000000000000004\n")
        #expect(run.error == "")
    }

    @Test func aTrapIsReportedWhereItHappenedWithItsCallers() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("trap.swift", "func at(_ i: Int) -> Int { [1, 2][i] }\nprint(\"before\")\nprint(at(5))\n")
        let run = runTool(["script", file])
        #expect(run.status == .failure)
        #expect(run.output == "before\n")
        #expect(run.error.hasPrefix("\(file):1:28: error: Fatal error: Index out of range\n"))
        #expect(run.error.contains("\(file):3:7: note: in 'at(_:)', called from here\n"))
    }

    @Test func recursionIsOneNoteWithACount() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("deep.swift", "func f() { f() }\nf()\n")
        let run = runTool(["script", "--max-call-depth", "50", file])
        #expect(run.status == .failure)
        #expect(run.error.contains("error: call to 'f()' nested more than 50 calls deep"))
        #expect(run.error.contains("note: in 'f()', called from here (48 times)"))
    }

    @Test func aStepBudgetStopsARunawayLoopAtItsLine() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("loop.swift", "var n = 0\nwhile true { n += 1 }\n")
        let run = runTool(["script", "--step-budget", "500", file])
        #expect(run.status == .failure)
        #expect(run.error.hasPrefix("\(file):2:1: error: this 'while' loop ran more than 500 steps without finishing"))
    }

    @Test func badLimitIsAUsageError() {
        let run = runTool(["script", "--step-budget", "many", "x.swift"])
        #expect(run.status == .usage)
        #expect(run.error.contains("--step-budget needs a positive whole number"))
    }

    @Test func unknownNamesAreReportedAndNothingRuns() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("names.swift", "print(\"never\")\nprint(nope)\n")
        let run = runTool(["script", file])
        #expect(run.status == .failure)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("\(file):2:7: error: cannot find 'nope' in scope"))
    }
}
