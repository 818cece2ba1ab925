import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Issue 16: the interpreter never crashes on values that reach themselves, its output is
/// out before anything can end the tool, and the default step budget lets real work finish.
@Suite struct LanguageRobustnessTests {
    func run(_ text: String) -> ScriptRunner.Outcome {
        ScriptRunner.run(SourceFile(path: "main.swift", text: text))
    }

    @Test func anObjectReachingItselfPrintsItsTypeAsSwiftDoes() {
        // swiftc: "main.Tree<Swift.Int>", "Tree<String>", "main.Tree<Swift.Double>".
        let outcome = run("""
            class Tree<T> { var me: Tree<T>?; init() { me = self } }
            print(Tree<Int>())
            print(type(of: Tree<String>()))
            let t = Tree<Double>()
            print(String(describing: t.me!))
            """)
        #expect(outcome.error == nil)
        #expect(outcome.output == "main.Tree<Swift.Int>\nTree<String>\nmain.Tree<Swift.Double>\n")
    }

    @Test func aGenericArgumentNoFieldRevealsComesFromTheInitializerCall() {
        let outcome = run("class Box<T> { init() {} }\nprint(Box<Int>(), type(of: Box<String>()))\n")
        #expect(outcome.output == "main.Box<Swift.Int> Box<String>\n")
    }

    @Test func theDefaultBudgetLetsMoreThanTheOldTwoMillionStepsRun() {
        #expect(RuntimeLimits().stepBudget >= 10_000_000)
        let outcome = run("var sum = 0\nfor i in 0..<2_500_000 { sum += i }\nprint(sum)\n")
        #expect(outcome.error == nil)
        #expect(outcome.output == "3124998750000\n")
    }

    @Test func outputStreamsToTheEchoAsItIsPrinted() {
        let collected = Collected()
        let file = SourceFile(path: "main.swift", text: "print(\"a\")\nprint(\"b\", terminator: \"\")\nlet x: Int? = nil\nprint(x!)\n")
        let outcome = ScriptRunner.run(file, echo: { collected.append($0) })
        #expect(collected.text == "a\nb")
        #expect(outcome.output.isEmpty)
        #expect(outcome.error != nil)
    }
}

/// What the echo received (it is called on the runner's thread).
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces = ""
    func append(_ text: String) { lock.lock(); pieces += text; lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return pieces }
}
