import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `IndexSet` and SwiftUI's offset-based editing of arrays (what `.onDelete` and `.onMove`
/// actions call), with the results Foundation and Apple's documented example give.
@Suite struct IndexSetTests {
    func output(_ source: String) -> (String, String?) {
        let outcome = ScriptRunner.run(SourceFile(path: "offsets.swift", text: source))
        return (outcome.output, outcome.error?.message)
    }

    @Test func indexSetIsASortedSetOfOffsets() {
        let (printed, error) = output("""
        let set = IndexSet([3, 1, 3])
        print(set, set.count, set.first!, set.last!, set.contains(1), set.contains(2))
        print(Array(set), set.map { $0 * 10 }, IndexSet(integersIn: 2..<5).count, IndexSet().isEmpty)
        print(IndexSet(integer: 4) == IndexSet([4]), set.filter { $0 > 1 }.count)
        """)
        #expect(error == nil)
        #expect(printed == "2 indexes 2 1 3 true false\n[1, 3] [10, 30] 3 true\ntrue 1\n")
    }

    @Test func removeAndMoveByOffsets() {
        let (printed, error) = output("""
        var items = ["a", "b", "c", "d", "e"]
        items.remove(atOffsets: IndexSet([1, 3]))
        print(items)
        // Apple's example for move(fromOffsets:toOffset:).
        var letters = Array("ABcDefgHIJKlmNO")
        let lowercase = IndexSet(letters.indices.filter { letters[$0].isLowercase })
        letters.move(fromOffsets: lowercase, toOffset: 2)
        print(String(letters))
        letters = Array("ABcDefgHIJKlmNO")
        letters.move(fromOffsets: lowercase, toOffset: 15)
        print(String(letters))
        """)
        #expect(error == nil)
        #expect(printed == "[\"a\", \"c\", \"e\"]\nABcefglmDHIJKNO\nABDHIJKNOcefglm\n")
    }

    @Test func offsetsOutOfRangeTrap() {
        #expect(output("var a = [1]\na.remove(atOffsets: IndexSet(integer: 1))\n").1 == "Fatal error: Index out of range")
        #expect(output("var a = [1]\na.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)\n").1 == "Fatal error: Index out of range")
        #expect(output("var s = IndexSet()\ns.insert(1)\n").1 == "'IndexSet.insert' is not part of the Swift subset ViewScript runs")
    }
}
