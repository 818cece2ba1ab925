import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Runaway programs end with a positioned error naming the loop or call, never a hang or
/// a stack overflow.
@Suite struct RunawayProgramTests {
    func run(_ source: String) -> (ScriptRunner.Outcome, SourceFile) {
        let file = SourceFile(path: "runaway.swift", text: source)
        // A small budget keeps the debug-build test fast; the default is documented in RuntimeLimits.
        return (ScriptRunner.run(file, limits: RuntimeLimits(stepBudget: 100_000)), file)
    }

    @Test func infiniteWhileLoopStopsAtItsLine() {
        let (outcome, file) = run("print(\"start\")\nvar n = 0\nwhile true { n += 1 }\n")
        #expect(outcome.output == "start\n")
        let error = try! #require(outcome.error)
        #expect(!error.isTrap)
        #expect(error.message.hasPrefix("this 'while' loop ran more than"))
        #expect(file.location(of: error.range.start) == SourceLocation(line: 3, column: 1))
    }

    /// The call-depth error for `callee`. Under ThreadSanitizer, whose shadow call stack
    /// holds 65,536 native calls per thread, the stack guard ends the recursion first (see
    /// `NativeStackGuard`).
    func isDepthError(_ message: String?, _ callee: String) -> Bool {
        guard let message else { return false }
        if Sanitizers.thread, message.hasSuffix(" calls deep used up the interpreter's stack (is it infinite recursion?)") {
            return message.hasPrefix("call to '\(callee)' nested ")
        }
        return message.hasPrefix("call to '\(callee)' nested more than")
    }

    @Test func endlessRecursionStopsWithCallDepthError() {
        let (outcome, file) = run("func f(_ x: Int) -> Int { f(x + 1) }\nprint(f(0))\n")
        let error = try! #require(outcome.error)
        #expect(isDepthError(error.message, "f(_:)"))
        #expect(file.location(of: error.range.start).line == 1)
    }

    @Test func endlessRecursionInAClosure() {
        let (outcome, _) = run("var g: () -> Void = {}\ng = { g() }\ng()\n")
        #expect(isDepthError(outcome.error?.message, "closure()"))
    }

    /// With the call-depth limit raised past what the stack holds, recursion through paths
    /// that take more native stack per call (a subscript, `map`'s closure) ends with a
    /// positioned error when the thread's stack is down to its reserve.
    @Test(arguments: [
        ("struct S { subscript(i: Int) -> Int { self[i + 1] } }\nprint(S()[0])\n", ["subscript"]),
        // The stack runs out in the function or in the closure, whichever calls at the edge.
        ("func f(_ n: Int) -> [Int] { [n].map { f($0 + 1).count } }\nprint(f(0))\n", ["f(_:)", "closure(_:)"]),
    ])
    func recursionPastTheStackStopsWithAnError(source: String, callees: [String]) throws {
        let file = SourceFile(path: "deep.swift", text: source)
        let outcome = ScriptRunner.run(file, limits: RuntimeLimits(stepBudget: 1 << 40, maximumCallDepth: 1 << 40))
        let error = try #require(outcome.error)
        #expect(!error.isTrap)
        #expect(callees.contains { error.message.hasPrefix("call to '\($0)' nested ") })
        #expect(error.message.hasSuffix(" calls deep used up the interpreter's stack (is it infinite recursion?)"))
        #expect(file.location(of: error.range.start).line == 1)
    }

    @Test func unknownNameIsReportedBeforeRunning() {
        let (outcome, file) = run("print(\"never\")\nprint(missing)\n")
        #expect(outcome.output == "")
        let diagnostic = try! #require(outcome.diagnostics.first)
        #expect(diagnostic.message.text == "cannot find 'missing' in scope")
        #expect(file.location(of: diagnostic.span.range.start) == SourceLocation(line: 2, column: 7))
    }
}

/// Values nested without bound are stopped where they are built, before freeing or printing
/// them could overflow the stack.
@Suite struct DeepValueTests {
    @Test func nestedArraysStopAtTheLimit() {
        let file = SourceFile(path: "deep.swift", text: "var a: [Any] = []\nfor _ in 0..<20_000 { a = [a] }\nprint(a.count)\n")
        let outcome = ScriptRunner.run(file)
        #expect(outcome.error?.message == "this value would nest more than 10000 levels deep")
        #expect(outcome.error.map { file.location(of: $0.range.start) } == SourceLocation(line: 2, column: 27))
    }

    @Test func longIndirectEnumListsStopAtTheLimit() {
        let source = "indirect enum L { case node(Int, L), end }\nvar l = L.end\nfor i in 0..<20_000 { l = .node(i, l) }\n"
        let outcome = ScriptRunner.run(SourceFile(path: "list.swift", text: source))
        #expect(outcome.error?.message == "this value would nest more than 10000 levels deep")
    }

    @Test func nestingBelowTheLimitIsFine() {
        let source = "var a: [Any] = []\nfor _ in 0..<500 { a = [a] }\nprint(String(describing: a).count)\n"
        let outcome = ScriptRunner.run(SourceFile(path: "ok.swift", text: source))
        #expect(outcome.error == nil)
        #expect(outcome.output == "1002\n")
    }
}
