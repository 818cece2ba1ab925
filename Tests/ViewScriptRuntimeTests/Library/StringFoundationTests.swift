import Testing
@testable import ViewScriptRuntime

/// Foundation's String API and `String(format:)` (expected texts: Programs/014-string-foundation).
@Suite struct StringFoundationTests {
    let harness = ScalarHarness()

    private func set(_ name: String) throws -> Value { try #require(StringLibrary.characterSet(named: name)) }

    @Test func trimming() throws {
        #expect(try harness.call(.string("  Hello, wide World!  "), "trimmingCharacters", ["in"], set("whitespaces"))
                == "Hello, wide World!")
        #expect(try harness.call(.string("\n\t x y \n"), "trimmingCharacters", ["in"], set("whitespacesAndNewlines")) == "x y")
        #expect(try harness.call(.string("\n x \n"), "trimmingCharacters", ["in"], set("whitespaces")) == "\n x \n")
        let xs = try #require(try ScalarConstructors.constructScalar("CharacterSet", labels: ["charactersIn"],
                                                                     arguments: [.string("x")], harness.context))
        #expect(try harness.call(.string("xxhixx"), "trimmingCharacters", ["in"], xs) == "hi")
        #expect(ScalarStatics.implicitMember("punctuationCharacters", contextType: nil) != nil)
        guard case .native(let object) = try set("decimalDigits"), let digits = object as? CharacterSetValue,
              case .native(let invertedObject)? = digits.property("inverted"),
              let nonDigits = invertedObject as? CharacterSetValue else {
            Issue.record("no CharacterSet value")
            return
        }
        #expect(try harness.call(.string("12ab34"), "trimmingCharacters", ["in"], .native(nonDigits)) == "12ab34")
        #expect(try harness.call(.string("ab12cd"), "trimmingCharacters", ["in"], .native(nonDigits)) == "12")
        #expect(try digits.method("contains", labels: [nil], arguments: [.character("7")], harness.context) == .bool(true))
    }

    @Test func componentsAndReplacing() throws {
        #expect(try harness.call(.string("a,b,,c"), "components", ["separatedBy"], .string(",")) == "[\"a\", \"b\", \"\", \"c\"]")
        #expect(try harness.call(.string("one and two"), "components", ["separatedBy"], .string(" and ")) == "[\"one\", \"two\"]")
        #expect(try harness.call(.string(""), "components", ["separatedBy"], .string(",")) == "[\"\"]")
        #expect(try harness.call(.string("a b\tc"), "components", ["separatedBy"], set("whitespaces")) == "[\"a\", \"b\", \"c\"]")
        #expect(try harness.call(.string("aaa"), "replacingOccurrences", ["of", "with"], .string("aa"), .string("b")) == "ba")
        #expect(try harness.call(.string("abcabc"), "replacing", [nil, "with"], .string("b"), .string("")) == "acac")
    }

    @Test func capitalizedAndComparisons() throws {
        #expect(try harness.property(.string("HELLO wORLD"), "capitalized") == "Hello World")
        #expect(try harness.property(.string("o'neil mc-donald x2y"), "capitalized") == "O'neil Mc-Donald X2Y")
        let same = try harness.call(.string("Hello World"), "caseInsensitiveCompare", [nil], .string("hello world"))
        #expect(same == "orderedSame")
        // Cases are interned: `==` on native values (identity) compares them.
        var receiver = Value.string("Ab")
        let result = try Library.method("caseInsensitiveCompare", labels: [nil], receiver: &receiver,
                                        arguments: [.string("aB")], harness.context)
        #expect(result == ScalarStatics.implicitMember("orderedSame", contextType: "ComparisonResult"))
        #expect(try harness.call(.string("Swift"), "range", ["of"], .string("xx")) == "nil")
        #expect(try harness.call(.string("Hello"), "localizedCaseInsensitiveContains", [nil], .string("ELL")) == "true")
        #expect(try harness.call(.string("abc"), "padding", ["toLength", "withPad", "startingAt"], .int(6), .string("xy"), .int(1))
                == "abcyxy")
    }

    @Test func formatHandsEachConversionToFoundation() throws {
        #expect(try harness.construct("String", ["format", nil], .string("%.2f"), .double(3.14159)) == "3.14")
        #expect(try harness.construct("String", ["format", nil, nil], .string("%5d|%-5d|"), .int(42), .int(7)) == "   42|7    |")
        #expect(try harness.construct("String", ["format", nil], .string("%03d"), .int(5)) == "005")
        #expect(try harness.construct("String", ["format", nil, nil, nil], .string("%@ %x %X%%"), .string("hi"), .int(255), .int(255))
                == "hi ff FF%")
        #expect(try harness.construct("String", ["format", nil], .string("%5.1f%%"), .int(3)) == "  3.0%")
        #expect(harness.trap { try harness.construct("String", ["format"], .string("%d")) }?.hasPrefix("failure:") == true)
    }
}
