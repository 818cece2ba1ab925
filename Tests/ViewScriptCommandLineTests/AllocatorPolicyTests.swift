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
}
