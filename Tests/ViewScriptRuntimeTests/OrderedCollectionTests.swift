import Testing
@testable import ViewScriptRuntime

@Suite struct OrderedCollectionTests {
    @Test func dictionaryKeepsInsertionOrderAcrossRemoval() {
        var dictionary = DictionaryValue()
        dictionary.updateValue(.int(1), forKey: .string("b"))
        dictionary.updateValue(.int(2), forKey: .string("a"))
        dictionary.updateValue(.int(3), forKey: .string("c"))
        dictionary.removeValue(forKey: .string("a"))
        #expect(dictionary.keys == [.string("b"), .string("c")])
        #expect(dictionary[.string("c")] == .int(3))
        #expect(dictionary.updateValue(.int(9), forKey: .string("b")) == .int(1))
    }

    @Test func setRejectsDuplicatesAndComparesIgnoringOrder() {
        var set = SetValue([.int(3), .int(1), .int(3)])
        #expect(set.elements == [.int(3), .int(1)])
        #expect(set.insert(.int(1)) == false)
        #expect(set == SetValue([.int(1), .int(3)]))
    }
}
