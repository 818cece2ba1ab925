import Testing
@testable import ViewScriptRuntime

/// String.Index members, subscripts and their traps (texts from `swiftc` 6.3 runs).
@Suite struct StringIndexTests {
    let harness = ScalarHarness()
    let hello = "hello"

    private func index(_ offset: Int) -> Value { .stringIndex(hello.index(hello.startIndex, offsetBy: offset)) }

    @Test func indicesPrintAsSwiftDoes() throws {
        #expect(try harness.call(.string(hello), "firstIndex", ["of"], .character("l")) == "Optional(2[utf8])")
        #expect(try harness.property(.string(hello), "startIndex") == "0[any]")
        #expect(try harness.call(.string(hello), "lastIndex", ["of"], .character("z")) == "nil")
    }

    @Test func offsetsAndDistances() throws {
        let start = try harness.propertyValue(.string(hello), "startIndex")
        var receiver = Value.string(hello)
        let third = try #require(try Library.method("index", labels: [nil, "offsetBy"], receiver: &receiver,
                                                    arguments: [start, .int(3)], harness.context))
        #expect(StringLibrary.character(at: third, in: hello) == "l")
        #expect(try harness.call(.string(hello), "distance", ["from", "to"], start, third) == "3")
        #expect(try harness.call(.string(hello), "distance", ["from", "to"], index(5), start) == "-5")
        #expect(try harness.show(StringLibrary.subscriptCharacter(hello, at: try harness.propertyValue(.string(hello), "startIndex"),
                                                                  harness.context)) == "h")
        let after = try harness.call(.string(hello), "index", ["after"], start)
        #expect(after.hasPrefix("1["))
        #expect(try harness.call(.string(hello), "index", [nil, "offsetBy", "limitedBy"], start, .int(9), index(4)) == "nil")
    }

    @Test func outOfBoundsIndicesTrap() {
        let message = "Fatal error: String index is out of bounds"
        #expect(harness.trap { try harness.call(.string(hello), "index", [nil, "offsetBy"], index(0), .int(10)) } == message)
        #expect(harness.trap { try harness.call(.string(hello), "index", [nil, "offsetBy"], index(5), .int(-10)) } == message)
        #expect(harness.trap { try harness.call(.string(hello), "index", ["after"], index(5)) } == message)
        #expect(harness.trap { try harness.call(.string(hello), "index", ["before"], index(0)) } == message)
        #expect(harness.trap { try StringLibrary.subscriptCharacter(hello, at: index(5), harness.context) } == message)
        #expect(StringLibrary.character(at: index(5), in: hello) == nil)
        var empty = Value.string("")
        #expect(harness.trap { try harness.mutate(&empty, "remove", ["at"], [index(0)]) } == message)
    }

    @Test func rangesOfIndicesSlice() throws {
        let closed = RangeValue(.closed, lower: index(1), upper: index(3))
        #expect(try harness.show(StringLibrary.slice(hello, closed, harness.context)) == "ell")
        let from = RangeValue(.from, lower: index(2), upper: nil)
        #expect(try harness.show(StringLibrary.slice(hello, from, harness.context)) == "llo")
        let upTo = RangeValue(.upTo, lower: nil, upper: index(2))
        #expect(try harness.show(StringLibrary.slice(hello, upTo, harness.context)) == "he")
        let past = RangeValue(.closed, lower: index(0), upper: index(5))
        #expect(harness.trap { try StringLibrary.slice(hello, past, harness.context) } == "Fatal error: String index is out of bounds")
    }

    @Test func insertAndRemoveAtIndices() throws {
        var text = Value.string(hello)
        _ = try harness.mutate(&text, "insert", [nil, "at"], [.character("!"), index(5)])
        #expect(harness.show(text) == "hello!")
        #expect(try harness.mutate(&text, "remove", ["at"], [index(0)]) == "h")
        _ = try harness.mutate(&text, "insert", ["contentsOf", "at"], [.string("J"), index(0)])
        #expect(harness.show(text) == "Jello!")
        _ = try harness.mutate(&text, "removeSubrange", [nil], [.range(RangeValue(.halfOpen, lower: index(1), upper: index(3)))])
        #expect(harness.show(text) == "Jlo!")
    }
}
