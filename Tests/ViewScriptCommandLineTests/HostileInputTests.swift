import Foundation
import Testing
@testable import ViewScriptCommandLine
import ViewScriptRuntime

/// Malformed and runaway inputs: each gets its exact positioned diagnostic, none crashes or
/// hangs the tool, and `check` goes on with the next file. (How long each takes is measured
/// by `viewscript-bench hostile`, not here.)
@Suite struct HostileInputTests {
    /// A file's name, its bytes, and the first line of its diagnostic (after `PATH:`).
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let diagnostic: String
        var description: String { name }

        init(_ name: String, _ text: String, _ diagnostic: String) {
            self.init(name, Array(text.utf8), diagnostic)
        }

        init(_ name: String, _ bytes: [UInt8], _ diagnostic: String) {
            self.name = name
            self.bytes = bytes
            self.diagnostic = diagnostic
        }
    }

    static func view(_ body: String, _ steps: String = "") -> String {
        "struct A: View {\n    var body: some View { \(body) }\n}\nscenario \"s\" {\n    show A()\n\(steps)}\n"
    }

    static let cases: [Case] = [
        Case("binary", [0x00, 0x01, 0xFF, 0xFE, 0x20, 0x62], "1:1: error: invalid character in source file"),
        Case("invalid-utf8-in-string", Array("let s = \"a".utf8) + [0xFF, 0xC3] + Array("\"\n".utf8),
             "1:11: error: invalid UTF-8 found in source file"),
        Case("empty", "", ""),
        Case("unclosed-bracket", "struct A: View {\n  var body: some View {\n    Text(\"x\"\n", "3:13: error: expected ')' in expression list"),
        Case("huge-closure-parameter", view("Text(\"x\").onAppear { _ = { $222222222222 } }"),
             "2:55: error: numeric value following '$' is too large"),
        Case("unterminated-string", "let s = \"abc\nstruct A {}\n", "1:9: error: unterminated string literal"),
        Case("unknown-name", view("Txt(\"x\")"), "2:27: error: cannot find 'Txt' in scope"),
        Case("unknown-step", view("Text(\"x\")", "    jump \"x\"\n"),
             "6:5: error: unknown scenario step 'jump'; expected show, tap, double tap, triple tap, long press, drag, type, scroll, back, dismiss, advance, screen, select, increment, decrement, slide, pick, submit, delete, move, swipe, refresh or expect"),
        Case("ambiguous-tap", view("VStack { Button(\"Go\") {}; Button(\"Go\") {} }", "    tap \"Go\"\n"),
             "6:5: error: 2 controls labelled \"Go\" on screen; tap needs exactly one"),
        Case("missing-tap", view("Button(\"Go\") {}", "    tap \"Stop\"\n"),
             "6:5: error: no control labelled \"Stop\" to tap; the hittable controls on screen: \"Go\""),
        Case("loop-in-action", view("Button(\"Go\") { while true {} }", "    tap \"Go\"\n"),
             "2:42: error: this 'while' loop ran more than 25000000 steps without finishing (is it an infinite loop? raise the limit with --step-budget)"),
        Case("loop-in-body", view("var i = 0; while true { i += 1 }; return Text(\"x\")"),
             "2:38: error: this 'while' loop ran more than 25000000 steps without finishing (is it an infinite loop? raise the limit with --step-budget)"),
        Case("recursion-in-onAppear", "func f(_ n: Int) -> Int { f(n + 1) }\n" + view("Text(\"x\").onAppear { _ = f(0) }"),
             "1:27: error: call to 'f(_:)' nested more than 10000 calls deep (is it infinite recursion? raise the limit with --max-call-depth)"),
        Case("recursion-in-task", "func f() async -> Int { await f() }\n" + view("Text(\"x\").task { _ = await f() }"),
             "1:31: error: call to 'f()' nested more than 10000 calls deep (is it infinite recursion? raise the limit with --max-call-depth)"),
        Case("recursion-in-body", view("let b = body; return b"),
             "2:35: error: call to 'body.getter' nested more than 10000 calls deep (is it infinite recursion? raise the limit with --max-call-depth)"),
        Case("update-cycle", view("Text(\"x\").onAppear { n += 1 }.onChange(of: n) { n += 1 }").replacingOccurrences(
                of: "struct A: View {\n", with: "struct A: View {\n    @State var n = 0\n"),
             "6:5: error: too many render passes (25): 'n' of 'A' changed on every pass"),
        Case("view-contains-itself", view("VStack { A() }"),
             "5:5: error: the view tree is nested more than 2000 levels deep (does a view contain itself? A > A > A > ... > A > A > A; raise the limit with --max-view-depth)"),
        Case("endless-yield", view("Text(\"x\").task { while true { await Task.yield() } }"),
             "2:63: error: tasks and jobs ran more than 100000 turns without letting virtual time pass (is a task yielding in an endless loop? raise the limit with --max-turns)"),
        Case("tasks-in-a-loop", view("Text(\"x\").onAppear { for _ in 0..<100000 { Task { try? await Task.sleep(for: .seconds(100)) } } }"),
             "2:70: error: more than 1000 tasks alive at once (do tasks start in a loop and never end? raise the limit with --max-tasks)"),
        Case("deep-nesting", "struct A: View { var body: some View { " + String(repeating: "VStack { ", count: 20_000)
                + "Text(\"x\")" + String(repeating: " }", count: 20_000) + " } }\n",
             "1:2333: error: too deeply nested: the limit is 256 levels of brackets, blocks and operator chains"),
        Case("deep-value", "indirect enum L { case e; case n(L) }\n"
                + view("Text(\"x\").onAppear { var l = L.e; for _ in 0..<100000 { l = .n(l) }; print(l == L.e) }"),
             "3:87: error: this value would nest more than 10000 levels deep"),
        Case("codable-recursing-forever", "struct Node: Codable {\n    var n: Int\n    init(from decoder: Decoder) throws { self = try Node(from: decoder) }\n}\n"
                + view("Text(\"x\").onAppear { _ = try? JSONDecoder().decode(Node.self, from: Data(\"{}\".utf8)) }"),
             "3:53: error: call to 'init(from:)' nested more than 10000 calls deep (is it infinite recursion? raise the limit with --max-call-depth)"),
        Case("geometry-reader-resizing-itself", view(
                "GeometryReader { proxy in Text(\"x\").onChange(of: proxy.size.width, initial: true) { _, new in w = new + 1 } }.frame(width: w)")
                .replacingOccurrences(of: "struct A: View {\n", with: "struct A: View {\n    @State var w: CGFloat = 10\n"),
             "6:5: error: too many render passes (25): 'w' of 'A' changed on every pass"),
        Case("menu-inside-itself", view("Menu(\"Open\") { A() }", "    tap \"Open\"\n    tap \"Open\"\n    tap \"Open\"\n"), ""),
        // A `.task` on a `Group` belongs to each branch: a run that switches the branch cancels itself and starts the other's.
        Case("task-restart-loop", view("Group { if loading { ProgressView() } else { Text(\"done\") } }"
                + ".task { loading = true; await Task.yield(); loading = false }")
                .replacingOccurrences(of: "struct A: View {\n", with: "struct A: View {\n    @State var loading = false\n"),
             "3:89: error: this '.task' was cancelled and started again more than 1000 times without virtual time passing "
                + "(SwiftUI would restart it forever): each of its runs changes state that gives the view it is attached to in 'A' "
                + "a new identity (another branch of an 'if' or 'switch', or a new '.id'), which cancels it and starts the new view's "
                + "task (attach the '.task' to a view that stays, outside the branches; raise the limit with --max-task-restarts)"),
        Case("task-id-restart-loop", view("Text(\"\\(n)\").task(id: n) { n += 1 }")
                .replacingOccurrences(of: "struct A: View {\n", with: "struct A: View {\n    @State var n = 0\n"),
             "3:40: error: this '.task(id:)' was cancelled and started again more than 1000 times without virtual time passing "
                + "(SwiftUI would restart it forever): each of its runs changes its 'id' in 'A', which cancels it and starts it "
                + "again (raise the limit with --max-task-restarts)"),
        Case("five-megabyte-string", "let s = \"" + String(repeating: "a", count: 5_000_000) + "\"\n"
                + view("Text(\"\\(s.count)\")", "    expect visible \"5000000\"\n"), ""),
    ]

    /// `Tests/hostile-limits.sh` measures time and memory of each input with a release
    /// build: with `VIEWSCRIPT_EXPORT_HOSTILE=DIR` this test writes the inputs there.
    @Test func exportForTheTimingScript() throws {
        guard let directory = ProcessInfo.processInfo.environment["VIEWSCRIPT_EXPORT_HOSTILE"] else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for input in Self.cases {
            try Data(input.bytes).write(to: URL(fileURLWithPath: directory + "/\(input.name).view"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count >= Self.cases.count)
    }

    /// Whether `line` is the `expected` diagnostic. Under ThreadSanitizer, whose shadow call
    /// stack holds 65,536 native calls per thread, the stack guard ends deep recursion (of
    /// calls, and of views containing themselves) before the depth limits do (see
    /// `NativeStackGuard`): an error in the same file with the stack's message.
    static func matches(_ line: String, _ expected: String) -> Bool {
        guard Sanitizers.thread, expected.contains(" nested more than "),
              let file = expected.range(of: ".view:") else {
            return line == expected
        }
        return line.hasPrefix(expected[..<file.upperBound]) && line.contains(": error: call to '")
            && line.hasSuffix(" calls deep used up the interpreter's stack (is it infinite recursion?)")
    }

    @Test(arguments: cases)
    func eachInputGetsItsDiagnostic(_ input: Case) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("a/\(input.name).view", "")
        try Data(input.bytes).write(to: URL(fileURLWithPath: path))
        // A good file after it: check must go on with it.
        try folder.write("b/Good.view", Self.view("Text(\"ok\")", "    expect visible \"ok\"\n"))
        let run = runTool(["check", folder.path])
        let firstLine = run.error.split(separator: "\n").first.map(String.init) ?? ""
        if input.diagnostic.isEmpty {
            #expect(run.error == "")
            #expect(run.status == .success)
        } else {
            #expect(Self.matches(firstLine, "\(path):\(input.diagnostic)"))
            #expect(run.status == .failure)
            #expect(run.output == "1 passed, 1 failed\n")
        }
    }
}
