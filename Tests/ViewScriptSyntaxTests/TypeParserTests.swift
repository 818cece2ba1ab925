import Testing
@testable import ViewScriptSyntax

/// Parses one type and returns its rendering and its diagnostics as `line:col message`.
private func parseType(_ source: String) -> (String, [String]) {
    let (type, diagnostics) = runOnLargeStack { Parser.parseTypeForTesting(source) }
    return (SExpr.type(type), diagnostics.map { "\($0.location) \($0.message.text)" })
}

private func type(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let (rendered, diagnostics) = parseType(source)
    #expect(diagnostics.isEmpty, "\(source): \(diagnostics)", sourceLocation: sourceLocation)
    return rendered
}

@Suite struct TypeParserTests {
    @Test func namedAndGenericTypes() {
        #expect(type("Int") == "Int")
        #expect(type("Binding<Bool>") == "Binding<Bool>")
        #expect(type("Dictionary<String, [Int]>") == "Dictionary<String, [Int]>")
        #expect(type("Array<Set<Int>>") == "Array<Set<Int>>")
        #expect(type("Self") == "Self")
        #expect(type("Any") == "Any")
    }

    @Test func memberTypes() {
        #expect(type("ContentView.ViewModel") == "ContentView.ViewModel")
        #expect(type("Foo<Int>.Bar<String>") == "Foo<Int>.Bar<String>")
        #expect(type("T.Type") == "T.Type")
        #expect(type("P.Protocol") == "P.Protocol")
    }

    @Test func optionals() {
        #expect(type("Int?") == "Int?")
        #expect(type("Int!") == "Int!")
        #expect(type("[Int]?") == "[Int]?")
        #expect(type("Binding<String?>") == "Binding<String?>")
        #expect(type("Optional<Int>?") == "Optional<Int>?")
        #expect(type("Int??") == "Int??")
    }

    @Test func collections() {
        #expect(type("[String]") == "[String]")
        #expect(type("[String: Int]") == "[String: Int]")
        #expect(type("[[Int]: [String?]]") == "[[Int]: [String?]]")
    }

    @Test func tuples() {
        #expect(type("()") == "()")
        #expect(type("(Int, label: String)") == "(Int, label: String)")
        #expect(type("(Int)") == "(Int)")
    }

    @Test func functionTypes() {
        #expect(type("(Int) async throws -> Void") == "(Int) async throws -> Void")
        #expect(type("() -> some View") == "() -> some View")
        #expect(type("(Int, String) -> (Bool) -> Void") == "(Int, String) -> (Bool) -> Void")
        #expect(type("(_ value: Int) -> Void") == "(value: Int) -> Void")
        #expect(type("(Int...) -> Int") == "(Int...) -> Int")
        #expect(type("((Int) -> Void)?") == "((Int) -> Void)?")
    }

    @Test func opaqueExistentialAndCompositions() {
        #expect(type("some View") == "some View")
        #expect(type("any Error") == "any Error")
        #expect(type("A & B") == "(A & B)")
        #expect(type("some View & Equatable") == "some (View & Equatable)")
        #expect(type("[any Shape]") == "[any Shape]")
    }

    @Test func attributedAndInout() {
        #expect(type("@escaping () -> Void") == "@escaping () -> Void")
        #expect(type("@autoclosure () -> T") == "@autoclosure () -> T")
        #expect(type("@MainActor @Sendable () -> Void") == "@MainActor @Sendable () -> Void")
        #expect(type("@ViewBuilder () -> Content") == "@ViewBuilder () -> Content")
        #expect(type("inout Int") == "inout Int")
    }

    @Test func variadicDotsAreLeftForTheDeclarationParser() {
        let (rendered, diagnostics) = parseType("Int...")
        #expect(rendered == "Int")
        #expect(diagnostics == ["1:4 expected end of input"])
    }

    @Test func glueedEqualsAfterOptionalIsSplit() {
        let (rendered, diagnostics) = parseType("Int?= nil")
        #expect(rendered == "Int?")
        #expect(diagnostics == ["1:5 expected end of input"])
    }

    @Test func errors() {
        #expect(parseType("").1 == ["1:1 expected type"])
        #expect(parseType("= 1").1 == ["1:1 expected type"])
        #expect(parseType("[Int").1 == ["1:5 expected ']' in array or dictionary type"])
        #expect(parseType("(Int, String").1 == ["1:13 expected ')' in tuple type"])
        #expect(parseType("Array<Int").1 == ["1:10 expected '>' to complete generic argument list"])
        #expect(parseType("() ->").1 == ["1:6 expected return type in function type"])
    }

    @Test func deepTypesStopAtTheLimit() {
        let source = String(repeating: "[", count: 50_000) + "Int" + String(repeating: "]", count: 50_000)
        let diagnostics = runOnLargeStack { Parser.parseTypeForTesting(source).1 }
        #expect(diagnostics.map(\.id) == ["too-deeply-nested"])
        let optionals = "Int" + String(repeating: "?", count: 100_000)
        let optionalDiagnostics = runOnLargeStack { Parser.parseTypeForTesting(optionals).1 }
        #expect(optionalDiagnostics.map(\.id) == ["too-deeply-nested"])
    }

    // MARK: Attributes

    private func attributes(_ source: String) -> (String, [String]) {
        let (attributes, diagnostics) = runOnLargeStack { Parser.parseAttributesForTesting(source) }
        let rendered = attributes.map { attribute in
            "@" + attribute.name.name + (attribute.arguments.map { "(" + String(SExpr.args($0).dropFirst()) + ")" } ?? "")
        }.joined(separator: " ")
        return (rendered, diagnostics.map { "\($0.location) \($0.message.text)" })
    }

    @Test func attributesWithExpressionArguments() {
        #expect(attributes("@State") == ("@State", []))
        #expect(attributes("@Environment(\\.dismiss)") == ("@Environment((keypath .dismiss))", []))
        #expect(attributes("@AppStorage(\"key\") @MainActor") == ("@AppStorage(\"key\") @MainActor", []))
        #expect(attributes("@FetchRequest(sortDescriptors: [])") == ("@FetchRequest(sortDescriptors: [])", []))
        #expect(attributes("@inline(__always)") == ("@inline(__always)", []))
    }

    @Test func attributeArgumentsWithTheirOwnGrammarAreSkipped() {
        #expect(attributes("@available(iOS 15, *)") == ("@available", []))
        #expect(attributes("@available(*, deprecated, message: \"x\")") == ("@available", []))
        #expect(attributes("@objc(doThing:)") == ("@objc", []))
        #expect(attributes("@custom(a b)") == ("@custom", []))
    }

    @Test func attributeArgumentsNeedNoSpaceBeforeTheParenthesis() {
        let (rendered, diagnostics) = attributes("@State (x)")
        #expect(rendered == "@State")
        #expect(diagnostics == ["1:8 expected end of input"])
    }

    @Test func attributeErrors() {
        #expect(attributes("@").1 == ["1:2 expected an attribute name"])
        #expect(attributes("@available(iOS 15, *").1 == ["1:21 expected ')' in expression list"])
    }
}
