import Testing
import ViewScriptCommandLine

/// `viewscript` shares one malloc arena among its threads only when one thread does the
/// allocating: `check` and `previews` run files on several workers at once.
@Suite struct AllocatorPolicyTests {
    @Test(arguments: [["check", "Samples"], ["check", "--jobs", "2", "a.view"], ["previews", "App"]])
    func workersKeepAnArenaEach(_ arguments: [String]) {
        #expect(ViewScriptTool.allocatorPolicy(for: arguments) == .arenaPerThread)
    }

    @Test(arguments: [["parse", "big.view"], ["run", "a.view"], ["repl"], [], ["check", "--no-such-flag"]])
    func oneThreadSharesOneArena(_ arguments: [String]) {
        #expect(ViewScriptTool.allocatorPolicy(for: arguments) == .oneArena)
    }

    /// Only `parse` says ahead what it will allocate (its files' sizes): the heap is grown and
    /// its pages supplied at once, from `ProcessAllocator.prefaultMinimum` up.
    @Test func onlyParseExpectsItsHeap() {
        #expect(ViewScriptTool.expectedHeapBytes(for: ["run", "Package.swift"]) == 0)
        #expect(ViewScriptTool.expectedHeapBytes(for: ["parse", "no-such-file.view"]) == 0)
        #expect(ViewScriptTool.expectedHeapBytes(for: ["parse", "Package.swift"]) > 0)
    }
}
