import Testing
@testable import ViewScriptRuntime

/// Expected texts are what `swiftc` printed for the same expressions
/// (Programs/010-string-basics, 011-string-unicode).
@Suite struct StringBasicsTests {
    let harness = ScalarHarness()
    let sentence = Value.string("Hello, World! How are you?!?!")

    @Test func propertiesCountGraphemeClusters() throws {
        #expect(try harness.property(sentence, "count") == "29")
        #expect(try harness.property(.string(""), "isEmpty") == "true")
        #expect(try harness.property(sentence, "first") == "Optional(\"H\")")
        #expect(try harness.property(.string(""), "last") == "nil")
        let family = Value.string("👨‍👩‍👧‍👦")
        #expect(try harness.property(family, "count") == "1")
        #expect(try harness.propertyValue(family, "unicodeScalars").asArray?.elements.count == 7)
        #expect(try harness.propertyValue(family, "utf8").asArray?.elements.count == 25)
        #expect(try harness.propertyValue(family, "utf16").asArray?.elements.count == 11)
        #expect(try harness.property(.string("héllo"), "utf8") == "[104, 195, 169, 108, 108, 111]")
    }

    @Test func unicodeScalarsAreOneScalarCharactersWithAValue() throws {
        let scalars = try harness.propertyValue(.string("e\u{301}🙂"), "unicodeScalars")
        let values = try scalars.asArray!.elements.map { try harness.property($0, "value") }
        #expect(values == ["101", "769", "128578"])
        #expect(try harness.property(.character("👍🏽"), "value") == "<no member value>")
    }

    @Test func searchingAndCase() throws {
        #expect(try harness.call(sentence, "hasPrefix", [nil], .string("Hello")) == "true")
        #expect(try harness.call(sentence, "hasSuffix", [nil], .string("you")) == "false")
        #expect(try harness.call(sentence, "contains", [nil], .string("world")) == "false")
        #expect(try harness.call(sentence, "contains", [nil], .character("W")) == "true")
        #expect(try harness.call(.string("abc"), "contains", [nil], .string("")) == "true")
        #expect(try harness.call(.string("abc"), "starts", ["with"], .string("ab")) == "true")
        #expect(try harness.call(.string("straße"), "uppercased") == "STRASSE")
        #expect(try harness.call(.string("ǅ"), "lowercased") == "ǆ")
        #expect(try harness.call(.string("Zürich 🇨🇭"), "hasPrefix", [nil], .string("Zu")) == "false")
    }

    @Test func splitFollowsSwiftsDefaults() throws {
        #expect(try harness.call(.string("a,b,,c"), "split", ["separator"], .character(",")) == "[\"a\", \"b\", \"c\"]")
        #expect(try harness.call(.string("a,b,,c"), "split", ["separator", "omittingEmptySubsequences"],
                                 .character(","), .bool(false)) == "[\"a\", \"b\", \"\", \"c\"]")
        #expect(try harness.call(.string("a,b,c,d"), "split", ["separator", "maxSplits"], .string(","), .int(1))
                == "[\"a\", \"b,c,d\"]")
        #expect(try harness.call(.string("a--b----c"), "split", ["separator", "omittingEmptySubsequences"],
                                 .string("--"), .bool(false)) == "[\"a\", \"b\", \"\", \"c\"]")
        let isDash = ScalarHarness.closure { .bool($0[0] == .character("-") || $0[0] == .character(" ")) }
        #expect(try harness.call(.string("a-b c"), "split", ["whereSeparator"], isDash) == "[\"a\", \"b\", \"c\"]")
        #expect(harness.trap { try harness.call(.string("a"), "split", ["separator", "maxSplits"], .character("l"), .int(-1)) }
                == "Fatal error: Must take zero or more splits")
    }

    @Test func slicesAreStrings() throws {
        #expect(try harness.call(sentence, "prefix", [nil], .int(5)) == "Hello")
        #expect(try harness.call(sentence, "suffix", [nil], .int(3)) == "!?!")
        #expect(try harness.call(sentence, "dropFirst") == "ello, World! How are you?!?!")
        #expect(try harness.call(.string("Zürich 🇨🇭"), "dropLast") == "Zürich ")
        #expect(try harness.call(.string("日本語"), "prefix", [nil], .int(2)) == "日本")
        #expect(harness.trap { try harness.call(sentence, "prefix", [nil], .int(-1)) }
                == "Fatal error: Can't take a prefix of negative length from a collection")
        #expect(harness.trap { try harness.call(sentence, "dropFirst", [nil], .int(-1)) }
                == "Fatal error: Can't drop a negative number of elements from a collection")
    }

    @Test func sequenceAlgorithmsCallTheClosurePerCharacter() throws {
        let notL = ScalarHarness.closure { .bool($0[0] != .character("l")) }
        #expect(try harness.call(.string("hello"), "filter", [nil], notL) == "heo")
        let upper = ScalarHarness.closure { arguments in
            guard case .character(let character) = arguments[0] else { return .void }
            return .string(character.uppercased())
        }
        #expect(try harness.call(.string("hello"), "map", [nil], upper) == "[\"H\", \"E\", \"L\", \"L\", \"O\"]")
        #expect(try harness.call(.string("ab"), "enumerated") == "[(offset: 0, element: \"a\"), (offset: 1, element: \"b\")]")
        let isZ = ScalarHarness.closure { .bool($0[0] == .character("z")) }
        #expect(try harness.call(.string("hello"), "contains", ["where"], isZ) == "false")
        #expect(try harness.call(.string("hello"), "first", ["where"], notL) == "Optional(\"h\")")
        #expect(try harness.call(.string("hello"), "count", ["where"], notL) == "3")
        #expect(try harness.call(.string("hello"), "allSatisfy", [nil], notL) == "false")
        #expect(try harness.call(.string("cab"), "sorted") == "[\"a\", \"b\", \"c\"]")
        #expect(try harness.call(.string("a👍🏽b🇫🇷c"), "reversed") == "[\"c\", \"🇫🇷\", \"b\", \"👍🏽\", \"a\"]")
    }

    @Test func mutatingMembersChangeTheReceiver() throws {
        var text = Value.string("Hello")
        #expect(Library.Mutability("append").mutates(text))
        _ = try harness.mutate(&text, "append", [nil], [.string("!")])
        _ = try harness.mutate(&text, "append", ["contentsOf"], [.string("?!")])
        #expect(harness.show(text) == "Hello!?!")
        #expect(try harness.mutate(&text, "removeFirst") == "H")
        #expect(try harness.mutate(&text, "removeLast") == "!")
        let isBang = ScalarHarness.closure { .bool($0[0] == .character("!")) }
        _ = try harness.mutate(&text, "removeAll", ["where"], [isBang])
        #expect(harness.show(text) == "ello?")
        var empty = Value.string("")
        #expect(harness.trap { try harness.mutate(&empty, "removeLast") }
                == "Fatal error: Can't remove last element from an empty collection")
        #expect(try harness.mutate(&empty, "popLast") == "nil")
    }
}
