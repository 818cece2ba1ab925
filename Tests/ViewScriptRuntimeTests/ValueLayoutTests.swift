import Testing
@testable import ViewScriptRuntime

/// A `Value` is copied more than anything else the interpreter handles. Every payload with
/// several parts sits behind one reference (`CopyOnWrite`, `StructValue`), so a value is
/// two words and a tag and a copy counts at most one reference.
@Suite struct ValueLayoutTests {
    @Test func valueIsTwoWordsAndATag() {
        #expect(MemoryLayout<Value>.size <= 2 * MemoryLayout<Int>.size + 1)
        #expect(MemoryLayout<ArrayValue>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<DictionaryValue>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<SetValue>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<TupleValue>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<EnumValue>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<StructValue>.size == MemoryLayout<Int>.size)
    }

    /// Copies stay independent: a change to one leaves the other as it was.
    @Test func copiesAreIndependent() {
        var array = ArrayValue([.int(1)], elementType: .int)
        let arrayCopy = array
        array.elements.append(.int(2))
        array.elementType = .double
        #expect(arrayCopy.elements.count == 1 && arrayCopy.elementType == .int)
        var dictionary = DictionaryValue(keyType: .string, valueType: .int)
        dictionary.updateValue(.int(1), forKey: .string("a"))
        let dictionaryCopy = dictionary
        dictionary.updateValue(.int(2), forKey: .string("a"))
        dictionary.removeValue(forKey: .string("a"))
        #expect(dictionaryCopy.count == 1 && dictionaryCopy[.string("a")] != nil && dictionary.isEmpty)
        var set = SetValue([.int(1)])
        let setCopy = set
        set.insert(.int(2))
        #expect(setCopy.count == 1 && set.count == 2)
    }
}
