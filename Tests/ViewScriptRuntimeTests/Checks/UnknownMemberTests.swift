import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// A member a user type certainly lacks is reported before running, in swiftc's words.
@Suite struct UnknownMemberTests {
    func diagnostics(_ source: String) -> [String] {
        let file = SourceFile(path: "m.swift", text: source)
        return ScriptRunner.run(file).diagnostics.map { "\(file.location(of: $0.span.range.start)): \($0.message.text)" }
    }

    @Test func missingPropertyOfAStruct() {
        #expect(diagnostics("struct Point { var x = 0 }\nlet p = Point()\nprint(p.z)\n")
                == ["3:9: value of type 'Point' has no member 'z'"])
    }

    @Test func membersFromExtensionsAndProtocolsAreFound() {
        let source = """
        protocol Named { var name: String { get } }
        extension Named { func greet() -> String { "hi \\(name)" } }
        struct Cat: Named { var name = "Tom" }
        extension Cat { var loud: String { name.uppercased() } }
        let c = Cat()
        print(c.greet(), c.loud, c.name)

        """
        #expect(diagnostics(source).isEmpty)
    }
}
